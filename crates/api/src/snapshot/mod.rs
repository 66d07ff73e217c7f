//! The in-memory snapshot of the catalogue that every read is served from.
//!
//! Loaded whole at start (and when the change log cannot say what changed), then brought up to date
//! by deltas: a write, or another instance's write found in `catalog_changes`, re-reads only the
//! stores it changed and makes the next snapshot from this one, sharing everything else (see
//! [`stores`]). Snapshots are immutable and swapped in atomically, so requests do no database work and
//! both backends answer identically.
//!
//! Per store it keeps what reads filter, sort and summarise on, and the full answer compressed with a
//! dictionary trained on the catalogue ([`codec`]); on top, lookup maps by id / documentId / slug,
//! the orders of each sort, the name-search index and a geographic grid.

mod bit_count;
mod bounded_map;
mod codec;
pub mod doc;
mod entry;
pub mod facts;
mod grid;
mod haystack;
mod layout;
mod names;
mod response_cache;
mod store_sets;
mod stores;
mod word_matches;

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use antiques_model::{Catalog, Category, Event, Guide, Hotspot, RecordIds, Region, State, Store};
use bytes::Bytes;
use chrono::{DateTime, Utc};
use serde_json::value::RawValue;

use crate::search::{
    FoundStore, Gazetteer, Place, PlaceKey, PlaceStores, TextIndex, TextSearch, Understood,
    UsPlaces,
};
use crate::views::{CategoryView, EventView, GuideSummary, HotspotView, RegionView, StateView};

use bounded_map::BoundedMap;
pub use codec::JsonCodec;
use entry::HoursTable;
pub use entry::{
    JsonText, KeyedSlug, StateCode, StoreEntry, SummaryJson, summary_of, summary_text, text_key,
    with_members,
};
pub use haystack::NameHaystack;
pub use layout::{AnswerLayout, TextMember, write_with_layout};
use response_cache::ResponseCache;
pub use store_sets::StoreSets;
pub use stores::{Slot, StoreIndex};
pub use word_matches::WordMatches;

/// The stores near a store (slot, distance in km), nearest first.
pub type Nearby = Arc<[(Slot, f64)]>;

/// Stores whose JSON trains the compression dictionary of a snapshot loaded whole.
const TRAINING_SAMPLES: usize = 1_000;

/// Most filtered or sorted store lists kept in a snapshot (each up to 4 bytes a store).
const LIST_CACHE_ENTRIES: usize = 64;

/// The stores a filtered or sorted query lists, in its order, once computed.
pub type SlotList = Arc<tokio::sync::OnceCell<Arc<[Slot]>>>;

/// The stores a search's words match, with their scores, in slot order (a score's last digits
/// decide no order a visitor could tell, and half the bytes keep twice the words).
pub type TextMatches = Arc<WordMatches>;

/// A weekday, a minute past midnight and a date (`MMDD`, for seasons): when a search asks who is open.
type OpenTime = (chrono::Weekday, u32, u32);

/// The stores an edit changed, as slots: those gone from the old snapshot, those written in the new.
struct SlotChanges {
    gone: Vec<Slot>,
    written: Vec<Slot>,
}

impl SlotChanges {
    /// `set` (a set of the old snapshot's stores) for the next snapshot: the gone stores out, each
    /// written store in or out as `holds` says of it.
    fn patch(
        &self,
        set: &SlotSet,
        next: &Snapshot,
        holds: impl Fn(&StoreEntry) -> bool,
    ) -> SlotSet {
        let mut set = set.clone();
        set.grow(next.stores.slot_capacity());
        for &slot in &self.gone {
            set.remove(slot);
        }
        for &slot in &self.written {
            if holds(next.stores.entry(slot)) {
                set.insert(slot);
            } else {
                set.remove(slot);
            }
        }
        set
    }
}

/// Most days and times whose open stores a snapshot keeps (a bit per store each: 12.5 KB at 100,000).
const OPEN_ON_ENTRIES: usize = 64;

/// Most word searches whose matches a snapshot keeps, and most matches in all (8 bytes each: 16 MB,
/// room for the matches of about eighty everyday words at 100,000 stores).
const MATCH_CACHE_ENTRIES: usize = 256;
const MATCH_CACHE_PAIRS: usize = 2 << 20;

/// Most queries a snapshot keeps as the search read them.
const UNDERSTOOD_ENTRIES: usize = 4096;

/// Most misspelt words a snapshot keeps the place they were probably meant to be of.
const NEAR_MISS_ENTRIES: usize = 4096;

/// Most stores whose search result a snapshot keeps unpacked (a few KB each).
const FOUND_STORE_ENTRIES: usize = 4096;

