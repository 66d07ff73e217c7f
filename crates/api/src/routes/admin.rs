//! Admin writes: stores and whole-catalogue imports. Each successful write refreshes the snapshot.

use antiques_model::{Catalog, Store};
use antiques_storage::StoreOutcome;
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde_json::{Map, Value};
use std::sync::Arc;

use crate::app::AppState;
use crate::error::{ApiError, ApiResult, FieldError, bad_request, not_found, validation};
use crate::extract::{MAX_BODY, read_json};
use crate::respond::{cache, json, json_status};
use crate::snapshot::Snapshot;
use crate::views::{
    DeletedStore, DeletedStoreResponse, ErrorResponse, ImportReport, ImportResponse, RejectedStore,
    StoreCreateResponse, StoreDerived, StoreUpdateMeta, StoreUpdateResponse, StoreWriteRequest,
    WriteOutcome,
};

/// A store with every field at its empty value: the base admin bodies are merged onto.
fn blank_store() -> Store {
    Store {
        source: Some("admin".into()),
        ..Store::new(
            String::new(),
            String::new(),
            String::new(),
            String::new(),
            Utc::now(),
        )
    }
}

/// Fields storage assigns; a body may carry them (e.g. a store read back) but they are ignored, as
/// are the derived values every store is read with ([`StoreDerived`]).
const ASSIGNED: [&str; 7] = [
    "id",
    "documentId",
    "createdAt",
    "updatedAt",
    "publishedAt",
    "nearestAntiqueHotspot",
    "distanceKm",
];

/// Whether a field of a store body is assigned by storage or derived, so ignored on writes.
fn is_computed(field: &str) -> bool {
    static DERIVED: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
        let blank = blank_store();
        match serde_json::to_value(StoreDerived::of(&blank, None)) {
            Ok(Value::Object(m)) => m.keys().cloned().collect(),
            _ => Vec::new(),
        }
    });
    ASSIGNED.contains(&field) || DERIVED.iter().any(|d| d == field)
}

/// Merges `{ data: {...} }` over `base` and checks the result.
fn merge_store(snap: &Snapshot, base: &Store, body: Value) -> ApiResult<Store> {
    let Value::Object(mut outer) = body else {
        return Err(bad_request("The body must be { \"data\": { ...store } }"));
    };
    let Some(Value::Object(data)) = outer.remove("data") else {
        return Err(bad_request("The body must be { \"data\": { ...store } }"));
    };
    let mut merged: Map<String, Value> = match serde_json::to_value(base) {
        Ok(Value::Object(m)) => m,
        _ => return Err(ApiError::internal("store does not serialise to an object")),
    };
    for (k, v) in data {
        if is_computed(&k) {
            continue;
        }
        if !merged.contains_key(&k) {
            return Err(validation(vec![FieldError {
                path: vec![k.clone()],
                message: format!("Unknown field: {k}"),
            }]));
        }
        merged.insert(k, v);
    }
    let mut store: Store = serde_json::from_value(Value::Object(merged))
        .map_err(|e| bad_request(format!("Invalid store: {e}")))?;
    let mut errors = Vec::new();
    let field = |p: &str, m: &str| FieldError {
        path: vec![p.to_string()],
        message: m.to_string(),
    };
    store.name = store.name.trim().to_string();
    store.city = store.city.trim().to_string();
    if store.name.is_empty() || store.name.chars().count() > 200 {
        errors.push(field("name", "name is required (at most 200 characters)"));
    }
    if store.city.is_empty() || store.city.chars().count() > 200 {
        errors.push(field("city", "city is required (at most 200 characters)"));
    }
    match snap
        .find_state(&store.state)
        .filter(|s| s.code.eq_ignore_ascii_case(&store.state))
    {
        Some(s) => store.state = s.code.clone(),
        None => errors.push(field("state", "state must be a known state code (e.g. TX)")),
    }
    if store.rating.is_some_and(|r| !(0.0..=10.0).contains(&r)) {
        errors.push(field("rating", "rating must be from 0 to 10"));
    }
    if store.latitude.is_some_and(|v| !(-90.0..=90.0).contains(&v)) {
        errors.push(field("latitude", "latitude must be from -90 to 90"));
    }
    if store
        .longitude
        .is_some_and(|v| !(-180.0..=180.0).contains(&v))
    {
        errors.push(field("longitude", "longitude must be from -180 to 180"));
    }
    // Websites are stored as absolute URLs ("https://" added when missing), as imports store them.
    let mut websites = Vec::with_capacity(store.websites.len());
    for (i, w) in store.websites.iter().enumerate() {
        match antiques_model::text::normalize_url(w) {
            Some(url) => websites.push(url),
            None if w.trim().is_empty() => {}
            None => errors.push(FieldError {
                path: vec!["websites".to_string(), i.to_string()],
                message: format!("websites[{i}] must be a web address"),
            }),
        }
    }
    store.websites = websites;
    if !store.slug.is_empty() && store.slug != antiques_model::text::slugify(&store.slug) {
        errors.push(field(
            "slug",
            "slug must be lower-case letters and digits separated by hyphens",
        ));
    }
    if !errors.is_empty() {
        return Err(validation(errors));
    }
    if store.slug.is_empty() {
        store.slug = antiques_model::text::slugify(&format!(
            "{} {} {}",
            store.name, store.city, store.state
        ));
    }
    Ok(store)
}

/// Refreshes the snapshot after a write and finds the store in it, as reads now see it.
async fn written_store(app: &AppState, id: i64) -> ApiResult<(Arc<Snapshot>, u32)> {
    app.catch_up().await?;
    let snap = app.snapshot();
    let i = snap
        .find_store(&id.to_string())
        .ok_or_else(|| not_found(format!("Store not found: {id}")))?;
    Ok((snap, i))
}

