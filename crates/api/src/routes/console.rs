//! What the editorial console reads and does besides plain store writes: the dashboard, the store
//! list with drafts, a store as editors see it, publishing, and the history with restore.

use antiques_model::Store;
use antiques_storage::{FormKind, Revision, StoreQuery, StoreRow, entity};
use axum::Extension;
use axum::extract::Path;
use axum::response::Response;
use chrono::{Duration, Utc};
use serde_json::Value;

use crate::access::Actor;
use crate::app::AppState;
use crate::collection::collections::EditorStores;
use crate::collection::schema::EDITOR_STORES;
use crate::collection::{
    ConsoleList, ConsoleListParamsOf, ListQuery, as_documents, console_answer, console_list,
};
use crate::error::{ApiError, ApiResult, bad_request, not_found};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json};
use crate::routes::admin::{full_answer, resolve, version_of};
use crate::views::{
    ChangeSummary, Dashboard, DashboardResponse, EditorStoreListResponse, EditorStoreMeta,
    EditorStoreResponse, EditorStoreRow, ErrorResponse, FieldChange, HistoryEntry, HistoryResponse,
    PublicationStatus,
};

/// Changes the dashboard lists.
const RECENT_CHANGES: u32 = 10;
/// Versions a history shows.
const HISTORY_LENGTH: u32 = 100;
/// Fields a history does not list as changed: they follow from the others or from the write.
const UNLISTED_FIELDS: [&str; 3] = ["updatedAt", "createdAt", "nearestAntiqueHotspot"];

fn summary(r: &Revision) -> ChangeSummary {
    let label = r
        .after
        .as_ref()
        .or(r.before.as_ref())
        .and_then(|v| v["name"].as_str().or(v["title"].as_str()))
        .unwrap_or(&r.entity_key)
        .to_string();
    ChangeSummary {
        id: r.id,
        entity: r.entity.clone(),
        entity_key: r.entity_key.clone(),
        label,
        action: r.action.clone(),
        actor: r.actor.clone(),
        at: r.at,
    }
}

