//! `POST /api/stores/search`: what and where in one query, filters, "open on {day} at {time}",
//! sorting, and counts to narrow by.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use axum::http::StatusCode;
use axum::response::Response;
use bytes::Bytes;
use chrono::{Datelike, Weekday};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{ApiError, ApiResult, bad_request};
use crate::extract::{JsonBody, object};
use crate::query::{MAX_PAGE_SIZE, MAX_SEARCH_LEN, Page};
use crate::respond::{cache, json_bytes};
use crate::routes::stores::{FEATURE_FILTERS, known_hotspot, known_region, known_state};
use crate::search::explain::{NamedRef, Wanted, explain};
use crate::search::facets::{FacetTally, FeatureTest};
use crate::search::{self, Concept, DEFAULT_RADIUS_KM, FoundStore, Place, PlaceKind, Understood};
use crate::snapshot::facts::{StoreFacts, flag, known_category_bit};
use crate::snapshot::{KeyedSlug, Slot, SlotSet, Snapshot, StateCode, StoreEntry, with_members};
use crate::views::{
    ErrorResponse, FacetCount, NearestStore, PlaceView, QueryCount, Related, RelatedEvent,
    RelatedGuide, RelatedHotspot, SearchHit, SearchMeta, SearchResponse, Suggestions,
    Understanding,
};

/// Widest radius a search may ask for, in kilometres.
const MAX_RADIUS_KM: f64 = 500.0;
/// Related guides and events shown at most.
const RELATED_GUIDES: usize = 2;
const RELATED_EVENTS: usize = 3;
/// Nearest matching stores offered at most when a radius has none.
const NEAREST_STORES: usize = 3;

/// A position to search around.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchPoint {
    #[schema(minimum = -90, maximum = 90)]
    pub latitude: f64,
    #[schema(minimum = -180, maximum = 180)]
    pub longitude: f64,
}

/// Where to search.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchLocation {
    /// Hotspot slug: stores belonging to that town.
    pub hotspot: Option<String>,
    /// State code.
    pub state: Option<String>,
    /// Region slug.
    pub region: Option<String>,
    /// A position (the visitor's, shared): stores within `radiusKm` of it, nearest counting more.
    #[serde(default, deserialize_with = "object")]
    pub near: Option<SearchPoint>,
    /// Radius around `near` or around a place named in the query, 1–500 km (default 25).
    #[schema(minimum = 1, maximum = 500)]
    pub radius_km: Option<f64>,
}

/// Page of a search.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchPagination {
    /// From 1.
    #[schema(minimum = 1, maximum = 1000000)]
    pub page: Option<u32>,
    /// 1..100, default 20.
    #[schema(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// A day of the week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Day {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Day {
    fn weekday(self) -> Weekday {
        match self {
            Day::Monday => Weekday::Mon,
            Day::Tuesday => Weekday::Tue,
            Day::Wednesday => Weekday::Wed,
            Day::Thursday => Weekday::Thu,
            Day::Friday => Weekday::Fri,
            Day::Saturday => Weekday::Sat,
            Day::Sunday => Weekday::Sun,
        }
    }
}

/// "Open on {day} at {time}": stores open then on their own clock (2 pm in New York for a store in
/// New York, 2 pm in Texas for one in Texas). Seasons are read on the next such day.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OpenAt {
    pub day: Day,
    /// `HH:MM`, 24-hour.
    #[schema(example = "14:00", pattern = "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$")]
    pub time: String,
}

/// How results are ordered.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SortBy {
    /// Best match first (docs/search.md); without words or a place: featured, then rating, then name.
    #[default]
    Relevance,
    /// Nearest first (needs a place or a position).
    Distance,
    /// Best rated first.
    Rating,
    /// By name.
    Name,
}

/// Body of `POST /api/stores/search`; everything optional.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct SearchRequest {
    /// What and where, as a visitor types it: "furniture in Hudson NY", "estate jewelry nashville",
    /// "12534", "round top". Matches names, what stores sell, their format and descriptions; a
    /// place in it (town, hotspot town, state, ZIP code) becomes a radius or a state filter.
    pub query: Option<String>,
    /// Hotspot, state, region, or a position.
    #[serde(default, deserialize_with = "object")]
    pub location: Option<SearchLocation>,
    /// Filter names mapped to `true` (false is ignored).
    pub filters: Option<BTreeMap<String, bool>>,
    /// Only stores open on a day at a time, each on its own clock.
    #[serde(default, deserialize_with = "object")]
    pub open_at: Option<OpenAt>,
    /// Order of the results (default relevance).
    pub sort: Option<SortBy>,
    /// Page.
    #[serde(default, deserialize_with = "object")]
    pub pagination: Option<SearchPagination>,
}

fn page_of(pg: Option<SearchPagination>) -> ApiResult<Page> {
    let pg = pg.unwrap_or_default();
    Ok(Page {
        page: match pg.page {
            None => 1,
            Some(p @ 1..=1_000_000) => p,
            Some(_) => {
                return Err(bad_request(
                    "pagination.page must be an integer from 1 to 1000000",
                ));
            }
        },
        size: match pg.page_size {
            None => 20,
            Some(s @ 1..=MAX_PAGE_SIZE) => s,
            Some(_) => {
                return Err(bad_request(format!(
                    "pagination.pageSize must be an integer from 1 to {MAX_PAGE_SIZE}"
                )));
            }
        },
    })
}

