//! Bodies of the editorial routes: signing in, the console's dashboard and store list, a store as
//! editors read it (drafts included) and its history.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use utoipa::ToSchema;

use super::{EmptyMeta, ListMeta};

/// `POST /api/admin/login`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    #[schema(min_length = 1, max_length = 254)]
    pub email: String,
    #[schema(min_length = 1, max_length = 256)]
    pub password: String,
}

/// What an account may do.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum RoleName {
    Editor,
    Admin,
}

impl From<antiques_storage::Role> for RoleName {
    fn from(role: antiques_storage::Role) -> Self {
        match role {
            antiques_storage::Role::Editor => RoleName::Editor,
            antiques_storage::Role::Admin => RoleName::Admin,
        }
    }
}

/// An account.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountView {
    pub email: String,
    pub role: RoleName,
    /// Whether it may manage accounts, imports and deletions of signups (the admin role).
    pub can_administer: bool,
    /// A disabled account cannot sign in.
    pub disabled: bool,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
}

/// `GET /api/admin/users`.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccountListResponse {
    pub data: Vec<AccountView>,
    pub meta: ListMeta,
}

/// One account.
#[derive(Debug, Serialize, ToSchema)]
pub struct AccountResponse {
    pub data: AccountView,
    pub meta: EmptyMeta,
}

/// `POST /api/admin/users`: a new account (its password is generated).
#[derive(Debug, Deserialize, ToSchema)]
pub struct NewAccountRequest {
    #[schema(min_length = 1, max_length = 254, format = Email)]
    pub email: String,
    /// `editor` or `admin`.
    #[schema(value_type = RoleName)]
    pub role: String,
}

/// An account and the password just generated for it: shown only in this answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewPassword {
    pub user: AccountView,
    pub password: String,
}

/// `POST /api/admin/users` and `.../reset-password`.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewPasswordResponse {
    pub data: NewPassword,
    pub meta: EmptyMeta,
}

/// A deleted signup.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedSignup {
    pub id: i64,
}

/// `DELETE /api/email-signups/{id}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedSignupResponse {
    pub data: DeletedSignup,
    pub meta: EmptyMeta,
}

/// A valid session: who, the CSRF token its changes must carry in `X-CSRF-Token`, and when it ends
/// unless used.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub user: AccountView,
    pub csrf_token: String,
    pub expires_at: DateTime<Utc>,
}

/// A new session: its token (sent as `Authorization: Bearer <token>`; shown only this once) and the
/// session itself.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginResult {
    pub token: String,
    #[serde(flatten)]
    pub session: SessionView,
}

/// `POST /api/admin/login`.
#[derive(Debug, Serialize, ToSchema)]
pub struct LoginResponse {
    pub data: LoginResult,
    pub meta: EmptyMeta,
}

/// `GET /api/admin/session`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionResponse {
    pub data: SessionView,
    pub meta: EmptyMeta,
}

/// One recorded change, as lists show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeSummary {
    pub id: i64,
    /// `store`, …
    pub entity: String,
    /// The record's key (a store's `documentId`).
    pub entity_key: String,
    /// The record's name as of this change (a store's name).
    pub label: String,
    /// `create`, `update`, `delete`, `publish`, `unpublish` or `restore`.
    pub action: String,
    /// An account's address, `admin token` or `command line`.
    pub actor: String,
    pub at: DateTime<Utc>,
}

/// `GET /api/admin/dashboard`: what waits and what changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub stores_published: i64,
    pub stores_draft: i64,
    pub pending_store_submissions: i64,
    pub pending_claim_requests: i64,
    pub pending_contact_requests: i64,
    pub pending_change_reports: i64,
    pub signups_last_30_days: i64,
    pub recent_changes: Vec<ChangeSummary>,
}

/// `GET /api/admin/dashboard`.
#[derive(Debug, Serialize, ToSchema)]
pub struct DashboardResponse {
    pub data: Dashboard,
    pub meta: EmptyMeta,
}

/// Whether the public site shows a store.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum PublicationStatus {
    Draft,
    Published,
}

impl PublicationStatus {
    /// The status of a record with this `publishedAt`.
    pub fn of(published_at: Option<DateTime<Utc>>) -> Self {
        if published_at.is_some() {
            PublicationStatus::Published
        } else {
            PublicationStatus::Draft
        }
    }
}

