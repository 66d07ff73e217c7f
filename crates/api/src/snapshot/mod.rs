//! The in-memory snapshot of the catalogue that every read is served from.
//!
//! Built from [`antiques_model::Catalog`] after each write (and when another instance's write bumps
//! `catalog_version`), swapped in atomically. It holds every store in name order with its JSON already
//! serialised (full and summary forms), lookup maps, precomputed orders for each sort, the name-search
//! index and a geographic grid, so requests do no database work and both backends answer identically.

mod grid;
mod names;

use std::collections::{BTreeMap, HashMap};
use std::sync::OnceLock;

use antiques_model::text::fold;
use antiques_model::{Catalog, Category, Event, Guide, Hotspot, Region, State, Store};
use bytes::Bytes;
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::value::RawValue;

use crate::views::{
    CategoryView, EventView, HotspotView, RegionView, StateView, StoreDerived, StoreFull,
    StoreSummary,
};

pub use grid::Grid;
pub use names::NameIndex;

/// Nearby stores of a store: (index, distance in km), nearest first.
type Nearby = Box<[(u32, f64)]>;

/// The full and the summary JSON of a store (views with the derived values), serialised once.
fn store_json(s: &Store, state_name: Option<&str>) -> (Box<RawValue>, Box<RawValue>) {
    let full = StoreFull {
        store: s,
        derived: StoreDerived::of(s, state_name),
    };
    (raw(&full), raw(&StoreSummary::of(s, state_name)))
}

/// A value as ready JSON.
fn raw(value: &impl Serialize) -> Box<RawValue> {
    serde_json::value::to_raw_value(value).unwrap_or_else(|_| RawValue::NULL.to_owned())
}

/// The store less the long texts no read needs once its JSON is serialised (memory).
fn slim(mut s: Store) -> Store {
    s.description = None;
    s.enhanced_description = None;
    s.photos = Vec::new();
    s.social_links = Vec::new();
    s.seo = None;
    s.emails = Vec::new();
    if let Some(a) = &mut s.store_analysis {
        a.description = String::new();
        a.specialties = Vec::new();
        a.analysis = Default::default();
    }
    if let Some(c) = &mut s.customer_sentiment {
        c.positive_themes = Vec::new();
        c.concerns = Vec::new();
        c.satisfaction_drivers = Vec::new();
    }
    if let Some(h) = &mut s.opening_hours {
        h.note = None;
    }
    s
}

/// One store and what we precomputed about it.
#[derive(Debug)]
pub struct StoreEntry {
    /// The store, less its long texts (they live in the JSON): descriptions, photos, social links,
    /// SEO, e-mails, analysis texts and sentiment themes are empty here.
    pub store: Store,
    /// Folded name (lower case, no accents, single spaces).
    pub folded_name: String,
    /// The rating the page shows: customer sentiment, else the listing rating.
    pub rating: Option<f64>,
    /// Region slug of the store's state.
    pub region: Option<String>,
    /// Whether the store has a non-blank website.
    pub has_website: bool,
    /// The full store as JSON ([`StoreFull`]).
    pub full_json: Box<RawValue>,
    /// The summary as JSON ([`StoreSummary`]).
    pub summary_json: Box<RawValue>,
}

impl StoreEntry {
    /// Top-stores score: rating + 0.5 if verified + 0.25 if enhanced.
    pub fn score(&self) -> f64 {
        self.rating.unwrap_or(0.0)
            + if self.store.verified { 0.5 } else { 0.0 }
            + if self.store.has_enhanced_data {
                0.25
            } else {
                0.0
            }
    }
}

