//! Buying guides and events.

use antiques_model::{Event, Guide};
use axum::extract::{Path, State};
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use chrono::NaiveDate;
use serde_json::{Value, json};

use crate::app::AppState;
use crate::error::{ApiResult, bad_request, not_found};
use crate::query::Params;
use crate::respond::{cache, json, json_bytes};
use crate::snapshot::Snapshot;

/// Minutes to read a Markdown body at 200 words a minute (at least 1).
pub fn reading_minutes(body: &str) -> usize {
    body.split_whitespace().count().div_ceil(200).max(1)
}

fn guide_json(g: &Guide, with_body: bool) -> Value {
    let mut v = serde_json::to_value(g).unwrap_or(Value::Null);
    if let Value::Object(m) = &mut v {
        if !with_body {
            m.remove("body");
        }
        m.insert("readingMinutes".into(), json!(reading_minutes(&g.body)));
    }
    v
}

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
    params(("pagination[page]" = Option<u32>, Query, description = "Page"),
           ("pagination[pageSize]" = Option<u32>, Query, description = "1..100, default 100")),
    responses((status = 200, description = "Guides")))]
pub async fn list_guides(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    let mut p = Params::parse(uri.query())?;
    p.populate();
    let page = p.pagination(100, false)?;
    p.finish()?;
    let snap = app.snapshot();
    let data: Vec<Value> = snap.guides[page.range(snap.guides.len())]
        .iter()
        .map(|g| guide_json(g, false))
        .collect();
    Ok(json(
        &json!({ "data": data, "meta": { "pagination": page.meta(snap.guides.len()) } }),
        cache::LONG,
    ))
}

/// One guide with its Markdown body.
#[utoipa::path(get, path = "/api/guides/{slug}", tag = "content",
    params(("slug" = String, Path, description = "Guide slug")),
    responses((status = 200, description = "The guide"), (status = 404, description = "No such guide")))]
pub async fn get_guide(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let mut p = Params::parse(uri.query())?;
    p.populate();
    p.finish()?;
    let snap = app.snapshot();
    let g = snap
        .guides
        .iter()
        .find(|g| g.slug == slug)
        .ok_or_else(|| not_found(format!("Guide not found: {slug}")))?;
    Ok(json(
        &json!({ "data": guide_json(g, true), "meta": {} }),
        cache::LONG,
    ))
}

/// Events by start date; `upcoming=true` (default) hides those already over.
#[utoipa::path(get, path = "/api/events", tag = "content",
    params(("upcoming" = Option<bool>, Query, description = "Default true"),
           ("hotspot" = Option<String>, Query, description = "Hotspot slug"),
           ("pagination[page]" = Option<u32>, Query, description = "Page"),
           ("pagination[pageSize]" = Option<u32>, Query, description = "1..100, default 100")),
    responses((status = 200, description = "Events")))]
pub async fn list_events(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    let snap = app.snapshot();
    let mut p = Params::parse(uri.query())?;
    p.populate();
    let upcoming = p.boolean("upcoming")?.unwrap_or(true);
    let hotspot = match p.take("hotspot") {
        Some(h) => Some(
            snap.find_hotspot(&h)
                .map(|h| h.slug.clone())
                .ok_or_else(|| {
                    bad_request(format!("hotspot must be a known hotspot slug, got {h:?}"))
                })?,
        ),
        None => None,
    };
    let page = p.pagination(100, false)?;
    p.finish()?;
    let today = if upcoming {
        chrono::Utc::now().date_naive()
    } else {
        NaiveDate::MIN
    };
    let all: Vec<&Event> = upcoming_events(&snap, today, hotspot.as_deref()).collect();
    let data: Vec<Value> = all[page.range(all.len())]
        .iter()
        .map(|e| json!(e))
        .collect();
    let body = serde_json::to_vec(
        &json!({ "data": data, "meta": { "pagination": page.meta(all.len()) } }),
    )
    .unwrap_or_default();
    Ok(json_bytes(StatusCode::OK, body, cache::LONG))
}

/// One event.
#[utoipa::path(get, path = "/api/events/{slug}", tag = "content",
    params(("slug" = String, Path, description = "Event slug")),
    responses((status = 200, description = "The event"), (status = 404, description = "No such event")))]
pub async fn get_event(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let mut p = Params::parse(uri.query())?;
    p.populate();
    p.finish()?;
    let snap = app.snapshot();
    let e = snap
        .events
        .iter()
        .find(|e| e.slug == slug)
        .ok_or_else(|| not_found(format!("Event not found: {slug}")))?;
    Ok(json(&json!({ "data": e, "meta": {} }), cache::LONG))
}