/// Most radius places whose stores a snapshot keeps, and most stores in all (12 bytes each: 6 MB;
/// a town's 25 km hold a few hundred to a few thousand stores at 100,000).
const PLACE_STORE_ENTRIES: usize = 1024;
const PLACE_STORES: usize = 512 * 1024;

/// The reference data: everything but the stores.
#[derive(Debug, Clone, Default)]
pub struct Reference {
    /// Regions in catalogue order.
    pub regions: Arc<Vec<Region>>,
    /// States in catalogue order.
    pub states: Arc<Vec<State>>,
    /// Hotspots in catalogue order.
    pub hotspots: Arc<Vec<Hotspot>>,
    /// Categories in catalogue order.
    pub categories: Arc<Vec<Category>>,
    /// Guides, newest first.
    pub guides: Arc<Vec<Guide>>,
    /// Events by start date.
    pub events: Arc<Vec<Event>>,
    /// The numeric ids of all of them.
    pub ids: Arc<RecordIds>,
}

impl Reference {
    /// This reference data with the ids storage gave its records.
    pub fn with_ids(self, ids: RecordIds) -> Self {
        Reference {
            ids: Arc::new(ids),
            ..self
        }
    }

    /// The reference data of a catalogue (its stores are left alone), in the orders reads use.
    pub fn of(catalog: &mut Catalog) -> Self {
        let mut guides = std::mem::take(&mut catalog.guides);
        // Drafts are the console's: the public reads never see them.
        guides.retain(|g| !g.draft);
        guides.sort_by(|a, b| {
            b.published_at
                .cmp(&a.published_at)
                .then(a.slug.cmp(&b.slug))
        });
        let mut events = std::mem::take(&mut catalog.events);
        events.sort_by(|a, b| a.start_date.cmp(&b.start_date).then(a.slug.cmp(&b.slug)));
        Reference {
            regions: Arc::new(std::mem::take(&mut catalog.regions)),
            states: Arc::new(std::mem::take(&mut catalog.states)),
            hotspots: Arc::new(std::mem::take(&mut catalog.hotspots)),
            categories: Arc::new(std::mem::take(&mut catalog.categories)),
            guides: Arc::new(guides),
            events: Arc::new(events),
            ids: Arc::default(),
        }
    }

    /// Whether stores read the same under `other`: their answers carry the state's name and their
    /// region, so different states or regions mean every store must be made again.
    pub fn shapes_stores_like(&self, other: &Reference) -> bool {
        self.states == other.states && self.regions == other.regions
    }

    /// The name of a state and the slug of its region.
    fn place(&self, code: &str) -> (Option<&str>, Option<&str>) {
        match self.states.iter().find(|s| s.code == code) {
            Some(s) => (Some(s.name.as_str()), Some(s.region.as_str())),
            None => (None, None),
        }
    }

    /// The snapshot entry of a store under this reference data.
    fn entry(&self, store: Store, codec: &JsonCodec, hours: Option<&mut HoursTable>) -> StoreEntry {
        let (state_name, region) = self.place(&store.state);
        let (json, layout) = entry::full_json(&store, state_name, region);
        StoreEntry::new(store, region, (codec.pack(&json), layout), hours)
    }
}

/// Loads a snapshot store by store, so the full stores are never all in memory at once: the first
/// [`TRAINING_SAMPLES`] are held until the compression dictionary is trained on them.
pub struct SnapshotBuilder {
    reference: Reference,
    hours: HoursTable,
    codec: Option<Arc<JsonCodec>>,
    pending: Vec<(Store, Vec<u8>, AnswerLayout)>,
    entries: Vec<Arc<StoreEntry>>,
    text: Arc<TextIndex>,
    us_places: Arc<UsPlaces>,
}

impl SnapshotBuilder {
    /// A builder for stores under this reference data.
    pub fn new(reference: Reference) -> Self {
        SnapshotBuilder {
            reference,
            hours: HoursTable::default(),
            codec: None,
            pending: Vec::new(),
            entries: Vec::new(),
            text: TextIndex::create(),
            us_places: Arc::default(),
        }
    }

    /// The towns and ZIP codes of the whole US the snapshot's searches may place (none by default).
    pub fn with_us_places(mut self, us_places: Arc<UsPlaces>) -> Self {
        self.us_places = us_places;
        self
    }

