// The content service's editorial routes, called as the signed-in account (see session.server.ts).
// A change carries the CSRF token its form posted; the content service checks it.
import type {
  DashboardResponse,
  EditorStoreListResponse,
  EditorStoreResponse,
  HistoryResponse,
  StoreCreateResponse,
  StoreUpdateResponse,
} from "../content/types";
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

export const listEditorStores = (api: SessionClient, f: EditorStoreFilters) =>
  api.request<EditorStoreListResponse>(`/api/admin/stores${query({ ...f, pageSize: 25 })}`);

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