/// Minutes since midnight of a strict `HH:MM` (00:00–23:59).
fn minute_of(time: &str) -> Option<u32> {
    let (h, m) = time.split_once(':')?;
    let two_digits = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !two_digits(h) || !two_digits(m) {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// Everything the request asks, checked.
#[derive(Clone)]
struct Criteria {
    understood: Arc<Understood>,
    /// The place searched: from the query, or the position sent.
    place: Option<Place>,
    hotspot: Option<String>,
    state: Option<String>,
    region: Option<String>,
    wanted: Vec<Want>,
    open_at: Option<(Weekday, u32, u32)>,
    /// The stores open then, once the snapshot has worked them out (for the "open on {day} at
    /// {time}" filter).
    open_then: Option<Arc<SlotSet>>,
    sort: SortBy,
    now: chrono::DateTime<chrono::Utc>,
    /// The stores open now (for the "openNow" filter and its count).
    open: Arc<SlotSet>,
}

impl Criteria {
    /// Whether the search filters stores by anything but its words and place.
    fn filters_stores(&self) -> bool {
        self.state.is_some()
            || !self.wanted.is_empty()
            || self.open_at.is_some()
            || self.region.is_some()
    }

    /// Whether a store passes the filters (not the words, not the place), read from its facts: its
    /// entry only for a region, or an opening time not yet worked out for every store.
    /// The query's general words (`antiques`) a search counts: all of them beside `concepts`, or
    /// without a place; general words alone with a place count for nothing (the place is the
    /// search).
    fn optional_words(&self, place: Option<&Place>, concepts: &[Concept]) -> &[Concept] {
        if concepts.is_empty() && place.is_some() {
            &[]
        } else {
            &self.understood.optional
        }
    }

    fn passes(&self, snap: &Snapshot, slot: Slot, f: &StoreFacts) -> bool {
        self.state
            .as_deref()
            .is_none_or(|s| f.state == StateCode::of(s))
            && self
                .wanted
                .iter()
                .all(|w| w.holds(snap, slot, f, &self.open))
            && match (&self.open_then, self.open_at) {
                (Some(set), _) => set.contains(slot),
                (None, Some((day, minute, date))) => snap.entry(slot).is_open_on(day, minute, date),
                (None, None) => true,
            }
            && self
                .region
                .as_deref()
                .is_none_or(|r| snap.entry(slot).region.as_deref() == Some(r))
    }
}

/// A filter of the search, read once from its name (not matched as a string for every store).
#[derive(Debug, Clone, PartialEq)]
enum Want {
    Delivery,
    Shipping,
    Auctions,
    MultiVendor,
    MultipleFloors,
    Verified,
    Featured,
    HasWebsite,
    OpenNow,
    /// A category, with its bit in the stores' facts when it has one.
    Category(KeyedSlug, Option<u8>),
}

impl Want {
    /// The filter of a name of `FEATURE_FILTERS` or a category slug.
    fn of(name: &str) -> Want {
        match name {
            "delivery" => Want::Delivery,
            "shipping" => Want::Shipping,
            "auctions" => Want::Auctions,
            "multiVendor" => Want::MultiVendor,
            "multipleFloors" => Want::MultipleFloors,
            "verified" => Want::Verified,
            "featured" => Want::Featured,
            "hasWebsite" => Want::HasWebsite,
            "openNow" => Want::OpenNow,
            slug => Want::Category(KeyedSlug::new(slug), known_category_bit(slug)),
        }
    }

    /// The [`flag`] of a feature filter (`None` for "openNow" and categories).
    fn flag(&self) -> Option<u16> {
        Some(match self {
            Want::Delivery => flag::DELIVERY,
            Want::Shipping => flag::SHIPPING,
            Want::Auctions => flag::AUCTIONS,
            Want::MultiVendor => flag::MULTI_VENDOR,
            Want::MultipleFloors => flag::MULTIPLE_FLOORS,
            Want::Verified => flag::VERIFIED,
            Want::Featured => flag::FEATURED,
            Want::HasWebsite => flag::HAS_WEBSITE,
            Want::OpenNow | Want::Category(..) => return None,
        })
    }

    /// Whether the store in `slot` has it (`open`: the stores open now).
    fn holds(&self, snap: &Snapshot, slot: Slot, f: &StoreFacts, open: &SlotSet) -> bool {
        match self {
            Want::OpenNow => open.contains(slot),
            // A slug with a bit is in the bits of every store that has it; one without (more
            // slugs than bits) only in the entries of stores marked as having such slugs.
            Want::Category(_, Some(bit)) => f.categories & (1 << bit) != 0,
            Want::Category(slug, None) => {
                f.has(flag::CATEGORIES_BEYOND_BITS) && snap.entry(slot).in_keyed_category(slug)
            }
            feature => feature.flag().is_some_and(|bit| f.has(bit)),
        }
    }
}

/// One store found.
#[derive(Debug, Clone, Copy)]
struct Hit {
    slot: Slot,
    score: f64,
    distance: Option<f64>,
}

/// Filtered search over what and where: summaries with why each matched, the place read from the
/// query, counts per filter, and related hotspot towns, guides and events.
#[utoipa::path(post, path = "/api/stores/search", tag = "stores", request_body = SearchRequest,
    responses((status = 200, description = "Summaries, best match first (without words or a place: featured, then rating, then name)", body = SearchResponse),
              (status = 400, description = "Bad body", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 422, description = "`location` names a state, region or hotspot town the catalogue does not have, or `filters` a feature or category it does not have", body = ErrorResponse)))]
pub async fn search(app: AppState, JsonBody(req): JsonBody<SearchRequest>) -> ApiResult<Response> {
    let snap = app.snapshot();
    let page = page_of(req.pagination)?;
    let query = match req.query {
        Some(q) if q.chars().count() > MAX_SEARCH_LEN => {
            return Err(bad_request(format!(
                "query is too long: at most {MAX_SEARCH_LEN} characters"
            )));
        }
        Some(q) => q.trim().to_string(),
        None => String::new(),
    };
    let loc = req.location.unwrap_or_default();
    let hotspot = match loc
        .hotspot
        .as_deref()
        .map(str::trim)
        .filter(|h| !h.is_empty())
    {
        Some(h) => Some(known_hotspot(&snap, h, "location.hotspot")?),
        None => None,
    };
    let state = loc
        .state
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .map(|s| known_state(&snap, s, "location.state"))
        .transpose()?;
    let region = loc
        .region
        .as_deref()
        .filter(|s| !s.trim().is_empty())
        .map(|s| known_region(&snap, s, "location.region"))
        .transpose()?;
    let radius = match loc.radius_km {
        None => DEFAULT_RADIUS_KM,
        Some(r) if r.is_finite() && (1.0..=MAX_RADIUS_KM).contains(&r) => r,
        Some(_) => {
            return Err(bad_request(format!(
                "location.radiusKm must be a number from 1 to {MAX_RADIUS_KM}"
            )));
        }
    };
    let near = match loc.near {
        None => None,
        Some(p)
            if p.latitude.is_finite()
                && p.longitude.is_finite()
                && (-90.0..=90.0).contains(&p.latitude)
                && (-180.0..=180.0).contains(&p.longitude) =>
        {
            Some(p)
        }
        Some(_) => {
            return Err(bad_request(
                "location.near needs a latitude from -90 to 90 and a longitude from -180 to 180",
            ));
        }
    };
    let mut wanted: Vec<String> = Vec::new();
    for (name, on) in req.filters.unwrap_or_default() {
        let known = FEATURE_FILTERS.contains(&name.as_str()) || snap.find_category(&name).is_some();
        // A filter is a feature or a category slug: one the catalogue does not have is a 422.
        if !known {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                format!(
                    "Unknown filter {name:?}: use {} or a category slug",
                    FEATURE_FILTERS.join(", ")
                ),
            ));
        }
        if on {
            wanted.push(name);
        }
    }
    let now = chrono::Utc::now();
    let open_at = match &req.open_at {
        None => None,
        Some(o) => {
            let minute = minute_of(&o.time).ok_or_else(|| {
                bad_request(format!(
                    "openAt.time must be a 24-hour time HH:MM, got {:?}",
                    o.time
                ))
            })?;
            let weekday = o.day.weekday();
            // Seasons are read on the next such day (today when it is that day).
            let today = now.date_naive();
            let ahead =
                (7 + weekday.num_days_from_monday() - today.weekday().num_days_from_monday()) % 7;
            let date = today + chrono::Days::new(u64::from(ahead));
            Some((weekday, minute, date.month() * 100 + date.day()))
        }
    };
    let sort = req.sort.unwrap_or_default();
    // The answer depends on the request and the snapshot only (and, with "openNow", on the minute:
    // opening hours change state on the minute), so repeated searches are served from the cache.
    let minute = now.timestamp() / 60;
    let key = format!(
        "search:{query:?}:{hotspot:?}:{state:?}:{region:?}:{near:?}:{radius}:{wanted:?}:{open_at:?}:{sort:?}:{}:{}:{minute}",
        page.page, page.size
    );
    let body = snap.cached(&key, || {
        let understood = snap.understood(&query, || search::understand(&snap, &query));
        let mut place = understood.place.as_ref().map(|p| p.place.clone());
        if let Some(p) = &mut place
            && p.kind != PlaceKind::State
        {
            p.radius_km = radius;
        }
        if let Some(p) = near {
            place = Some(Place::near(p.latitude, p.longitude, radius));
        }
        let criteria = Criteria {
            understood,
            place,
            hotspot,
            state,
            region,
            wanted: wanted.iter().map(|w| Want::of(w)).collect(),
            open_at,
            open_then: open_at.and_then(|(day, minute, date)| snap.open_on(day, minute, date)),
            sort,
            now,
            open: snap.open_now(now),
        };
        Bytes::from(answer(&snap, &criteria, page, &query).to_json())
    });
    Ok(json_bytes(StatusCode::OK, body, cache::NO_STORE))
}