    /// Adds a store (in id order); drafts (never published, or unpublished) are left out.
    pub fn push(&mut self, store: Store) {
        if store.published_at.is_none() {
            return;
        }
        self.text.add(&store);
        match &self.codec {
            Some(codec) => {
                let entry = self.reference.entry(store, codec, Some(&mut self.hours));
                self.entries.push(Arc::new(entry));
            }
            None => {
                let (state_name, region) = self.reference.place(&store.state);
                let (json, layout) = entry::full_json(&store, state_name, region);
                self.pending.push((store, json, layout));
                if self.pending.len() >= TRAINING_SAMPLES {
                    self.train();
                }
            }
        }
    }

    /// Trains the dictionary on the stores held so far and packs them.
    fn train(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let samples: Vec<Vec<u8>> = pending.iter().map(|(_, j, _)| j.clone()).collect();
        let codec = Arc::new(JsonCodec::train(&samples));
        drop(samples);
        for (store, json, layout) in pending {
            let (_, region) = self.reference.place(&store.state);
            let full = (codec.pack(&json), layout);
            let entry = StoreEntry::new(store, region, full, Some(&mut self.hours));
            self.entries.push(Arc::new(entry));
        }
        self.codec = Some(codec);
    }

    /// The snapshot of everything pushed, at `version`.
    pub fn finish(mut self, version: i64) -> Snapshot {
        if self.codec.is_none() {
            self.train();
        }
        let codec = self
            .codec
            .take()
            .unwrap_or_else(|| Arc::new(JsonCodec::train(&[])));
        Snapshot::new(
            version,
            self.reference,
            codec,
            StoreIndex::build(self.entries),
            self.text.commit(),
        )
        .with_us_places(self.us_places)
    }
}

/// Slots by store id: a table indexed by id when ids are dense enough, else sorted pairs.
#[derive(Debug)]
enum IdSlots {
    Dense(Vec<Slot>),
    Sorted(Vec<(i64, Slot)>),
}

/// A `Dense` entry with no store.
const NO_SLOT: Slot = Slot::MAX;

impl IdSlots {
    fn of(stores: &StoreIndex) -> IdSlots {
        let mut pairs: Vec<(i64, Slot)> = stores
            .by_name
            .iter()
            .map(|&slot| (stores.entry(slot).id, slot))
            .collect();
        let max = pairs.iter().map(|(id, _)| *id).max().unwrap_or(0);
        let min = pairs.iter().map(|(id, _)| *id).min().unwrap_or(0);
        if min >= 0 && (max as u64) < 4 * pairs.len() as u64 + 1024 {
            let mut table = vec![NO_SLOT; max as usize + 1];
            for (id, slot) in pairs {
                table[id as usize] = slot;
            }
            IdSlots::Dense(table)
        } else {
            pairs.sort_unstable();
            IdSlots::Sorted(pairs)
        }
    }

    fn get(&self, id: i64) -> Option<Slot> {
        match self {
            IdSlots::Dense(table) => usize::try_from(id)
                .ok()
                .and_then(|i| table.get(i))
                .copied()
                .filter(|&s| s != NO_SLOT),
            IdSlots::Sorted(pairs) => pairs
                .binary_search_by_key(&id, |(i, _)| *i)
                .ok()
                .map(|at| pairs[at].1),
        }
    }
}

/// A set of slots, one bit each.
#[derive(Debug, Clone)]
pub struct SlotSet(Vec<u64>);

impl SlotSet {
    /// An empty set for slots below `capacity`.
    pub fn new(capacity: usize) -> Self {
        SlotSet(vec![0; capacity.div_ceil(64)])
    }

    pub fn insert(&mut self, slot: Slot) {
        if let Some(word) = self.0.get_mut(slot as usize / 64) {
            *word |= 1 << (slot % 64);
        }
    }

    pub fn remove(&mut self, slot: Slot) {
        if let Some(word) = self.0.get_mut(slot as usize / 64) {
            *word &= !(1 << (slot % 64));
        }
    }

    /// Makes room for slots below `capacity`.
    pub fn grow(&mut self, capacity: usize) {
        let words = capacity.div_ceil(64);
        if words > self.0.len() {
            self.0.resize(words, 0);
        }
    }

    pub fn contains(&self, slot: Slot) -> bool {
        self.0
            .get(slot as usize / 64)
            .is_some_and(|word| word & (1 << (slot % 64)) != 0)
    }

    /// The slots in the set.
    pub fn len(&self) -> usize {
        bit_count::ones_in_both(&self.0, &self.0) as usize
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Keeps only the slots also in `other`.
    pub fn retain_in(&mut self, other: &SlotSet) {
        for (i, word) in self.0.iter_mut().enumerate() {
            *word &= other.0.get(i).copied().unwrap_or(0);
        }
    }

    /// How many slots are in both sets (no set is made).
    pub fn count_in(&self, other: &SlotSet) -> u64 {
        bit_count::ones_in_both(&self.0, &other.0)
    }

    /// The slots in the set, in order.
    pub fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let slot = i as Slot * 64 + bits.trailing_zeros() as Slot;
                    bits &= bits - 1;
                    slot
                })
            })
        })
    }
}

