// /admin/import: admins import a file of stores. "Check file" uploads it and shows what importing
// it would do (the content service's dry run: nothing is written); the checked file stays on this
// server (lib/admin/import-upload.server.ts) and "Import" sends it again by its key, so the admin
// need not choose it twice. Works without JavaScript. Editors are refused here and by the content
// service.
import { Form, Link, data, useNavigation } from "react-router";
import type { ChangeEvent } from "react";
import type { Route } from "./+types/import";
import { importFile } from "~/lib/admin/api.server";
import { dropUpload, isUploadKey, keepUpload, readUpload } from "~/lib/admin/import-upload.server";
import { BodyTooLarge, readLimitedForm } from "~/lib/admin/limited-form.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import type { FileImportReport } from "~/lib/content/types";
import { CONSOLE, IMPORT, LOGIN, MAX_IMPORT_BYTES } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { InputField, SelectInput } from "~/components/admin/ConsoleField";
import { useConsoleSession } from "~/components/admin/console-session";
import { groupThousands } from "../../lib/messages/numbers";

export function meta() {
  return [{ title: `${IMPORT.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { session } = await requireSession(request, url);
  if (!session.user.canAdminister) throw data(IMPORT.adminsOnly, { status: 403, headers: CONSOLE_HEADERS });
  return null;
}

/** A form post: the file and a few short fields, multipart. */
const MAX_FORM_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

const FORMATS = new Set(["", "csv", "json", "geojson"]);
const RATING_SCALES = new Set<string>(IMPORT.ratingScaleChoices.map((c) => c.value));

type Result = {
  message?: string;
  /** What the check found, or what the import did. */
  report?: FileImportReport;
  /** The key of the checked file, kept for the import. */
  upload?: string;
};

const answer = (result: Result, status = 200) => data<Result>(result, { status, headers: CONSOLE_HEADERS });

export async function action({ request, url }: Route.ActionArgs) {
  const { api, session } = await requireSession(request, url);
  if (!fromThisSite(request, url)) return answer({ message: LOGIN.foreignOrigin }, 403);
  // Before the body is read: an editor's upload is neither read nor kept.
  if (!session.user.canAdminister) return answer({ message: IMPORT.adminsOnly }, 403);
  let form: FormData;
  try {
    form = await readLimitedForm(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer({ message: IMPORT.tooLarge }, 413);
    if (error instanceof TypeError) return answer({ message: IMPORT.unreadableForm }, 400);
    throw error;
  }
  const csrf = csrfHeader(form);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "check") {
      const file = form.get("file");
      if (!(file instanceof File) || !file.name || file.size === 0) return answer({ message: IMPORT.noFile }, 400);
      const chosen = String(form.get("format") ?? "");
      const format = FORMATS.has(chosen) ? chosen : "";
      // The content service checks the source's spelling and answers a 400 with its message.
      const source = String(form.get("source") ?? "").trim();
      const scale = String(form.get("ratingScale") ?? "");
      const ratingScale = RATING_SCALES.has(scale) ? scale : "10";
      const bytes = new Uint8Array(await file.arrayBuffer());
      const report = await importFile(api, csrf, { bytes, fileName: file.name, format, source, ratingScale, dryRun: true });
      // Kept only when importing it would change something.
      const upload =
        report.inserted + report.updated > 0
          ? await keepUpload(bytes, { fileName: report.fileName, format, source, ratingScale, owner: session.user.email })
          : undefined;
      return answer({ report, upload });
    }
    if (intent === "import") {
      const key = String(form.get("upload") ?? "");
      const kept = isUploadKey(key) ? await readUpload(key) : undefined;
      if (!kept || kept.meta.owner !== session.user.email) return answer({ message: IMPORT.uploadGone }, 410);
      const { fileName, format, source, ratingScale } = kept.meta;
      const report = await importFile(api, csrf, { bytes: kept.bytes, fileName, format, source, ratingScale, dryRun: false });
      // Imported: the key is spent, so posting the form again imports nothing twice.
      await dropUpload(key);
      return answer({ report });
    }
    return answer({ message: IMPORT.noFile }, 400);
  } catch (error) {
    if (error instanceof ContentError && error.status >= 400 && error.status < 500) {
      return answer({ message: error.userMessage }, error.status);
    }
    throw error;
  }
}

/** With JavaScript, a file over the limit is refused before it is sent. */
function checkSize(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > MAX_IMPORT_BYTES ? IMPORT.tooLarge : "");
}

export default function Import({ actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  const report = actionData?.report;
  const upload = actionData?.upload;
  const imported = report && !report.dryRun ? report : undefined;
  // The stores of the file that pass: importing writes those that are new or changed.
  const importable = report ? report.inserted + report.updated + report.unchanged : 0;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{IMPORT.title}</h1>
      </div>
      <ConsoleAlerts
        notice={imported ? IMPORT.imported(imported.inserted, imported.updated, imported.unchanged) : undefined}
        message={actionData?.message}
      />
      {report ? (
        <section className="console-import-report" aria-labelledby="import-report">
          <h2 id="import-report" className="console-section-title">
            {report.dryRun ? IMPORT.checkedTitle(report.fileName) : IMPORT.importedTitle(report.fileName)}
          </h2>
          <p className="muted">{IMPORT.readAs(report.format, report.source)}</p>
          {report.matchedByAddress > 0 ? (
            <p className="muted" data-testid="import-matched-by-address">
              {IMPORT.matchedByAddress(report.matchedByAddress)}
            </p>
          ) : null}
          <dl className="console-tiles console-import-summary">
            {[
              { label: IMPORT.summary.read, value: report.read },
              { label: report.dryRun ? IMPORT.summary.inserted : IMPORT.importedSummary.inserted, value: report.inserted },
              { label: report.dryRun ? IMPORT.summary.updated : IMPORT.importedSummary.updated, value: report.updated },
              { label: IMPORT.summary.unchanged, value: report.unchanged },
              { label: IMPORT.summary.rejected, value: report.rejectedTotal },
              { label: IMPORT.summary.warnings, value: report.warningsTotal },
            ].map((tile) => (
              <div key={tile.label} className="console-tile">
                <dt className="console-tile-label">{tile.label}</dt>
                <dd className="console-tile-value">{groupThousands(tile.value)}</dd>
              </div>
            ))}
          </dl>
          {imported ? (
            <p className="console-row-actions">
              <Link to="/admin/stores" className="btn btn-primary">
                {IMPORT.viewStores}
              </Link>
              <Link to="/admin/import" className="btn btn-secondary">
                {IMPORT.importAnother}
              </Link>
            </p>
          ) : upload ? (
            <Form method="post" className="console-import-commit">
              <input type="hidden" name="csrf" value={session.csrfToken} />
              <input type="hidden" name="upload" value={upload} />
              <button type="submit" name="intent" value="import" className="btn btn-primary" disabled={busy !== ""}>
                {busy === "import" ? IMPORT.importing : IMPORT.importButton(importable)}
              </button>
              <p className="field-hint">{IMPORT.importHint}</p>
            </Form>
          ) : (
            <p className="alert">{IMPORT.nothingToImport}</p>
          )}
          <RowTable
            title={IMPORT.rejectedTitle}
            id="import-rejected"
            rows={report.rejected.map((r) => ({ line: r.line, text: r.reason }))}
            total={report.rejectedTotal}
            column={IMPORT.columns.reason}
            empty={IMPORT.noRejected}
          />
          {report.warningsTotal > 0 ? (
            <RowTable
              title={IMPORT.warningsTitle}
              id="import-warnings"
              rows={report.warnings.map((w) => ({ line: w.line, text: w.message }))}
              total={report.warningsTotal}
              column={IMPORT.columns.message}
            />
          ) : null}
          {report.warningsByField.length > 0 ? (
            <p className="field-hint" data-testid="import-warnings-by-field">
              {IMPORT.warningsByField(report.warningsByField)}
            </p>
          ) : null}
          {report.rejectedTotal + report.warningsTotal > 0 ? <p className="field-hint">{IMPORT.lineHint}</p> : null}
        </section>
      ) : (
        <p className="console-import-intro">{IMPORT.intro}</p>
      )}
      {imported ? null : (
        <Form method="post" encType="multipart/form-data" className="console-section console-import-form">
          <h2 className="console-section-title">{report ? IMPORT.checkAnother : IMPORT.upload}</h2>
          <p className="field-hint">{IMPORT.formats}</p>
          <input type="hidden" name="csrf" value={session.csrfToken} />
          <div className="console-row">
            <div className="field">
              <label htmlFor="import-file">
                {IMPORT.file}
                <span className="field-required" aria-hidden="true">
                  {" "}
                  *
                </span>
              </label>
              <p id="import-file-hint" className="field-hint">
                {IMPORT.fileHint}
              </p>
              <input
                id="import-file"
                type="file"
                name="file"
                accept=".csv,.json,.geojson"
                required
                aria-describedby="import-file-hint"
                onChange={checkSize}
              />
            </div>
            <SelectInput name="format" label={IMPORT.format} hint={IMPORT.formatHint} defaultValue="" options={IMPORT.formatChoices} />
          </div>
          <div className="console-row">
            <InputField
              name="source"
              label={IMPORT.source}
              hint={IMPORT.sourceHint}
              maxLength={64}
              pattern={IMPORT.sourcePattern}
              autoComplete="off"
            />
            <SelectInput
              name="ratingScale"
              label={IMPORT.ratingScale}
              hint={IMPORT.ratingScaleHint}
              defaultValue="10"
              options={IMPORT.ratingScaleChoices}
            />
          </div>
          <p>
            <button type="submit" name="intent" value="check" className="btn btn-primary" disabled={busy !== ""}>
              {busy === "check" ? IMPORT.checking : IMPORT.check}
            </button>
          </p>
        </Form>
      )}
    </div>
  );
}

/** Rejected rows or warnings by line, in a table that scrolls inside its box on a phone. */
function RowTable({
  title,
  id,
  rows,
  total,
  column,
  empty,
}: {
  title: string;
  id: string;
  rows: ReadonlyArray<{ line: number | null; text: string }>;
  total: number;
  column: string;
  empty?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="console-import-table-title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {total > rows.length ? <p className="muted">{IMPORT.firstOf(rows.length, total)}</p> : null}
          <div className="console-table-wrap">
            <table className="console-table console-import-table">
              <thead>
                <tr>
                  <th scope="col">{IMPORT.columns.line}</th>
                  <th scope="col">{column}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={`${row.line ?? "file"}-${i}`}>
                    <th scope="row">{row.line ?? IMPORT.wholeFile}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
