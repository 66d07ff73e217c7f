// /admin/{guides,events,hotspots,categories}/new and /admin/{kind}/{slug}: create or edit a guide,
// an event, a hotspot town or a category; delete it after a confirmation that says what depends on
// it. A guide is saved as a draft or published, with a preview rendered by the guide page's own
// Markdown renderer (live as the editor types; a Preview button without JavaScript). A save based
// on a version another editor has since changed is refused with who changed it; a session that
// ended while the editor typed keeps what was typed and asks to sign in again within the form.
import { useEffect, useRef, useState } from "react";
import { Form, Link, data, redirect, useFetcher, useNavigation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/record-edit";
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from "~/lib/admin/api.server";
import {
  RECORD_FIELDS,
  postedRecordValues,
  publicPath,
  recordFormValues,
  recordLabel,
  recordWriteData,
  type RecordField,
  type RecordFormValues,
} from "~/lib/admin/records";
import { CONSOLE_HEADERS, foundOr404, fromThisSite, requireSession, sessionForSave } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import { listStates } from "~/lib/content/api.server";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { renderMarkdown } from "~/lib/guides/markdown.server";
import { CONSOLE, LOGIN, RECORDS, type RecordKindName } from "~/lib/messages/admin";
import { InputField, SelectInput, TextAreaInput } from "~/components/admin/ConsoleField";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { PinMap } from "~/components/admin/PinMap";
import { ReloginFields } from "~/components/admin/ReloginFields";
import { useConsoleSession } from "~/components/admin/console-session";
import { recordKindOf } from "./records";
// The preview looks as the guide page does; a town is placed on a map.
import "~/styles/content.css";
import "~/styles/console-map.css";

export { keepPageWhenSessionEnded as shouldRevalidate } from "~/components/admin/console-session";

export function meta({ loaderData }: Route.MetaArgs) {
  const kind = loaderData?.kind ?? "guides";
  const title = loaderData?.record ? recordLabel(loaderData.record) : RECORDS.kinds[kind].newTitle;
  return [{ title: `${title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const NOTICES: Record<string, string> = {
  saved: RECORDS.saved,
  created: RECORDS.created,
  published: RECORDS.published,
  unpublished: RECORDS.unpublished,
  restored: RECORDS.restored,
};

type Option = { value: string; label: string };

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const kind = recordKindOf(url.pathname);
  const notice = NOTICES[url.searchParams.get("notice") ?? ""] ?? null;
  const needs = RECORD_FIELDS[kind].map((f) => f.type);
  const [found, states, hotspots, categories] = await Promise.all([
    params.slug ? foundOr404(getRecord(api, kind, params.slug), `There is no such ${RECORDS.kinds[kind].singular}.`) : Promise.resolve(null),
    needs.includes("state") ? listStates() : Promise.resolve([]),
    needs.includes("hotspot") ? listRecords(api, "hotspots") : Promise.resolve([]),
    needs.includes("tags") ? listRecords(api, "categories") : Promise.resolve([]),
  ]);
  const choices = {
    states: states.map((s): Option => ({ value: s.code, label: `${s.name} (${s.code})` })),
    hotspots: hotspots.map((h): Option => ({ value: String(h.slug), label: `${String(h.name)}, ${String(h.state)}` })),
    categories: categories.map((c): Option => ({ value: String(c.slug), label: String(c.name) })),
  };
  return {
    kind,
    record: found?.data ?? null,
    meta: found?.meta ?? null,
    values: recordFormValues(kind, found?.data),
    previewHtml: kind === "guides" && typeof found?.data.body === "string" ? renderMarkdown(found.data.body).html : undefined,
    notice,
    choices,
  };
}

type ActionResult = {
  values?: RecordFormValues;
  errors?: Record<string, string>;
  message?: string;
  sessionEnded?: boolean;
  confirmDelete?: boolean;
  previewHtml?: string;
};

const refused = (result: ActionResult, status: number) => data<ActionResult>(result, { status, headers: CONSOLE_HEADERS });

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!fromThisSite(request, url)) return refused({ message: LOGIN.foreignOrigin }, 403);
  const kind = recordKindOf(url.pathname);
  const intent = String(form.get("intent") ?? "save");
  const values = postedRecordValues(kind, form);
  // The preview needs no session of the content service: it is the guide page's renderer, here.
  if (intent === "preview") return data<ActionResult>({ values, previewHtml: renderMarkdown(values.fields.body ?? "").html }, { headers: CONSOLE_HEADERS });

  const resumed = await sessionForSave(request, form, clientIpFrom(context));
  if (!resumed.signedIn) {
    return refused({ values, sessionEnded: true, message: resumed.refusal.message ?? RECORDS.sessionEnded }, resumed.refusal.status);
  }
  const { signedIn, csrf, setCookie } = resumed;
  const headers = { ...CONSOLE_HEADERS, ...(setCookie ? { "Set-Cookie": setCookie } : {}) };
  const { api } = signedIn;
  const slug = params.slug;
  const version = String(form.get("version") ?? "");
  const go = (to: string) => redirect(to, { headers });

  try {
    if (slug && intent === "delete") return data<ActionResult>({ confirmDelete: true }, { headers });
    if (slug && intent === "confirm-delete") {
      await deleteRecord(api, csrf, kind, slug, version);
      return go(`/admin/${kind}?deleted=${encodeURIComponent(String(form.get("name") ?? slug))}`);
    }
    // A guide stays a draft unless it is published; "unpublish" takes it back to a draft.
    const wasDraft = form.get("wasDraft") === "true";
    const draft = intent === "save-publish" ? false : intent === "unpublish" ? true : slug ? wasDraft : true;
    const body = recordWriteData(kind, values, draft);
    if (!slug) {
      const created = await createRecord(api, csrf, kind, body);
      const notice = kind === "guides" && !draft ? "published" : "created";
      return go(`/admin/${kind}/${encodeURIComponent(String(created.data.slug))}?notice=${notice}`);
    }
    await updateRecord(api, csrf, kind, slug, body, version);
    const notice = intent === "save-publish" ? "published" : intent === "unpublish" ? "unpublished" : "saved";
    return go(`/admin/${kind}/${encodeURIComponent(slug)}?notice=${notice}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.status === 401) return refused({ values, sessionEnded: true, message: RECORDS.sessionEnded }, 401);
    if ([400, 403, 409, 412, 422].includes(error.status)) {
      const errors = { ...error.fieldErrors };
      return refused({ values, errors, message: Object.keys(errors).length > 0 ? RECORDS.fixErrors : error.userMessage }, error.status);
    }
    if (error.status === 404) throw data(`There is no such ${RECORDS.kinds[kind].singular}.`, { status: 404, headers: CONSOLE_HEADERS });
    throw error;
  }
}

/** The live preview of a guide's body: the text is sent to this route's action a moment after the
 *  editor stops typing, and the guide page's renderer answers. */
function useLivePreview(initialHtml: string | undefined) {
  const fetcher = useFetcher<ActionResult>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [requested, setRequested] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const update = (body: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRequested(true);
      const form = new FormData();
      form.set("intent", "preview");
      form.set("body", body);
      void fetcher.submit(form, { method: "post" });
    }, 300);
  };
  const html = requested ? fetcher.data?.previewHtml : initialHtml;
  return { html, update };
}