impl FromIterator<Slot> for SlotSet {
    /// A set holding the slots (sized to the largest).
    fn from_iter<I: IntoIterator<Item = Slot>>(slots: I) -> Self {
        let mut set = SlotSet(Vec::new());
        for slot in slots {
            set.grow(slot as usize + 1);
            set.insert(slot);
        }
        set
    }
}

/// The stems of the texts a search names guides and events by, in the snapshot's orders.
#[derive(Debug, Default)]
pub struct RecordStems {
    /// Each guide's title and summary.
    pub guides: Vec<(Vec<String>, Vec<String>)>,
    /// Each event's title.
    pub event_titles: Vec<Vec<String>>,
}

/// The whole catalogue, indexed for reads.
#[derive(Debug)]
pub struct Snapshot {
    /// `catalog_version` this snapshot holds.
    pub version: i64,
    /// When it was made.
    pub built_at: DateTime<Utc>,
    /// Regions in catalogue order.
    pub regions: Arc<Vec<Region>>,
    /// States in catalogue order.
    pub states: Arc<Vec<State>>,
    /// Hotspots in catalogue order.
    pub hotspots: Arc<Vec<Hotspot>>,
    /// Categories in catalogue order.
    pub categories: Arc<Vec<Category>>,
    /// Guides, newest first.
    pub guides: Arc<Vec<Guide>>,
    /// Events by start date.
    pub events: Arc<Vec<Event>>,
    /// The numeric ids of the reference records.
    pub ids: Arc<RecordIds>,
    /// The stores and their indexes.
    pub stores: StoreIndex,
    codec: Arc<JsonCodec>,
    /// Nearby stores of a store, computed on first use.
    nearby: RwLock<HashMap<Slot, Nearby>>,
    /// Cache of other whole response bodies by key (bounded).
    response_cache: Mutex<ResponseCache>,
    /// Store lists a query filtered or sorted, by query (bounded).
    list_cache: BoundedMap<String, SlotList>,
    /// The stores a search's words match, by the words as the index reads them (bounded in
    /// searches and in matches kept in all).
    match_cache: BoundedMap<String, TextMatches>,
    /// The stores' words, as of this snapshot.
    pub text: TextSearch,
    /// Which stores are open, for the last minute asked.
    open_now: Mutex<Option<(i64, Arc<SlotSet>)>>,
    /// Which stores are open on a weekday at a minute (seasons read on a date), by those (bounded).
    /// (`None`: asked once).
    open_on: BoundedMap<OpenTime, Option<Arc<SlotSet>>>,
    /// Slots by store id, made on first use.
    id_slots: OnceLock<IdSlots>,
    /// The places of the stores, made on first use.
    gazetteer: OnceLock<Gazetteer>,
    /// The towns and ZIP codes of the whole US, read once and shared by every snapshot.
    us_places: Arc<UsPlaces>,
    /// The stems of the guides' and events' texts, made on first use.
    record_stems: OnceLock<RecordStems>,
    /// The folded names in one text, made on first use.
    name_haystack: OnceLock<NameHaystack>,
    /// Slots by name descending, made on first use.
    by_name_desc: OnceLock<Vec<Slot>>,
    /// The stores of each feature, category and state, made on first use.
    store_sets: OnceLock<StoreSets>,
    /// Queries as the search reads them, by query (bounded).
    understood: BoundedMap<String, Arc<Understood>>,
    /// The place each misspelt word was probably meant to be, if any, by word (bounded).
    near_misses: BoundedMap<String, Option<String>>,
    /// What a search result shows of a store, by slot (bounded).
    found_stores: BoundedMap<Slot, Arc<FoundStore>>,
    /// The stores of each radius place searched, with their distances, by place (bounded).
    place_stores: BoundedMap<PlaceKey, Option<Arc<PlaceStores>>>,
}

