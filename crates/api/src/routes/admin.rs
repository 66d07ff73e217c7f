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
use crate::extract::{MAX_BODY, read_json};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json, json_status};
use crate::snapshot::Snapshot;
use crate::views::{
    DeletedStore, DeletedStoreResponse, ErrorResponse, ImportReport, ImportResponse, RejectedStore,
    StoreCreateResponse, StoreDerived, StoreFull, StoreUpdateMeta, StoreUpdateResponse,
    StoreWriteRequest, WriteOutcome,
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
        match serde_json::to_value(StoreDerived::of(&blank, None, None)) {
            Ok(Value::Object(m)) => m.keys().cloned().collect(),
            _ => Vec::new(),
        }
    });
    ASSIGNED.contains(&field) || DERIVED.iter().any(|d| d == field)
}

/// Merges `{ data: {...} }` over `base` and checks the result.
pub(crate) fn merge_store(snap: &Snapshot, base: &Store, body: Value) -> ApiResult<Store> {
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
    let at = |field: &str, i: usize, message: String| FieldError {
        path: vec![field.to_string(), i.to_string()],
        message,
    };
    // A phone typed by an editor (no `phoneNumber` yet) is stored in both forms.
    let mut phones = Vec::with_capacity(store.phones.len());
    for (i, p) in store.phones.iter().enumerate() {
        if !p.phone_number.trim().is_empty() {
            phones.push(p.clone());
        } else if p.pretty_phone_number.trim().is_empty() {
        } else {
            match antiques_model::text::normalize_us_phone(&p.pretty_phone_number) {
                Some(phone) => phones.push(phone),
                None => errors.push(at(
                    "phones",
                    i,
                    format!(
                        "{:?} is not a US phone number (10 digits)",
                        p.pretty_phone_number.trim()
                    ),
                )),
            }
        }
    }
    store.phones = phones;
    let mut emails = Vec::with_capacity(store.emails.len());
    for (i, e) in store.emails.iter().enumerate() {
        match antiques_model::text::normalize_email(e) {
            Some(email) => emails.push(email),
            None if e.trim().is_empty() => {}
            None => errors.push(at(
                "emails",
                i,
                format!("{:?} is not an e-mail address", e.trim()),
            )),
        }
    }
    store.emails = emails;
    // Categories are named by slug; their names are the catalogue's.
    let mut categories: Vec<antiques_model::CategoryRef> = Vec::new();
    for (i, c) in store.categories.iter().enumerate() {
        match snap.find_category(&c.slug) {
            Some(known) if !categories.iter().any(|k| k.slug == known.slug) => {
                categories.push(antiques_model::CategoryRef {
                    slug: known.slug.clone(),
                    name: known.name.clone(),
                })
            }
            Some(_) => {}
            None => errors.push(at(
                "categories",
                i,
                format!("{:?} is not a category", c.slug),
            )),
        }
    }
    // A form lists categories in the catalogue's order: the store keeps its own order for those it
    // had (so saving an unchanged selection changes nothing) and adds new ones after them.
    let had = |slug: &str| base.categories.iter().position(|c| c.slug == slug);
    categories.sort_by_key(|c| had(&c.slug).unwrap_or(usize::MAX));
    store.categories = categories;
    let mut photos = Vec::with_capacity(store.photos.len());
    for (i, p) in store.photos.iter().enumerate() {
        match antiques_model::text::normalize_url(&p.url) {
            Some(url) => photos.push(antiques_model::Photo {
                url,
                alt: p.alt.trim().to_string(),
                ..p.clone()
            }),
            None if p.url.trim().is_empty() => {}
            None => errors.push(at(
                "photos",
                i,
                format!("The photo address {:?} is not a web address", p.url.trim()),
            )),
        }
    }
    store.photos = photos;
    let mut links = Vec::with_capacity(store.social_links.len());
    for (i, l) in store.social_links.iter().enumerate() {
        match antiques_model::text::normalize_url(&l.url) {
            Some(url) if !l.platform.trim().is_empty() => links.push(antiques_model::SocialLink {
                platform: l.platform.trim().to_string(),
                url,
            }),
            Some(_) => errors.push(at(
                "socialLinks",
                i,
                "Name the platform of the social link (e.g. Facebook)".to_string(),
            )),
            None if l.url.trim().is_empty() => {}
            None => errors.push(at(
                "socialLinks",
                i,
                format!("{:?} is not a web address", l.url.trim()),
            )),
        }
    }
    store.social_links = links;
    store.map_url = match store.map_url.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(url) => match antiques_model::text::normalize_url(url) {
            Some(url) => Some(url),
            None => {
                errors.push(field("mapUrl", "mapUrl must be a web address"));
                None
            }
        },
    };
    if let Some(hours) = &store.opening_hours {
        for (path, message) in hours.problems() {
            errors.push(FieldError {
                path: std::iter::once("openingHours".to_string())
                    .chain(path)
                    .collect(),
                message,
            });
        }
    }
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

/// The version an `If-Match` header names, if the request has one (`*` checks nothing).
pub(crate) fn if_match(headers: &HeaderMap) -> ApiResult<Option<DateTime<Utc>>> {
    let Some(value) = headers.get(header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or_default().trim();
    if text == "*" {
        return Ok(None);
    }
    let tag = text.trim_start_matches("W/").trim_matches('"');
    DateTime::parse_from_rfc3339(tag)
        .map(|t| Some(t.with_timezone(&Utc)))
        .map_err(|_| bad_request("If-Match must be the store's version as read (meta.version)"))
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
    request_body = StoreWriteRequest,
    responses((status = 201, description = "The new store", body = StoreCreateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
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
    request_body = StoreWriteRequest,
    responses((status = 200, description = "The store; `meta.outcome` says whether it changed", body = StoreUpdateResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 409, description = "Slug taken", body = ErrorResponse),
              (status = 412, description = "The store changed after the version in If-Match: nothing was saved", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
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
const CATALOG_MEMBERS: [&str; 7] = [
    "regions",
    "states",
    "hotspots",
    "categories",
    "stores",
    "guides",
    "events",
];

/// A catalogue from an import's body: `stores` is required (an export always has it, so a body
/// without it is not one), and a member the format does not have is named, not ignored.
fn catalog_of(body: Map<String, Value>) -> ApiResult<Catalog> {
    if let Some(unknown) = body.keys().find(|k| !CATALOG_MEMBERS.contains(&k.as_str())) {
        return Err(bad_request(format!(
            "{unknown:?} is not a member of a catalogue (expected {})",
            CATALOG_MEMBERS.join(", ")
        )));
    }
    if !body.get("stores").is_some_and(Value::is_array) {
        return Err(bad_request(
            "A catalogue needs \"stores\": a list of stores, as `antiques export` writes it",
        ));
    }
    serde_json::from_value(Value::Object(body))
        .map_err(|e| bad_request(format!("Not a catalogue: {e}")))
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
    let body: Map<String, Value> = read_json(req, app.config.import_body_limit).await?;
    let mut catalog = catalog_of(body)?;
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
