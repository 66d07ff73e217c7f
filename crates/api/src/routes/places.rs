//! Hotspot towns, states, regions and categories.

use axum::extract::{Path, State};
use axum::http::{StatusCode, Uri};
use axum::response::Response;
use bytes::Bytes;
use serde_json::{Value, json};

use crate::app::AppState;
use crate::error::{ApiResult, not_found};
use crate::query::Params;
use crate::respond::{cache, json_bytes};
use crate::routes::content::upcoming_events;

fn cached_json(
    app: &AppState,
    key: &str,
    uri: &Uri,
    make: impl FnOnce(&crate::snapshot::Snapshot) -> Value,
) -> ApiResult<Response> {
    Params::parse(uri.query())?.finish()?;
    let snap = app.snapshot();
    let body = snap.cached(key, || {
        Bytes::from(serde_json::to_vec(&make(&snap)).unwrap_or_default())
    });
    Ok(json_bytes(StatusCode::OK, body, cache::LONG))
}

fn list(data: Vec<Value>) -> Value {
    let n = data.len();
    json!({ "data": data, "meta": { "pagination": { "page": 1, "pageSize": n.max(1), "pageCount": 1, "total": n } } })
}

/// Hotspot towns with `storeCount`, most stores first.
#[utoipa::path(get, path = "/api/hotspots", tag = "places", responses((status = 200, description = "Hotspots")))]
pub async fn list_hotspots(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    cached_json(&app, "hotspots", &uri, |snap| {
        let mut hs: Vec<_> = snap.hotspots.iter().collect();
        hs.sort_by(|a, b| {
            snap.hotspot_count(b)
                .cmp(&snap.hotspot_count(a))
                .then(a.name.cmp(&b.name))
        });
        list(hs.into_iter().map(|h| snap.hotspot_json(h)).collect())
    })
}

/// One hotspot with `storeCount` and `upcomingEvents`.
#[utoipa::path(get, path = "/api/hotspots/{slug}", tag = "places",
    params(("slug" = String, Path, description = "e.g. round-top-tx")),
    responses((status = 200, description = "The hotspot"), (status = 404, description = "No such hotspot")))]
pub async fn get_hotspot(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let h = snap
        .find_hotspot(&slug)
        .ok_or_else(|| not_found(format!("Hotspot not found: {slug}")))?;
    let today = chrono::Utc::now().date_naive();
    let key = format!("hotspot:{slug}:{today}");
    cached_json(&app, &key, &uri, |snap| {
        let mut v = snap.hotspot_json(h);
        let events: Vec<Value> = upcoming_events(snap, today, Some(&h.slug))
            .map(|e| json!(e))
            .collect();
        v["upcomingEvents"] = json!(events);
        json!({ "data": v, "meta": {} })
    })
}

/// The rule behind top stores, in words.
pub const RANKING_RULE: &str = "Stores belonging to the hotspot ranked by score = rating (customer sentiment, \
    else listing rating, else 0) + 0.5 for a verified listing + 0.25 for enhanced data; ties by name; top 10.";

/// The ten best stores of a hotspot town.
#[utoipa::path(get, path = "/api/hotspots/{slug}/top-stores", tag = "places",
    params(("slug" = String, Path, description = "e.g. round-top-tx")),
    responses((status = 200, description = "`data: { hotspot, stores }`, `meta: { rankingRule, total }`"),
              (status = 404, description = "No such hotspot")))]
pub async fn top_stores(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let h = snap
        .find_hotspot(&slug)
        .ok_or_else(|| not_found(format!("Hotspot not found: {slug}")))?;
    let mut p = Params::parse(uri.query())?;
    p.populate();
    p.finish()?;
    let key = format!("top:{slug}");
    let body = snap.cached(&key, || {
        let members = snap
            .hotspot_members
            .get(&h.slug)
            .cloned()
            .unwrap_or_default();
        let mut ranked: Vec<(u32, f64)> = members
            .iter()
            .map(|i| (*i, snap.entry(*i).score()))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut out = Vec::with_capacity(16 * 1024);
        out.extend_from_slice(b"{\"data\":{\"hotspot\":");
        out.extend_from_slice(&serde_json::to_vec(&snap.hotspot_json(h)).unwrap_or_default());
        out.extend_from_slice(b",\"stores\":[");
        for (rank, (i, score)) in ranked.iter().take(10).enumerate() {
            let e = snap.entry(*i);
            let mut reasons = Vec::new();
            if let Some(r) = e.rating {
                reasons.push(format!("Rated {r:.1}/10 by shoppers"));
            }
            if e.store.verified {
                reasons.push("Verified listing".to_string());
            }
            if e.store.has_enhanced_data {
                reasons.push("Detailed store insights".to_string());
            }
            if rank > 0 {
                out.push(b',');
            }
            let score = (score * 100.0).round() / 100.0;
            out.extend_from_slice(&e.summary_with(&[
                ("rank", json!(rank + 1)),
                ("score", json!(score)),
                ("reasons", json!(reasons)),
            ]));
        }
        out.extend_from_slice(b"]},\"meta\":");
        let meta = json!({ "rankingRule": RANKING_RULE, "total": members.len() });
        out.extend_from_slice(&serde_json::to_vec(&meta).unwrap_or_default());
        out.push(b'}');
        Bytes::from(out)
    });
    Ok(json_bytes(StatusCode::OK, body, cache::LONG))
}

