//! Store reads: lists, detail, letters, filtered search, name search, nearby, map, sitemap.

use std::collections::BTreeMap;

use antiques_model::text::fold;
use axum::extract::Path;
use axum::response::Response;

use crate::access::editor_reading;
use crate::app::AppState;
use crate::collection::collections::Stores;
use crate::collection::filter::{Form, Op, Path as FieldPath};
use crate::collection::{
    Collection, Filter, List, ListParamsOf, One, OneParamsOf, Val, project, sort_by_keys,
};
use crate::collection::{Doc, JsonDoc, ListQuery, Shape};
use crate::error::{ApiError, ApiResult, bad_request, not_found};
use crate::query::{FromParams, MAX_PAGE_SIZE, MAX_SEARCH_LEN, Page, Params, StrapiQuery};
use crate::respond::{cache, cached_json, json, json_bytes};
use crate::routes::admin::{full_answer, resolve};
use crate::snapshot::doc::StoreDoc;
use crate::snapshot::summary_of;
use crate::snapshot::{Slot, Snapshot, StoreEntry, SummaryJson};
use crate::views::{
    AskedSlug, CountMeta, Distance, ErrorResponse, LetterCount, LettersResponse, ListMeta,
    ListedStore, MapPoint, MapResponse, NameSearchHit, NameSearchResponse, NearMeta, NearResponse,
    PagedMeta, ReferenceResponse, ReferenceStats, SitemapEntry, SitemapResponse, StoreDetailMeta,
    StoreDetailResponse, StoreListResponse, StoresBySlugResponse,
};
use antiques_storage::{StoreQuery, Window};
use axum::extract::RawQuery;
use axum::http::{HeaderMap, StatusCode};
use bytes::Bytes;
use serde_json::Value;
use serde_json::value::RawValue;
use std::sync::Arc;

/// Radius of the "nearby stores" of a store page.
const NEARBY_RADIUS_KM: f64 = 150.0;
/// How many nearby stores a store page gets.
const NEARBY_COUNT: usize = 6;

/// The boolean search filters besides the category slugs.
pub const FEATURE_FILTERS: [&str; 9] = [
    "delivery",
    "shipping",
    "auctions",
    "multiVendor",
    "multipleFloors",
    "verified",
    "featured",
    "hasWebsite",
    "openNow",
];

/// A store of a list as a query shapes it: its summary, the full store with `populate`, or with
/// `fields` those fields, read from the full store whatever a summary leaves out.
fn listed_as(full: Box<RawValue>, shape: &Shape) -> ListedStore {
    match &shape.fields {
        None if shape.populate.any() => ListedStore::Full(full),
        None => ListedStore::Summary(summary_of(full)),
        Some(_) => ListedStore::Shaped(shaped(&full, shape)),
    }
}

/// A store's detail as a query shapes it: always the full store, cut by `fields`.
fn detail_as(full: Box<RawValue>, shape: &Shape) -> ApiResult<Box<RawValue>> {
    match &shape.fields {
        None => Ok(full),
        Some(_) => serde_json::value::to_raw_value(&shaped(&full, shape))
            .map_err(crate::error::ApiError::internal),
    }
}

fn shaped(full: &RawValue, shape: &Shape) -> Value {
    project(
        serde_json::from_str(full.get()).unwrap_or_default(),
        shape,
        Stores::SCHEMA,
    )
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// A store summary with its distance, as nearby lists show it.
fn with_distance(snap: &Snapshot, slot: Slot, km: f64) -> SummaryJson {
    snap.summary(slot).with(&Distance {
        distance_km: round1(km),
    })
}

/// Refuses a value naming a state, region, category or hotspot town the catalogue does not have:
/// 422 naming the parameter (the request is as documented; the catalogue decides what exists).
fn unknown(param: &str, what: &str, key: &str) -> ApiError {
    ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!("{param} must be {what}, got {key:?}"),
    )
}

