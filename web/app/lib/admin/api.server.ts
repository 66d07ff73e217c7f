// The content service's editorial routes, called as the signed-in account (see session.server.ts).
// A change carries the CSRF token its form posted; the content service checks it.
import type {
  AccountListResponse,
  AccountResponse,
  DashboardResponse,
  EditorStoreListResponse,
  EditorStoreResponse,
  FileImportResponse,
  HistoryResponse,
  NewPasswordResponse,
  QueueDetailResponse,
  QueueListResponse,
  SignupListResponse,
  StoreCreateResponse,
  StoreUpdateResponse,
} from "../content/types";
import { byPage } from "../content/paging";
import type { RecordData, RecordKindName } from "./records";
import type { SessionClient } from "./session.server";
import type { StoreWriteData } from "./store-form";

export interface EditorStoreFilters {
  q?: string;
  state?: string;
  category?: string;
  featured?: string;
  verified?: string;
  status?: string;
  sample?: string;
  page?: number;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

const storePath = (key: string) => `/api/stores/${encodeURIComponent(key)}`;
const editorStorePath = (key: string) => `/api/admin/stores/${encodeURIComponent(key)}`;

export const getDashboard = (api: SessionClient) => api.request<DashboardResponse>("/api/admin/dashboard").then((r) => r.data);

export const listEditorStores = (api: SessionClient, { page, ...filters }: EditorStoreFilters) =>
  api
    .request<EditorStoreListResponse>(
      `/api/admin/stores${query({ ...filters, "pagination[page]": page, "pagination[pageSize]": 25 })}`,
    )
    .then(byPage);

export const getEditorStore = (api: SessionClient, key: string) => api.request<EditorStoreResponse>(editorStorePath(key));

export const createStore = (api: SessionClient, csrf: Record<string, string>, data: StoreWriteData, draft: boolean) =>
  api.request<StoreCreateResponse>(`/api/stores${draft ? "?status=draft" : ""}`, { method: "POST", body: { data }, headers: csrf });

/** Saves a store; refused (412) when it changed after `version`, the version the editor opened. */
export const updateStore = (api: SessionClient, csrf: Record<string, string>, key: string, data: StoreWriteData, version: string) =>
  api.request<StoreUpdateResponse>(storePath(key), {
    method: "PUT",
    body: { data },
    headers: { ...csrf, ...(version ? { "If-Match": `"${version}"` } : {}) },
  });

export const deleteStore = (api: SessionClient, csrf: Record<string, string>, key: string) =>
  api.request(storePath(key), { method: "DELETE", headers: csrf });

export const setPublished = (api: SessionClient, csrf: Record<string, string>, key: string, published: boolean) =>
  api.request<EditorStoreResponse>(`${editorStorePath(key)}/${published ? "publish" : "unpublish"}`, { method: "POST", headers: csrf });

export const getStoreHistory = (api: SessionClient, key: string) =>
  api.request<HistoryResponse>(`${storePath(key)}/history`).then((r) => r.data);

export const restoreStoreVersion = (api: SessionClient, csrf: Record<string, string>, key: string, revision: number) =>
  api.request<EditorStoreResponse>(`${storePath(key)}/history/${revision}/restore`, { method: "POST", headers: csrf });

/** The review queues, by their path under /api/admin. */
export type QueueName = "submissions" | "claims" | "reports" | "enquiries";

export const listQueue = (api: SessionClient, queue: QueueName, status: string, page: number) =>
  api.request<QueueListResponse>(`/api/admin/${queue}${query({ status, "pagination[page]": page, "pagination[pageSize]": 25 })}`).then(byPage);

export const getQueueItem = (api: SessionClient, queue: QueueName, id: string) =>
  api.request<QueueDetailResponse>(`/api/admin/${queue}/${encodeURIComponent(id)}`).then((r) => r.data);

/** Approves an add-store submission with the store as the editor left it. */
export const approveSubmission = (api: SessionClient, csrf: Record<string, string>, id: string, data: StoreWriteData) =>
  api.request<QueueDetailResponse>(`/api/admin/submissions/${encodeURIComponent(id)}/approve`, { method: "POST", body: { data }, headers: csrf });

/** Approves a claim for the store a key names. */
export const approveClaim = (api: SessionClient, csrf: Record<string, string>, id: string, store: string) =>
  api.request<QueueDetailResponse>(`/api/admin/claims/${encodeURIComponent(id)}/approve`, { method: "POST", body: { store }, headers: csrf });

/** Applies a change report: the store's changed fields (saved against `version`), or unpublishing it. */
export const applyReport = (
  api: SessionClient,
  csrf: Record<string, string>,
  id: string,
  change: { data: StoreWriteData } | { unpublish: true },
  version: string,
) =>
  api.request<QueueDetailResponse>(`/api/admin/reports/${encodeURIComponent(id)}/apply`, {
    method: "POST",
    body: change,
    headers: { ...csrf, ...(version ? { "If-Match": `"${version}"` } : {}) },
  });

/** Rejects a submission or a claim (a reason is required), or dismisses a report. */
export const decline = (api: SessionClient, csrf: Record<string, string>, queue: QueueName, id: string, reason: string) =>
  api.request<QueueDetailResponse>(`/api/admin/${queue}/${encodeURIComponent(id)}/${queue === "reports" ? "dismiss" : "reject"}`, {
    method: "POST",
    body: { reason: reason || null },
    headers: csrf,
  });

/** Marks a store verified now. */
export const verifyStore = (api: SessionClient, csrf: Record<string, string>, key: string) =>
  api.request<EditorStoreResponse>(`${editorStorePath(key)}/verify`, { method: "POST", headers: csrf });

export const listAccounts = (api: SessionClient) => api.request<AccountListResponse>("/api/admin/users").then((r) => r.data);

export const addAccount = (api: SessionClient, csrf: Record<string, string>, email: string, role: string) =>
  api.request<NewPasswordResponse>("/api/admin/users", { method: "POST", body: { email, role }, headers: csrf }).then((r) => r.data);

/** Disables or enables an account, or gives it a new password (returned once). */
export const changeAccount = (api: SessionClient, csrf: Record<string, string>, email: string, change: "disable" | "enable" | "reset-password") =>
  api.request<AccountResponse | NewPasswordResponse>(`/api/admin/users/${encodeURIComponent(email)}/${change}`, { method: "POST", headers: csrf });

export const listSignups = (api: SessionClient, q: string, page: number) =>
  api.request<SignupListResponse>(`/api/email-signups${query({ q, "pagination[page]": page, "pagination[pageSize]": 50 })}`).then(byPage);

export const deleteSignup = (api: SessionClient, csrf: Record<string, string>, id: string) =>
  api.request(`/api/email-signups/${encodeURIComponent(id)}`, { method: "DELETE", headers: csrf });

/** Marks an advertising enquiry answered. */
export const answerEnquiry = (api: SessionClient, csrf: Record<string, string>, id: string) =>
  api.request<QueueDetailResponse>(`/api/admin/enquiries/${encodeURIComponent(id)}/answered`, { method: "POST", headers: csrf });

/** One guide, event, hotspot town or category as the console reads it: its fields, the version to
 *  send back with a change, and what depends on it. */
export interface RecordAnswer {
  data: RecordData;
  meta: { version: string; stores: number; events: number };
}

const recordPath = (kind: RecordKindName, slug?: string) => `/api/admin/${kind}${slug === undefined ? "" : `/${encodeURIComponent(slug)}`}`;
const ifMatch = (version: string): Record<string, string> => (version ? { "If-Match": `"${version}"` } : {});

export const listRecords = (api: SessionClient, kind: RecordKindName) =>
  api.request<{ data: RecordData[] }>(recordPath(kind)).then((r) => r.data);

export const getRecord = (api: SessionClient, kind: RecordKindName, slug: string) => api.request<RecordAnswer>(recordPath(kind, slug));

export const createRecord = (api: SessionClient, csrf: Record<string, string>, kind: RecordKindName, data: RecordData) =>
  api.request<RecordAnswer>(recordPath(kind), { method: "POST", body: { data }, headers: csrf });

/** Saves a record; refused (412) when it changed after `version`, the version the editor opened. */
export const updateRecord = (api: SessionClient, csrf: Record<string, string>, kind: RecordKindName, slug: string, data: RecordData, version: string) =>
  api.request<RecordAnswer>(recordPath(kind, slug), { method: "PUT", body: { data }, headers: { ...csrf, ...ifMatch(version) } });

export const deleteRecord = (api: SessionClient, csrf: Record<string, string>, kind: RecordKindName, slug: string, version: string) =>
  api.request(recordPath(kind, slug), { method: "DELETE", headers: { ...csrf, ...ifMatch(version) } });

export const getRecordHistory = (api: SessionClient, kind: RecordKindName, slug: string) =>
  api.request<HistoryResponse>(`${recordPath(kind, slug)}/history`).then((r) => r.data);

export const restoreRecordVersion = (api: SessionClient, csrf: Record<string, string>, kind: RecordKindName, slug: string, revision: number) =>
  api.request<RecordAnswer>(`${recordPath(kind, slug)}/history/${revision}/restore`, { method: "POST", headers: csrf });

/** Where a ZIP code is: from the ZIP centroid table when the content service has one, else from the
 *  stores it knows in that ZIP or town. `basis` says which, in words. */
export interface GeocodeAnswer {
  data: { latitude: number; longitude: number; basis: string };
}

export const geocodeZip = (api: SessionClient, place: { zip: string; city?: string; state?: string }) =>
  api.request<GeocodeAnswer>(`/api/admin/geocode${query(place)}`).then((r) => r.data);

/** A file to import, as the import page sends it on. */
export interface ImportUpload {
  bytes: Uint8Array<ArrayBuffer>;
  fileName: string;
  /** `csv`, `json` or `geojson`; empty: the content service decides from the name and content. */
  format: string;
  /** The stores' source; empty: the format's own (`csv`, `json`, `osm`). */
  source: string;
  /** The top of the scale the file's ratings are on; empty: 10. */
  ratingScale: string;
  /** True: the content service reads and reports, and writes nothing. */
  dryRun: boolean;
}

/** The content type a file of this name and format is sent with. */
function importContentType(fileName: string, format: string): string {
  const kind = format || fileName.toLowerCase().split(".").pop() || "";
  if (kind === "csv") return "text/csv";
  if (kind === "json") return "application/json";
  if (kind === "geojson") return "application/geo+json";
  return "application/octet-stream";
}

/**
 * Longer than the content service's own request time limit (15 s), so a large import that runs
 * out of time is answered with its message rather than cut off here.
 */
const IMPORT_TIMEOUT_MS = 20_000;

/** Checks (a dry run) or imports a file of stores: what it did or would do. */
export const importFile = (api: SessionClient, csrf: Record<string, string>, upload: ImportUpload) =>
  api
    .request<FileImportResponse>(
      `/api/admin/import${query({
        fileName: upload.fileName,
        format: upload.format,
        source: upload.source.trim(),
        ratingScale: upload.ratingScale,
        dryRun: String(upload.dryRun),
      })}`,
      {
        method: "POST",
        rawBody: { bytes: upload.bytes, contentType: importContentType(upload.fileName, upload.format) },
        headers: csrf,
        timeoutMs: IMPORT_TIMEOUT_MS,
      },
    )
    .then((r) => r.data);
