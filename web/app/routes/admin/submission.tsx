// /admin/submissions/{id}: an owner's add-store submission: what was sent, stores that may be the
// same business, and the listing to publish, editable, with approve and reject.
import { Form, Link } from "react-router";
import type { Route } from "./+types/submission";
import { approveSubmission, getQueueItem } from "~/lib/admin/api.server";
import { foundOr404, requireSession } from "~/lib/admin/session.server";
import { storeChoices } from "~/lib/admin/store-choices.server";
import { reviewAction } from "~/lib/admin/review-action.server";
import { postedFormValues, storeFormValues, storeWriteFromForm } from "~/lib/admin/store-form";
import type { Store } from "~/lib/content/types";
import { CONSOLE, QUEUE, STORE_LIST } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";
import { DeclineForm, Decision, SubmittedFields } from "~/components/admin/QueueParts";
import { StoreFields } from "~/components/admin/StoreForm";

export function meta() {
  return [{ title: `${QUEUE.itemTitles.submissions} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const [item, choices] = await Promise.all([
    foundOr404(getQueueItem(api, "submissions", params.id), "There is no such submission."),
    storeChoices(),
  ]);
  return { item, values: storeFormValues((item.proposedStore ?? {}) as Partial<Store>), ...choices };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  return reviewAction(request, url, "submissions", params.id, async (intent, form, { api }, csrf) => {
    const values = postedFormValues(form);
    const { data: store, errors } = storeWriteFromForm(values);
    if (Object.keys(errors).length > 0) return { refused: { errors, values, message: QUEUE.approveHint }, status: 400 };
    await approveSubmission(api, csrf, params.id, store);
    return `/admin/submissions/${params.id}`;
  });
}

export default function Submission({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { item, states, categories } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>
          {QUEUE.itemTitles.submissions}: {String((item.fields as Record<string, unknown>).name ?? "")}
        </h1>
        <Link to="/admin/submissions">{QUEUE.titles.submissions}</Link>
      </div>
      <Decision item={item} />
      {item.store ? (
        <p>
          <Link to={`/admin/stores/${item.store.documentId}`}>{item.store.name}</Link>
        </p>
      ) : null}
      <ConsoleAlerts message={actionData?.message} />
      <div className="console-review">
        <SubmittedFields item={item} />
        <section className="console-section" aria-labelledby="duplicates">
          <h2 id="duplicates" className="console-section-title">
            {QUEUE.duplicates}
          </h2>
          {item.duplicates.length === 0 ? (
            <p className="muted">{QUEUE.noDuplicates}</p>
          ) : (
            <ul className="console-list">
              {item.duplicates.map((d) => (
                <li key={d.store.id}>
                  <Link to={`/admin/stores/${d.store.documentId}`}>{d.store.name}</Link>, {d.store.city}, {d.store.state}{" "}
                  <span className="muted">({d.reasons.join(", ")})</span>
                  {d.store.status === "draft" ? <span className="badge console-status-draft">{STORE_LIST.status.draft}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {item.status === "pending" ? (
        <>
          <Form method="post" className="console-form">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <h2>{QUEUE.approveLegend}</h2>
            <p className="field-hint">{QUEUE.approveHint}</p>
            <StoreFields values={values} errors={actionData?.errors ?? {}} states={states} categories={categories} />
            <div className="console-actions">
              <button type="submit" name="intent" value="approve" className="btn btn-primary">
                {QUEUE.approve}
              </button>
            </div>
          </Form>
          <DeclineForm csrf={session.csrfToken} dismiss={false} error={actionData?.errors?.reason} />
        </>
      ) : null}
    </div>
  );
}