impl Snapshot {
    fn new(
        version: i64,
        reference: Reference,
        codec: Arc<JsonCodec>,
        stores: StoreIndex,
        text: TextSearch,
    ) -> Self {
        Snapshot {
            version,
            built_at: Utc::now(),
            regions: reference.regions,
            states: reference.states,
            hotspots: reference.hotspots,
            categories: reference.categories,
            guides: reference.guides,
            events: reference.events,
            ids: reference.ids,
            stores,
            codec,
            nearby: RwLock::new(HashMap::new()),
            response_cache: Mutex::new(ResponseCache::default()),
            list_cache: BoundedMap::new(LIST_CACHE_ENTRIES),
            match_cache: BoundedMap::weighed(MATCH_CACHE_ENTRIES, MATCH_CACHE_PAIRS),
            text,
            open_now: Mutex::new(None),
            open_on: BoundedMap::new(OPEN_ON_ENTRIES),
            id_slots: OnceLock::new(),
            gazetteer: OnceLock::new(),
            us_places: Arc::default(),
            record_stems: OnceLock::new(),
            name_haystack: OnceLock::new(),
            by_name_desc: OnceLock::new(),
            store_sets: OnceLock::new(),
            understood: BoundedMap::new(UNDERSTOOD_ENTRIES),
            near_misses: BoundedMap::new(NEAR_MISS_ENTRIES),
            found_stores: BoundedMap::new(FOUND_STORE_ENTRIES),
            place_stores: BoundedMap::weighed(PLACE_STORE_ENTRIES, PLACE_STORES),
        }
    }

    /// The slot of a live store by its id, through a flat table made on first use: a search turns
    /// every store its words match from an id into a slot, which the persistent map behind
    /// [`StoreIndex::slot_of`] answers several times slower.
    pub fn slot_by_id(&self, id: i64) -> Option<Slot> {
        self.id_slots
            .get_or_init(|| IdSlots::of(&self.stores))
            .get(id)
    }

    /// The stores open at `at` (by their hours in their own time zones), worked out once per minute:
    /// opening hours change state on the minute, and every search with "open now" or its count
    /// would otherwise read every store's hours.
    pub fn open_now(&self, at: DateTime<Utc>) -> Arc<SlotSet> {
        let minute = at.timestamp().div_euclid(60);
        let mut cached = self.open_now.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((m, set)) = cached.as_ref()
            && *m == minute
        {
            return set.clone();
        }
        let set = Arc::new(self.stores_open(|h| h.is_open_at(at)));
        *cached = Some((minute, set.clone()));
        set
    }

    /// The live stores whose hours `open` holds. Stores share their hours (a few hundred weeks
    /// among thousands of stores): each week is read once, the stores in the order they are kept.
    /// (Reading every store's hours, each with its time zone to look up and its times to parse,
    /// took ~2,000 instructions a store: a stall of tens of milliseconds a minute at 100,000.)
    fn stores_open(&self, open: impl Fn(&antiques_model::OpeningHours) -> bool) -> SlotSet {
        let mut weeks: HashMap<*const antiques_model::OpeningHours, bool> = HashMap::new();
        let mut set = SlotSet::new(self.stores.slot_capacity());
        for (slot, e) in self.stores.live() {
            let is_open = e
                .hours
                .as_ref()
                .is_some_and(|h| *weeks.entry(Arc::as_ptr(h)).or_insert_with(|| open(h)));
            if is_open {
                set.insert(slot);
            }
        }
        set
    }

    /// The stores open on `day` at `minute` past midnight, each on its own clock, with seasons read
    /// on `date` (`MMDD`), worked out once per snapshot from the second time they are asked
    /// (`None` the first time: reading the hours of the few stores one search finds costs less than
    /// reading every store's). Visitors ask for a few days and times ("Saturday 2 pm"), and for a
    /// common one, reading every found store's hours costs more than the rest of a search.
    pub fn open_on(&self, day: chrono::Weekday, minute: u32, date: u32) -> Option<Arc<SlotSet>> {
        let key = (day, minute, date);
        match self.open_on.get(&key) {
            Some(Some(set)) => return Some(set),
            Some(None) => {}
            None => {
                self.open_on.insert(key, None, 1);
                return None;
            }
        }
        let set = Arc::new(self.stores_open(|h| h.is_open_on(day, minute, date)));
        self.open_on.insert(key, Some(set.clone()), 1);
        Some(set)
    }

    /// This snapshot with the towns and ZIP codes of the whole US its searches may place.
    fn with_us_places(mut self, us_places: Arc<UsPlaces>) -> Self {
        self.us_places = us_places;
        self
    }

    /// The places a search may name: towns and ZIP codes of the stores, hotspot towns, states, and
    /// the reference towns and ZIP codes.
    pub fn gazetteer(&self) -> &Gazetteer {
        self.gazetteer
            .get_or_init(|| Gazetteer::of(self, self.us_places.clone()))
    }

    /// An empty snapshot (before the first load).
    pub fn empty() -> Self {
        Snapshot::build(Catalog::default(), 0)
    }

