// Parts every review page shows: what was sent, how it was decided, and the form that rejects it
// (or dismisses a report).
import { Form } from "react-router";
import type { QueueItem } from "~/lib/content/types";
import { QUEUE } from "~/lib/messages/admin";
import { ChangeTime } from "./ChangeTime";
import { TextAreaInput } from "./ConsoleField";

const LABELS: Record<string, string> = {
  kind: "What has changed",
  details: "Details",
  store: "Store",
  name: "Name",
  role: "Role",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  phone: "Phone",
  website: "Website",
  email: "E-mail",
  description: "Description",
  specialties: "Specialties",
  note: "Note",
  business: "Business",
  message: "Message",
};

/** The submitted fields, labelled, and when they arrived. */
export function SubmittedFields({ item }: { item: QueueItem }) {
  // In the order of the forms (the service keeps fields by name); unknown ones last.
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const fields = Object.entries(item.fields as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== "")
    .sort(([a], [b]) => rank(a) - rank(b));
  return (
    <section className="console-section" aria-labelledby="submitted">
      <h2 id="submitted" className="console-section-title">
        {QUEUE.submitted}
      </h2>
      <dl className="console-fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{LABELS[key] ?? key}</dt>
            <dd>{key === "kind" ? (QUEUE.kinds[String(value)] ?? String(value)) : String(value)}</dd>
          </div>
        ))}
        <div>
          <dt>{QUEUE.received}</dt>
          <dd>
            <ChangeTime at={item.createdAt} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** How a decided submission was decided. */
export function Decision({ item }: { item: QueueItem }) {
  if (item.status === "pending") return null;
  return (
    <p className={`alert console-decision console-review-${item.status}`} role="status">
      {QUEUE.decidedBy(QUEUE.statuses[item.status] ?? item.status, item.reviewedBy ?? "?")}{" "}
      {item.reviewedAt ? <ChangeTime at={item.reviewedAt} /> : null}
      {item.reason ? (
        <>
          {" "}
          · {QUEUE.reason}: {item.reason}
        </>
      ) : null}
    </p>
  );
}

/** The form that rejects a submission or a claim (a reason is required) or dismisses a report. */
export function DeclineForm({ csrf, dismiss, error }: { csrf: string; dismiss: boolean; error?: string }) {
  return (
    <Form method="post" className="console-section console-decline">
      <h2 className="console-section-title">{dismiss ? QUEUE.dismissLegend : QUEUE.rejectLegend}</h2>
      <input type="hidden" name="csrf" value={csrf} />
      <TextAreaInput name="reason" label={QUEUE.rejectReason} rows={2} required={!dismiss} error={error} maxLength={2000} />
      <p>
        <button type="submit" name="intent" value="decline" className="btn btn-secondary">
          {dismiss ? QUEUE.dismiss : QUEUE.reject}
        </button>
      </p>
    </Form>
  );
}