/// The stores a search finds, in no particular order ([`order`] ranks them).
fn find(snap: &Snapshot, c: &Criteria, place: Option<&Place>, concepts: &[Concept]) -> Vec<Hit> {
    let optional = c.optional_words(place, concepts);
    let words = if concepts.is_empty() && optional.is_empty() {
        String::new()
    } else {
        antiques_model::text::fold(&c.understood.without_place)
    };
    let radius_place = place.is_some_and(|p| p.kind != PlaceKind::State);
    let filtered = c.filters_stores();
    // A store found with its base score (`None`: to be read from its facts, without words) and
    // its distance from the place, when it passes the filters; the place is tested by the caller.
    let hit_at = |slot: Slot, base: Option<f64>, distance: Option<f64>| -> Option<Hit> {
        let facts = (filtered || base.is_none()).then(|| snap.stores.facts(slot));
        if let Some(f) = facts
            && filtered
            && !c.passes(snap, slot, f)
        {
            return None;
        }
        let base = match (base, facts) {
            (Some(b), _) => b,
            (None, Some(f)) => search::base_score(snap, slot, f, None, &words),
            (None, None) => 1.0,
        };
        Some(Hit {
            slot,
            score: base * search::proximity(radius_place, distance),
            distance,
        })
    };
    // The same, when it is in the place too.
    let hit = |slot: Slot, base: Option<f64>| -> Option<Hit> {
        let (inside, distance) = match place {
            Some(p) => search::in_place(snap, slot, snap.stores.facts(slot), p),
            None => (true, None),
        };
        if !inside {
            return None;
        }
        hit_at(slot, base, distance)
    };
    let members = c.hotspot.as_ref().map(|h| {
        snap.stores
            .hotspot_members
            .get(h)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    });
    let texted = !concepts.is_empty() || !optional.is_empty();
    // A town's, ZIP code's or position's stores with their distances, kept per snapshot: each is
    // then looked up, not measured again (a hotspot page's members are tested one by one).
    let radius_stores = match (members, place) {
        (None, Some(p)) if radius_place => snap.place_stores(p),
        _ => None,
    };
    // The stores that may be in the place (not every store), in slot order; `None` for every store.
    let near = match &radius_stores {
        Some(_) => None,
        None => place.and_then(|p| snap.gazetteer().candidates(snap, p)),
    };
    let within: Option<&[Slot]> = match (members, &radius_stores, near.as_deref()) {
        (Some(m), _, _) => Some(m),
        (None, Some(r), _) => Some(&r.slots),
        (None, None, Some(n)) => Some(n),
        (None, None, None) => None,
    };
    // The store at `at` in `within`: a radius place's store is in it at its kept distance.
    let hit_within = |at: usize, slot: Slot, base: Option<f64>| match &radius_stores {
        Some(r) => hit_at(slot, base, r.distance(at)),
        None => hit(slot, base),
    };
    if !texted {
        return match within {
            Some(slots) => slots
                .iter()
                .enumerate()
                .filter_map(|(at, &s)| hit_within(at, s, None))
                .collect(),
            None => snap
                .stores
                .order_search
                .iter()
                .filter_map(|&s| hit(s, None))
                .collect(),
        };
    }
    let matches = search::text_matches(snap, concepts, optional, &words);
    match within {
        // A place or town smaller than what the words match: look up each of its stores.
        Some(slots) if slots.len() < matches.len() => slots
            .iter()
            .enumerate()
            .filter_map(|(at, &s)| {
                let base = search::score_in(&matches, s)?;
                hit_within(at, s, Some(base.into()))
            })
            .collect(),
        Some(slots) => matches
            .iter()
            .filter_map(|&(s, base)| {
                let at = slots.binary_search(&s).ok()?;
                hit_within(at, s, Some(base.into()))
            })
            .collect(),
        None => matches
            .iter()
            .filter_map(|&(s, base)| hit(s, Some(base.into())))
            .collect(),
    }
}

/// Puts the first `upto` hits in the order asked (the rest after them in no particular order): a
/// page needs its own stores and those before it ranked, not every store found.
fn order(snap: &Snapshot, c: &Criteria, place: Option<&Place>, hits: &mut [Hit], upto: usize) {
    // As `find` reads the words: general words alone count only without a place.
    let texted =
        !c.understood.concepts.is_empty() || (!c.understood.optional.is_empty() && place.is_none());
    let by_search_order = !texted && place.is_none_or(|p| p.kind == PlaceKind::State);
    let rank = |h: &Hit| snap.stores.search_rank[h.slot as usize];
    let name_rank = |h: &Hit| snap.stores.name_rank(h.slot);
    let rating = |h: &Hit| snap.stores.facts(h.slot).rating.unwrap_or(-1.0);
    let distance = |h: &Hit| h.distance.unwrap_or(f64::MAX);
    let by = |a: &Hit, b: &Hit| match c.sort {
        SortBy::Relevance if by_search_order => rank(a).cmp(&rank(b)),
        SortBy::Relevance => b
            .score
            .total_cmp(&a.score)
            .then_with(|| rank(a).cmp(&rank(b))),
        SortBy::Distance => distance(a)
            .total_cmp(&distance(b))
            .then_with(|| name_rank(a).cmp(&name_rank(b))),
        SortBy::Rating => rating(b)
            .total_cmp(&rating(a))
            .then_with(|| name_rank(a).cmp(&name_rank(b))),
        SortBy::Name => name_rank(a).cmp(&name_rank(b)),
    };
    let upto = upto.min(hits.len());
    if upto == 0 {
        return;
    }
    if upto < hits.len() {
        hits.select_nth_unstable_by(upto - 1, by);
    }
    hits[..upto].sort_unstable_by(by);
}