pub(crate) fn known_state(snap: &Snapshot, key: &str, param: &str) -> ApiResult<String> {
    snap.find_state(key.trim())
        .map(|s| s.code.clone())
        .ok_or_else(|| unknown(param, "a known state code (e.g. TX)", key))
}

pub(crate) fn known_region(snap: &Snapshot, key: &str, param: &str) -> ApiResult<String> {
    snap.find_region(key.trim())
        .map(|r| r.slug.clone())
        .ok_or_else(|| unknown(param, "a known region slug", key))
}

/// The slug of a hotspot town the catalogue has; 422 naming `param` otherwise.
pub(crate) fn known_hotspot(snap: &Snapshot, key: &str, param: &str) -> ApiResult<String> {
    snap.find_hotspot(key.trim())
        .map(|h| h.slug.clone())
        .ok_or_else(|| unknown(param, "a known hotspot town slug", key))
}

fn known_category(snap: &Snapshot, key: &str, param: &str) -> ApiResult<String> {
    snap.find_category(key.trim())
        .map(|c| c.slug.clone())
        .ok_or_else(|| unknown(param, "a known category slug", key))
}

/// Catalogue totals for the home page.
#[utoipa::path(get, path = "/api/stores/reference", tag = "stores",
    responses((status = 200, body = ReferenceResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn reference(app: AppState, _: StrapiQuery<()>) -> ApiResult<Response> {
    let snap = app.snapshot();
    Ok(cached_json(&snap, "reference", cache::SHORT, || {
        ReferenceResponse {
            data: ReferenceStats {
                total_stores: snap.stores.len() as u64,
                distinct_cities: snap.stores.distinct_cities() as u64,
                total_states: snap
                    .stores
                    .state_counts
                    .values()
                    .filter(|n| **n > 0)
                    .count() as u64,
                total_hotspots: snap.hotspots.len() as u64,
            },
            meta: Default::default(),
        }
    }))
}

/// Stores, paged, filtered and sorted with Strapi's parameters (docs/api.md); by name unless sorted.
#[utoipa::path(get, path = "/api/stores", tag = "stores", params(ListParamsOf<Stores>),
    responses((status = 200, description = "Summaries, or full stores with `populate`", body = StoreListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 422, description = "`filters` names a state, region, category or hotspot town the catalogue does not have, or filters and sort together read more than three fields of whole stores", body = ErrorResponse)))]
pub async fn list_stores(
    app: AppState,
    headers: HeaderMap,
    RawQuery(raw): RawQuery,
    StrapiQuery(List(q, _)): StrapiQuery<List<Stores>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    if q.shape.drafts {
        if let Some(filter) = &q.filter {
            known_keys(&snap, filter)?;
        }
        editor_reading(&app, &headers).await?;
        return list_with_drafts(&app, &snap, &q).await;
    }
    // The published list depends on nothing but the snapshot and the query: a repeated query is
    // one lookup (only answers that succeeded are kept).
    let key = format!("stores?{}", raw.unwrap_or_default());
    if let Some(body) = snap.cached_body(&key) {
        return Ok(json_bytes(StatusCode::OK, body, cache::SHORT));
    }
    if let Some(filter) = &q.filter {
        known_keys(&snap, filter)?;
    }
    let n = snap.stores.len();
    let (total, picked): (usize, Vec<Slot>) = match (&q.filter, ready_order(&snap, &q)) {
        (None, Some(order)) => (n, order[q.paging.range(n)].to_vec()),
        _ => {
            let all = matching_slots(&snap, &q).await?;
            (all.len(), all[q.paging.range(all.len())].to_vec())
        }
    };
    let shape = &q.shape;
    let data: Vec<ListedStore> = picked
        .iter()
        .map(|i| listed_as(snap.full_json(*i), shape))
        .collect();
    let body = Bytes::from(
        serde_json::to_vec(&StoreListResponse {
            data,
            meta: ListMeta {
                pagination: q.paging.meta(total),
            },
        })
        .map_err(crate::error::ApiError::internal)?,
    );
    snap.keep_body(&key, &body);
    Ok(json_bytes(StatusCode::OK, body, cache::SHORT))
}