function Field({
  field,
  values,
  errors,
  choices,
  onBodyChange,
}: {
  field: RecordField;
  values: RecordFormValues;
  errors: Record<string, string>;
  choices: { states: Option[]; hotspots: Option[]; categories: Option[] };
  onBodyChange?: (value: string) => void;
}) {
  const common = { name: field.name, label: field.label, hint: field.hint, required: field.required, error: errors[field.name] };
  const value = values.fields[field.name] ?? "";
  switch (field.type) {
    case "textarea":
      return <TextAreaInput {...common} defaultValue={value} rows={3} />;
    case "markdown":
      return <TextAreaInput {...common} defaultValue={value} rows={18} onChange={onBodyChange} className="console-markdown" />;
    case "date":
      return <InputField {...common} type="date" defaultValue={value} />;
    case "number":
      return <InputField {...common} type="number" step={field.step} inputMode="decimal" defaultValue={value} />;
    case "url":
      return <InputField {...common} type="url" inputMode="url" defaultValue={value} />;
    case "state":
      return <SelectInput {...common} defaultValue={value} options={[{ value: "", label: RECORDS.fields.chooseState }, ...choices.states]} />;
    case "hotspot":
      return <SelectInput {...common} defaultValue={value} options={[{ value: "", label: RECORDS.fields.noHotspot }, ...choices.hotspots]} />;
    case "tags":
      return (
        <fieldset className={`console-tags${errors.tags ? " field-invalid" : ""}`}>
          <legend>{field.label}</legend>
          {field.hint ? <p className="field-hint">{field.hint}</p> : null}
          <div className="console-check-grid">
            {choices.categories.map((c) => (
              <label key={c.value} className="console-check">
                <input type="checkbox" name="tags" value={c.value} defaultChecked={values.tags.includes(c.value)} /> {c.label}
              </label>
            ))}
          </div>
          {errors.tags ? <p className="field-error">{errors.tags}</p> : null}
        </fieldset>
      );
    default:
      return <InputField {...common} defaultValue={value} />;
  }
}