/// The names of a store's categories as the catalogue has them (what its answer lists, without
/// reading the answer); `None` should a slug not be in the catalogue.
fn category_names(snap: &Snapshot, entry: &StoreEntry) -> Option<Vec<NamedRef>> {
    entry
        .categories
        .iter()
        .map(|slug| {
            let category = snap.find_category(slug)?;
            Some(NamedRef {
                name: category.name.clone().into(),
            })
        })
        .collect()
}

/// Below one store in this many of the catalogue, a search found over sets counts its facets
/// store by store. Counted at 100,000 stores: over sets ~670,000 instructions whatever was found
/// (~150 sets of a bit per store), store by store ~60 a store, so they meet near one store in ten;
/// one in 16 leaves a margin.
const TALLY_BY_STORE_BELOW: usize = 16;

/// The stores of one page of a search, how many it found in all, and their counts per facet.
struct Found {
    total: usize,
    page: Vec<Hit>,
    tally: FacetTally,
}

/// The features counted in a search's facets, with their names in the order of `filters`.
fn counted_features() -> Vec<(&'static str, FeatureTest)> {
    FEATURE_FILTERS
        .iter()
        .filter_map(|&name| Some((name, FeatureTest::of(name)?)))
        .collect()
}

/// A page of a search, found store by store ([`find`]), ranked up to the page's end ([`order`]).
fn found_by_store(snap: &Snapshot, c: &Criteria, page: Page, features: &[FeatureTest]) -> Found {
    let mut hits = find(snap, c, c.place.as_ref(), &c.understood.concepts);
    let total = hits.len();
    let range = page.range(total);
    order(snap, c, c.place.as_ref(), &mut hits, range.end);
    Found {
        total,
        tally: FacetTally::of_stores(snap, hits.iter().map(|h| h.slot), features, &c.open),
        page: hits[range].to_vec(),
    }
}

/// A page of a search with no place or a state (no town, position, hotspot town or region), when
/// its words match many stores or it has none: the same stores, order and counts as
/// [`found_by_store`], worked out over sets of stores (the words' matches, each filter's stores),
/// 64 stores to an instruction, and paged by walking an order kept per snapshot (the matches best
/// first, or every store by name or by rating). `None` for any other search.
fn found_by_sets(
    snap: &Snapshot,
    c: &Criteria,
    page: Page,
    features: &[FeatureTest],
) -> Option<Found> {
    let understood = &c.understood;
    // A state read from the query is a filter like any other (a store is in it or not, at no
    // distance); a town, ZIP code or position ranks by distance, store by store.
    let place_state = match &c.place {
        None => None,
        Some(p) if p.kind == PlaceKind::State => Some(p.state.as_deref()?),
        Some(_) => return None,
    };
    let optional = c.optional_words(c.place.as_ref(), &understood.concepts);
    // Without words, every store (then the filters and the state).
    let matches = (!understood.concepts.is_empty() || !optional.is_empty()).then(|| {
        let words = antiques_model::text::fold(&understood.without_place);
        search::text_matches(snap, &understood.concepts, optional, &words)
    });
    // Below one store in 32 of the catalogue, counting store by store reads less.
    if matches
        .as_ref()
        .is_some_and(|m| m.len() < snap.stores.slot_capacity() / 32)
    {
        return None;
    }
    let filters = filter_sets(snap, c, place_state)?;
    let sets = snap.store_sets();
    let all = matches.as_ref().map_or(&sets.all, |m| m.set());
    let found: Cow<SlotSet> = if filters.is_empty() {
        Cow::Borrowed(all)
    } else {
        let mut found = all.clone();
        for set in filters {
            found.retain_in(set);
        }
        Cow::Owned(found)
    };
    let total = found.len();
    let mut tally = match (&matches, &found) {
        (Some(m), Cow::Borrowed(_)) => m
            .tally(|| FacetTally::of_set(sets, all, features, &c.open))
            .clone(),
        // Counting over sets reads every set once (~150 of them, each a bit per store of the
        // catalogue) whatever was found; counting few stores one by one reads less.
        _ if total < snap.stores.slot_capacity() / TALLY_BY_STORE_BELOW => {
            FacetTally::of_stores(snap, found.slots(), features, &c.open)
        }
        _ => FacetTally::of_set(sets, &found, features, &c.open),
    };
    // Who is open changes by the minute; the rest of a kept count does not.
    for (count, test) in tally.features.iter_mut().zip(features) {
        if *test == FeatureTest::OpenNow {
            *count = found.count_in(&c.open);
        }
    }
    let range = page.range(total);
    let hit = |slot: Slot| Hit {
        slot,
        score: match &matches {
            Some(m) => m.score_of(slot).map_or(0.0, f64::from),
            None => search::base_score(snap, slot, snap.stores.facts(slot), None, ""),
        },
        distance: None,
    };
    let order: &[Slot] = match (c.sort, &matches) {
        (SortBy::Relevance, Some(m)) => m.ranked(&snap.stores.search_rank),
        // Without words: featured, then rating, then name.
        (SortBy::Relevance, None) => &snap.stores.order_search,
        // Without a town or position no store has a distance: nearest first is by name, as
        // equal distances are.
        (SortBy::Name | SortBy::Distance, _) => &snap.stores.by_name,
        (SortBy::Rating, _) => &snap.stores.order_rating,
    };
    let page = if total.saturating_mul(SPARSE_WALK) >= order.len() {
        order
            .iter()
            .filter(|&&slot| found.contains(slot))
            .skip(range.start)
            .take(range.len())
            .map(|&slot| hit(slot))
            .collect()
    } else {
        // Few stores among many: ranking them reads less than walking the whole order.
        let mut hits: Vec<Hit> = found.slots().map(hit).collect();
        self::order(snap, c, c.place.as_ref(), &mut hits, range.end);
        hits[range].to_vec()
    };
    Some(Found { total, page, tally })
}

