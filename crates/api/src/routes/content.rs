//! Buying guides and events.

use antiques_model::{Event, Guide};
use antiques_storage::{Record, RecordKind};
use axum::extract::{Path, RawQuery};
use axum::http::HeaderMap;
use axum::response::Response;
use chrono::NaiveDate;

use crate::access::editor_reading;
use crate::app::AppState;
use crate::collection::collections::{Events, Guides};
use crate::collection::{Collection, List, ListParamsOf, One, OneParamsOf, list_json, project};
use crate::error::{ApiError, ApiResult, not_found};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, collection_list, collection_one, json};
use crate::routes::stores::known_hotspot;
use crate::snapshot::Snapshot;
use crate::views::{
    EmptyMeta, ErrorResponse, EventListResponse, EventResponse, GuideListResponse, GuideResponse,
    GuideView, ListMeta,
};

/// Events not ended before `today`, optionally of one hotspot, by start date.
pub fn upcoming_events<'a>(
    snap: &'a Snapshot,
    today: NaiveDate,
    hotspot: Option<&'a str>,
) -> impl Iterator<Item = &'a Event> {
    snap.events
        .iter()
        .filter(move |e| e.end_date >= today)
        .filter(move |e| hotspot.is_none_or(|h| e.hotspot.as_deref() == Some(h)))
}

/// Every guide, drafts too, newest first (as the public list orders them).
async fn guides_with_drafts(app: &AppState) -> ApiResult<Vec<Guide>> {
    Ok(app
        .db
        .records(RecordKind::Guide)
        .await?
        .into_iter()
        .filter_map(|r| match r {
            Record::Guide(g) => Some(g),
            _ => None,
        })
        .collect())
}

/// Guides without their body, newest first, with `readingMinutes`; with `status=draft` (editors)
/// the drafts too.
#[utoipa::path(get, path = "/api/guides", tag = "content", params(ListParamsOf<Guides>),
    responses((status = 200, body = GuideListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse)))]
pub async fn list_guides(
    app: AppState,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    StrapiQuery(List(q, _)): StrapiQuery<List<Guides>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    if q.shape.drafts {
        editor_reading(&app, &headers).await?;
        let docs = guides_with_drafts(&app)
            .await?
            .iter()
            .map(|g| serde_json::to_value(snap.guide_summary(g)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(ApiError::internal)?;
        let (data, pagination) = list_json(docs, &q, Guides::SCHEMA);
        return Ok(json(
            &serde_json::json!({ "data": data, "meta": ListMeta { pagination } }),
            cache::NO_STORE,
        ));
    }
    collection_list(&snap, "guides", raw.as_deref(), &q, Guides::SCHEMA, || {
        snap.guides.iter().map(|g| snap.guide_summary(g)).collect()
    })
}

/// One guide with its Markdown body.
#[utoipa::path(get, path = "/api/guides/{slug}", tag = "content",
    params(("slug" = String, Path, description = "documentId (the slug)"), OneParamsOf<Guides>),
    responses((status = 200, body = GuideResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 404, description = "No such guide", body = ErrorResponse)))]
pub async fn get_guide(
    app: AppState,
    Path(slug): Path<String>,
    headers: HeaderMap,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Guides>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    if shape.drafts {
        editor_reading(&app, &headers).await?;
        let g = match app.db.record(RecordKind::Guide, &slug).await {
            Ok(Record::Guide(g)) => g,
            Ok(_) | Err(antiques_storage::Error::NotFound) => {
                return Err(not_found(format!("Guide not found: {slug}")));
            }
            Err(e) => return Err(e.into()),
        };
        let g = &g;
        let doc = serde_json::to_value(GuideView {
            summary: snap.guide_summary(g),
            body: &g.body,
        })
        .map_err(ApiError::internal)?;
        return Ok(json(
            &serde_json::json!({
                "data": project(doc, &shape, Guides::SCHEMA),
                "meta": EmptyMeta::default(),
            }),
            cache::NO_STORE,
        ));
    }
    let g = snap
        .guides
        .iter()
        .find(|g| g.slug == slug)
        .ok_or_else(|| not_found(format!("Guide not found: {slug}")))?;
    collection_one(
        &snap,
        &format!("guide:{slug}"),
        &shape,
        Guides::SCHEMA,
        cache::LONG,
        || {
            (
                GuideView {
                    summary: snap.guide_summary(g),
                    body: &g.body,
                },
                EmptyMeta::default(),
            )
        },
    )
}

/// The event list's own parameters, besides Strapi's.
pub struct EventListQuery {
    /// `upcoming`: hide events already over (default true).
    upcoming: bool,
    /// `hotspot`: a hotspot slug.
    hotspot: Option<String>,
}

impl FromParams for EventListQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(EventListQuery {
            upcoming: p.boolean("upcoming")?.unwrap_or(true),
            hotspot: p.take("hotspot"),
        })
    }
}

/// Events by start date; `upcoming=true` (default) hides those already over.
#[utoipa::path(get, path = "/api/events", tag = "content",
    params(("upcoming" = Option<bool>, Query, description = "Default true"),
           ("hotspot" = Option<String>, Query, description = "Hotspot slug"),
           ListParamsOf<Events>),
    responses((status = 200, body = EventListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 422, description = "`hotspot` names a town the catalogue does not have", body = ErrorResponse)))]
pub async fn list_events(
    app: AppState,
    RawQuery(raw): RawQuery,
    StrapiQuery((extra, List(q, _))): StrapiQuery<(EventListQuery, List<Events>)>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let EventListQuery { upcoming, hotspot } = extra;
    let hotspot = hotspot
        .map(|h| known_hotspot(&snap, &h, "hotspot"))
        .transpose()?;
    let today = if upcoming {
        chrono::Utc::now().date_naive()
    } else {
        NaiveDate::MIN
    };
    // The date is part of the key: what is upcoming changes at midnight.
    let key = format!("events:{today}");
    collection_list(&snap, &key, raw.as_deref(), &q, Events::SCHEMA, || {
        upcoming_events(&snap, today, hotspot.as_deref())
            .map(|e| snap.event_view(e))
            .collect()
    })
}

/// One event.
#[utoipa::path(get, path = "/api/events/{slug}", tag = "content",
    params(("slug" = String, Path, description = "documentId (the slug)"), OneParamsOf<Events>),
    responses((status = 200, body = EventResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 404, description = "No such event", body = ErrorResponse)))]
pub async fn get_event(
    app: AppState,
    Path(slug): Path<String>,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Events>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let e = snap
        .events
        .iter()
        .find(|e| e.slug == slug)
        .ok_or_else(|| not_found(format!("Event not found: {slug}")))?;
    collection_one(
        &snap,
        &format!("event:{slug}"),
        &shape,
        Events::SCHEMA,
        cache::LONG,
        || (snap.event_view(e), EmptyMeta::default()),
    )
}