/// The whole catalogue, indexed for reads.
#[derive(Debug)]
pub struct Snapshot {
    /// `catalog_version` this snapshot was built from.
    pub version: i64,
    /// When it was built.
    pub built_at: DateTime<Utc>,
    /// Stores in name order (folded name, then id).
    pub stores: Vec<StoreEntry>,
    by_id: HashMap<i64, u32>,
    by_document_id: HashMap<String, u32>,
    by_slug: HashMap<String, u32>,
    /// Store indices by rating, best first (no rating last), then name.
    pub order_rating: Vec<u32>,
    /// Store indices by `updatedAt`, newest first, then name.
    pub order_updated: Vec<u32>,
    /// Store indices in search order: featured first, then rating, then name.
    pub order_search: Vec<u32>,
    /// Position of each store (by index) in `order_search`.
    pub search_rank: Vec<u32>,
    /// Name-search index.
    pub names: NameIndex,
    /// Geographic grid of the stores with coordinates.
    pub grid: Grid,
    /// Regions in catalogue order.
    pub regions: Vec<Region>,
    /// States in catalogue order.
    pub states: Vec<State>,
    /// Hotspots in catalogue order.
    pub hotspots: Vec<Hotspot>,
    /// Categories in catalogue order.
    pub categories: Vec<Category>,
    /// Guides, newest first.
    pub guides: Vec<Guide>,
    /// Events by start date.
    pub events: Vec<Event>,
    /// Stores per state code.
    pub state_counts: HashMap<String, usize>,
    /// Stores per hotspot slug.
    pub hotspot_members: HashMap<String, Vec<u32>>,
    /// Stores per category slug.
    pub category_counts: HashMap<String, usize>,
    /// Number of distinct city + state pairs.
    pub distinct_cities: usize,
    /// Nearby stores of each store, computed on first use.
    nearby_cache: Vec<OnceLock<Nearby>>,
    /// Cache of other whole response bodies by key (bounded).
    response_cache: std::sync::Mutex<HashMap<String, Bytes>>,
}

/// Most response bodies kept in a snapshot's response cache.
const RESPONSE_CACHE_ENTRIES: usize = 1024;

impl Snapshot {
    /// An empty snapshot (before the first load).
    pub fn empty() -> Self {
        Snapshot::build(Catalog::default(), 0)
    }