/// A search's stores are paged by walking a kept order when they are at least one in this many of
/// it; fewer are ranked on their own.
const SPARSE_WALK: usize = 16;

/// The sets of stores a search's filters keep (its state, features, categories, the stores open
/// now or then; `place_state`: a state read from the query), each store found being in all of
/// them. `None` when a filter has no set: a hotspot town's or a region's stores, an opening time
/// not yet worked out for every store, a state or category the snapshot does not hold.
fn filter_sets<'a>(
    snap: &'a Snapshot,
    c: &'a Criteria,
    place_state: Option<&str>,
) -> Option<Vec<&'a SlotSet>> {
    // The stores open then are worked out from the second search that asks.
    if c.hotspot.is_some() || c.region.is_some() || (c.open_at.is_some() && c.open_then.is_none()) {
        return None;
    }
    let sets = snap.store_sets();
    let mut filters: Vec<&SlotSet> = Vec::new();
    for state in c.state.as_deref().into_iter().chain(place_state) {
        let at = snap
            .states
            .iter()
            .position(|s| StateCode::of(&s.code) == StateCode::of(state))?;
        filters.push(&sets.states[at]);
    }
    for want in &c.wanted {
        filters.push(match want {
            Want::OpenNow => &c.open,
            Want::Category(slug, _) => {
                let at = snap
                    .categories
                    .iter()
                    .position(|cat| *cat.slug == *slug.slug)?;
                &sets.categories[at]
            }
            feature => sets.flag(feature.flag()?)?,
        });
    }
    if let Some(open_then) = &c.open_then {
        filters.push(open_then);
    }
    Some(filters)
}

/// The stores a search finds anywhere (its words and filters, not its place), as a set: the same
/// stores as [`find`] without a place, worked out over sets when every filter has one.
fn found_anywhere(snap: &Snapshot, c: &Criteria, concepts: &[Concept]) -> SlotSet {
    let by_sets = filter_sets(snap, c, None).map(|filters| {
        let optional = c.optional_words(None, concepts);
        let mut found = if concepts.is_empty() && optional.is_empty() {
            snap.store_sets().all.clone()
        } else {
            let words = antiques_model::text::fold(&c.understood.without_place);
            search::text_matches(snap, concepts, optional, &words)
                .set()
                .clone()
        };
        for set in filters {
            found.retain_in(set);
        }
        found
    });
    by_sets.unwrap_or_else(|| {
        let mut found = SlotSet::new(snap.stores.slot_capacity());
        for h in find(snap, c, None, concepts) {
            found.insert(h.slot);
        }
        found
    })
}

fn answer(snap: &Snapshot, c: &Criteria, page: Page, query: &str) -> SearchResponse {
    let concepts = &c.understood.concepts;
    let features = counted_features();
    let (names, tests): (Vec<&str>, Vec<FeatureTest>) = features.into_iter().unzip();
    let found = found_by_sets(snap, c, page, &tests)
        .unwrap_or_else(|| found_by_store(snap, c, page, &tests));
    let total = found.total;
    let explained: Vec<Concept> = concepts
        .iter()
        .chain(&c.understood.optional)
        .cloned()
        .collect();
    let wanted = Wanted::of(&explained, |s| {
        let known = search::index::TextField::ALL
            .iter()
            .any(|&f| snap.text.knows(f, s));
        if known {
            0
        } else {
            usize::from(search::typo_distance(s))
        }
    });
    let data = found
        .page
        .iter()
        .map(|h| {
            let store = snap.found_store(h.slot, || {
                let (full, layout) = snap.full_text(h.slot);
                FoundStore::of(&full, layout, category_names(snap, snap.entry(h.slot)))
            });
            let in_place = c
                .place
                .as_ref()
                .map(|p| (p, p.holds_town_of(snap.entry(h.slot))));
            let explanation = explain(&store.texts, &wanted, in_place);
            with_members(
                &store.summary,
                &SearchHit {
                    distance_km: h.distance.map(one_decimal),
                    name_parts: explanation.name_parts,
                    why: explanation.why,
                },
            )
        })
        .collect();
    let did_you_mean = did_you_mean(snap, c, query);
    let suggestions = if total == 0 {
        Some(Suggestions {
            did_you_mean,
            ..suggest(snap, c, concepts)
        })
    } else {
        did_you_mean.map(|d| Suggestions {
            did_you_mean: Some(d),
            ..Suggestions::default()
        })
    };
    let mut filters: Vec<String> = FEATURE_FILTERS.iter().map(|s| s.to_string()).collect();
    filters.extend(snap.categories.iter().map(|cat| cat.slug.clone()));
    let understood = (!query.is_empty() || c.place.is_some()).then(|| Understanding {
        what: c.understood.what.clone(),
        place: c.place.as_ref().map(|p| PlaceView {
            kind: p.kind,
            label: p.label.clone(),
            state: p.state.clone(),
            hotspot: p.hotspot.clone(),
            latitude: p.centre.map(|(lat, _)| lat),
            longitude: p.centre.map(|(_, lng)| lng),
            radius_km: p.radius_km,
            query_without_place: c.understood.without_place.clone(),
        }),
    });
    SearchResponse {
        data,
        meta: SearchMeta {
            pagination: page.meta(total),
            filters,
            understood,
            facets: found.tally.facets(snap, &names),
            related: related(snap, c, concepts),
            suggestions,
        },
    }
}

/// Kilometres as a visitor reads them: one decimal.
fn one_decimal(km: f64) -> f64 {
    (km * 10.0).round() / 10.0
}

/// The stores of `found` nearest to `centre` (latitude, longitude), nearest first, at most
/// [`NEAREST_STORES`], equal distances by name; stores without coordinates are left out.
fn nearest(snap: &Snapshot, found: &SlotSet, (lat, lng): (f64, f64)) -> Vec<NearestStore> {
    // Few stores are measured each; among many, the nearest are near, and widening circles
    // around the centre find them without measuring the rest.
    let few = found.len().saturating_mul(SPARSE_WALK) < snap.stores.len();
    let nearest = if few {
        snap.stores
            .nearest_of(lat, lng, NEAREST_STORES, found.slots())
    } else {
        snap.stores
            .nearest_kept(lat, lng, NEAREST_STORES, |slot| found.contains(slot))
    };
    nearest
        .into_iter()
        .map(|(slot, d)| {
            let e = snap.entry(slot);
            NearestStore {
                slug: e.slug.to_string(),
                name: e.name.to_string(),
                city: e.city.to_string(),
                state: e.state.to_string(),
                distance_km: one_decimal(d),
            }
        })
        .collect()
}

/// Whether any word of a text shares a stem with the concepts.
fn names_concept(text: &str, concepts: &[Concept]) -> usize {
    stems_name_concepts(&search::index::stems(text), concepts)
}