/// Most conditions and sort keys of one query on fields a snapshot entry does not keep: each reads
/// every store's full answer.
const MAX_UNKEPT_PARTS: usize = 3;

/// Scans of every store's full answer run one at a time, so such queries queue rather than take
/// every core.
static FULL_SCANS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// The order a query asks for when the snapshot keeps it ready.
fn ready_order<'a>(snap: &'a Snapshot, q: &ListQuery) -> Option<&'a [Slot]> {
    let sort: Vec<(&str, bool)> = q.sort.iter().map(|(f, desc)| (f.name, *desc)).collect();
    match sort.as_slice() {
        [] | [("name", false)] => Some(&snap.stores.by_name),
        [("name", true)] => Some(snap.by_name_desc()),
        // Both break ties by name, as the list's default order does.
        [("displayRating", true)] | [("displayRating", true), ("name", false)] => {
            Some(&snap.stores.order_rating)
        }
        [("updatedAt", true)] | [("updatedAt", true), ("name", false)] => {
            Some(&snap.stores.order_updated)
        }
        _ => None,
    }
}

/// Every store a filtered or sorted query lists, in its order: kept per snapshot, computed once
/// (requests asking meanwhile wait for it), off the async workers, and one at a time when it reads
/// the stores' full answers.
async fn matching_slots(snap: &Arc<Snapshot>, q: &ListQuery) -> ApiResult<Arc<[Slot]>> {
    let mut unkept = q
        .sort
        .iter()
        .filter(|(f, _)| !StoreDoc::keeps(f.name, None))
        .count();
    if let Some(filter) = &q.filter {
        filter.each_condition(&mut |path, _, _, _| {
            if !StoreDoc::keeps(path.field.name, path.sub.map(|f| f.name)) {
                unkept += 1;
            }
            Ok(())
        })?;
    }
    // The document cannot state the limit (it counts fields across filters and sort): a 422.
    if unkept > MAX_UNKEPT_PARTS {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "Too many conditions or sort keys on fields read from whole stores: at most \
             {MAX_UNKEPT_PARTS} (the fields kept for quick filters: {})",
                StoreDoc::KEPT.join(", ")
            ),
        ));
    }
    let key = format!(
        "{:?}|{:?}",
        q.filter,
        q.sort.iter().map(|(f, d)| (f.name, *d)).collect::<Vec<_>>()
    );
    let list = snap.slot_list(&key);
    let slots = list
        .get_or_try_init(|| async {
            let _turn = match unkept {
                0 => None,
                _ => Some(
                    FULL_SCANS
                        .acquire()
                        .await
                        .map_err(crate::error::ApiError::internal)?,
                ),
            };
            let (snap, q) = (snap.clone(), q.clone());
            tokio::task::spawn_blocking(move || list_slots(&snap, &q).into())
                .await
                .map_err(crate::error::ApiError::internal)
        })
        .await?;
    Ok(slots.clone())
}

/// Every store a filtered or sorted query lists, in its order, computed.
fn list_slots(snap: &Snapshot, q: &ListQuery) -> Vec<Slot> {
    let ready = ready_order(snap, q);
    let base = ready.unwrap_or(&snap.stores.by_name).iter().copied();
    // A substring every listed name must hold narrows the stores to check in one scan.
    let candidates = q.filter.as_ref().and_then(name_substring).map(|needle| {
        let mut marked = vec![false; snap.stores.slot_capacity()];
        for slot in snap.name_haystack().containing(needle) {
            marked[slot as usize] = true;
        }
        marked
    });
    let candidate = |s: &Slot| candidates.as_ref().is_none_or(|m| m[*s as usize]);
    let mut slots: Vec<Slot> = match &q.filter {
        Some(f) => base
            .filter(|s| candidate(s) && f.matches(&StoreDoc::new(snap, *s)))
            .collect(),
        None => base.collect(),
    };
    if ready.is_none() {
        sort_by_keys(&mut slots, &q.sort, |s| StoreDoc::new(snap, *s));
    }
    slots
}