/// Editors: stores published and in draft, what waits in each queue, signups of the last 30 days
/// and the latest changes.
#[utoipa::path(get, path = "/api/admin/dashboard", tag = "console",
    responses((status = 200, body = DashboardResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn dashboard(app: AppState) -> ApiResult<Response> {
    let counts = app.db.store_counts().await?;
    let recent = app.db.recent_revisions(RECENT_CHANGES).await?;
    Ok(json(
        &DashboardResponse {
            data: Dashboard {
                stores_published: counts.published,
                stores_draft: counts.drafts,
                pending_store_submissions: app.db.pending_forms(FormKind::StoreSubmission).await?,
                pending_claim_requests: app.db.pending_forms(FormKind::ClaimRequest).await?,
                pending_contact_requests: app.db.pending_forms(FormKind::ContactRequest).await?,
                pending_change_reports: app.db.pending_forms(FormKind::ChangeReport).await?,
                signups_last_30_days: app
                    .db
                    .signups_since(Utc::now() - Duration::days(30))
                    .await?,
                recent_changes: recent.iter().map(summary).collect(),
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// The console's store list query: its own filters (`q`, `state`, `category`, `featured`,
/// `verified`, `status`, `sample`), then Strapi's language over the rows they pick.
pub struct EditorStoreParams(StoreQuery, ListQuery);

impl FromParams for EditorStoreParams {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let state = p.text("state")?.filter(|s| !s.trim().is_empty());
        let category = p.text("category")?.filter(|s| !s.trim().is_empty());
        let draft = match p.take("status").as_deref() {
            None | Some("") | Some("any") => None,
            Some("draft") => Some(true),
            Some("published") => Some(false),
            Some(_) => return Err(bad_request("status must be draft, published or any")),
        };
        let stores = StoreQuery {
            text: p.text("q")?.unwrap_or_default(),
            state,
            category,
            featured: p.boolean("featured")?,
            verified: p.boolean("verified")?,
            draft,
            sample: p.boolean("sample")?,
        };
        let ConsoleList(list, _) = ConsoleList::<EditorStores>::from_params(p)?;
        Ok(EditorStoreParams(stores, list))
    }
}

/// Editors: every store, drafts included, by name: searched (`q`: words in the name, city or state
/// code), filtered, and open to Strapi's query language on the rows' fields.
#[utoipa::path(get, path = "/api/admin/stores", tag = "console",
    params(("q" = Option<String>, Query, description = "Words the name, city or state code contains"),
           ("state" = Option<String>, Query, description = "State code"),
           ("category" = Option<String>, Query, description = "Category slug"),
           ("featured" = Option<bool>, Query), ("verified" = Option<bool>, Query),
           ("status" = Option<String>, Query, pattern = "^(|any|draft|published)$",
            description = "`draft`, `published` or `any` (also empty)"),
           ("sample" = Option<bool>, Query, description = "Only the generated sample stores, or only real ones"),
           ConsoleListParamsOf<EditorStores>),
    responses((status = 200, body = EditorStoreListResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_editor_stores(
    app: AppState,
    StrapiQuery(EditorStoreParams(stores, q)): StrapiQuery<EditorStoreParams>,
) -> ApiResult<Response> {
    let (data, pagination) = console_list(&q, &EDITOR_STORES, |window| async move {
        let (rows, total) = app.db.editor_stores(&stores, window).await?;
        Ok((
            as_documents(rows.into_iter().map(editor_row))?,
            total as usize,
        ))
    })
    .await?;
    Ok(console_answer(data, pagination))
}

/// A row of the console's store lists.
pub(crate) fn editor_row(r: StoreRow) -> EditorStoreRow {
    EditorStoreRow {
        is_sample: r.source.as_deref() == Some(antiques_model::SAMPLE_SOURCE),
        id: r.id,
        document_id: r.document_id,
        slug: r.slug,
        name: r.name,
        city: r.city,
        state: r.state,
        featured: r.featured,
        verified: r.verified,
        status: PublicationStatus::of(r.published_at),
        updated_at: r.updated_at,
    }
}

/// The answer of editorial reads and writes of one store: the store as editors see it.
pub(crate) async fn editor_store_answer(app: &AppState, id: i64) -> ApiResult<Response> {
    Ok(json(&editor_answer(app, id).await?, cache::NO_STORE))
}

/// A store as editors see it.
async fn editor_answer(app: &AppState, id: i64) -> ApiResult<EditorStoreResponse> {
    let store = app.db.store_by_id(id).await?;
    Ok(EditorStoreResponse {
        data: full_answer(app, &store)?,
        meta: EditorStoreMeta {
            status: PublicationStatus::of(store.published_at),
            version: version_of(&store),
            old_slugs: app.db.old_slugs(id).await?,
        },
    })
}

/// Editors: one store, drafts included, with its publication status, version and old slugs.
#[utoipa::path(get, path = "/api/admin/stores/{id}", tag = "console",
    params(("id" = String, Path, description = "Numeric id, documentId, slug or an old slug")),
    responses((status = 200, body = EditorStoreResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn get_editor_store(app: AppState, Path(key): Path<String>) -> ApiResult<Response> {
    let id = resolve(&app, &key).await?;
    Ok(json(&editor_answer(&app, id).await?, cache::NO_STORE))
}

async fn set_published(
    app: &AppState,
    actor: &Actor,
    key: &str,
    published: bool,
) -> ApiResult<Response> {
    let id = resolve(app, key).await?;
    app.db.set_published(id, published, &actor.edit()).await?;
    app.catch_up().await?;
    Ok(json(&editor_answer(app, id).await?, cache::NO_STORE))
}

/// Editors: publishes a store (a draft becomes visible on the public site; a published store stays).
#[utoipa::path(post, path = "/api/admin/stores/{id}/publish", tag = "console",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    responses((status = 200, body = EditorStoreResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn publish(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(key): Path<String>,
) -> ApiResult<Response> {
    set_published(&app, &actor, &key, true).await
}

/// Editors: takes a store back to a draft: it leaves the public site and public API answers.
#[utoipa::path(post, path = "/api/admin/stores/{id}/unpublish", tag = "console",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    responses((status = 200, body = EditorStoreResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn unpublish(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(key): Path<String>,
) -> ApiResult<Response> {
    set_published(&app, &actor, &key, false).await
}

/// The fields whose values differ between two versions of a record, in the record's field order.
pub(crate) fn field_changes(before: Option<&Value>, after: Option<&Value>) -> Vec<FieldChange> {
    let empty = serde_json::Map::new();
    let b = before.and_then(Value::as_object).unwrap_or(&empty);
    let a = after.and_then(Value::as_object).unwrap_or(&empty);
    let mut fields: Vec<&String> = a.keys().collect();
    fields.extend(b.keys().filter(|k| !a.contains_key(*k)));
    fields
        .into_iter()
        .filter(|f| !UNLISTED_FIELDS.contains(&f.as_str()))
        .filter_map(|f| {
            let old = b.get(f).cloned().unwrap_or(Value::Null);
            let new = a.get(f).cloned().unwrap_or(Value::Null);
            (old != new).then(|| FieldChange {
                field: f.clone(),
                before: old,
                after: new,
            })
        })
        .collect()
}

/// A record's versions as its history shows them: who changed what, field by field.
pub(crate) fn history_entries(revisions: &[Revision]) -> Vec<HistoryEntry> {
    revisions
        .iter()
        .map(|r| HistoryEntry {
            id: r.id,
            action: r.action.clone(),
            actor: r.actor.clone(),
            at: r.at,
            changes: field_changes(r.before.as_ref(), r.after.as_ref()),
            restorable: r.after.is_some(),
        })
        .collect()
}

/// The key of a store's history: its `documentId`, found by any key (a deleted store's too).
async fn history_key(app: &AppState, key: &str) -> ApiResult<String> {
    match app.db.store_id_by_key(key).await? {
        Some(id) => Ok(app.db.store_by_id(id).await?.document_id),
        // A deleted store is known by its documentId only.
        None if !app.db.revisions_of(entity::STORE, key, 1).await?.is_empty() => {
            Ok(key.to_string())
        }
        None => Err(not_found(format!("Store not found: {key}"))),
    }
}

/// Editors: the history of a store, newest first: who changed what, field by field.
#[utoipa::path(get, path = "/api/stores/{id}/history", tag = "console",
    params(("id" = String, Path, description = "Numeric id, documentId or slug; a deleted store's documentId")),
    responses((status = 200, body = HistoryResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn history(app: AppState, Path(key): Path<String>) -> ApiResult<Response> {
    let document_id = history_key(&app, &key).await?;
    let revisions = app
        .db
        .revisions_of(entity::STORE, &document_id, HISTORY_LENGTH)
        .await?;
    let data = history_entries(&revisions);
    Ok(json(
        &HistoryResponse {
            data,
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// Editors: writes back the store as a version of its history left it (recorded as a restore). A
/// deleted store comes back as a draft, under its old `documentId` when free.
#[utoipa::path(post, path = "/api/stores/{id}/history/{revision}/restore", tag = "console",
    params(("id" = String, Path, description = "Numeric id, documentId or slug; a deleted store's documentId"),
           ("revision" = i64, Path, description = "The id of the version to restore")),
    responses((status = 200, body = EditorStoreResponse),
              (status = 400, description = "A version that cannot be restored (the deletion itself)", body = ErrorResponse),
              (status = 404, description = "No such store or version", body = ErrorResponse),
              (status = 409, description = "Its slug is now another store's", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn restore(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path((key, revision)): Path<(String, i64)>,
) -> ApiResult<Response> {
    let document_id = history_key(&app, &key).await?;
    let rev = app
        .db
        .revision(revision)
        .await
        .map_err(|_| not_found(format!("No version {revision} of this store")))?;
    if rev.entity != entity::STORE || rev.entity_key != document_id {
        return Err(not_found(format!("No version {revision} of this store")));
    }
    let Some(mut version) = rev.after else {
        return Err(bad_request(
            "This version is the deletion: restore the version before it",
        ));
    };
    // Revisions keep no numeric id (the documentId is the key): the write assigns it.
    if let Some(fields) = version.as_object_mut() {
        fields.insert("id".into(), Value::from(0));
    }
    let mut store: Store = serde_json::from_value(version)
        .map_err(|e| ApiError::internal(format!("revision {revision} is not a store: {e}")))?;
    let id = match app.db.store_id_by_key(&document_id).await? {
        Some(id) => {
            app.db.restore_store(id, &store, &actor.edit()).await?;
            id
        }
        None => {
            store.published_at = None;
            app.db.create_store(&store, false, &actor.edit()).await?.id
        }
    };
    app.catch_up().await?;
    Ok(json(&editor_answer(&app, id).await?, cache::NO_STORE))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn field_changes_list_what_differs_in_order() {
        let before = json!({"name": "A", "city": "Hudson", "updatedAt": "x", "phones": []});
        let after = json!({"name": "B", "city": "Hudson", "updatedAt": "y", "phones": [{"phoneNumber": "1"}]});
        let changes = field_changes(Some(&before), Some(&after));
        let fields: Vec<&str> = changes.iter().map(|c| c.field.as_str()).collect();
        assert_eq!(fields, ["name", "phones"]);
        assert_eq!(changes[0].before, json!("A"));
        let created = field_changes(None, Some(&after));
        assert_eq!(created.len(), 3);
        assert_eq!(created[0].before, Value::Null);
    }
}
