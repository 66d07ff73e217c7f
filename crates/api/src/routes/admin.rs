//! Editorial writes of stores (by an account's session or the admin token, recorded in the store's
//! history) and whole-catalogue imports. Each successful write brings the snapshot up to date
//! before it answers, so the writer reads what it wrote.

use antiques_model::{Catalog, Store};
use antiques_storage::{StoreOutcome, entity};
use axum::Extension;
use axum::extract::{Path, Request};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::Response;
use chrono::{DateTime, Utc};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use crate::access::Actor;
use crate::app::AppState;
use crate::error::{ApiError, ApiResult, FieldError, bad_request, not_found, validation};
use crate::extract::{MAX_BODY, read_json, whole_numbers_as_integers};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json, json_status};
use crate::routes::store_fields::{self, StoreChangeRequest, StoreCreateRequest};
use crate::snapshot::Snapshot;
use crate::views::{
    DeletedStore, DeletedStoreResponse, ErrorResponse, ImportReport, ImportResponse, RejectedStore,
    StoreCreateResponse, StoreDerived, StoreFull, StoreUpdateMeta, StoreUpdateResponse,
    WriteOutcome,
};

/// A store with every field at its empty value: the base admin bodies are merged onto.
pub(crate) fn blank_store() -> Store {
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

/// Merges `{ data: {...} }` over `base` and checks the result.
pub(crate) fn merge_store(snap: &Snapshot, base: &Store, body: Value) -> ApiResult<Store> {
    let Value::Object(mut outer) = body else {
        return Err(bad_request("The body must be { \"data\": { ...store } }"));
    };
    let Some(Value::Object(mut data)) = outer.remove("data") else {
        return Err(bad_request("The body must be { \"data\": { ...store } }"));
    };
    // Bodies from other readers than `read_json` (a submission's stored listing) too.
    data.values_mut().for_each(whole_numbers_as_integers);
    let mut merged: Map<String, Value> = match serde_json::to_value(base) {
        Ok(Value::Object(m)) => m,
        _ => return Err(ApiError::internal("store does not serialise to an object")),
    };
    for (k, v) in data {
        if store_fields::computed_fields().contains(&k) {
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
    let store: Store = serde_json::from_value(Value::Object(merged))
        .map_err(|e| bad_request(format!("Invalid store: {e}")))?;
    store_fields::checked(snap, base, store)
}

/// The full answer of a store as storage returned it (drafts too): the same JSON reads give.
pub(crate) fn full_answer(app: &AppState, store: &Store) -> ApiResult<Box<RawValue>> {
    let snap = app.snapshot();
    let full = StoreFull {
        store,
        derived: StoreDerived::of(
            store,
            snap.state_name(&store.state),
            snap.find_state(&store.state).map(|s| s.region.as_str()),
        ),
    };
    serde_json::value::to_raw_value(&full).map_err(ApiError::internal)
}

/// The id of the store a key names, drafts included (numeric id, documentId, slug or old slug).
pub(crate) async fn resolve(app: &AppState, key: &str) -> ApiResult<i64> {
    app.db
        .store_id_by_key(key)
        .await?
        .ok_or_else(|| not_found(format!("Store not found: {key}")))
}

/// The version of a store editors send back in `If-Match`: its `updatedAt` to the microsecond.
pub(crate) fn version_of(store: &Store) -> String {
    store
        .updated_at
        .to_rfc3339_opts(chrono::SecondsFormat::Micros, true)
}

/// The version an `If-Match` header names, if the request has one (`*` checks nothing). Any text
/// is a version: one that is not a time no store was ever written at, so the write is refused as
/// made to another version (412), as for every other record.
pub(crate) fn if_match(headers: &HeaderMap) -> ApiResult<Option<DateTime<Utc>>> {
    let Some(value) = headers.get(header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or_default().trim();
    if text == "*" {
        return Ok(None);
    }
    let tag = text.trim_start_matches("W/").trim_matches('"');
    Ok(Some(
        DateTime::parse_from_rfc3339(tag)
            .map(|t| t.with_timezone(&Utc))
            .unwrap_or(DateTime::<Utc>::MIN_UTC),
    ))
}

/// The refusal of a change to a store another writer changed after it was read: who and when.
pub(crate) async fn stale(app: &AppState, store: &Store) -> ApiError {
    changed_since_read(app, entity::STORE, &store.document_id, "store").await
}

/// The refusal of a change to a record (`entity` / `key` in the history, called `noun`) another
/// writer changed after it was read, naming who and when from its latest revision.
pub(crate) async fn changed_since_read(
    app: &AppState,
    entity: &str,
    key: &str,
    noun: &str,
) -> ApiError {
    let latest = app
        .db
        .revisions_of(entity, key, 1)
        .await
        .ok()
        .and_then(|r| r.into_iter().next());
    let by = latest
        .map(|r| format!(" by {} at {} UTC", r.actor, r.at.format("%Y-%m-%d %H:%M")))
        .unwrap_or_default();
    ApiError::new(
        StatusCode::PRECONDITION_FAILED,
        format!(
            "This {noun} was changed{by} after you opened it. Your changes were not saved: open it again to see the other change, then make yours."
        ),
    )
}

/// Editors: creates a store from `{ data: Store }` (missing fields take their empty value),
/// published, or as a draft with `?status=draft`.
#[utoipa::path(post, path = "/api/stores", tag = "admin",
    params(("status" = Option<String>, Query, pattern = "^(?:draft|published)$", description = "`draft` keeps the new store off the public site until it is published")),
    request_body = StoreCreateRequest,
    responses((status = 201, description = "The new store", body = StoreCreateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 422, description = "A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors`", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn create_store(
    app: AppState,
    Extension(actor): Extension<Actor>,
    StrapiQuery(Status(draft)): StrapiQuery<Status>,
    req: Request,
) -> ApiResult<Response> {
    let body: Value = read_json(req, MAX_BODY).await?;
    let store = merge_store(&app.snapshot(), &blank_store(), body)?;
    let created = app.db.create_store(&store, !draft, &actor.edit()).await?;
    app.catch_up().await?;
    let created = StoreCreateResponse {
        data: full_answer(&app, &created)?,
        meta: Default::default(),
    };
    Ok(json_status(StatusCode::CREATED, &created, cache::NO_STORE))
}

/// `status=draft` on a create.
pub struct Status(pub bool);

impl FromParams for Status {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        match p.take("status").as_deref() {
            None | Some("published") => Ok(Status(false)),
            Some("draft") => Ok(Status(true)),
            Some(_) => Err(bad_request("status must be draft or published")),
        }
    }
}

/// Editors: changes a store (drafts too); the body's fields replace the stored ones. With
/// `If-Match: <meta.version as read>`, a store changed since is refused (412) rather than overwritten.
#[utoipa::path(put, path = "/api/stores/{id}", tag = "admin",
    params(("id" = String, Path, description = "Numeric id, documentId or slug"),
           ("If-Match" = Option<String>, Header, description = "The store's version as read (`meta.version` of `GET /api/admin/stores/{id}`)")),
    request_body = StoreChangeRequest,
    responses((status = 200, description = "The store; `meta.outcome` says whether it changed", body = StoreUpdateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 412, description = "The store changed after the version in If-Match: nothing was saved", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 422, description = "A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors`", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn update_store(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(key): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    let id = resolve(&app, &key).await?;
    let expected = if_match(req.headers())?;
    let body: Value = read_json(req, MAX_BODY).await?;
    let current = app.db.store_by_id(id).await?;
    let store = merge_store(&app.snapshot(), &current, body)?;
    let edit = actor.edit().expecting(expected);
    let (_, outcome) = match app.db.update_store(id, &store, &edit).await {
        Err(antiques_storage::Error::Stale(_)) => return Err(stale(&app, &current).await),
        other => other?,
    };
    let outcome = if outcome == StoreOutcome::Unchanged {
        WriteOutcome::Unchanged
    } else {
        WriteOutcome::Updated
    };
    app.catch_up().await?;
    let written = app.db.store_by_id(id).await?;
    let updated = StoreUpdateResponse {
        data: full_answer(&app, &written)?,
        meta: StoreUpdateMeta { outcome },
    };
    Ok(json(&updated, cache::NO_STORE))
}

/// Editors: deletes a store (drafts too). Its history keeps it, to restore.
#[utoipa::path(delete, path = "/api/stores/{id}", tag = "admin",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    responses((status = 200, body = DeletedStoreResponse),
              (status = 400, description = "An identifier that is not UTF-8, or a query string too long", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn delete_store(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(key): Path<String>,
) -> ApiResult<Response> {
    let id = resolve(&app, &key).await?;
    let store = app.db.store_by_id(id).await?;
    app.db.delete_store(id, &actor.edit()).await?;
    app.catch_up().await?;
    Ok(json(
        &DeletedStoreResponse {
            data: DeletedStore {
                id,
                document_id: store.document_id,
            },
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

/// The members a catalogue may have, as `antiques export` writes them.
pub const CATALOG_MEMBERS: [&str; 7] = [
    "regions",
    "states",
    "hotspots",
    "categories",
    "stores",
    "guides",
    "events",
];

/// A catalogue from an import's body, and its stores one by one (each read on its own, so that one
/// that cannot be read is reported with the others refused rather than refusing the file). `stores`
/// is required (an export always has it, so a body without it is not one), and a member the format
/// does not have is named, not ignored, and a store must be an object: 400s. A member other than
/// the stores whose entries cannot be read (a date that is not one) is a 422 naming the entry.
fn catalog_of(mut body: Map<String, Value>) -> ApiResult<(Catalog, Vec<Value>)> {
    if let Some(unknown) = body.keys().find(|k| !CATALOG_MEMBERS.contains(&k.as_str())) {
        return Err(bad_request(format!(
            "{unknown:?} is not a member of a catalogue (expected {})",
            CATALOG_MEMBERS.join(", ")
        )));
    }
    let Some(Value::Array(stores)) = body.remove("stores") else {
        return Err(bad_request(
            "A catalogue needs \"stores\": a list of stores, as `antiques export` writes it",
        ));
    };
    if let Some(i) = stores.iter().position(|s| !s.is_object()) {
        return Err(bad_request(format!(
            "stores[{i}] is not a store: a store is an object"
        )));
    }
    for member in CATALOG_MEMBERS.iter().filter(|m| **m != "stores") {
        let Some(entries) = body.get(*member) else {
            continue;
        };
        let Value::Array(entries) = entries else {
            return Err(bad_request(format!("{member:?} must be a list")));
        };
        let one: fn(&Value) -> Result<(), serde_json::Error> = match *member {
            "regions" => |v| serde_json::from_value::<antiques_model::Region>(v.clone()).map(drop),
            "states" => |v| serde_json::from_value::<antiques_model::State>(v.clone()).map(drop),
            "hotspots" => {
                |v| serde_json::from_value::<antiques_model::Hotspot>(v.clone()).map(drop)
            }
            "categories" => {
                |v| serde_json::from_value::<antiques_model::Category>(v.clone()).map(drop)
            }
            "guides" => |v| serde_json::from_value::<antiques_model::Guide>(v.clone()).map(drop),
            _ => |v| serde_json::from_value::<antiques_model::Event>(v.clone()).map(drop),
        };
        for (i, entry) in entries.iter().enumerate() {
            if let Err(e) = one(entry) {
                return Err(ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    format!("{member}[{i}] cannot be read: {e}"),
                ));
            }
        }
    }
    let catalog = serde_json::from_value(Value::Object(body))
        .map_err(|e| bad_request(format!("Not a catalogue: {e}")))?;
    Ok((catalog, stores))
}

/// Admin: imports a catalogue in our JSON export format (idempotent upserts); returns the report.
#[utoipa::path(post, path = "/api/import", tag = "admin",
    request_body(content = Catalog, description = "A catalogue as written by `antiques export`"),
    responses((status = 200, body = ImportResponse),
              (status = 400, description = "Not a catalogue: no `stores`, a member it does not have, or a store that is not an object", body = ErrorResponse),
              (status = 422, description = "An entry other than a store that cannot be read (a date that is not one); stores that cannot be read are reported in `rejected`", body = ErrorResponse),
              (status = 409, description = "A unique key is taken (e.g. a state slug), or the batch names a store twice", body = ErrorResponse),
              (status = 413, description = "Too large", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn import(app: AppState, req: Request) -> ApiResult<Response> {
    let body: Map<String, Value> = read_json(req, app.config.import_body_limit).await?;
    let (mut catalog, stores) = catalog_of(body)?;
    let snap = app.snapshot();
    let states: std::collections::HashSet<String> = catalog
        .states
        .iter()
        .map(|s| s.code.clone())
        .chain(snap.states.iter().map(|s| s.code.clone()))
        .collect();
    let read = stores.len();
    let mut rejected = Vec::new();
    let mut kept = Vec::with_capacity(read);
    for (i, row) in stores.into_iter().enumerate() {
        let name = row
            .get("name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let s: Store = match serde_json::from_value(row.clone()) {
            Ok(store) => store,
            Err(e) => {
                rejected.push(RejectedStore {
                    index: i,
                    name,
                    reason: format!("cannot be read: {e}"),
                });
                continue;
            }
        };
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
