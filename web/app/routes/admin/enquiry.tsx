// /admin/enquiries/{id}: an advertising enquiry: what was asked, a reply by e-mail, and "mark answered".
import { Form, Link } from "react-router";
import type { Route } from "./+types/enquiry";
import { answerEnquiry, getQueueItem } from "~/lib/admin/api.server";
import { foundOr404, requireSession } from "~/lib/admin/session.server";
import { reviewAction } from "~/lib/admin/review-action.server";
import { CONSOLE, QUEUE } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";
import { Decision, SubmittedFields } from "~/components/admin/QueueParts";

export function meta() {
  return [{ title: `${QUEUE.itemTitles.enquiries} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  return { item: await foundOr404(getQueueItem(api, "enquiries", params.id), "There is no such enquiry.") };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  return reviewAction(request, url, "enquiries", params.id, async (_intent, _form, { api }, csrf) => {
    await answerEnquiry(api, csrf, params.id);
    return `/admin/enquiries/${params.id}`;
  });
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { item } = loaderData;
  const fields = item.fields as Record<string, string | undefined>;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>
          {QUEUE.itemTitles.enquiries}: {fields.business || fields.name}
        </h1>
        <Link to="/admin/enquiries">{QUEUE.titles.enquiries}</Link>
      </div>
      <Decision item={item} />
      <ConsoleAlerts message={actionData?.message} />
      <SubmittedFields item={item} />
      <div className="cluster console-decline">
        <a className="btn btn-secondary" href={`mailto:${fields.email ?? ""}?subject=${encodeURIComponent("Featured placement")}`}>
          {QUEUE.reply}
        </a>
        {item.status === "pending" ? (
          <Form method="post">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <button type="submit" name="intent" value="answered" className="btn btn-primary">
              {QUEUE.markAnswered}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
