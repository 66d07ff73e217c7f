//! Hotspot towns, states, regions and categories.

use axum::extract::{Path, RawQuery};
use axum::response::Response;

use crate::app::AppState;
use crate::collection::collections::{Categories, Hotspots, Regions, States};
use crate::collection::{Collection, List, ListParamsOf, One, OneParamsOf};
use crate::error::{ApiResult, not_found};
use crate::query::{Populate, StrapiQuery};
use crate::respond::{cache, cached_json, collection_list, collection_one};
use crate::routes::content::upcoming_events;
use crate::views::{
    CategoryListResponse, CategoryResponse, CityCount, EmptyMeta, ErrorResponse, HotspotDetail,
    HotspotListResponse, HotspotResponse, Ranking, RegionDetail, RegionListResponse,
    RegionResponse, StateDetail, StateListResponse, StateResponse, TopStores, TopStoresMeta,
    TopStoresResponse,
};

/// Hotspot towns with `storeCount`, most stores first.
#[utoipa::path(get, path = "/api/hotspots", tag = "places", params(ListParamsOf<Hotspots>),
    responses((status = 200, body = HotspotListResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn list_hotspots(
    app: AppState,
    RawQuery(raw): RawQuery,
    StrapiQuery(List(q, _)): StrapiQuery<List<Hotspots>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    collection_list(
        &snap,
        "hotspots",
        raw.as_deref(),
        &q,
        Hotspots::SCHEMA,
        || {
            let mut hs: Vec<_> = snap.hotspots.iter().collect();
            hs.sort_by(|a, b| {
                snap.hotspot_count(b)
                    .cmp(&snap.hotspot_count(a))
                    .then(a.name.cmp(&b.name))
            });
            hs.into_iter().map(|h| snap.hotspot_view(h)).collect()
        },
    )
}

/// One hotspot with `storeCount` and `upcomingEvents`.
#[utoipa::path(get, path = "/api/hotspots/{slug}", tag = "places",
    params(("slug" = String, Path, description = "documentId (the slug), e.g. round-top-tx"), OneParamsOf<Hotspots>),
    responses((status = 200, body = HotspotResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 404, description = "No such hotspot", body = ErrorResponse)))]
pub async fn get_hotspot(
    app: AppState,
    Path(slug): Path<String>,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Hotspots>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let h = snap
        .find_hotspot(&slug)
        .ok_or_else(|| not_found(format!("Hotspot not found: {slug}")))?;
    let today = chrono::Utc::now().date_naive();
    let key = format!("hotspot:{slug}:{today}");
    collection_one(&snap, &key, &shape, Hotspots::SCHEMA, cache::LONG, || {
        (
            HotspotDetail {
                hotspot: snap.hotspot_view(h),
                upcoming_events: upcoming_events(&snap, today, Some(&h.slug))
                    .map(|e| snap.event_view(e))
                    .collect(),
            },
            EmptyMeta::default(),
        )
    })
}

/// The rule behind top stores, in words a visitor reads on the top-10 page (with the figures an API
/// client needs to reproduce it).
pub const RANKING_RULE: &str = "The ten stores of this town with the best score. A store's score is its rating \
    out of 10 (from what customers say about it where we know that, else from its listing; 0 without \
    either), plus 0.5 if an editor has verified it and 0.25 if its listing has detailed information. \
    Stores with the same score are listed by name.";

/// The ten best stores of a hotspot town, ranked by [`RANKING_RULE`].
#[utoipa::path(get, path = "/api/hotspots/{slug}/top-stores", tag = "places",
    params(("slug" = String, Path, description = "e.g. round-top-tx")),
    responses((status = 200, description = "The hotspot and its stores in rank order", body = TopStoresResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 404, description = "No such hotspot", body = ErrorResponse)))]
pub async fn top_stores(
    app: AppState,
    Path(slug): Path<String>,
    _: StrapiQuery<Populate>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let h = snap
        .find_hotspot(&slug)
        .ok_or_else(|| not_found(format!("Hotspot not found: {slug}")))?;
    Ok(cached_json(
        &snap,
        &format!("top:{slug}"),
        cache::LONG,
        || {
            let members = snap
                .stores
                .hotspot_members
                .get(&h.slug)
                .map(Vec::as_slice)
                .unwrap_or_default();
            let mut ranked: Vec<(u32, f64)> = members
                .iter()
                .map(|i| (*i, snap.entry(*i).score()))
                .collect();
            ranked.sort_by(|a, b| {
                b.1.total_cmp(&a.1)
                    .then(snap.stores.name_rank(a.0).cmp(&snap.stores.name_rank(b.0)))
            });
            let stores = ranked
                .iter()
                .take(10)
                .enumerate()
                .map(|(rank, (i, score))| {
                    let e = snap.entry(*i);
                    let mut reasons = Vec::new();
                    if let Some(r) = e.rating {
                        reasons.push(format!("Rated {r:.1}/10 by shoppers"));
                    }
                    if e.verified {
                        reasons.push("Verified listing".to_string());
                    }
                    if e.has_enhanced_data {
                        reasons.push("Detailed store insights".to_string());
                    }
                    snap.summary(*i).with(&Ranking {
                        rank: rank + 1,
                        score: (score * 100.0).round() / 100.0,
                        reasons,
                    })
                })
                .collect();
            TopStoresResponse {
                data: TopStores {
                    hotspot: snap.hotspot_view(h),
                    stores,
                },
                meta: TopStoresMeta {
                    ranking_rule: RANKING_RULE,
                    total: members.len() as u64,
                },
            }
        },
    ))
}

