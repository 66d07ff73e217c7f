// /admin/stores/new and /admin/stores/{id}: create or edit a store, save it as a draft or publish it,
// unpublish or delete it (after a confirmation). A save based on a version another editor has since
// changed is refused with who changed it; a session that ended while the editor typed keeps what was
// typed and asks to sign in again within the same form.
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/store-edit";
import {
  createStore,
  deleteStore,
  geocodeZip,
  getEditorStore,
  setPublished,
  updateStore,
  verifyStore,
} from "~/lib/admin/api.server";
import { CONSOLE_HEADERS, foundOr404, fromThisSite, requireSession, sessionForSave } from "~/lib/admin/session.server";
import { storeChoices } from "~/lib/admin/store-choices.server";
import { formErrors, postedFormValues, storeFormValues, storeWriteFromForm, type StoreFormValues } from "~/lib/admin/store-form";
import { ContentError } from "~/lib/content/errors";
import type { Store } from "~/lib/content/types";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { CONSOLE, LOGIN, STORE_EDIT } from "~/lib/messages/admin";
import { StoreFields } from "~/components/admin/StoreForm";
import { ReloginFields } from "~/components/admin/ReloginFields";
import { formatChangeTime } from "~/components/admin/ChangeTime";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.store ? STORE_EDIT.editTitle(loaderData.store.name) : STORE_EDIT.newTitle;
  return [{ title: `${title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const NOTICES: Record<string, string> = {
  saved: STORE_EDIT.saved,
  created: STORE_EDIT.created,
  published: STORE_EDIT.published,
  unpublished: STORE_EDIT.unpublished,
  restored: STORE_EDIT.restored,
  verified: STORE_EDIT.verified,
  unchanged: STORE_EDIT.unchanged,
};


export { keepPageWhenSessionEnded as shouldRevalidate } from "~/components/admin/console-session";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const notice = NOTICES[url.searchParams.get("notice") ?? ""] ?? null;
  if (!params.id) {
    return { store: null, meta: null, values: storeFormValues(), notice, ...(await storeChoices()) };
  }
  const [found, lists] = await Promise.all([foundOr404(getEditorStore(api, params.id), "There is no such store."), storeChoices()]);
  const store = found.data as Store;
  return { store, meta: found.meta, values: storeFormValues(store), notice, ...lists };
}

type ActionResult = {
  values?: StoreFormValues;
  errors?: Record<string, string>;
  message?: string;
  sessionEnded?: boolean;
  confirmDelete?: boolean;
  notice?: string;
  /** Set when coordinates were filled in: the form is drawn anew with them. */
  filledAt?: number;
};

const refused = (result: ActionResult, status: number) => data<ActionResult>(result, { status, headers: CONSOLE_HEADERS });

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!fromThisSite(request, url)) return refused({ message: LOGIN.foreignOrigin }, 403);
  const intent = String(form.get("intent") ?? "save");
  const values = postedFormValues(form);

  const resumed = await sessionForSave(request, form, clientIpFrom(context));
  if (!resumed.signedIn) {
    return refused({ values, sessionEnded: true, message: resumed.refusal.message ?? STORE_EDIT.sessionEnded }, resumed.refusal.status);
  }
  const { signedIn, csrf, setCookie } = resumed;
  const headers = { ...CONSOLE_HEADERS, ...(setCookie ? { "Set-Cookie": setCookie } : {}) };
  const { api } = signedIn;
  const id = params.id;
  const go = (to: string) => redirect(to, { headers });

  try {
    if (intent === "geocode") {
      const zip = String(values.zipCode ?? "").trim();
      if (!zip) return refused({ values, errors: { zipCode: STORE_EDIT.zipNeeded } }, 400);
      try {
        const found = await geocodeZip(api, { zip, city: String(values.city ?? ""), state: String(values.state ?? "") });
        const filled = { ...values, latitude: String(found.latitude), longitude: String(found.longitude) };
        return data<ActionResult>({ values: filled, notice: STORE_EDIT.foundFromZip(found.basis), filledAt: Date.now() }, { headers });
      } catch (error) {
        if (error instanceof ContentError && [400, 404, 422].includes(error.status)) {
          return refused({ values, errors: { zipCode: error.userMessage } }, error.status);
        }
        throw error;
      }
    }
    if (id && intent === "delete") return data<ActionResult>({ confirmDelete: true }, { headers });
    if (id && intent === "confirm-delete") {
      await deleteStore(api, csrf, id);
      return go(`/admin/stores?deleted=${encodeURIComponent(String(form.get("name") ?? ""))}`);
    }
    if (id && intent === "verify") {
      await verifyStore(api, csrf, id);
      return go(`/admin/stores/${id}?notice=verified`);
    }
    if (id && (intent === "publish" || intent === "unpublish")) {
      await setPublished(api, csrf, id, intent === "publish");
      return go(`/admin/stores/${id}?notice=${intent}ed`);
    }
    const { data: store, errors } = storeWriteFromForm(values);
    if (Object.keys(errors).length > 0) return refused({ values, errors, message: STORE_EDIT.fixErrors }, 400);
    if (!id) {
      const created = await createStore(api, csrf, store, intent !== "save-publish");
      return go(`/admin/stores/${created.data.documentId}?notice=created`);
    }
    const saved = await updateStore(api, csrf, id, store, String(form.get("version") ?? ""));
    if (intent === "save-publish") await setPublished(api, csrf, id, true);
    const notice = intent === "save-publish" ? "published" : saved.meta.outcome === "unchanged" ? "unchanged" : "saved";
    return go(`/admin/stores/${saved.data.documentId}?notice=${notice}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.status === 401) return refused({ values, sessionEnded: true, message: STORE_EDIT.sessionEnded }, 401);
    if ([400, 403, 409, 412, 422].includes(error.status)) {
      const fields = formErrors(error.fieldErrors);
      return refused({ values, errors: fields, message: error.userMessage }, error.status);
    }
    if (error.status === 404) throw data("There is no such store.", { status: 404 });
    throw error;
  }
}