/// Every store that is a draft, read whole from the database, as its full answer.
async fn draft_stores(app: &AppState) -> ApiResult<Vec<Box<RawValue>>> {
    let draft = StoreQuery {
        draft: Some(true),
        ..StoreQuery::default()
    };
    let (rows, _) = app.db.editor_stores(&draft, Window::ALL).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    app.db
        .stores_by_ids(&ids)
        .await?
        .iter()
        .map(|s| full_answer(app, s))
        .collect()
}

/// A store of a list with drafts: published (in the snapshot) or a draft (read whole).
enum AnyStore<'a> {
    Live(StoreDoc<'a>),
    Draft(JsonDoc<'a>),
}

impl Doc for AnyStore<'_> {
    fn any(&self, path: &FieldPath, form: Form, each: &mut dyn FnMut(&Val) -> bool) -> bool {
        match self {
            AnyStore::Live(d) => d.any(path, form, each),
            AnyStore::Draft(d) => d.any(path, form, each),
        }
    }
}

/// `status=draft`: the published stores and the drafts, filtered, sorted (by name unless asked)
/// and paged together; never cached.
async fn list_with_drafts(app: &AppState, snap: &Snapshot, q: &ListQuery) -> ApiResult<Response> {
    let raw = draft_stores(app).await?;
    let drafts: Vec<Value> = raw
        .iter()
        .map(|r| serde_json::from_str(r.get()).unwrap_or_default())
        .collect();
    #[derive(Clone, Copy)]
    enum Item {
        Live(Slot),
        Draft(usize),
    }
    let doc = |item: &Item| match *item {
        Item::Live(slot) => AnyStore::Live(StoreDoc::new(snap, slot)),
        Item::Draft(i) => AnyStore::Draft(JsonDoc(&drafts[i])),
    };
    let mut items: Vec<Item> = snap
        .stores
        .by_name
        .iter()
        .map(|s| Item::Live(*s))
        .chain((0..drafts.len()).map(Item::Draft))
        .filter(|item| q.filter.as_ref().is_none_or(|f| f.matches(&doc(item))))
        .collect();
    let by_name = [(
        Stores::SCHEMA.field("name").expect("stores have names"),
        false,
    )];
    let keys = if q.sort.is_empty() {
        &by_name[..]
    } else {
        &q.sort[..]
    };
    sort_by_keys(&mut items, keys, doc);
    let total = items.len();
    let shape = &q.shape;
    let data: Vec<ListedStore> = items[q.paging.range(total)]
        .iter()
        .map(|item| {
            let full = match *item {
                Item::Live(slot) => snap.full_json(slot),
                Item::Draft(i) => raw[i].clone(),
            };
            listed_as(full, shape)
        })
        .collect();
    Ok(json(
        &StoreListResponse {
            data,
            meta: ListMeta {
                pagination: q.paging.meta(total),
            },
        },
        cache::NO_STORE,
    ))
}

/// The longest text a filter requires every listed store's folded name to contain (a `$containsi`
/// on `name` that all of it depends on), if any.
fn name_substring(filter: &Filter) -> Option<&str> {
    match filter {
        Filter::Cond {
            path,
            op: Op::ContainsI,
            negated: false,
            values,
            ..
        } if path.field.name == "name" && path.sub.is_none() => match values.as_slice() {
            [Val::Text(needle)] => Some(needle),
            _ => None,
        },
        Filter::All(all) => all
            .iter()
            .filter_map(name_substring)
            .max_by_key(|needle| needle.len()),
        _ => None,
    }
}