/// How many of the concepts a text's stems name.
fn stems_name_concepts(stems: &[String], concepts: &[Concept]) -> usize {
    concepts
        .iter()
        .filter(|c| {
            c.alternatives
                .iter()
                .any(|alt| alt.iter().all(|s| stems.contains(s)))
        })
        .count()
}

/// Hotspot towns, guides and upcoming events the query names.
fn related(snap: &Snapshot, c: &Criteria, concepts: &[Concept]) -> Related {
    let today = c.now.date_naive();
    let upcoming = |slug: &str| {
        snap.events
            .iter()
            .filter(|e| e.hotspot.as_deref() == Some(slug) && e.end_date >= today)
            .count() as u64
    };
    let hotspots = c
        .place
        .as_ref()
        .and_then(|p| p.hotspot.as_deref())
        .and_then(|slug| snap.find_hotspot(slug))
        .map(|h| RelatedHotspot {
            slug: h.slug.clone(),
            name: h.name.clone(),
            state: h.state.clone(),
            store_count: snap.hotspot_count(h) as u64,
            upcoming_events: upcoming(&h.slug),
        })
        .into_iter()
        .collect();
    let stems = snap.record_stems();
    let mut guides: Vec<(usize, &antiques_model::Guide)> = if concepts.is_empty() {
        Vec::new()
    } else {
        snap.guides
            .iter()
            .zip(&stems.guides)
            .map(|(g, (title, summary))| {
                let title = stems_name_concepts(title, concepts);
                (title * 2 + stems_name_concepts(summary, concepts), g)
            })
            .filter(|(n, _)| *n > 0)
            .collect()
    };
    guides.sort_by_key(|g| std::cmp::Reverse(g.0));
    let place_hotspot = c.place.as_ref().and_then(|p| p.hotspot.as_deref());
    let events = snap
        .events
        .iter()
        .zip(&stems.event_titles)
        .filter(|(e, _)| e.end_date >= today)
        .filter(|(e, title)| {
            (place_hotspot.is_some() && e.hotspot.as_deref() == place_hotspot)
                || (!concepts.is_empty() && stems_name_concepts(title, concepts) == concepts.len())
        })
        .map(|(e, _)| e)
        .take(RELATED_EVENTS)
        .map(|e| RelatedEvent {
            slug: e.slug.clone(),
            title: e.title.clone(),
            start_date: e.start_date,
            end_date: e.end_date,
            city: e.city.clone(),
            state: e.state.clone(),
        })
        .collect();
    Related {
        hotspots,
        guides: guides
            .into_iter()
            .take(RELATED_GUIDES)
            .map(|(_, g)| RelatedGuide {
                slug: g.slug.clone(),
                title: g.title.clone(),
                summary: g.summary.clone(),
            })
            .collect(),
        events,
    }
}

/// The query with a misspelt place put right, when one of its words is known neither to the index
/// nor as a place but is a letter or two from a place name ("furniture in hudsen ny"), and the
/// corrected query finds stores.
fn did_you_mean(snap: &Snapshot, c: &Criteria, query: &str) -> Option<QueryCount> {
    if c.understood.place.is_some() {
        return None;
    }
    let unknown = |stem: &str| {
        !search::index::TextField::ALL
            .iter()
            .any(|&f| snap.text.knows(f, stem))
    };
    let typo = c.understood.concepts.iter().find(|concept| {
        !concept.typed.contains(' ') && concept.alternatives.iter().flatten().all(|s| unknown(s))
    })?;
    let place = snap.near_miss(&typo.typed, || {
        snap.gazetteer().near_miss(snap, &typo.typed)
    })?;
    let corrected: Vec<String> = query
        .split(' ')
        .map(|w| {
            if antiques_model::text::fold(w) == typo.typed {
                place.clone()
            } else {
                w.to_string()
            }
        })
        .collect();
    let corrected = corrected.join(" ");
    let understood = snap.understood(&corrected, || search::understand(snap, &corrected));
    understood.place.as_ref()?;
    let place = understood.place.as_ref().map(|p| p.place.clone());
    let fixed = Criteria {
        understood,
        place,
        ..c.clone()
    };
    let total = find(
        snap,
        &fixed,
        fixed.place.as_ref(),
        &fixed.understood.concepts,
    )
    .len() as u64;
    (total > 0).then_some(QueryCount {
        query: corrected,
        total,
    })
}

