//! Buying guides and events.

use antiques_model::Event;
use axum::extract::Path;
use axum::response::Response;
use chrono::NaiveDate;

use crate::app::AppState;
use crate::error::{ApiResult, bad_request, not_found};
use crate::query::{FromParams, Page, Paging, Params, Populate, StrapiQuery};
use crate::respond::{cache, json};
use crate::snapshot::Snapshot;
use crate::views::{
    ErrorResponse, EventListResponse, EventResponse, GuideListResponse, GuideResponse,
    GuideSummary, GuideView, PagedMeta,
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

/// Guides without their body, newest first, with `readingMinutes`.
#[utoipa::path(get, path = "/api/guides", tag = "content",
    params(("pagination[page]" = Option<u32>, Query, minimum = 1, maximum = 1000000, description = "Page, from 1"),
           ("pagination[pageSize]" = Option<u32>, Query, minimum = 1, maximum = 100, description = "1..100, default 100")),
    responses((status = 200, body = GuideListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse)))]
pub async fn list_guides(
    app: AppState,
    StrapiQuery((_, Paging(page))): StrapiQuery<(Populate, Paging<100>)>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    Ok(json(
        &GuideListResponse {
            data: snap.guides[page.range(snap.guides.len())]
                .iter()
                .map(GuideSummary::of)
                .collect(),
            meta: PagedMeta {
                pagination: page.meta(snap.guides.len()),
            },
        },
        cache::LONG,
    ))
}

/// One guide with its Markdown body.
#[utoipa::path(get, path = "/api/guides/{slug}", tag = "content",
    params(("slug" = String, Path, description = "Guide slug")),
    responses((status = 200, body = GuideResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 404, description = "No such guide", body = ErrorResponse)))]
pub async fn get_guide(
    app: AppState,
    Path(slug): Path<String>,
    _: StrapiQuery<Populate>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let g = snap
        .guides
        .iter()
        .find(|g| g.slug == slug)
        .ok_or_else(|| not_found(format!("Guide not found: {slug}")))?;
    Ok(json(
        &GuideResponse {
            data: GuideView {
                summary: GuideSummary::of(g),
                body: &g.body,
            },
            meta: Default::default(),
        },
        cache::LONG,
    ))
}

/// The parameters of the event list.
pub struct EventListQuery {
    /// `upcoming`: hide events already over (default true).
    upcoming: bool,
    /// `hotspot`: a hotspot slug.
    hotspot: Option<String>,
    page: Page,
}

impl FromParams for EventListQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        p.populate();
        Ok(EventListQuery {
            upcoming: p.boolean("upcoming")?.unwrap_or(true),
            hotspot: p.take("hotspot"),
            page: p.pagination(100, false)?,
        })
    }
}

/// Events by start date; `upcoming=true` (default) hides those already over.
#[utoipa::path(get, path = "/api/events", tag = "content",
    params(("upcoming" = Option<bool>, Query, description = "Default true"),
           ("hotspot" = Option<String>, Query, description = "Hotspot slug"),
           ("pagination[page]" = Option<u32>, Query, minimum = 1, maximum = 1000000, description = "Page, from 1"),
           ("pagination[pageSize]" = Option<u32>, Query, minimum = 1, maximum = 100, description = "1..100, default 100")),
    responses((status = 200, body = EventListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse)))]
pub async fn list_events(
    app: AppState,
    StrapiQuery(q): StrapiQuery<EventListQuery>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let EventListQuery {
        upcoming,
        hotspot,
        page,
    } = q;
    let hotspot = match hotspot {
        Some(h) => Some(
            snap.find_hotspot(&h)
                .map(|h| h.slug.clone())
                .ok_or_else(|| {
                    bad_request(format!("hotspot must be a known hotspot slug, got {h:?}"))
                })?,
        ),
        None => None,
    };
    let today = if upcoming {
        chrono::Utc::now().date_naive()
    } else {
        NaiveDate::MIN
    };
    let all: Vec<&Event> = upcoming_events(&snap, today, hotspot.as_deref()).collect();
    Ok(json(
        &EventListResponse {
            data: all[page.range(all.len())]
                .iter()
                .map(|e| snap.event_view(e))
                .collect(),
            meta: PagedMeta {
                pagination: page.meta(all.len()),
            },
        },
        cache::LONG,
    ))
}

/// One event.
#[utoipa::path(get, path = "/api/events/{slug}", tag = "content",
    params(("slug" = String, Path, description = "Event slug")),
    responses((status = 200, body = EventResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 404, description = "No such event", body = ErrorResponse)))]
pub async fn get_event(
    app: AppState,
    Path(slug): Path<String>,
    _: StrapiQuery<Populate>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let e = snap
        .events
        .iter()
        .find(|e| e.slug == slug)
        .ok_or_else(|| not_found(format!("Event not found: {slug}")))?;
    Ok(json(
        &EventResponse {
            data: snap.event_view(e),
            meta: Default::default(),
        },
        cache::LONG,
    ))
}