/// Refuses an equality on a state code, a region, a category or a hotspot town the catalogue does
/// not have: a typo there is a 422 naming the parameter, not an empty list.
fn known_keys(snap: &Snapshot, filter: &Filter) -> ApiResult<()> {
    filter.each_condition(&mut |path, op, values, param| {
        if !matches!(op, Op::Eq | Op::In) {
            return Ok(());
        }
        let known = |v: &str| match (path.field.name, path.sub.map(|f| f.name)) {
            ("state", None) => Some(snap.states.iter().any(|s| s.code == v)),
            ("region", None) => Some(snap.find_region(v).is_some()),
            ("categories", Some("slug")) => Some(snap.find_category(v).is_some()),
            ("nearestAntiqueHotspot", Some("slug")) => Some(snap.find_hotspot(v).is_some()),
            _ => None,
        };
        for v in values {
            if let Val::Text(t) = v
                && known(t) == Some(false)
            {
                let what = match path.field.name {
                    "state" => "a known state code (e.g. TX)",
                    "region" => "a known region slug",
                    "categories" => "a known category slug",
                    _ => "a known hotspot slug",
                };
                return Err(unknown(param, what, t));
            }
        }
        Ok(())
    })
}

/// One published store by id, documentId or slug, with up to six nearby stores in `meta.nearby`. A
/// slug the store had before it was renamed answers the store too: its `slug` is the current one.
#[utoipa::path(get, path = "/api/stores/{id}", tag = "stores",
    params(("id" = String, Path, description = "Numeric id, documentId or slug"),
           OneParamsOf<Stores>),
    responses((status = 200, description = "The full store and `meta.nearby`", body = StoreDetailResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse)))]
pub async fn get_store(
    app: AppState,
    Path(key): Path<String>,
    headers: HeaderMap,
    StrapiQuery(One(shape, _)): StrapiQuery<One<Stores>>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    if shape.drafts {
        // The latest version, a draft's too, read from the database; no nearby stores.
        editor_reading(&app, &headers).await?;
        let store = app.db.store_by_id(resolve(&app, &key).await?).await?;
        let data = detail_as(full_answer(&app, &store)?, &shape)?;
        return Ok(json(
            &StoreDetailResponse {
                data,
                meta: StoreDetailMeta { nearby: Vec::new() },
            },
            cache::NO_STORE,
        ));
    }
    let i = match snap.find_store(&key) {
        Some(i) => Some(i),
        // A renamed store's old slug answers the store (its `slug` tells the new address). A
        // database that cannot be asked leaves the answer a 404, not a 503.
        None => match app.db.redirected_store(&key).await {
            Ok(Some(id)) => snap.find_store(&id.to_string()),
            _ => None,
        },
    }
    .ok_or_else(|| not_found(format!("Store not found: {key}")))?;
    let e = snap.entry(i);
    let nearby = snap.cached_nearby(i, || match (e.latitude, e.longitude) {
        (Some(lat), Some(lng)) => {
            snap.stores
                .nearest(lat, lng, NEARBY_RADIUS_KM, NEARBY_COUNT, Some(i))
        }
        _ => Vec::new(),
    });
    let data = detail_as(snap.full_json(i), &shape)?;
    Ok(json(
        &StoreDetailResponse {
            data,
            meta: StoreDetailMeta {
                nearby: nearby
                    .iter()
                    .map(|(j, d)| with_distance(&snap, *j, *d))
                    .collect(),
            },
        },
        cache::SHORT,
    ))
}

/// `slugs` of `GET /api/stores/by-slugs`: 1 to [`MAX_PAGE_SIZE`] slugs separated by commas, each
/// kept once, in order.
pub struct SlugList(Vec<String>);

impl FromParams for SlugList {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let refused = || {
            bad_request(format!(
                "slugs must be 1 to {MAX_PAGE_SIZE} store slugs separated by commas"
            ))
        };
        let raw = p.take("slugs").ok_or_else(refused)?;
        let mut slugs: Vec<String> = Vec::new();
        for slug in raw.split(',') {
            if slug.is_empty() {
                return Err(refused());
            }
            if !slugs.iter().any(|s| s == slug) {
                slugs.push(slug.to_string());
            }
        }
        if raw.split(',').count() > MAX_PAGE_SIZE as usize {
            return Err(refused());
        }
        Ok(SlugList(slugs))
    }
}