    /// Indexes a catalogue read from storage at `version`.
    pub fn build(catalog: Catalog, version: i64) -> Self {
        let region_of: HashMap<&str, &str> = catalog
            .states
            .iter()
            .map(|s| (s.code.as_str(), s.region.as_str()))
            .collect();
        let state_name: HashMap<&str, &str> = catalog
            .states
            .iter()
            .map(|s| (s.code.as_str(), s.name.as_str()))
            .collect();
        let mut stores: Vec<StoreEntry> = catalog
            .stores
            .into_iter()
            .map(|store| {
                let rating = store.display_rating();
                let region = region_of.get(store.state.as_str()).map(|r| r.to_string());
                let (full_json, summary_json) =
                    store_json(&store, state_name.get(store.state.as_str()).copied());
                let store = slim(store);
                StoreEntry {
                    folded_name: fold(&store.name),
                    has_website: store.has_website(),
                    rating,
                    region,
                    full_json,
                    summary_json,
                    store,
                }
            })
            .collect();
        stores.sort_by(|a, b| {
            a.folded_name
                .cmp(&b.folded_name)
                .then(a.store.id.cmp(&b.store.id))
        });

        let n = stores.len();
        let mut by_id = HashMap::with_capacity(n);
        let mut by_document_id = HashMap::with_capacity(n);
        let mut by_slug = HashMap::with_capacity(n);
        let mut state_counts: HashMap<String, usize> = HashMap::new();
        let mut hotspot_members: HashMap<String, Vec<u32>> = HashMap::new();
        let mut category_counts: HashMap<String, usize> = HashMap::new();
        let mut cities = std::collections::HashSet::new();
        for (i, e) in stores.iter().enumerate() {
            let i = i as u32;
            by_id.insert(e.store.id, i);
            by_document_id.insert(e.store.document_id.clone(), i);
            by_slug.insert(e.store.slug.clone(), i);
            *state_counts.entry(e.store.state.clone()).or_default() += 1;
            if let Some(h) = &e.store.nearest_antique_hotspot {
                hotspot_members.entry(h.slug.clone()).or_default().push(i);
            }
            for c in &e.store.categories {
                *category_counts.entry(c.slug.clone()).or_default() += 1;
            }
            cities.insert((fold(&e.store.city), e.store.state.clone()));
        }
        let by_rating = |a: &u32, b: &u32| {
            let (x, y) = (&stores[*a as usize], &stores[*b as usize]);
            y.rating
                .unwrap_or(-1.0)
                .total_cmp(&x.rating.unwrap_or(-1.0))
                .then(a.cmp(b))
        };
        let mut order_rating: Vec<u32> = (0..n as u32).collect();
        order_rating.sort_by(by_rating);
        let mut order_updated: Vec<u32> = (0..n as u32).collect();
        order_updated.sort_by(|a, b| {
            stores[*b as usize]
                .store
                .updated_at
                .cmp(&stores[*a as usize].store.updated_at)
                .then(a.cmp(b))
        });
        let mut order_search = order_rating.clone();
        order_search.sort_by_key(|i| !stores[*i as usize].store.featured);
        let mut search_rank = vec![0u32; n];
        for (pos, i) in order_search.iter().enumerate() {
            search_rank[*i as usize] = pos as u32;
        }
        let names = NameIndex::build(stores.iter().map(|e| e.folded_name.as_str()));
        let grid = Grid::build(stores.iter().map(|e| (e.store.latitude, e.store.longitude)));
        let mut guides = catalog.guides;
        guides.sort_by(|a, b| {
            b.published_at
                .cmp(&a.published_at)
                .then(a.slug.cmp(&b.slug))
        });
        let mut events = catalog.events;
        events.sort_by(|a, b| a.start_date.cmp(&b.start_date).then(a.slug.cmp(&b.slug)));
        Snapshot {
            version,
            built_at: Utc::now(),
            nearby_cache: (0..n).map(|_| OnceLock::new()).collect(),
            response_cache: std::sync::Mutex::new(HashMap::new()),
            by_id,
            by_document_id,
            by_slug,
            order_rating,
            order_updated,
            order_search,
            search_rank,
            names,
            grid,
            regions: catalog.regions,
            states: catalog.states,
            hotspots: catalog.hotspots,
            categories: catalog.categories,
            guides,
            events,
            state_counts,
            hotspot_members,
            category_counts,
            distinct_cities: cities.len(),
            stores,
        }
    }

    /// The store index for an id, a documentId or a slug.
    pub fn find_store(&self, key: &str) -> Option<u32> {
        if let Ok(id) = key.parse::<i64>()
            && let Some(&i) = self.by_id.get(&id)
        {
            return Some(i);
        }
        self.by_document_id
            .get(key)
            .or_else(|| self.by_slug.get(key))
            .copied()
    }

    /// The state for a code (any case) or a slug.
    pub fn find_state(&self, key: &str) -> Option<&State> {
        self.states
            .iter()
            .find(|s| s.code.eq_ignore_ascii_case(key) || s.slug == key)
    }

