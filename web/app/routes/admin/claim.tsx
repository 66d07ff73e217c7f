// /admin/claims/{id}: a claim of a listing: who claims which store; approving it makes the store
// verified and records the owner's contact (private); rejecting it needs a reason.
import { Form, Link } from "react-router";
import type { Route } from "./+types/claim";
import { approveClaim, getQueueItem } from "~/lib/admin/api.server";
import { foundOr404, requireSession } from "~/lib/admin/session.server";
import { reviewAction } from "~/lib/admin/review-action.server";
import { CONSOLE, QUEUE } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";
import { InputField } from "~/components/admin/ConsoleField";
import { DeclineForm, Decision, SubmittedFields } from "~/components/admin/QueueParts";

export function meta() {
  return [{ title: `${QUEUE.itemTitles.claims} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  return { item: await foundOr404(getQueueItem(api, "claims", params.id), "There is no such claim.") };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  return reviewAction(request, url, "claims", params.id, async (_intent, form, { api }, csrf) => {
    const store = String(form.get("otherStore") ?? "").trim().replace(/^.*\/stores\//, "") || String(form.get("store") ?? "");
    if (!store) return { refused: { errors: { otherStore: QUEUE.noCandidates } }, status: 400 };
    await approveClaim(api, csrf, params.id, store);
    return `/admin/claims/${params.id}`;
  });
}

export default function Claim({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { item } = loaderData;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>
          {QUEUE.itemTitles.claims}: {String((item.fields as Record<string, unknown>).store ?? "")}
        </h1>
        <Link to="/admin/claims">{QUEUE.titles.claims}</Link>
      </div>
      <Decision item={item} />
      {item.store ? (
        <p>
          {QUEUE.claimStore}: <Link to={`/admin/stores/${item.store.documentId}`}>{item.store.name}</Link>, {item.store.city},{" "}
          {item.store.state}
        </p>
      ) : null}
      <ConsoleAlerts message={actionData?.message} />
      <SubmittedFields item={item} />
      {item.status === "pending" ? (
        <>
          <Form method="post" className="console-section">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <fieldset className="console-choices">
              <legend>{QUEUE.claimCandidates}</legend>
              {item.candidates.length === 0 ? <p className="muted">{QUEUE.noCandidates}</p> : null}
              {item.candidates.map((c, i) => (
                <label key={c.id} className="console-check">
                  <input type="radio" name="store" value={c.documentId} defaultChecked={i === 0} />
                  <span>
                    {c.name}, {c.city}, {c.state}
                    {c.verified ? " · verified" : ""}
                  </span>
                </label>
              ))}
            </fieldset>
            <InputField name="otherStore" label={QUEUE.claimOther} error={actionData?.errors?.otherStore} />
            <p>
              <button type="submit" name="intent" value="approve" className="btn btn-primary">
                {QUEUE.approveClaim}
              </button>
            </p>
          </Form>
          <DeclineForm csrf={session.csrfToken} dismiss={false} error={actionData?.errors?.reason} />
        </>
      ) : null}
    </div>
  );
}