/// States with region and `storeCount`, by name.
#[utoipa::path(get, path = "/api/states", tag = "places", responses((status = 200, description = "States")))]
pub async fn list_states(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    cached_json(&app, "states", &uri, |snap| {
        let mut states: Vec<_> = snap.states.iter().collect();
        states.sort_by(|a, b| a.name.cmp(&b.name));
        list(states.into_iter().map(|s| snap.state_json(s)).collect())
    })
}

/// One state (by slug or code) with its cities and hotspots.
#[utoipa::path(get, path = "/api/states/{slugOrCode}", tag = "places",
    params(("slugOrCode" = String, Path, description = "e.g. texas or TX")),
    responses((status = 200, description = "The state, `cities`, `hotspots`"), (status = 404, description = "No such state")))]
pub async fn get_state(
    State(app): State<AppState>,
    Path(key): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let s = snap
        .find_state(&key)
        .ok_or_else(|| not_found(format!("State not found: {key}")))?;
    cached_json(&app, &format!("state:{}", s.code), &uri, |snap| {
        let mut v = snap.state_json(s);
        let cities: Vec<Value> = snap
            .cities_of(&s.code)
            .into_iter()
            .map(|(name, n)| json!({ "name": name, "storeCount": n }))
            .collect();
        v["cities"] = json!(cities);
        v["hotspots"] = json!(snap.hotspots_in(&[s.code.as_str()]));
        json!({ "data": v, "meta": {} })
    })
}

/// Regions with their states and `storeCount`.
#[utoipa::path(get, path = "/api/regions", tag = "places", responses((status = 200, description = "Regions")))]
pub async fn list_regions(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    cached_json(&app, "regions", &uri, |snap| {
        list(snap.regions.iter().map(|r| snap.region_json(r)).collect())
    })
}

/// One region with its states and hotspots.
#[utoipa::path(get, path = "/api/regions/{slug}", tag = "places",
    params(("slug" = String, Path, description = "e.g. south")),
    responses((status = 200, description = "The region"), (status = 404, description = "No such region")))]
pub async fn get_region(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let r = snap
        .find_region(&slug)
        .ok_or_else(|| not_found(format!("Region not found: {slug}")))?;
    cached_json(&app, &format!("region:{slug}"), &uri, |snap| {
        let mut v = snap.region_json(r);
        let codes: Vec<&str> = snap
            .states
            .iter()
            .filter(|s| s.region == r.slug)
            .map(|s| s.code.as_str())
            .collect();
        v["hotspots"] = json!(snap.hotspots_in(&codes));
        json!({ "data": v, "meta": {} })
    })
}

/// Categories with `storeCount`.
#[utoipa::path(get, path = "/api/categories", tag = "places", responses((status = 200, description = "Categories")))]
pub async fn list_categories(State(app): State<AppState>, uri: Uri) -> ApiResult<Response> {
    cached_json(&app, "categories", &uri, |snap| {
        list(
            snap.categories
                .iter()
                .map(|c| snap.category_json(c))
                .collect(),
        )
    })
}

/// One category with `storeCount`.
#[utoipa::path(get, path = "/api/categories/{slug}", tag = "places",
    params(("slug" = String, Path, description = "e.g. furniture")),
    responses((status = 200, description = "The category"), (status = 404, description = "No such category")))]
pub async fn get_category(
    State(app): State<AppState>,
    Path(slug): Path<String>,
    uri: Uri,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let c = snap
        .find_category(&slug)
        .ok_or_else(|| not_found(format!("Category not found: {slug}")))?;
    cached_json(
        &app,
        &format!("category:{slug}"),
        &uri,
        |snap| json!({ "data": snap.category_json(c), "meta": {} }),
    )
}