/// A row of the console's store list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditorStoreRow {
    pub id: i64,
    pub document_id: String,
    pub slug: String,
    pub name: String,
    pub city: String,
    pub state: String,
    pub featured: bool,
    pub verified: bool,
    pub status: PublicationStatus,
    pub is_sample: bool,
    pub updated_at: DateTime<Utc>,
}

/// `GET /api/admin/stores`.
#[derive(Debug, Serialize, ToSchema)]
pub struct EditorStoreListResponse {
    pub data: Vec<EditorStoreRow>,
    pub meta: ListMeta,
}

/// What editors see besides the store itself.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditorStoreMeta {
    pub status: PublicationStatus,
    /// The store's version: send it back in `If-Match` with a change, so a store another editor
    /// changed in the meantime is not overwritten.
    pub version: String,
    /// Earlier slugs of the store: their addresses lead to it.
    pub old_slugs: Vec<String>,
}

/// A store as editors read it (`GET /api/admin/stores/{id}` and the answers of editorial writes):
/// drafts too.
#[derive(Serialize, ToSchema)]
pub struct EditorStoreResponse {
    #[schema(value_type = super::StoreFull)]
    pub data: Box<RawValue>,
    pub meta: EditorStoreMeta,
}

/// One field of a record before and after a change.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FieldChange {
    /// The field's name in the API (`name`, `openingHours`, …).
    pub field: String,
    /// Its value before (null when it had none): any JSON value (text, number, list, object).
    #[schema(schema_with = super::any_json_value)]
    pub before: serde_json::Value,
    /// Its value after: any JSON value.
    #[schema(schema_with = super::any_json_value)]
    pub after: serde_json::Value,
}

/// One version in a record's history: the change that made it, field by field.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub id: i64,
    pub action: String,
    pub actor: String,
    pub at: DateTime<Utc>,
    pub changes: Vec<FieldChange>,
    /// Whether this version can be written back ("restore this version").
    pub restorable: bool,
}

/// `GET /api/stores/{id}/history`: newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryResponse {
    pub data: Vec<HistoryEntry>,
    pub meta: EmptyMeta,
}

/// A row of an imported file that was not imported, and why.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportRejectedRow {
    /// The row's line in a CSV file (the header is line 1), or the 1-based position of the store
    /// or feature in a JSON file.
    pub line: u64,
    pub reason: String,
}

/// Part of a row an import dropped or changed while keeping the row; without a line, a remark
/// about the whole file.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportWarning {
    /// Numbered as [`ImportRejectedRow::line`]; null for the whole file.
    pub line: Option<u64>,
    /// The column it is about, as the CSV names it (`phone`, `website`, `zip`, `coordinates` for
    /// latitude and longitude, ...), or `file` for a remark on the whole file.
    pub field: String,
    pub message: String,
}

/// How many warnings a field got.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportWarningCount {
    pub field: String,
    pub count: u64,
}

/// What importing a file did or, in a dry run, would do.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FileImportReport {
    /// How the file was read: `csv` (our columns), `csv-consignment`, `json` or `geojson`.
    pub format: String,
    pub file_name: String,
    /// The `source` given to the stores that do not name their own (`csv`, `json`, `osm` or the
    /// one asked for): re-imports of the list match its stores by it and their `sourceId`.
    pub source: String,
    /// Rows without a `sourceId` matched to a listed store by the same name, street, city and
    /// state, which they update instead of doubling it.
    pub matched_by_address: u64,
    /// True when nothing was written: the counts say what importing the same file would do.
    pub dry_run: bool,
    /// Data rows read (CSV records, stores, features).
    pub read: u64,
    /// Stores new to the directory.
    pub inserted: u64,
    /// Stores already there whose content the file changes.
    pub updated: u64,
    /// Stores already there with the same content.
    pub unchanged: u64,
    /// The rows not imported, by line: the first 1,000 of `rejectedTotal`.
    pub rejected: Vec<ImportRejectedRow>,
    pub rejected_total: u64,
    /// What was dropped or changed in rows that were kept, by line: the first 1,000 of `warningsTotal`.
    pub warnings: Vec<ImportWarning>,
    pub warnings_total: u64,
    /// The warnings counted by field, most first: all of them, not only the listed ones.
    pub warnings_by_field: Vec<ImportWarningCount>,
    /// Who ran it: an account's address, or `admin token`.
    pub by: String,
}

/// `POST /api/admin/import`.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileImportResponse {
    pub data: FileImportReport,
    pub meta: EmptyMeta,
}