    /// Indexes a whole catalogue read at `version`.
    pub fn build(mut catalog: Catalog, version: i64) -> Self {
        let stores = std::mem::take(&mut catalog.stores);
        let mut builder = SnapshotBuilder::new(Reference::of(&mut catalog));
        for s in stores {
            builder.push(s);
        }
        builder.finish(version)
    }

    /// The reference data of this snapshot.
    pub fn reference(&self) -> Reference {
        Reference {
            regions: self.regions.clone(),
            states: self.states.clone(),
            hotspots: self.hotspots.clone(),
            categories: self.categories.clone(),
            guides: self.guides.clone(),
            events: self.events.clone(),
            ids: self.ids.clone(),
        }
    }

    /// The next snapshot, at `version`: stores written (read back from the database; drafts among
    /// them leave the snapshot) and deleted, and new reference data when it changed. `None` when the new reference data changes how every
    /// store reads (states, regions): only a whole load makes that snapshot.
    pub fn apply(
        &self,
        version: i64,
        written: Vec<Store>,
        deleted: &[i64],
        reference: Option<Reference>,
    ) -> Option<Snapshot> {
        let reference = reference.unwrap_or_else(|| self.reference());
        if !reference.shapes_stores_like(&self.reference()) {
            return None;
        }
        // A draft is not read: for the snapshot, a store taken back to a draft is a store deleted.
        let (published, drafts): (Vec<Store>, Vec<Store>) =
            written.into_iter().partition(|s| s.published_at.is_some());
        let gone: Vec<i64> = deleted
            .iter()
            .copied()
            .chain(drafts.iter().map(|s| s.id))
            .collect();
        self.text
            .index()
            .change(&published.iter().collect::<Vec<_>>(), &gone);
        let text = self.text.index().commit();
        let written: Vec<i64> = published.iter().map(|s| s.id).collect();
        let entries = published
            .into_iter()
            .map(|s| reference.entry(s, &self.codec, None))
            .collect();
        let stores = self.stores.apply(entries, &gone);
        let next = Snapshot::new(version, reference, self.codec.clone(), stores, text)
            .with_us_places(self.us_places.clone());
        self.carry_open_now(&next, &written, &gone);
        self.carry_open_on(&next, &written, &gone);
        Some(next)
    }

    /// Hands the stores open on each day and time asked on to the next snapshot, the changed stores
    /// asked again, so a search with "open on {day} at {time}" after an edit does not read every
    /// store's hours.
    fn carry_open_on(&self, next: &Snapshot, written: &[i64], gone: &[i64]) {
        let kept = self.open_on.entries();
        if kept.is_empty() {
            return;
        }
        let changes = self.changes_to(next, written, gone);
        for (key @ (day, minute, date), set, weight) in kept {
            // Asked once only: the next snapshot needs asking twice too.
            let Some(set) = set else { continue };
            let set = changes.patch(&set, next, |e| e.is_open_on(day, minute, date));
            next.open_on.insert(key, Some(Arc::new(set)), weight);
        }
    }

    /// Hands the stores open this minute on to the next snapshot, the changed stores asked again,
    /// so the first search after an edit does not read every store's hours.
    fn carry_open_now(&self, next: &Snapshot, written: &[i64], gone: &[i64]) {
        let Some((minute, set)) = self
            .open_now
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
        else {
            return;
        };
        let Some(at) = DateTime::from_timestamp(minute * 60, 0) else {
            return;
        };
        let set = self
            .changes_to(next, written, gone)
            .patch(&set, next, |e| e.is_open_at(at));
        *next.open_now.lock().unwrap_or_else(|e| e.into_inner()) = Some((minute, Arc::new(set)));
    }

    /// The slots of the stores gone from this snapshot and written in `next`.
    fn changes_to(&self, next: &Snapshot, written: &[i64], gone: &[i64]) -> SlotChanges {
        SlotChanges {
            gone: gone
                .iter()
                .filter_map(|&id| self.stores.slot_of(id))
                .collect(),
            written: written
                .iter()
                .filter_map(|&id| next.stores.slot_of(id))
                .collect(),
        }
    }

