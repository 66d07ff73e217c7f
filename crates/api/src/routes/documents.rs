//! Writes in Strapi's shape on the public collection paths, so `@strapi/client` can create, update
//! and delete guides, events, hotspot towns and categories: `POST /api/{collection}` with
//! `{ "data": {...} }`, `PUT /api/{collection}/{documentId}` with the fields to change, and
//! `DELETE /api/{collection}/{documentId}`. They run through the console's record writes (the same
//! checks, history and follow-ups) and answer the document as the public reads show it. Stores have
//! theirs in `admin`.

use antiques_storage::{Record, RecordKind};
use axum::Extension;
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{Map, Value};

use crate::access::Actor;
use crate::app::AppState;
use crate::error::{ApiError, ApiResult, FieldError, bad_request, not_found, validation};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json_status};
use crate::routes::record_fields::{self, READ_ONLY};
use crate::routes::records::{
    body_data, expected_version, refusal, remove, save_changed, save_new,
};
use crate::views::{DeletedDocument, DeletedDocumentResponse, EmptyMeta, ErrorResponse};

/// The fields a write may set, by kind (its field table); the other fields reads send (`id`,
/// `storeCount`, ...) are accepted and ignored, so a document read can be sent back.
fn writable(kind: RecordKind) -> Vec<&'static str> {
    record_fields::rules(kind).iter().map(|r| r.name).collect()
}

/// `data` with the read-only fields taken out; a field the kind does not have is a 400 naming it.
fn writable_data(kind: RecordKind, mut data: Map<String, Value>) -> ApiResult<Map<String, Value>> {
    let fields = writable(kind);
    let unknown: Vec<FieldError> = data
        .keys()
        .filter(|k| !fields.contains(&k.as_str()) && !READ_ONLY.contains(&k.as_str()))
        .map(|k| FieldError {
            path: vec![k.clone()],
            message: format!(
                "Invalid key {k}: a {} has {}",
                kind.noun(),
                fields.join(", ")
            ),
        })
        .collect();
    if !unknown.is_empty() {
        return Err(validation(unknown));
    }
    data.retain(|k, _| fields.contains(&k.as_str()));
    Ok(data)
}

/// `status=draft|published` on a write: only guides have drafts here.
pub struct WriteStatus(Option<bool>);

impl FromParams for WriteStatus {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        match p.take("status").as_deref() {
            None => Ok(WriteStatus(None)),
            Some("published") => Ok(WriteStatus(Some(false))),
            Some("draft") => Ok(WriteStatus(Some(true))),
            Some(other) => Err(bad_request(format!(
                "status must be draft or published, got {other:?}"
            ))),
        }
    }
}

fn apply_status(
    kind: RecordKind,
    status: WriteStatus,
    data: &mut Map<String, Value>,
) -> ApiResult<()> {
    match (kind, status.0) {
        (_, None) => Ok(()),
        (RecordKind::Guide, Some(draft)) => {
            data.insert("draft".into(), Value::Bool(draft));
            Ok(())
        }
        (_, Some(false)) => Ok(()),
        (_, Some(true)) => Err(bad_request(format!(
            "status=draft: a {} has no drafts (guides and stores do)",
            kind.noun()
        ))),
    }
}