/// Admin: creates a store from `{ data: Store }` (missing fields take their empty value).
#[utoipa::path(post, path = "/api/stores", tag = "admin",
    request_body = StoreWriteRequest,
    responses((status = 201, description = "The new store", body = StoreCreateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn create_store(app: AppState, req: Request) -> ApiResult<Response> {
    let body: Value = read_json(req, MAX_BODY).await?;
    let store = merge_store(&app.snapshot(), &blank_store(), body)?;
    let created = app.db.create_store(&store).await?;
    let (snap, i) = written_store(&app, created.id).await?;
    let created = StoreCreateResponse {
        data: snap.full_json(i),
        meta: Default::default(),
    };
    Ok(json_status(StatusCode::CREATED, &created, cache::NO_STORE))
}

fn resolve(app: &AppState, key: &str) -> ApiResult<i64> {
    let snap = app.snapshot();
    let i = snap
        .find_store(key)
        .ok_or_else(|| not_found(format!("Store not found: {key}")))?;
    Ok(snap.entry(i).id)
}

/// Admin: changes a store; the body's fields replace the stored ones.
#[utoipa::path(put, path = "/api/stores/{id}", tag = "admin",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    request_body = StoreWriteRequest,
    responses((status = 200, description = "The store; `meta.outcome` says whether it changed", body = StoreUpdateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn update_store(
    app: AppState,
    Path(key): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    let id = resolve(&app, &key)?;
    let body: Value = read_json(req, MAX_BODY).await?;
    let current = app.db.store_by_id(id).await?;
    let store = merge_store(&app.snapshot(), &current, body)?;
    let (_, outcome) = app.db.update_store(id, &store).await?;
    let outcome = if outcome == StoreOutcome::Unchanged {
        WriteOutcome::Unchanged
    } else {
        WriteOutcome::Updated
    };
    let (snap, i) = written_store(&app, id).await?;
    let updated = StoreUpdateResponse {
        data: snap.full_json(i),
        meta: StoreUpdateMeta { outcome },
    };
    Ok(json(&updated, cache::NO_STORE))
}

/// Admin: deletes a store.
#[utoipa::path(delete, path = "/api/stores/{id}", tag = "admin",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    responses((status = 200, body = DeletedStoreResponse),
              (status = 400, description = "An identifier that is not UTF-8, or a query string too long", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn delete_store(app: AppState, Path(key): Path<String>) -> ApiResult<Response> {
    let snap = app.snapshot();
    let i = snap
        .find_store(&key)
        .ok_or_else(|| not_found(format!("Store not found: {key}")))?;
    let (id, document_id) = (snap.entry(i).id, snap.entry(i).document_id.to_string());
    app.db.delete_store(id).await?;
    app.catch_up().await?;
    Ok(json(
        &DeletedStoreResponse {
            data: DeletedStore { id, document_id },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// Why a store of an import is refused, if it is.
pub fn reject_reason(store: &Store, known_states: &dyn Fn(&str) -> bool) -> Option<String> {
    if store.name.trim().is_empty() {
        return Some("name is blank".into());
    }
    if store.city.trim().is_empty() {
        return Some("city is blank".into());
    }
    if !known_states(&store.state) {
        return Some(format!("unknown state code {:?}", store.state));
    }
    if store.rating.is_some_and(|r| !(0.0..=10.0).contains(&r)) {
        return Some("rating outside 0..10".into());
    }
    match (store.latitude, store.longitude) {
        (Some(la), Some(lo))
            if !(-90.0..=90.0).contains(&la) || !(-180.0..=180.0).contains(&lo) =>
        {
            Some("coordinates out of range".into())
        }
        (Some(_), None) | (None, Some(_)) => Some("only one of latitude and longitude".into()),
        _ => None,
    }
}

/// Admin: imports a catalogue in our JSON export format (idempotent upserts); returns the report.
#[utoipa::path(post, path = "/api/import", tag = "admin",
    request_body(content = Catalog, description = "A catalogue as written by `antiques export`"),
    responses((status = 200, body = ImportResponse),
              (status = 400, description = "Not a catalogue", body = ErrorResponse),
              (status = 409, description = "A unique key is taken (e.g. a state slug), or the batch names a store twice", body = ErrorResponse),
              (status = 413, description = "Too large", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn import(app: AppState, req: Request) -> ApiResult<Response> {
    let mut catalog: Catalog = read_json(req, app.config.import_body_limit).await?;
    let snap = app.snapshot();
    let states: std::collections::HashSet<String> = catalog
        .states
        .iter()
        .map(|s| s.code.clone())
        .chain(snap.states.iter().map(|s| s.code.clone()))
        .collect();
    let read = catalog.stores.len();
    let mut rejected = Vec::new();
    let mut kept = Vec::with_capacity(read);
    for (i, s) in std::mem::take(&mut catalog.stores).into_iter().enumerate() {
        match reject_reason(&s, &|code| states.contains(code)) {
            Some(reason) => rejected.push(RejectedStore {
                index: i,
                name: s.name,
                reason,
            }),
            None => kept.push(s),
        }
    }
    catalog.stores = kept;
    let (report, _) = app.db.upsert_catalog(&catalog, &|_| {}).await?;
    app.catch_up().await?;
    Ok(json(
        &ImportResponse {
            data: ImportReport {
                read: read as u64,
                inserted: report.stores.inserted as u64,
                updated: report.stores.updated as u64,
                unchanged: report.stores.unchanged as u64,
                rejected,
                reference_changed: report.reference_changed as u64,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}
