// /admin/reports/{id}: a visitor's change report beside the store as it is: the editor changes the
// listing there and applies it (the store is marked verified), unpublishes a store that closed for
// good, or dismisses the report.
import { Form, Link } from "react-router";
import type { Route } from "./+types/report";
import { applyReport, getQueueItem } from "~/lib/admin/api.server";
import { foundOr404, requireSession } from "~/lib/admin/session.server";
import { storeChoices } from "~/lib/admin/store-choices.server";
import { reviewAction } from "~/lib/admin/review-action.server";
import { postedFormValues, storeFormValues, storeWriteFromForm } from "~/lib/admin/store-form";
import type { Store } from "~/lib/content/types";
import { CONSOLE, QUEUE, STORE_EDIT } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";
import { DeclineForm, Decision, SubmittedFields } from "~/components/admin/QueueParts";
import { StoreFields } from "~/components/admin/StoreForm";

export function meta() {
  return [{ title: `${QUEUE.itemTitles.reports} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const [item, choices] = await Promise.all([foundOr404(getQueueItem(api, "reports", params.id), "There is no such report."), storeChoices()]);
  const store = item.currentStore as Store | null;
  return { item, store, values: store ? storeFormValues(store) : null, ...choices };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  return reviewAction(request, url, "reports", params.id, async (intent, form, { api }, csrf) => {
    const version = String(form.get("version") ?? "");
    if (intent === "unpublish") {
      await applyReport(api, csrf, params.id, { unpublish: true }, version);
    } else {
      const values = postedFormValues(form);
      const { data: store, errors } = storeWriteFromForm(values);
      if (Object.keys(errors).length > 0) return { refused: { errors, values, message: STORE_EDIT.fixErrors }, status: 400 };
      await applyReport(api, csrf, params.id, { data: store }, version);
    }
    return `/admin/reports/${params.id}`;
  });
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { item, store, states, categories } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>
          {QUEUE.itemTitles.reports}: {item.store?.name ?? "?"}
        </h1>
        <Link to="/admin/reports">{QUEUE.titles.reports}</Link>
      </div>
      <Decision item={item} />
      <ConsoleAlerts message={actionData?.message} />
      <div className="console-review console-review-wide">
        <SubmittedFields item={item} />
        <div>
          {item.status === "pending" && store && values ? (
            <Form method="post" className="console-form" aria-labelledby="report-store">
              <h2 id="report-store">{QUEUE.reportStore}</h2>
              <input type="hidden" name="csrf" value={session.csrfToken} />
              <input type="hidden" name="version" value={item.version ?? ""} />
              <StoreFields values={values} errors={actionData?.errors ?? {}} states={states} categories={categories} />
              <div className="console-actions">
                <button type="submit" name="intent" value="apply" className="btn btn-primary">
                  {QUEUE.reportApply}
                </button>
                <button type="submit" name="intent" value="unpublish" className="btn btn-ghost console-danger" formNoValidate>
                  {QUEUE.reportUnpublish}
                </button>
              </div>
            </Form>
          ) : item.store ? (
            <p>
              <Link to={`/admin/stores/${item.store.documentId}`}>{item.store.name}</Link>
            </p>
          ) : (
            <p className="muted">{QUEUE.storeGone}</p>
          )}
        </div>
      </div>
      {item.status === "pending" ? <DeclineForm csrf={session.csrfToken} dismiss error={actionData?.errors?.reason} /> : null}
    </div>
  );
}