/// The published stores with these slugs, or that had them before they were renamed: what a saved
/// list or a shared trip, which keep the slugs they were given, finds its stores by. Each store
/// says which slug it was asked by; a slug that leads to no published store is left out.
#[utoipa::path(get, path = "/api/stores/by-slugs", tag = "stores",
    params(("slugs" = String, Query, pattern = r"^[^,]+(?:,[^,]+){0,99}$",
            description = "1 to 100 store slugs separated by commas: current slugs, or slugs stores had before they were renamed")),
    responses((status = 200, description = "Summaries with `askedSlug`, in the order asked", body = StoresBySlugResponse),
              (status = 400, description = "No slugs, an empty one, or more than 100", body = ErrorResponse)))]
pub async fn by_slugs(
    app: AppState,
    StrapiQuery(SlugList(slugs)): StrapiQuery<SlugList>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    // By slug only: a slug made of digits is not read as a numeric id.
    let live = |slug: &str| {
        snap.find_store(slug)
            .filter(|&slot| &*snap.entry(slot).slug == slug)
    };
    let unknown: Vec<String> = slugs
        .iter()
        .filter(|s| live(s).is_none())
        .cloned()
        .collect();
    // The old slugs of renamed stores are in the database. One that cannot be asked leaves those
    // slugs out, as a store page's old address answers 404 then, not 503.
    let renamed = match unknown.is_empty() {
        true => Default::default(),
        false => app.db.redirected_stores(&unknown).await.unwrap_or_default(),
    };
    let data = slugs
        .iter()
        .filter_map(|slug| {
            let slot = live(slug).or_else(|| {
                renamed
                    .get(slug)
                    .and_then(|id| snap.find_store(&id.to_string()))
            })?;
            Some(snap.summary(slot).with(&AskedSlug { asked_slug: slug }))
        })
        .collect();
    Ok(json(
        &StoresBySlugResponse {
            data,
            meta: Default::default(),
        },
        cache::SHORT,
    ))
}

/// Store counts per first letter (`a`..`z`, then `0`..`9`).
#[utoipa::path(get, path = "/api/stores/letters", tag = "stores",
    responses((status = 200, body = LettersResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn letters(app: AppState, _: StrapiQuery<()>) -> ApiResult<Response> {
    let snap = app.snapshot();
    Ok(cached_json(&snap, "letters", cache::SHORT, || {
        let mut counts: BTreeMap<char, u64> =
            ('a'..='z').chain('0'..='9').map(|c| (c, 0)).collect();
        for e in snap.stores.iter() {
            if let Some(c) = e.folded_name.chars().next()
                && let Some(n) = counts.get_mut(&c)
            {
                *n += 1;
            }
        }
        LettersResponse {
            data: ('a'..='z')
                .chain('0'..='9')
                .map(|c| LetterCount {
                    letter: c.to_string(),
                    count: counts[&c],
                })
                .collect(),
            meta: Default::default(),
        }
    }))
}

/// The parameters of the name search: `query` (or `q`), and `page`/`pageSize` (or Strapi's).
pub struct NameSearchQuery {
    page: Page,
    raw: String,
}

impl FromParams for NameSearchQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(NameSearchQuery {
            page: p.pagination(10, true)?,
            raw: p.take("query").or_else(|| p.take("q")).unwrap_or_default(),
        })
    }
}

/// The name search's `query` for the document: 1 to 200 characters, not all of them spaces.
struct NameSearchText;