/// The document as the public reads show it (with `id` and `documentId`); a draft guide, which
/// they do not show, in the same shape (its id once it has one).
fn document(app: &AppState, record: &Record) -> ApiResult<Value> {
    let snap = app.snapshot();
    let slug = record.slug();
    let public = match record {
        Record::Guide(written) => {
            let g = snap
                .guides
                .iter()
                .find(|g| g.slug == slug)
                .unwrap_or(written);
            Some(serde_json::to_value(crate::views::GuideView {
                summary: snap.guide_summary(g),
                body: &g.body,
            }))
        }
        Record::Event(_) => snap
            .events
            .iter()
            .find(|e| e.slug == slug)
            .map(|e| serde_json::to_value(snap.event_view(e))),
        // As `GET /api/hotspots/{slug}` shows it: with its upcoming events.
        Record::Hotspot(_) => snap.find_hotspot(slug).map(|h| {
            let today = chrono::Utc::now().date_naive();
            serde_json::to_value(crate::views::HotspotDetail {
                hotspot: snap.hotspot_view(h),
                upcoming_events: crate::routes::content::upcoming_events(
                    &snap,
                    today,
                    Some(&h.slug),
                )
                .map(|e| snap.event_view(e))
                .collect(),
            })
        }),
        Record::Category(_) => snap
            .find_category(slug)
            .map(|c| serde_json::to_value(snap.category_view(c))),
    };
    match public {
        Some(v) => v.map_err(ApiError::internal),
        None => {
            let mut v = record.to_json()?;
            let ids = match record.kind() {
                RecordKind::Guide => &snap.ids.guides,
                RecordKind::Event => &snap.ids.events,
                RecordKind::Hotspot => &snap.ids.hotspots,
                RecordKind::Category => &snap.ids.categories,
            };
            let id = ids.get(slug).copied().unwrap_or(0);
            if let Value::Object(m) = &mut v {
                m.insert("id".into(), id.into());
                m.insert("documentId".into(), slug.into());
            }
            Ok(v)
        }
    }
}

fn answer(app: &AppState, record: &Record, status: StatusCode) -> ApiResult<Response> {
    let body = serde_json::json!({ "data": document(app, record)?, "meta": EmptyMeta {} });
    Ok(json_status(status, &body, cache::NO_STORE))
}

async fn create(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    status: WriteStatus,
    req: Request,
) -> ApiResult<Response> {
    let mut data = writable_data(kind, body_data(req).await?)?;
    apply_status(kind, status, &mut data)?;
    let saved = save_new(&app, &actor, kind, data).await?;
    answer(&app, &saved, StatusCode::CREATED)
}

/// Strapi's update: the fields sent replace the stored ones, the others stay.
async fn update(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    slug: String,
    status: WriteStatus,
    req: Request,
) -> ApiResult<Response> {
    let expected = expected_version(req.headers());
    let changes = writable_data(kind, body_data(req).await?)?;
    let current = match app.db.record(kind, &slug).await {
        Ok(r) => r,
        Err(e) => return Err(refusal(&app, kind, &slug, e).await),
    };
    let Value::Object(mut data) = current.to_json()? else {
        return Err(not_found(format!("No {} {slug:?}", kind.noun())));
    };
    data.extend(changes);
    apply_status(kind, status, &mut data)?;
    let saved = save_changed(&app, &actor, kind, &slug, data, expected.as_deref()).await?;
    answer(&app, &saved, StatusCode::OK)
}

async fn delete(
    app: AppState,
    actor: Actor,
    kind: RecordKind,
    slug: String,
) -> ApiResult<Response> {
    let id = match app.db.record(kind, &slug).await {
        Ok(record) => document(&app, &record)?["id"].as_i64().unwrap_or(0),
        Err(e) => return Err(refusal(&app, kind, &slug, e).await),
    };
    remove(&app, &actor, kind, &slug, None).await?;
    let body = DeletedDocumentResponse {
        data: DeletedDocument {
            id,
            document_id: slug,
        },
        meta: EmptyMeta {},
    };
    Ok(json_status(StatusCode::OK, &body, cache::NO_STORE))
}