/** The fields in their order, those sharing a `row` side by side. */
function FieldRows(props: Omit<Parameters<typeof Field>[0], "field"> & { kind: RecordKindName }) {
  const groups: RecordField[][] = [];
  for (const field of RECORD_FIELDS[props.kind]) {
    const last = groups.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else groups.push([field]);
  }
  return (
    <>
      {groups.map((group) =>
        group.length > 1 ? (
          <div className="console-row" key={group[0]!.name}>
            {group.map((field) => (
              <Field key={field.name} field={field} {...props} />
            ))}
          </div>
        ) : (
          <Field key={group[0]!.name} field={group[0]!} {...props} />
        ),
      )}
    </>
  );
}

export default function RecordEdit({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "preview";
  const { kind, record, meta, notice, choices } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const texts = RECORDS.kinds[kind];
  const slug = record ? String(record.slug) : null;
  const isGuide = kind === "guides";
  const isDraft = isGuide && (record ? record.draft === true : true);
  const name = record ? recordLabel(record) : texts.newTitle;
  const preview = useLivePreview(actionData?.previewHtml ?? loaderData.previewHtml);

  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{name}</h1>
        {slug ? (
          <div className="console-head-links">
            <Link to={`/admin/${kind}/${encodeURIComponent(slug)}/history`}>{RECORDS.history}</Link>
            {!isDraft ? (
              <a href={publicPath(kind, slug)} target="_blank" rel="noreferrer">
                {RECORDS.viewPublic}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {isGuide && record ? (
        <p className={`console-status-line console-status-${isDraft ? "draft" : "published"}`}>{isDraft ? RECORDS.draftNote : RECORDS.publishedNote}</p>
      ) : null}
      {meta && kind === "categories" ? <p className="field-hint">{RECORDS.categoryStores(meta.stores)}</p> : null}
      {meta && kind === "hotspots" ? <p className="field-hint">{RECORDS.hotspotStores(meta.stores, meta.events)}</p> : null}
      <ConsoleAlerts notice={actionData ? null : notice} message={actionData?.message} />
      {actionData?.confirmDelete && slug ? (
        <Form method="post" className="console-confirm" role="alertdialog" aria-labelledby="confirm-delete">
          <p id="confirm-delete">{RECORDS.deleteQuestion(name)}</p>
          <input type="hidden" name="csrf" value={session.csrfToken} />
          <input type="hidden" name="name" value={name} />
          <input type="hidden" name="version" value={meta?.version ?? ""} />
          <button type="submit" name="intent" value="confirm-delete" className="btn btn-accent">
            {RECORDS.confirmDelete}
          </button>{" "}
          <Link to={`/admin/${kind}/${encodeURIComponent(slug)}`} className="btn btn-ghost">
            {RECORDS.cancel}
          </Link>
        </Form>
      ) : null}
      {/* Keyed by the version shown: after a save or a restore the fields are filled anew from what
          the content service stored. */}
      <Form method="post" className={`console-form${isGuide ? " console-form-guide" : ""}`} key={`${slug ?? "new"}@${meta?.version ?? ""}`}>
        <input type="hidden" name="csrf" value={session.csrfToken} />
        <input type="hidden" name="version" value={meta?.version ?? ""} />
        <input type="hidden" name="wasDraft" value={String(isDraft)} />
        {actionData?.sessionEnded ? <ReloginFields message={RECORDS.sessionEnded} email={session.user.email} /> : null}
        <div className="console-section">
          {slug ? (
            <p className="field-hint">{RECORDS.slugFixed(slug)}</p>
          ) : (
            <InputField name="slug" label={RECORDS.fields.slug} hint={RECORDS.slugHint} defaultValue={values.slug} error={errors.slug} pattern="[a-z0-9]+(-[a-z0-9]+)*" />
          )}
          {kind === "hotspots" ? (
            <p className="field-hint">
              {RECORDS.fields.coordinatesHint} {slug ? RECORDS.hotspotMoveNote : null}
            </p>
          ) : null}
          <FieldRows kind={kind} values={values} errors={errors} choices={choices} onBodyChange={isGuide ? preview.update : undefined} />
          {kind === "hotspots" ? <PinMap tileUrl={config?.mapTileUrl ?? ""} attribution={config?.mapTileAttribution ?? ""} label={RECORDS.fields.pinMap} /> : null}
        </div>
        {isGuide ? (
          <section className="console-section console-preview" aria-labelledby="preview-title">
            <div className="console-preview-head">
              <h2 id="preview-title">{RECORDS.previewTitle}</h2>
              <button type="submit" name="intent" value="preview" className="btn btn-ghost btn-sm" formNoValidate>
                {RECORDS.preview}
              </button>
            </div>
            <p className="field-hint">{RECORDS.previewHint}</p>
            {/* Focusable: a long preview scrolls in its box, and keyboards must reach it. */}
            <div className="console-preview-body" aria-live="polite" data-testid="guide-preview" tabIndex={0} role="region" aria-label={RECORDS.previewRegion}>
              {/* Rendered by markdown-it with html: false, as on the guide page: HTML in the text arrives escaped. */}
              {preview.html ? <div className="prose" dangerouslySetInnerHTML={{ __html: preview.html }} /> : <p className="muted">{RECORDS.previewEmpty}</p>}
            </div>
          </section>
        ) : null}
        <div className="console-actions">
          {isGuide && isDraft ? (
            <>
              <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={busy}>
                {busy ? RECORDS.saving : RECORDS.saveDraft}
              </button>
              <button type="submit" name="intent" value="save-publish" className="btn btn-primary" disabled={busy}>
                {RECORDS.saveAndPublish}
              </button>
            </>
          ) : (
            <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={busy}>
              {busy ? RECORDS.saving : RECORDS.save}
            </button>
          )}
          {isGuide && record && !isDraft ? (
            <button type="submit" name="intent" value="unpublish" className="btn btn-ghost" disabled={busy}>
              {RECORDS.unpublish}
            </button>
          ) : null}
          {slug ? (
            <button type="submit" name="intent" value="delete" className="btn btn-ghost console-danger" disabled={busy} formNoValidate>
              {RECORDS.delete}
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
