import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) that form-filling bots tend to complete. A filled one makes the server pretend success.
 * `id` tells two on one page apart (an owner form and the footer's newsletter).
 */
export function Honeypot({ id = HONEYPOT_FIELD }: { id?: string }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