/// The three writes of one collection.
macro_rules! document_writes {
    (
        $kind:expr, $path:literal, $what:literal, $one:ty, $statuses:literal, $create_body:ty, $change_body:ty,
        $create:ident, $update:ident, $delete:ident
    ) => {
        #[doc = concat!("Editors: adds a ", $what, " from `{ data: {...} }` (Strapi's create).")]
        #[utoipa::path(post, path = concat!("/api/", $path), tag = "admin",
            params(("status" = Option<String>, Query, pattern = $statuses, description = "`draft` (guides only) or `published`")),
            request_body = $create_body,
            responses((status = 201, body = $one),
                      (status = 400, description = "Invalid: field errors in `details.errors`", body = ErrorResponse),
                      (status = 409, description = "The slug is taken (`details.errors`)", body = ErrorResponse),
                      (status = 422, description = "Names a category or town the catalogue does not have, or dates out of order (`details.errors`)", body = ErrorResponse),
                      (status = 401, description = "No admin token or session", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $create(
            app: AppState,
            Extension(actor): Extension<Actor>,
            StrapiQuery(status): StrapiQuery<WriteStatus>,
            req: Request,
        ) -> ApiResult<Response> {
            create(app, actor, $kind, status, req).await
        }

        #[doc = concat!("Editors: changes the fields of a ", $what, " sent in `{ data: {...} }`, the others stay (Strapi's update). `If-Match` as in the console.")]
        #[utoipa::path(put, path = concat!("/api/", $path, "/{slug}"), tag = "admin",
            params(("slug" = String, Path, description = "documentId (the slug)"),
                   ("status" = Option<String>, Query, pattern = $statuses, description = "`draft` (guides only) or `published`"),
                   ("If-Match" = Option<String>, Header, description = "The console's version read")),
            request_body = $change_body,
            responses((status = 200, body = $one),
                      (status = 400, description = "Invalid: field errors in `details.errors`", body = ErrorResponse),
                      (status = 422, description = "Names a category or town the catalogue does not have, or dates out of order (`details.errors`)", body = ErrorResponse),
                      (status = 401, description = "No admin token or session", body = ErrorResponse),
                      (status = 404, description = "No such document", body = ErrorResponse),
                      (status = 412, description = "Changed by someone else since it was read", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $update(
            app: AppState,
            Extension(actor): Extension<Actor>,
            Path(slug): Path<String>,
            StrapiQuery(status): StrapiQuery<WriteStatus>,
            req: Request,
        ) -> ApiResult<Response> {
            update(app, actor, $kind, slug, status, req).await
        }

        #[doc = concat!("Editors: removes a ", $what, " (Strapi's delete), with the console's follow-ups.")]
        #[utoipa::path(delete, path = concat!("/api/", $path, "/{slug}"), tag = "admin",
            params(("slug" = String, Path, description = "documentId (the slug)")),
            responses((status = 200, body = DeletedDocumentResponse),
                      (status = 401, description = "No admin token or session", body = ErrorResponse),
                      (status = 404, description = "No such document", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $delete(
            app: AppState,
            Extension(actor): Extension<Actor>,
            Path(slug): Path<String>,
            _: StrapiQuery<()>,
        ) -> ApiResult<Response> {
            delete(app, actor, $kind, slug).await
        }
    };
}

document_writes!(
    RecordKind::Guide,
    "guides",
    "buying guide",
    crate::views::GuideResponse,
    "^(draft|published)$",
    record_fields::GuideDocumentCreateRequest,
    record_fields::GuideDocumentChangeRequest,
    create_guide_document,
    update_guide_document,
    delete_guide_document
);
document_writes!(
    RecordKind::Event,
    "events",
    "event",
    crate::views::EventResponse,
    "^published$",
    record_fields::EventDocumentCreateRequest,
    record_fields::EventDocumentChangeRequest,
    create_event_document,
    update_event_document,
    delete_event_document
);
document_writes!(
    RecordKind::Hotspot,
    "hotspots",
    "hotspot town",
    crate::views::HotspotResponse,
    "^published$",
    record_fields::HotspotDocumentCreateRequest,
    record_fields::HotspotDocumentChangeRequest,
    create_hotspot_document,
    update_hotspot_document,
    delete_hotspot_document
);
document_writes!(
    RecordKind::Category,
    "categories",
    "category",
    crate::views::CategoryResponse,
    "^published$",
    record_fields::CategoryDocumentCreateRequest,
    record_fields::CategoryDocumentChangeRequest,
    create_category_document,
    update_category_document,
    delete_category_document
);