impl utoipa::IntoParams for NameSearchText {
    fn into_params(
        _: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>,
    ) -> Vec<utoipa::openapi::path::Parameter> {
        use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
        let text = serde_json::json!({
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_SEARCH_LEN,
            "pattern": crate::routes::patterns::not_blank()
        });
        vec![
            ParameterBuilder::new()
                .name("query")
                .parameter_in(ParameterIn::Query)
                .required(utoipa::openapi::Required::True)
                .description(Some(format!(
                    "1..{MAX_SEARCH_LEN} characters, not only spaces"
                )))
                .schema(Some(crate::views::schema_from_json(text)))
                .build(),
        ]
    }
}

/// Typo-tolerant prefix search on store names (exact, then prefix, then word prefix, then typos).
#[utoipa::path(get, path = "/api/stores/name-search", tag = "stores",
    params(NameSearchText,
           ("page" = Option<u32>, Query, minimum = 1, maximum = 1000000, description = "From 1"),
           ("pageSize" = Option<u32>, Query, minimum = 1, maximum = 100, description = "1..100, default 10")),
    responses((status = 200, body = NameSearchResponse),
              (status = 400, description = "Missing or too long query", body = ErrorResponse)))]
pub async fn name_search(
    app: AppState,
    StrapiQuery(NameSearchQuery { page, raw }): StrapiQuery<NameSearchQuery>,
) -> ApiResult<Response> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(bad_request("query is required: 1 to 200 characters"));
    }
    if raw.chars().count() > MAX_SEARCH_LEN {
        return Err(bad_request(format!(
            "query is too long: at most {MAX_SEARCH_LEN} characters"
        )));
    }
    let snap = app.snapshot();
    let folded = fold(trimmed);
    // Autocomplete asks the same short prefixes again and again, and a two-letter one matches most
    // stores: each answer is kept for the life of the snapshot.
    let key = format!("names:{}:{}:{folded}", page.page, page.size);
    Ok(cached_json(&snap, &key, cache::SHORT, || {
        let offset = (page.page as usize - 1) * page.size as usize;
        let (total, hits) = if folded.is_empty() {
            (0, Vec::new())
        } else {
            snap.stores.name_search(&folded, offset, page.size as usize)
        };
        let data = hits
            .iter()
            .map(|i| {
                let s = snap.entry(*i);
                NameSearchHit {
                    id: s.id,
                    document_id: &s.document_id,
                    name: &s.name,
                    slug: &s.slug,
                    city: &s.city,
                    state: &s.state,
                    address: s.address.as_deref(),
                }
            })
            .collect();
        NameSearchResponse {
            data,
            meta: PagedMeta {
                pagination: page.meta(total),
            },
        }
    }))
}

/// The parameters of a nearby search: a point, a radius (1..500 km, default 50), a limit (1..100,
/// default 20).
pub struct NearQuery {
    lat: f64,
    lng: f64,
    radius: f64,
    limit: u32,
}

impl FromParams for NearQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(NearQuery {
            lat: p
                .float("lat", -90.0..=90.0)?
                .ok_or_else(|| bad_request("lat is required"))?,
            lng: p
                .float("lng", -180.0..=180.0)?
                .ok_or_else(|| bad_request("lng is required"))?,
            radius: p.float("radiusKm", 1.0..=500.0)?.unwrap_or(50.0),
            limit: p.int("limit", 20, 1..=100)?,
        })
    }
}

/// Stores near a point, nearest first, each with `distanceKm`.
#[utoipa::path(get, path = "/api/stores/near", tag = "stores",
    params(("lat" = f64, Query, minimum = -90, maximum = 90, description = "Latitude"),
           ("lng" = f64, Query, minimum = -180, maximum = 180, description = "Longitude"),
           ("radiusKm" = Option<f64>, Query, minimum = 1, maximum = 500, description = "1..500, default 50"),
           ("limit" = Option<u32>, Query, minimum = 1, maximum = 100, description = "1..100, default 20")),
    responses((status = 200, description = "Summaries with `distanceKm`, nearest first", body = NearResponse),
              (status = 400, description = "Missing or bad coordinates", body = ErrorResponse)))]