    /// The slot of the store with an id, a documentId or a slug.
    pub fn find_store(&self, key: &str) -> Option<Slot> {
        self.stores.find(key)
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

    /// The store in a slot.
    pub fn entry(&self, slot: Slot) -> &StoreEntry {
        self.stores.entry(slot)
    }

    /// The full answer of the store in a slot.
    pub fn full_json(&self, slot: Slot) -> Box<RawValue> {
        self.codec.unpack(&self.entry(slot).full)
    }

    /// [`Snapshot::full_json`] as text, not checked (for readers that parse it anyway), with where
    /// its members sit.
    pub fn full_text(&self, slot: Slot) -> (String, &AnswerLayout) {
        let entry = self.entry(slot);
        (self.codec.unpack_text(&entry.full), &entry.layout)
    }

    /// The summary of the store in a slot (cut from its full answer).
    pub fn summary(&self, slot: Slot) -> SummaryJson {
        summary_of(self.full_json(slot))
    }

    /// The nearby stores of a store (slot, distance), computed on first use.
    pub fn cached_nearby(&self, slot: Slot, make: impl FnOnce() -> Vec<(Slot, f64)>) -> Nearby {
        if let Some(found) = self
            .nearby
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&slot)
        {
            return found.clone();
        }
        let made: Nearby = make().into();
        self.nearby
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(slot, made.clone());
        made
    }

    /// A cached response body by key (responses that depend on nothing but the snapshot and the key).
    pub fn cached(&self, key: &str, make: impl FnOnce() -> Bytes) -> Bytes {
        if let Some(b) = self.cached_body(key) {
            return b;
        }
        let body = make();
        self.keep_body(key, &body);
        body
    }

    /// The response body kept under `key`, if any.
    pub fn cached_body(&self, key: &str) -> Option<Bytes> {
        self.response_cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
    }

    /// Keeps a response body under `key` for the rest of the snapshot (within the cache's bounds).
    pub fn keep_body(&self, key: &str, body: &Bytes) {
        self.response_cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .keep(key, body);
    }

    /// The stores the words keyed `key` match, computed by `make` the first time this snapshot is
    /// asked: searches differ by place, filters, sort and page far more often than by their words,
    /// and matching a common word (`furniture`: a third of the stores) costs more than all the rest.
    pub fn text_matches(&self, key: &str, make: impl FnOnce() -> Vec<(Slot, f32)>) -> TextMatches {
        if let Some(found) = self.match_cache.get(key) {
            return found;
        }
        let mut made = make();
        made.sort_unstable_by_key(|&(slot, _)| slot);
        let made = Arc::new(WordMatches::new(made.into()));
        self.match_cache
            .insert(key.to_string(), made.clone(), made.len());
        made
    }

    /// A query as the search reads it, read by `make` the first time this snapshot is asked: the
    /// same queries come back with other places, filters and pages, and reading one stems its words
    /// and looks them up as places.
    pub fn understood(&self, query: &str, make: impl FnOnce() -> Understood) -> Arc<Understood> {
        self.understood.get_or_make(query, || Arc::new(make()))
    }

    /// The place name a misspelt word was probably meant to be, found by `make` the first time this
    /// snapshot is asked: finding it measures the word against every town.
    pub fn near_miss(&self, word: &str, make: impl FnOnce() -> Option<String>) -> Option<String> {
        self.near_misses.get_or_make(word, make)
    }

    /// What a search result shows of the store in `slot` (its summary and the texts that explain
    /// a match), unpacked by `make` the first time this snapshot is asked: the stores on the first
    /// pages of common searches come back again and again, and unpacking one reads its whole answer.
    pub fn found_store(&self, slot: Slot, make: impl FnOnce() -> FoundStore) -> Arc<FoundStore> {
        self.found_stores.get_or_make(&slot, || Arc::new(make()))
    }

    /// The stores of a place with a radius, each with its distance ([`Gazetteer::stores_in`]),
    /// found the first time this snapshot is asked: the same towns, ZIP codes and positions come
    /// back with other words, filters and pages, and finding their stores measures every store
    /// around them.
    pub fn place_stores(&self, place: &Place) -> Option<Arc<PlaceStores>> {
        let key = place.key();
        if let Some(kept) = self.place_stores.get(&key) {
            return kept;
        }
        let stores = self.gazetteer().stores_in(self, place).map(Arc::new);
        let weight = stores.as_ref().map_or(1, |s| s.slots.len().max(1));
        self.place_stores.insert(key, stores.clone(), weight);
        stores
    }

    /// The stores of each feature, category and state as sets, made on first use.
    pub fn store_sets(&self) -> &StoreSets {
        self.store_sets.get_or_init(|| StoreSets::of(self))
    }

    /// The stems of the guides' and events' texts, worked out once per snapshot: every search with
    /// words looks for the guides and shows they name.
    pub fn record_stems(&self) -> &RecordStems {
        use crate::search::index::stems;
        self.record_stems.get_or_init(|| RecordStems {
            guides: self
                .guides
                .iter()
                .map(|g| (stems(&g.title), stems(&g.summary)))
                .collect(),
            event_titles: self.events.iter().map(|e| stems(&e.title)).collect(),
        })
    }