/// Ways on from a search that found nothing: the words without the place, the stores nearest to a
/// radius place's centre that match everything else, the search without its filters, the category
/// the words name.
fn suggest(snap: &Snapshot, c: &Criteria, concepts: &[Concept]) -> Suggestions {
    let mut out = Suggestions::default();
    let words_anywhere = c.place.is_some() && !concepts.is_empty() && c.understood.place.is_some();
    let centre = c
        .place
        .as_ref()
        .filter(|p| p.kind != PlaceKind::State)
        .and_then(|p| p.centre);
    if words_anywhere || centre.is_some() {
        // Everything the search asks but the place. General words alone ask nothing of a store in
        // a place, so they ask nothing of the stores beyond it either.
        let general_only;
        let asked = if concepts.is_empty() && !c.understood.optional.is_empty() {
            general_only = Criteria {
                understood: Arc::new(Understood {
                    optional: Vec::new(),
                    ..(*c.understood).clone()
                }),
                ..c.clone()
            };
            &general_only
        } else {
            c
        };
        let anywhere = found_anywhere(snap, asked, concepts);
        if words_anywhere && !anywhere.is_empty() {
            out.without_place = Some(QueryCount {
                query: c.understood.without_place.clone(),
                total: anywhere.len() as u64,
            });
        }
        if let Some(centre) = centre {
            let stores = nearest(snap, &anywhere, centre);
            out.nearest = (!stores.is_empty()).then_some(stores);
        }
    }
    let filtered = !c.wanted.is_empty() || c.open_at.is_some();
    if filtered {
        let loose = Criteria {
            wanted: Vec::new(),
            open_at: None,
            open_then: None,
            ..c.clone()
        };
        let total = find(snap, &loose, loose.place.as_ref(), concepts).len() as u64;
        if total > 0 {
            out.without_filters = Some(total);
        }
    }
    out.category = snap
        .categories
        .iter()
        .find(|cat| !concepts.is_empty() && names_concept(&cat.name, concepts) > 0)
        .map(|cat| FacetCount {
            value: cat.slug.clone(),
            label: Some(cat.name.clone()),
            count: snap.category_view(cat).store_count,
        });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search by words, filters and a state, as the route reads one.
    fn criteria(snap: &Snapshot, query: &str, wanted: &[&str], state: Option<&str>) -> Criteria {
        let now = chrono::Utc::now();
        let understood = Arc::new(search::understand(snap, query));
        Criteria {
            place: understood.place.as_ref().map(|p| p.place.clone()),
            understood,
            hotspot: None,
            state: state.map(str::to_string),
            region: None,
            wanted: wanted.iter().map(|w| Want::of(w)).collect(),
            open_at: None,
            open_then: None,
            sort: SortBy::Relevance,
            now,
            open: snap.open_now(now),
        }
    }

    /// A snapshot of `count` generated stores, numbered as a database numbers them.
    fn snapshot_of(count: usize) -> Snapshot {
        let mut catalog = antiques_seed::generate(11, count);
        for (i, store) in catalog.stores.iter_mut().enumerate() {
            store.id = i as i64 + 1;
        }
        Snapshot::build(catalog, 1)
    }

    fn slots_and_scores(hits: &[Hit]) -> Vec<(Slot, f64)> {
        hits.iter().map(|h| (h.slot, h.score)).collect()
    }

    #[test]
    fn a_found_stores_categories_are_named_as_its_answer_names_them() {
        let snap = snapshot_of(300);
        for &slot in &snap.stores.by_name {
            let (full, layout) = snap.full_text(slot);
            let names = |found: &FoundStore| -> Vec<String> {
                found
                    .texts
                    .categories
                    .iter()
                    .map(|c| c.name.to_string())
                    .collect()
            };
            let read = FoundStore::of(&full, layout, None);
            let known = category_names(&snap, snap.entry(slot));
            assert!(known.is_some(), "every category is the catalogue's");
            let named = FoundStore::of(&full, layout, known);
            assert!(!names(&read).is_empty());
            assert_eq!(names(&named), names(&read));
        }
    }

    #[test]
    fn searches_by_sets_find_rank_and_count_as_store_by_store() {
        let snap = snapshot_of(3_000);
        let tests: Vec<FeatureTest> = counted_features().into_iter().map(|(_, t)| t).collect();
        assert_eq!(
            tests.len(),
            FEATURE_FILTERS.len(),
            "every feature is counted"
        );
        let category = snap.categories[0].slug.clone();
        let state = snap.states[0].code.clone();
        let saturday = (Weekday::Sat, 14 * 60, 620);
        // The first ask of a day and time leaves it to each store; the second works it out.
        assert!(snap.open_on(saturday.0, saturday.1, saturday.2).is_none());
        let open_then = snap.open_on(saturday.0, saturday.1, saturday.2);
        let pages = [
            Page { page: 1, size: 20 },
            Page { page: 3, size: 10 },
            Page { page: 40, size: 50 },
        ];
        let sorts = [
            SortBy::Relevance,
            SortBy::Name,
            SortBy::Rating,
            SortBy::Distance,
        ];
        let (mut compared, mut in_a_state, mut sorted, mut few, mut wordless) = (0, 0, 0, 0, 0);
        for query in [
            "furniture",
            "antiques",
            "jewelry",
            "vintage clothing",
            "furnature",
            "glass",
            "furniture texas",
            "antiques in ohio",
            "glass CA",
            // No words: every store, or a state's.
            "",
            "texas",
            "OH",
        ] {
            let filter_sets: [&[&str]; 5] = [
                &[],
                &["openNow"],
                &["verified", "delivery"],
                &[category.as_str()],
                &["featured", category.as_str()],
            ];
            for wanted in filter_sets {
                for state in [None, Some(state.as_str())] {
                    for at in [None, Some(saturday)] {
                        let mut c = criteria(&snap, query, wanted, state);
                        if at.is_some() {
                            c.open_at = at;
                            c.open_then = open_then.clone();
                        }
                        for (page, sort) in pages.into_iter().flat_map(|p| sorts.map(|s| (p, s))) {
                            let c = Criteria { sort, ..c.clone() };
                            let Some(by_sets) = found_by_sets(&snap, &c, page, &tests) else {
                                continue;
                            };
                            let by_store = found_by_store(&snap, &c, page, &tests);
                            let asked =
                                format!("{query:?} {wanted:?} {state:?} {at:?} {page:?} {sort:?}");
                            assert_eq!(by_sets.total, by_store.total, "{asked}");
                            assert_eq!(
                                slots_and_scores(&by_sets.page),
                                slots_and_scores(&by_store.page),
                                "{asked}"
                            );
                            assert_eq!(by_sets.tally, by_store.tally, "{asked}");
                            compared += 1;
                            in_a_state += usize::from(c.place.is_some());
                            sorted += usize::from(sort != SortBy::Relevance);
                            wordless += usize::from(c.understood.what.is_empty());
                            few += usize::from(by_sets.total * SPARSE_WALK < snap.stores.len());
                        }
                    }
                }
            }
        }
        // Most of these searches match more than one store in 32: they must have taken the sets,
        // in every order, walking the kept orders or ranking a few stores on their own.
        assert!(compared >= 1200, "only {compared} searches went by sets");
        assert!(sorted >= 900, "only {sorted} sorted searches went by sets");
        assert!(few >= 100, "only {few} searches found few stores");
        assert!(wordless >= 400, "only {wordless} searches without words");
        assert!(
            in_a_state >= 50,
            "only {in_a_state} searches in a state went by sets"
        );
    }

    #[test]
    fn a_state_in_the_query_finds_what_the_state_filter_finds() {
        let snap = snapshot_of(3_000);
        let mut states: Vec<(&str, usize)> = snap
            .states
            .iter()
            .map(|s| {
                let count = snap.stores.state_counts.get(&s.code).copied();
                (s.code.as_str(), count.unwrap_or(0))
            })
            .collect();
        states.sort_by_key(|s| std::cmp::Reverse(s.1));
        let sorted = |mut hits: Vec<Hit>| {
            hits.sort_by_key(|h| h.slot);
            slots_and_scores(&hits)
        };
        let mut found = 0;
        // Words matching fewer stores than the largest states hold, and more.
        for word in ["vinyl", "clocks", "militaria", "quilts", "furniture"] {
            for &(code, _) in &states[..3] {
                // By its code: some states' names are towns' too (New York).
                let in_query = criteria(&snap, &format!("{word} {code}"), &[], None);
                assert_eq!(
                    in_query.place.as_ref().map(|p| p.kind),
                    Some(PlaceKind::State),
                    "{word} {code}"
                );
                let filtered = criteria(&snap, word, &[], Some(code));
                let by_place = find(
                    &snap,
                    &in_query,
                    in_query.place.as_ref(),
                    &in_query.understood.concepts,
                );
                let by_filter = find(&snap, &filtered, None, &filtered.understood.concepts);
                found += by_place.len();
                assert_eq!(sorted(by_place), sorted(by_filter), "{word} {code}");
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn a_radius_place_finds_what_testing_every_store_finds_kept_or_not() {
        let snap = snapshot_of(3_000);
        let mut towns = 0;
        for slot in [0, 7, 100, 1_000] {
            let e = snap.entry(slot);
            let place = format!("{}, {}", e.city, e.state);
            let c = criteria(&snap, &place, &[], None);
            let Some(p) = c.place.as_ref().filter(|p| p.kind != PlaceKind::State) else {
                continue;
            };
            towns += 1;
            let tested: Vec<(Slot, Option<f64>)> = snap
                .stores
                .live()
                .filter_map(|(s, _)| {
                    let (inside, d) = search::in_place(&snap, s, snap.stores.facts(s), p);
                    inside.then_some((s, d))
                })
                .collect();
            let found = |c: &Criteria| {
                let mut hits = find(&snap, c, c.place.as_ref(), &c.understood.concepts);
                hits.sort_by_key(|h| h.slot);
                hits
            };
            let first = found(&c);
            let pairs: Vec<(Slot, Option<f64>)> =
                first.iter().map(|h| (h.slot, h.distance)).collect();
            assert_eq!(pairs, tested, "{place}");
            let again = found(&c);
            assert_eq!(
                slots_and_scores(&again),
                slots_and_scores(&first),
                "{place}"
            );
            // With words and a filter: the stores of the place the words match, kept or not.
            let words = criteria(&snap, &format!("furniture {place}"), &["verified"], None);
            let first = found(&words);
            assert!(first.iter().all(|h| tested.contains(&(h.slot, h.distance))));
            assert_eq!(slots_and_scores(&found(&words)), slots_and_scores(&first));
        }
        assert!(towns >= 2, "towns read as places");
    }

    #[test]
    fn a_search_that_finds_nothing_offers_the_nearest_stores_that_match_the_rest() {
        let snap = snapshot_of(3_000);
        let (cat, other) = (
            snap.categories[0].slug.as_str(),
            snap.categories[5].slug.as_str(),
        );
        let saturday = (Weekday::Sat, 14 * 60, 620);
        let (mut compared, mut far, mut few) = (0, 0, 0);
        for slot in [0, 7, 100, 1_000, 2_500] {
            let e = snap.entry(slot);
            let zip = e.zip.as_deref().unwrap_or("10001").to_string();
            for place in [zip, format!("{}, {}", e.city, e.state)] {
                for words in ["", "furniture", "quilts", "antiques"] {
                    let filter_sets: [&[&str]; 5] = [
                        &[],
                        &["openNow"],
                        &[cat],
                        &["featured", other],
                        &["verified", "delivery", cat, other],
                    ];
                    for wanted in filter_sets {
                        let c = criteria(&snap, &format!("{words} {place}"), wanted, None);
                        let Some(centre) = c.place.as_ref().and_then(|p| p.centre) else {
                            continue;
                        };
                        let unknown_hours = Criteria {
                            open_at: Some(saturday),
                            ..c.clone()
                        };
                        let in_hotspot = Criteria {
                            hotspot: Some(snap.hotspots[0].slug.clone()),
                            ..c.clone()
                        };
                        for c in [c, unknown_hours, in_hotspot] {
                            let concepts = &c.understood.concepts;
                            let asked = format!("{words:?} {place:?} {wanted:?} {:?}", c.hotspot);
                            // Testing every store: its words, filters and hotspot, not the place.
                            let every: Vec<Slot> = find(&snap, &c, None, concepts)
                                .into_iter()
                                .map(|h| h.slot)
                                .collect();
                            let found = found_anywhere(&snap, &c, concepts);
                            let mut sorted = every.clone();
                            sorted.sort_unstable();
                            assert_eq!(found.slots().collect::<Vec<_>>(), sorted, "{asked}");
                            let mut measured: Vec<(f64, u32, Slot)> = every
                                .iter()
                                .filter_map(|&s| {
                                    let f = snap.stores.facts(s);
                                    let d = antiques_model::geo::distance_km(
                                        centre.0,
                                        centre.1,
                                        f.latitude?,
                                        f.longitude?,
                                    );
                                    Some((d, snap.stores.name_rank(s), s))
                                })
                                .collect();
                            measured.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                            let expected: Vec<(String, f64)> = measured
                                .iter()
                                .take(NEAREST_STORES)
                                .map(|&(d, _, s)| (snap.entry(s).slug.to_string(), one_decimal(d)))
                                .collect();
                            let offered: Vec<(String, f64)> = nearest(&snap, &found, centre)
                                .into_iter()
                                .map(|n| (n.slug, n.distance_km))
                                .collect();
                            assert_eq!(offered, expected, "{asked}");
                            compared += 1;
                            far += usize::from(expected.last().is_some_and(|x| x.1 > 400.0));
                            few += usize::from(found.len() * SPARSE_WALK < snap.stores.len());
                        }
                    }
                }
            }
        }
        assert!(compared >= 300, "only {compared} searches compared");
        assert!(far >= 10, "only {far} searches looked beyond 400 km");
        // Both ways of finding them: measuring a few stores each, widening circles among many.
        assert!(
            few >= 50 && compared - few >= 50,
            "{few} of {compared} found few stores"
        );
    }

    #[test]
    fn searches_with_a_town_a_hotspot_or_unknown_hours_go_store_by_store() {
        let snap = snapshot_of(600);
        let tests: Vec<FeatureTest> = counted_features().into_iter().map(|(_, t)| t).collect();
        let page = Page { page: 1, size: 20 };
        let words = criteria(&snap, "antiques", &[], None);
        assert!(found_by_sets(&snap, &words, page, &tests).is_some());
        let by_name = Criteria {
            sort: SortBy::Name,
            ..words.clone()
        };
        assert!(found_by_sets(&snap, &by_name, page, &tests).is_some());
        let in_state = criteria(&snap, "furniture texas", &[], None);
        assert_eq!(
            in_state.place.as_ref().map(|p| p.kind),
            Some(PlaceKind::State)
        );
        assert!(found_by_sets(&snap, &in_state, page, &tests).is_some());
        let town = &snap.entry(0).city;
        let in_town = criteria(&snap, &format!("furniture {town}"), &[], None);
        assert!(
            in_town
                .place
                .as_ref()
                .is_some_and(|p| p.kind != PlaceKind::State)
        );
        assert!(found_by_sets(&snap, &in_town, page, &tests).is_none());
        let in_hotspot = Criteria {
            hotspot: Some(snap.hotspots[0].slug.clone()),
            ..words.clone()
        };
        assert!(found_by_sets(&snap, &in_hotspot, page, &tests).is_none());
        let unknown_hours = Criteria {
            open_at: Some((Weekday::Mon, 600, 101)),
            ..words
        };
        assert!(found_by_sets(&snap, &unknown_hours, page, &tests).is_none());
    }
}