pub async fn near(
    app: AppState,
    StrapiQuery(NearQuery {
        lat,
        lng,
        radius,
        limit,
    }): StrapiQuery<NearQuery>,
) -> ApiResult<Response> {
    let snap = app.snapshot();
    let found = snap.stores.nearest(lat, lng, radius, limit as usize, None);
    Ok(json(
        &NearResponse {
            meta: NearMeta {
                total: found.len() as u64,
                radius_km: radius,
            },
            data: found
                .iter()
                .map(|(i, d)| with_distance(&snap, *i, *d))
                .collect(),
        },
        cache::SHORT,
    ))
}

/// The parameters of the map: a state code, a category slug and a hotspot town, all optional.
pub struct MapQuery {
    state: Option<String>,
    category: Option<String>,
    hotspot: Option<String>,
}

impl FromParams for MapQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        Ok(MapQuery {
            state: p.take("state"),
            category: p.take("category"),
            hotspot: p.take("hotspot"),
        })
    }
}

/// Every store with coordinates, compact, for the map.
#[utoipa::path(get, path = "/api/stores/map", tag = "stores",
    params(("state" = Option<String>, Query, description = "State code"),
           ("category" = Option<String>, Query, description = "Category slug"),
           ("hotspot" = Option<String>, Query, description = "Hotspot town slug: the stores belonging to it")),
    responses((status = 200, body = MapResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse),
              (status = 422, description = "A state, category or hotspot town the catalogue does not have", body = ErrorResponse)))]
pub async fn map(app: AppState, StrapiQuery(q): StrapiQuery<MapQuery>) -> ApiResult<Response> {
    let snap = app.snapshot();
    let state = q
        .state
        .map(|v| known_state(&snap, &v, "state"))
        .transpose()?;
    let category = q
        .category
        .map(|v| known_category(&snap, &v, "category"))
        .transpose()?;
    let hotspot = q
        .hotspot
        .map(|v| known_hotspot(&snap, &v, "hotspot"))
        .transpose()?;
    let key = format!(
        "map:{}:{}:{}",
        state.as_deref().unwrap_or(""),
        category.as_deref().unwrap_or(""),
        hotspot.as_deref().unwrap_or("")
    );
    Ok(cached_json(&snap, &key, cache::LONG, || {
        let members = hotspot.as_deref().map(|h| {
            snap.stores
                .hotspot_members
                .get(h)
                .map(Vec::as_slice)
                .unwrap_or_default()
        });
        let entries: Box<dyn Iterator<Item = &StoreEntry>> = match members {
            Some(slots) => Box::new(slots.iter().map(|slot| snap.entry(*slot))),
            None => Box::new(snap.stores.iter()),
        };
        let data: Vec<MapPoint> = entries
            .filter(|e| state.as_deref().is_none_or(|s| &*e.state == s))
            .filter(|e| category.as_deref().is_none_or(|c| e.in_category(c)))
            .filter_map(|s| {
                Some(MapPoint {
                    slug: &s.slug,
                    name: &s.name,
                    city: &s.city,
                    state: &s.state,
                    lat: s.latitude?,
                    lng: s.longitude?,
                })
            })
            .collect();
        MapResponse {
            meta: CountMeta {
                total: data.len() as u64,
            },
            data,
        }
    }))
}

/// Every store's slug and last change, for the sitemap.
#[utoipa::path(get, path = "/api/stores/sitemap", tag = "stores",
    responses((status = 200, body = SitemapResponse),
              (status = 400, description = "A query parameter", body = ErrorResponse)))]
pub async fn sitemap(app: AppState, _: StrapiQuery<()>) -> ApiResult<Response> {
    let snap = app.snapshot();
    Ok(cached_json(&snap, "sitemap", cache::LONG, || {
        SitemapResponse {
            meta: CountMeta {
                total: snap.stores.len() as u64,
            },
            data: snap
                .stores
                .iter()
                .map(|e| SitemapEntry {
                    slug: &e.slug,
                    updated_at: &e.updated_at,
                })
                .collect(),
        }
    }))
}