    /// Every store's folded name in one text, for substring filters on names.
    pub fn name_haystack(&self) -> &NameHaystack {
        self.name_haystack
            .get_or_init(|| NameHaystack::build(&self.stores))
    }

    /// Slots by folded name descending; stores of the same name stay in the list's default order
    /// (ascending id), as ties of every sort do.
    pub fn by_name_desc(&self) -> &[Slot] {
        self.by_name_desc.get_or_init(|| {
            let by_name = &self.stores.by_name;
            let name = |i: usize| &*self.stores.entry(by_name[i]).folded_name;
            let mut out = Vec::with_capacity(by_name.len());
            let mut end = by_name.len();
            while end > 0 {
                let mut start = end - 1;
                while start > 0 && name(start - 1) == name(end - 1) {
                    start -= 1;
                }
                out.extend_from_slice(&by_name[start..end]);
                end = start;
            }
            out
        })
    }

    /// The place of the stores a query keyed `key` lists, in its order: filled by the first caller
    /// (the others asking meanwhile wait for that one instead of computing it again), then kept
    /// for the snapshot.
    pub fn slot_list(&self, key: &str) -> SlotList {
        // Made with the map held, so every caller shares one cell. When the map starts over, a
        // request waiting on a dropped cell still gets its list; it is just not kept.
        self.list_cache.get_or_insert_with(key, SlotList::default)
    }

    /// Stores per city of a state, most first, ties by name.
    pub fn cities_of(&self, code: &str) -> Vec<(String, usize)> {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        for e in self.stores.iter().filter(|e| &*e.state == code) {
            *counts.entry(e.city.to_string()).or_default() += 1;
        }
        let mut list: Vec<_> = counts.into_iter().collect();
        list.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        list
    }

    /// A hotspot with its `storeCount`.
    pub fn hotspot_view<'a>(&'a self, h: &'a Hotspot) -> HotspotView<'a> {
        HotspotView {
            id: id_of(&self.ids.hotspots, &h.slug),
            document_id: &h.slug,
            hotspot: h,
            state_name: self.state_name(&h.state),
            store_count: self.hotspot_count(h) as u64,
        }
    }

    /// A guide as lists show it (no body), with its id.
    pub fn guide_summary<'a>(&self, g: &'a Guide) -> GuideSummary<'a> {
        GuideSummary::of(id_of(&self.ids.guides, &g.slug), g)
    }

    /// An event with its state's name.
    pub fn event_view<'a>(&'a self, e: &'a Event) -> EventView<'a> {
        EventView {
            id: id_of(&self.ids.events, &e.slug),
            document_id: &e.slug,
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
            id: id_of(&self.ids.states, &s.code),
            document_id: &s.slug,
            code: &s.code,
            name: &s.name,
            slug: &s.slug,
            region: &s.region,
            region_name: self.find_region(&s.region).map(|r| r.name.as_str()),
            store_count: self.stores.state_counts.get(&s.code).copied().unwrap_or(0) as u64,
        }
    }

    /// A category with its `storeCount`.
    pub fn category_view<'a>(&self, c: &'a Category) -> CategoryView<'a> {
        CategoryView {
            id: id_of(&self.ids.categories, &c.slug),
            document_id: &c.slug,
            slug: &c.slug,
            name: &c.name,
            description: &c.description,
            store_count: self
                .stores
                .category_counts
                .get(&c.slug)
                .copied()
                .unwrap_or(0) as u64,
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
            id: id_of(&self.ids.regions, &r.slug),
            document_id: &r.slug,
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
        self.stores.hotspot_members.get(&h.slug).map_or(0, Vec::len)
    }
}

/// The id of the record with `key` (0 for a record storage has not numbered, as in a catalogue made
/// without a database).
fn id_of(ids: &HashMap<String, i64>, key: &str) -> i64 {
    ids.get(key).copied().unwrap_or(0)
}

#[cfg(test)]
mod slot_set_tests {
    use super::*;

    #[test]
    fn sets_count_intersect_and_list_their_slots() {
        let a: SlotSet = [3, 64, 65, 200].into_iter().collect();
        let b: SlotSet = [3, 65, 199].into_iter().collect();
        assert_eq!(a.len(), 4);
        assert_eq!(a.slots().collect::<Vec<_>>(), vec![3, 64, 65, 200]);
        assert_eq!(a.count_in(&b), 2);
        let mut both = a.clone();
        both.retain_in(&b);
        assert_eq!(both.slots().collect::<Vec<_>>(), vec![3, 65]);
        assert!(!both.is_empty() && SlotSet::new(10).is_empty());
    }
}