export default function StoreEdit({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { store, meta, states, categories, notice } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const isDraft = meta?.status === "draft";
  const title = store ? STORE_EDIT.editTitle(store.name) : STORE_EDIT.newTitle;

  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{title}</h1>
        {store ? (
          <div className="console-head-links">
            <Link to={`/admin/stores/${store.documentId}/history`}>{STORE_EDIT.history}</Link>
            {!isDraft ? (
              <a href={`/stores/${store.slug}`} target="_blank" rel="noreferrer">
                {STORE_EDIT.viewPublic}
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
      {store ? (
        <div className="console-status-row">
          <p className={`console-status-line console-status-${meta?.status}`}>{isDraft ? STORE_EDIT.draftNote : STORE_EDIT.publishedNote}</p>
          <p className="console-verified">
            {store.lastVerifiedAt ? STORE_EDIT.lastVerified(formatChangeTime(store.lastVerifiedAt)) : STORE_EDIT.neverVerified}
          </p>
          <Form method="post">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <button type="submit" name="intent" value="verify" className="btn btn-ghost btn-sm">
              {STORE_EDIT.markVerified}
            </button>
          </Form>
        </div>
      ) : null}
      <ConsoleAlerts notice={actionData ? actionData.notice : notice} message={actionData?.message} />
      {actionData?.confirmDelete && store ? (
        <Form method="post" className="console-confirm" role="alertdialog" aria-labelledby="confirm-delete">
          <p id="confirm-delete">{STORE_EDIT.deleteQuestion(store.name)}</p>
          <input type="hidden" name="csrf" value={session.csrfToken} />
          <input type="hidden" name="name" value={store.name} />
          <button type="submit" name="intent" value="confirm-delete" className="btn btn-accent">
            {STORE_EDIT.confirmDelete}
          </button>{" "}
          <Link to={`/admin/stores/${store.documentId}`} className="btn btn-ghost">
            {STORE_EDIT.cancel}
          </Link>
        </Form>
      ) : null}
      {/* Keyed by the version shown: after a save, a restore or a move to another store the fields
          are filled anew from what the content service stored (a field keeps what was typed only
          while its form lives). */}
      <Form method="post" className="console-form" key={`${store?.documentId ?? "new"}@${meta?.version ?? ""}@${actionData?.filledAt ?? ""}`}>
        <input type="hidden" name="csrf" value={session.csrfToken} />
        <input type="hidden" name="version" value={meta?.version ?? ""} />
        {actionData?.sessionEnded ? (
          <ReloginFields message={STORE_EDIT.sessionEnded} email={session.user.email} />
        ) : null}
        <StoreFields values={values} errors={errors} states={states} categories={categories} geocode />
        {meta && meta.oldSlugs.length > 0 ? (
          <p className="field-hint">
            {STORE_EDIT.oldSlugs}: {meta.oldSlugs.map((s) => `/stores/${s}`).join(", ")}
          </p>
        ) : null}
        <div className="console-actions">
          {store ? (
            <>
              <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={busy}>
                {busy ? STORE_EDIT.saving : STORE_EDIT.save}
              </button>
              {isDraft ? (
                <button type="submit" name="intent" value="save-publish" className="btn btn-secondary" disabled={busy}>
                  {STORE_EDIT.saveAndPublish}
                </button>
              ) : (
                <button type="submit" name="intent" value="unpublish" className="btn btn-ghost" disabled={busy} formNoValidate>
                  {STORE_EDIT.unpublish}
                </button>
              )}
              <button type="submit" name="intent" value="delete" className="btn btn-ghost console-danger" disabled={busy} formNoValidate>
                {STORE_EDIT.delete}
              </button>
            </>
          ) : (
            <>
              <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={busy}>
                {STORE_EDIT.saveDraft}
              </button>
              <button type="submit" name="intent" value="save-publish" className="btn btn-primary" disabled={busy}>
                {STORE_EDIT.saveAndPublish}
              </button>
            </>
          )}
        </div>
      </Form>
    </div>
  );
}