    /// The region with a slug.
    pub fn find_region(&self, slug: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.slug == slug)
    }

    /// The hotspot with a slug.
    pub fn find_hotspot(&self, slug: &str) -> Option<&Hotspot> {
        self.hotspots.iter().find(|h| h.slug == slug)
    }

    /// The category with a slug.
    pub fn find_category(&self, slug: &str) -> Option<&Category> {
        self.categories.iter().find(|c| c.slug == slug)
    }

    /// The store at an index.
    pub fn entry(&self, i: u32) -> &StoreEntry {
        &self.stores[i as usize]
    }

    /// The nearby stores of a store (index, distance), computed on first use.
    pub fn cached_nearby(&self, i: u32, make: impl FnOnce() -> Vec<(u32, f64)>) -> &[(u32, f64)] {
        self.nearby_cache[i as usize].get_or_init(|| make().into_boxed_slice())
    }

    /// A cached response body by key (responses that depend on nothing but the snapshot and the key).
    pub fn cached(&self, key: &str, make: impl FnOnce() -> Bytes) -> Bytes {
        if let Some(b) = self
            .response_cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
        {
            return b.clone();
        }
        let body = make();
        let mut cache = self
            .response_cache
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if cache.len() < RESPONSE_CACHE_ENTRIES {
            cache.insert(key.to_string(), body.clone());
        }
        body
    }

    /// The `n` stores nearest to a point within `radius_km`, nearest first, with distances.
    pub fn nearest(
        &self,
        lat: f64,
        lng: f64,
        radius_km: f64,
        n: usize,
        except: Option<u32>,
    ) -> Vec<(u32, f64)> {
        self.grid.nearest(lat, lng, radius_km, n, except)
    }

    /// Stores per city of a state, most first, ties by name.
    pub fn cities_of(&self, code: &str) -> Vec<(String, usize)> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for e in self.stores.iter().filter(|e| e.store.state == code) {
            *counts.entry(e.store.city.clone()).or_default() += 1;
        }
        let mut list: Vec<_> = counts.into_iter().collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        list
    }

    /// A hotspot with its `storeCount`.
    pub fn hotspot_view<'a>(&'a self, h: &'a Hotspot) -> HotspotView<'a> {
        HotspotView {
            hotspot: h,
            state_name: self.state_name(&h.state),
            store_count: self.hotspot_count(h) as u64,
        }
    }

    /// An event with its state's name.
    pub fn event_view<'a>(&'a self, e: &'a Event) -> EventView<'a> {
        EventView {
            event: e,
            state_name: self.state_name(&e.state),
        }
    }

    /// The name of the state with a code.
    pub fn state_name(&self, code: &str) -> Option<&str> {
        self.states
            .iter()
            .find(|s| s.code == code)
            .map(|s| s.name.as_str())
    }

    /// A state with its region's name and `storeCount`.
    pub fn state_view<'a>(&'a self, s: &'a State) -> StateView<'a> {
        StateView {
            code: &s.code,
            name: &s.name,
            slug: &s.slug,
            region: &s.region,
            region_name: self.find_region(&s.region).map(|r| r.name.as_str()),
            store_count: self.state_counts.get(&s.code).copied().unwrap_or(0) as u64,
        }
    }

    /// A category with its `storeCount`.
    pub fn category_view<'a>(&self, c: &'a Category) -> CategoryView<'a> {
        CategoryView {
            slug: &c.slug,
            name: &c.name,
            description: &c.description,
            store_count: self.category_counts.get(&c.slug).copied().unwrap_or(0) as u64,
        }
    }

    /// A region with its states and `storeCount`.
    pub fn region_view<'a>(&'a self, r: &'a Region) -> RegionView<'a> {
        let states: Vec<StateView<'a>> = self
            .states
            .iter()
            .filter(|s| s.region == r.slug)
            .map(|s| self.state_view(s))
            .collect();
        let store_count = states.iter().map(|s| s.store_count).sum();
        RegionView {
            slug: &r.slug,
            name: &r.name,
            description: &r.description,
            store_count,
            states,
        }
    }

    /// Hotspots (with `storeCount`) in the given states, most stores first.
    pub fn hotspots_in(&self, codes: &[&str]) -> Vec<HotspotView<'_>> {
        let mut list: Vec<&Hotspot> = self
            .hotspots
            .iter()
            .filter(|h| codes.contains(&h.state.as_str()))
            .collect();
        list.sort_by(|a, b| {
            self.hotspot_count(b)
                .cmp(&self.hotspot_count(a))
                .then(a.name.cmp(&b.name))
        });
        list.into_iter().map(|h| self.hotspot_view(h)).collect()
    }

    /// Stores belonging to a hotspot.
    pub fn hotspot_count(&self, h: &Hotspot) -> usize {
        self.hotspot_members.get(&h.slug).map_or(0, Vec::len)
    }
}
