import { HONEYPOT_FIELD } from "~/lib/forms/owner-forms";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) that form-filling bots tend to complete. A filled one makes the server pretend success.
 */
export function Honeypot() {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