/// States with region and `storeCount`, by name.
#[utoipa::path(get, path = "/api/states", tag = "places", params(ListParamsOf<States>),
    responses((status = 200, body = StateListResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn list_states(
    app: AppState,
    RawQuery(raw): RawQuery,
    StrapiQuery(List(q, _)): StrapiQuery<List<States>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    collection_list(&snap, "states", raw.as_deref(), &q, States::SCHEMA, || {
        let mut states: Vec<_> = snap.states.iter().collect();
        states.sort_by(|a, b| a.name.cmp(&b.name));
        states.into_iter().map(|s| snap.state_view(s)).collect()
    })
}

/// One state (by slug or code) with its cities and hotspots.
#[utoipa::path(get, path = "/api/states/{slugOrCode}", tag = "places",
    params(("slugOrCode" = String, Path, description = "documentId (the slug) or code, e.g. texas or TX"), OneParamsOf<States>),
    responses((status = 200, body = StateResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 404, description = "No such state", body = ErrorResponse)))]
pub async fn get_state(
    app: AppState,
    Path(key): Path<String>,
    StrapiQuery(One(shape, _)): StrapiQuery<One<States>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let s = snap
        .find_state(&key)
        .ok_or_else(|| not_found(format!("State not found: {key}")))?;
    collection_one(
        &snap,
        &format!("state:{}", s.code),
        &shape,
        States::SCHEMA,
        cache::LONG,
        || {
            (
                StateDetail {
                    state: snap.state_view(s),
                    cities: snap
                        .cities_of(&s.code)
                        .into_iter()
                        .map(|(name, n)| CityCount {
                            name,
                            store_count: n as u64,
                        })
                        .collect(),
                    hotspots: snap.hotspots_in(&[s.code.as_str()]),
                },
                EmptyMeta::default(),
            )
        },
    )
}

/// Regions with their states and `storeCount`.
#[utoipa::path(get, path = "/api/regions", tag = "places", params(ListParamsOf<Regions>),
    responses((status = 200, body = RegionListResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn list_regions(
    app: AppState,
    RawQuery(raw): RawQuery,
    StrapiQuery(List(q, _)): StrapiQuery<List<Regions>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    collection_list(
        &snap,
        "regions",
        raw.as_deref(),
        &q,
        Regions::SCHEMA,
        || snap.regions.iter().map(|r| snap.region_view(r)).collect(),
    )
}

/// One region with its states and hotspots.
#[utoipa::path(get, path = "/api/regions/{slug}", tag = "places",
    params(("slug" = String, Path, description = "documentId (the slug), e.g. south"), OneParamsOf<Regions>),
    responses((status = 200, body = RegionResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 404, description = "No such region", body = ErrorResponse)))]
pub async fn get_region(
    app: AppState,
    Path(slug): Path<String>,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Regions>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let r = snap
        .find_region(&slug)
        .ok_or_else(|| not_found(format!("Region not found: {slug}")))?;
    collection_one(
        &snap,
        &format!("region:{slug}"),
        &shape,
        Regions::SCHEMA,
        cache::LONG,
        || {
            let codes: Vec<&str> = snap
                .states
                .iter()
                .filter(|s| s.region == r.slug)
                .map(|s| s.code.as_str())
                .collect();
            (
                RegionDetail {
                    region: snap.region_view(r),
                    hotspots: snap.hotspots_in(&codes),
                },
                EmptyMeta::default(),
            )
        },
    )
}

/// Categories with `storeCount`.
#[utoipa::path(get, path = "/api/categories", tag = "places", params(ListParamsOf<Categories>),
    responses((status = 200, body = CategoryListResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn list_categories(
    app: AppState,
    RawQuery(raw): RawQuery,
    StrapiQuery(List(q, _)): StrapiQuery<List<Categories>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    collection_list(
        &snap,
        "categories",
        raw.as_deref(),
        &q,
        Categories::SCHEMA,
        || {
            snap.categories
                .iter()
                .map(|c| snap.category_view(c))
                .collect()
        },
    )
}

/// One category with `storeCount`.
#[utoipa::path(get, path = "/api/categories/{slug}", tag = "places",
    params(("slug" = String, Path, description = "documentId (the slug), e.g. furniture"), OneParamsOf<Categories>),
    responses((status = 200, body = CategoryResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 404, description = "No such category", body = ErrorResponse)))]
pub async fn get_category(
    app: AppState,
    Path(slug): Path<String>,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Categories>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let c = snap
        .find_category(&slug)
        .ok_or_else(|| not_found(format!("Category not found: {slug}")))?;
    collection_one(
        &snap,
        &format!("category:{slug}"),
        &shape,
        Categories::SCHEMA,
        cache::LONG,
        || (snap.category_view(c), EmptyMeta::default()),
    )
}
