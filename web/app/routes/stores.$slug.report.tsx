// /stores/{slug}/report: a visitor tells the editors what is wrong with a listing (closed, moved,
// hours, phone or website, something else). The content service checks the report and rate-limits
// it per visitor; it waits in the editors' queue (/admin/reports).
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/stores.$slug.report";
import { FormConfirmation } from "~/components/forms/FormConfirmation";
import { Honeypot } from "~/components/forms/Honeypot";
import { content } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import type { FormReceiptResponse } from "~/lib/content/types";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { isHoneypotFilled } from "~/lib/forms/owner-forms";
import { confirmationUrl, isConfirmation } from "~/lib/forms/owner-form-action.server";
import { OWNER_FORMS } from "~/lib/messages/forms";
import { REPORT } from "~/lib/messages/report";
import { pageMeta } from "~/lib/seo/page-meta";
import { loadStorePage } from "~/lib/stores/directory.server";
import "~/styles/owner.css";

export const handle = { pageType: "static" };

const KINDS = ["closedPermanently", "moved", "wrongHours", "wrongContact", "other"] as const;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData ? REPORT.title(loaderData.name) : "Report a change",
    description: "Tell the directory's editors what is wrong with a store's listing.",
    path: loaderData ? `/stores/${loaderData.slug}/report` : "/",
    matches,
    noindex: true,
  });
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const { store } = await loadStorePage(params.slug);
  if (store.slug !== params.slug) throw redirect(`/stores/${store.slug}/report`, 301);
  return { name: store.name, slug: store.slug, sent: isConfirmation(url) };
}

interface ReportState {
  values: { kind?: string; details?: string; email?: string };
  errors: { kind?: string; details?: string; email?: string };
  formError?: string;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const path = `/stores/${params.slug}/report`;
  // A bot filled the hidden field: pretend all went well, store nothing.
  if (isHoneypotFilled(form)) throw redirect(confirmationUrl(path));
  const values = {
    kind: String(form.get("kind") ?? ""),
    details: String(form.get("details") ?? "").trim(),
    email: String(form.get("email") ?? "").trim(),
  };
  if (!(KINDS as readonly string[]).includes(values.kind)) {
    return data<ReportState>({ values, errors: { kind: REPORT.chooseKind } }, { status: 400 });
  }
  const clientIp = clientIpFrom(context);
  try {
    await content.request<FormReceiptResponse>(`/api/stores/${encodeURIComponent(params.slug)}/reports`, {
      method: "POST",
      body: { kind: values.kind, details: values.details || null, email: values.email || null },
      headers: clientIp ? { "X-Forwarded-For": clientIp } : undefined,
    });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.status === 429) return data<ReportState>({ values, errors: {}, formError: OWNER_FORMS.rateLimited }, { status: 429 });
    if (error.status === 400) {
      const errors = { details: error.fieldErrors.details, email: error.fieldErrors.email };
      return data<ReportState>({ values, errors, formError: errors.details || errors.email ? undefined : error.userMessage }, { status: 400 });
    }
    return data<ReportState>({ values, errors: {}, formError: OWNER_FORMS.unavailable }, { status: 503 });
  }
  throw redirect(confirmationUrl(path));
}

export default function ReportChange({ loaderData, actionData }: Route.ComponentProps) {
  const { name, slug, sent } = loaderData;
  const state = actionData;
  const invalid = (field: keyof ReportState["errors"]) => (state?.errors[field] ? true : undefined);
  return (
    <div className="container owner-page">
      <header className="page-header">
        <p className="eyebrow">
          <Link to={`/stores/${slug}`}>{name}</Link>
        </p>
        <h1>{REPORT.title(name)}</h1>
        <p>{REPORT.intro}</p>
      </header>
      <div className="owner-main">
        {sent ? (
          <FormConfirmation title={REPORT.sentTitle}>
            <p>{REPORT.sentText}</p>
            <p>
              <Link to={`/stores/${slug}`} className="btn btn-primary">
                {REPORT.back(name)}
              </Link>
            </p>
          </FormConfirmation>
        ) : (
          <Form method="post" className="owner-form card stack" noValidate>
            {state?.formError ? (
              <p className="alert alert-error" role="alert">
                {state.formError}
              </p>
            ) : null}
            <fieldset className="form-section" aria-describedby={state?.errors.kind ? "kind-error" : undefined}>
              <legend>{REPORT.kindLegend}</legend>
              {KINDS.map((kind) => (
                <label key={kind} className="report-choice">
                  <input type="radio" name="kind" value={kind} defaultChecked={state?.values.kind === kind} required aria-invalid={invalid("kind")} />{" "}
                  {REPORT.kinds[kind]}
                </label>
              ))}
              {state?.errors.kind ? (
                <p id="kind-error" className="field-error">
                  {state.errors.kind}
                </p>
              ) : null}
            </fieldset>
            <div className={`field${state?.errors.details ? " field-invalid" : ""}`}>
              <label htmlFor="report-details">{REPORT.details}</label>
              <p id="report-details-hint" className="field-hint">
                {REPORT.detailsHint}
              </p>
              <textarea
                id="report-details"
                name="details"
                rows={4}
                maxLength={2000}
                defaultValue={state?.values.details}
                aria-invalid={invalid("details")}
                aria-describedby={state?.errors.details ? "report-details-error report-details-hint" : "report-details-hint"}
              />
              {state?.errors.details ? (
                <p id="report-details-error" className="field-error">
                  {state.errors.details}
                </p>
              ) : null}
            </div>
            <div className={`field${state?.errors.email ? " field-invalid" : ""}`}>
              <label htmlFor="report-email">
                {REPORT.email}
                <span className="field-optional"> (optional)</span>
              </label>
              <p id="report-email-hint" className="field-hint">
                {REPORT.emailHint}
              </p>
              <input
                id="report-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                defaultValue={state?.values.email}
                aria-invalid={invalid("email")}
                aria-describedby={state?.errors.email ? "report-email-error report-email-hint" : "report-email-hint"}
              />
              {state?.errors.email ? (
                <p id="report-email-error" className="field-error">
                  {state.errors.email}
                </p>
              ) : null}
            </div>
            <Honeypot />
            <p>
              <button type="submit" className="btn btn-primary">
                {REPORT.submit}
              </button>
            </p>
          </Form>
        )}
      </div>
    </div>
  );
}
