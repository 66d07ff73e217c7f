//! The stores of a snapshot and every index over them, built whole or changed by a delta.
//!
//! Stores live in slots: a store keeps its slot while it lives, a new one takes the next free slot at
//! the end, and every index refers to slots. The slot table and the lookup maps are persistent
//! (`imbl`), so the next snapshot shares them with this one; the orders are flat vectors of slots,
//! copied (a few hundred KB at 100,000 stores) and patched. Every order breaks ties by the name order,
//! never by slot, so a snapshot changed by deltas answers exactly as one built whole from the same
//! stores (the property test in `tests/api/deltas.rs` holds it to that).

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use antiques_model::geo::distance_km;

use super::entry::StoreEntry;
use super::facts::StoreFacts;
use super::grid::Grid;
use super::names::{NameIndex, NameOrder};

/// A store's place in the slot table.
pub type Slot = u32;

/// `name_rank` of an empty slot.
const NO_RANK: u32 = u32::MAX;

/// Changes above this share of the catalogue re-index from scratch rather than patch each index.
const PATCH_LIMIT_DIVISOR: usize = 16;

/// The stores and their indexes.
#[derive(Debug, Clone, Default)]
pub struct StoreIndex {
    slots: imbl::Vector<Option<Arc<StoreEntry>>>,
    /// The facts of the store in each slot (default in an empty slot), in one flat table.
    facts: Vec<StoreFacts>,
    by_id: imbl::HashMap<i64, Slot>,
    by_document_id: imbl::HashMap<Box<str>, Slot>,
    by_slug: imbl::HashMap<Box<str>, Slot>,
    /// Slots in name order (folded name, then id).
    pub by_name: Vec<Slot>,
    /// Place of each slot in `by_name`.
    name_rank: Vec<u32>,
    /// Slots by rating, best first (no rating last), then name.
    pub order_rating: Vec<Slot>,
    /// Slots by `updatedAt`, newest first, then name.
    pub order_updated: Vec<Slot>,
    /// Slots in search order: featured first, then rating, then name.
    pub order_search: Vec<Slot>,
    /// Place of each slot in `order_search`.
    pub search_rank: Vec<u32>,
    names: NameIndex,
    grid: Grid,
    /// Stores per state code.
    pub state_counts: HashMap<String, usize>,
    /// Stores per category slug.
    pub category_counts: HashMap<String, usize>,
    /// Slots of the stores per nearest hotspot slug, ascending.
    pub hotspot_members: HashMap<String, Vec<Slot>>,
    /// Stores per (folded city, state).
    cities: imbl::HashMap<(Box<str>, Box<str>), u32>,
}

/// The city key of a store (folded city, state code).
fn city_key(e: &StoreEntry) -> (Box<str>, Box<str>) {
    (e.folded_city.clone(), e.state.clone())
}

/// Name order: folded name, then id (unique, so every order tying by it is total).
fn by_name(x: &StoreEntry, y: &StoreEntry) -> Ordering {
    x.folded_name.cmp(&y.folded_name).then(x.id.cmp(&y.id))
}

/// Best rating first, no rating last.
fn by_rating(x: &StoreEntry, y: &StoreEntry) -> Ordering {
    y.rating
        .unwrap_or(-1.0)
        .total_cmp(&x.rating.unwrap_or(-1.0))
}

/// Newest `updatedAt` first.
fn by_updated(x: &StoreEntry, y: &StoreEntry) -> Ordering {
    y.updated_at.cmp(&x.updated_at)
}

/// Featured first, then by rating.
fn by_search(x: &StoreEntry, y: &StoreEntry) -> Ordering {
    y.featured.cmp(&x.featured).then(by_rating(x, y))
}

impl StoreIndex {
    /// Indexes stores, each in the slot of its position.
    pub fn build(entries: Vec<Arc<StoreEntry>>) -> Self {
        let mut index = StoreIndex {
            slots: entries.into_iter().map(Some).collect(),
            ..StoreIndex::default()
        };
        index.reindex();
        index
    }

    /// How many stores there are.
    pub fn len(&self) -> usize {
        self.by_name.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }

    /// The store in a slot that holds one (every slot an index gives does).
    pub fn entry(&self, slot: Slot) -> &StoreEntry {
        match self.slots.get(slot as usize) {
            Some(Some(e)) => e,
            _ => panic!("slot {slot} holds no store"),
        }
    }

    /// The facts of the store in a slot (default for an empty one).
    pub fn facts(&self, slot: Slot) -> &StoreFacts {
        &self.facts[slot as usize]
    }

    /// The stores in name order.
    pub fn iter(&self) -> impl Iterator<Item = &StoreEntry> + '_ {
        self.by_name.iter().map(|s| self.entry(*s))
    }

    /// Every store with its slot, in slot order (the order they are kept in memory: faster to walk
    /// than the name order when the order does not matter).
    pub fn live(&self) -> impl Iterator<Item = (Slot, &StoreEntry)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(slot, e)| Some((slot as Slot, e.as_deref()?)))
    }

    /// The slot of the store with an id, a documentId or a slug.
    pub fn find(&self, key: &str) -> Option<Slot> {
        if let Ok(id) = key.parse::<i64>()
            && let Some(&slot) = self.by_id.get(&id)
        {
            return Some(slot);
        }
        self.by_document_id
            .get(key)
            .or_else(|| self.by_slug.get(key))
            .copied()
    }

    /// The slot of the store with an id.
    /// One more than the highest slot (live or empty): the size of a per-slot table.
    pub fn slot_capacity(&self) -> usize {
        self.slots.len()
    }

    pub fn slot_of(&self, id: i64) -> Option<Slot> {
        self.by_id.get(&id).copied()
    }

    /// Place of a slot in the name order.
    pub fn name_rank(&self, slot: Slot) -> u32 {
        self.name_rank[slot as usize]
    }

    /// Number of distinct city and state pairs.
    pub fn distinct_cities(&self) -> usize {
        self.cities.len()
    }

    /// Name search (see [`NameIndex::search_page`]): how many match, and the slots of one page.
    pub fn name_search(&self, folded: &str, offset: usize, limit: usize) -> (usize, Vec<Slot>) {
        let name = |s: Slot| &*self.entry(s).folded_name;
        let order = NameOrder {
            slots: &self.by_name,
            rank: &self.name_rank,
            name: &name,
        };
        self.names.search_page(&order, folded, offset, limit)
    }

    /// The `n` stores nearest to a point within `radius_km`, nearest first, with distances.
    pub fn nearest(
        &self,
        lat: f64,
        lng: f64,
        radius_km: f64,
        n: usize,
        except: Option<Slot>,
    ) -> Vec<(Slot, f64)> {
        self.grid
            .nearest(lat, lng, radius_km, n, except, &self.name_rank)
    }

    /// The `n` stores `keep` holds nearest to a point, at any distance, nearest first, with
    /// distances (equal distances by name).
    pub fn nearest_kept(
        &self,
        lat: f64,
        lng: f64,
        n: usize,
        keep: impl Fn(Slot) -> bool,
    ) -> Vec<(Slot, f64)> {
        self.grid.nearest_kept(lat, lng, n, keep, &self.name_rank)
    }

    /// The `n` stores of `slots` nearest to a point, nearest first, with distances (equal distances
    /// by name, stores without coordinates left out): each measured, for a few stores among many
    /// (where [`StoreIndex::nearest_kept`] would look through every store around the point).
    pub fn nearest_of(
        &self,
        lat: f64,
        lng: f64,
        n: usize,
        slots: impl Iterator<Item = Slot>,
    ) -> Vec<(Slot, f64)> {
        let mut found: Vec<(Slot, f64)> = slots
            .filter_map(|slot| {
                let f = self.facts(slot);
                let (a, b) = (f.latitude?, f.longitude?);
                (a.is_finite() && b.is_finite()).then(|| (slot, distance_km(lat, lng, a, b)))
            })
            .collect();
        let by = |a: &(Slot, f64), b: &(Slot, f64)| {
            a.1.total_cmp(&b.1)
                .then(self.name_rank(a.0).cmp(&self.name_rank(b.0)))
        };
        if n < found.len() {
            found.select_nth_unstable_by(n, by);
            found.truncate(n);
        }
        found.sort_unstable_by(by);
        found
    }

    /// Every store within `radius_km` of a point and a few beyond, in no order (see
    /// [`Grid::around`]).
    pub fn around(&self, lat: f64, lng: f64, radius_km: f64) -> Vec<Slot> {
        self.grid.around(lat, lng, radius_km)
    }

    /// This index with stores written (new or changed, `written`) and deleted (`deleted` ids):
    /// each index patched, or all rebuilt when the change is a large share of the catalogue.
    pub fn apply(&self, written: Vec<StoreEntry>, deleted: &[i64]) -> StoreIndex {
        let mut next = self.clone();
        let mut leaving: Vec<(Slot, Arc<StoreEntry>)> = Vec::new();
        let mut arriving: Vec<(Slot, Arc<StoreEntry>)> = Vec::new();
        let mut free = self.slots.len() as Slot;
        for id in deleted {
            if let Some(slot) = self.slot_of(*id) {
                leaving.push((slot, self.arc(slot)));
            }
        }
        for entry in written {
            match self.slot_of(entry.id) {
                Some(slot) => {
                    leaving.push((slot, self.arc(slot)));
                    arriving.push((slot, Arc::new(entry)));
                }
                None => {
                    arriving.push((free, Arc::new(entry)));
                    free += 1;
                }
            }
        }
        for (slot, _) in &leaving {
            next.slots.set(*slot as usize, None);
            next.facts[*slot as usize] = StoreFacts::default();
        }
        for (slot, e) in &arriving {
            if (*slot as usize) < next.slots.len() {
                next.slots.set(*slot as usize, Some(e.clone()));
            } else {
                next.slots.push_back(Some(e.clone()));
            }
            next.facts.resize(next.slots.len(), StoreFacts::default());
            next.facts[*slot as usize] = StoreFacts::of(e);
        }
        if (leaving.len() + arriving.len()) * PATCH_LIMIT_DIVISOR > self.len().max(64) {
            next.reindex();
            return next;
        }
        next.unindex(&leaving);
        next.index(&arriving);
        next
    }

    /// The shared pointer to the store in a slot.
    fn arc(&self, slot: Slot) -> Arc<StoreEntry> {
        match self.slots.get(slot as usize) {
            Some(Some(e)) => e.clone(),
            _ => panic!("slot {slot} holds no store"),
        }
    }

    /// Compares two slots by name (folded name, then id).
    fn cmp_name(&self, a: Slot, b: Slot) -> Ordering {
        by_name(self.entry(a), self.entry(b))
    }

    /// Best rating first (no rating last), then name order.
    fn cmp_rating(&self, a: Slot, b: Slot) -> Ordering {
        by_rating(self.entry(a), self.entry(b)).then(self.cmp_rank(a, b))
    }

    /// Newest `updatedAt` first, then name order.
    fn cmp_updated(&self, a: Slot, b: Slot) -> Ordering {
        by_updated(self.entry(a), self.entry(b)).then(self.cmp_rank(a, b))
    }

    /// Featured first, then by rating, then name order.
    fn cmp_search(&self, a: Slot, b: Slot) -> Ordering {
        by_search(self.entry(a), self.entry(b)).then(self.cmp_rank(a, b))
    }

    fn cmp_rank(&self, a: Slot, b: Slot) -> Ordering {
        self.name_rank[a as usize].cmp(&self.name_rank[b as usize])
    }

    /// Recomputes `name_rank` from `by_name`.
    fn rank_names(&mut self) {
        let mut rank = vec![NO_RANK; self.slots.len()];
        for (place, slot) in self.by_name.iter().enumerate() {
            rank[*slot as usize] = place as u32;
        }
        self.name_rank = rank;
    }

    /// Recomputes `search_rank` from `order_search`.
    fn rank_search(&mut self) {
        let mut rank = vec![NO_RANK; self.slots.len()];
        for (place, slot) in self.order_search.iter().enumerate() {
            rank[*slot as usize] = place as u32;
        }
        self.search_rank = rank;
    }

    /// Builds every index from the slot table.
    fn reindex(&mut self) {
        let live: Vec<(Slot, Arc<StoreEntry>)> = self
            .slots
            .iter()
            .enumerate()
            .filter_map(|(i, e)| e.clone().map(|e| (i as Slot, e)))
            .collect();
        // Sorted over a flat table: the persistent slot table is slower to index.
        let mut table: Vec<Option<&StoreEntry>> = vec![None; self.slots.len()];
        let mut facts = vec![StoreFacts::default(); self.slots.len()];
        for (slot, e) in &live {
            table[*slot as usize] = Some(e);
            facts[*slot as usize] = StoreFacts::of(e);
        }
        self.facts = facts;
        let get = |s: &Slot| table[*s as usize].expect("a live slot");
        let slots: Vec<Slot> = live.iter().map(|(s, _)| *s).collect();
        let mut by_name_order = slots.clone();
        by_name_order.sort_unstable_by(|a, b| by_name(get(a), get(b)));
        let mut rank = vec![NO_RANK; self.slots.len()];
        for (place, slot) in by_name_order.iter().enumerate() {
            rank[*slot as usize] = place as u32;
        }
        let then_name = |a: &Slot, b: &Slot| rank[*a as usize].cmp(&rank[*b as usize]);
        let mut order_rating = slots.clone();
        order_rating.sort_unstable_by(|a, b| by_rating(get(a), get(b)).then(then_name(a, b)));
        let mut order_updated = slots.clone();
        order_updated.sort_unstable_by(|a, b| by_updated(get(a), get(b)).then(then_name(a, b)));
        let mut order_search = slots;
        order_search.sort_unstable_by(|a, b| by_search(get(a), get(b)).then(then_name(a, b)));
        drop(table);
        self.by_name = by_name_order;
        self.name_rank = rank;
        self.order_rating = order_rating;
        self.order_updated = order_updated;
        self.order_search = order_search;
        self.rank_search();
        self.by_id = imbl::HashMap::new();
        self.by_document_id = imbl::HashMap::new();
        self.by_slug = imbl::HashMap::new();
        self.names = NameIndex::build(live.iter().map(|(s, e)| (*s, &*e.folded_name)));
        self.grid = Grid::build(live.iter().map(|(s, e)| (*s, e.latitude, e.longitude)));
        self.state_counts = HashMap::new();
        self.category_counts = HashMap::new();
        self.hotspot_members = HashMap::new();
        self.cities = imbl::HashMap::new();
        for (slot, e) in &live {
            self.tally(*slot, e, true);
        }
    }

    /// Adds a store to, or takes it out of, the lookup maps and the tallies.
    fn tally(&mut self, slot: Slot, e: &StoreEntry, add: bool) {
        let step = |n: &mut usize| {
            if add {
                *n += 1
            } else {
                *n = n.saturating_sub(1)
            }
        };
        if add {
            self.by_id.insert(e.id, slot);
            self.by_document_id.insert(e.document_id.clone(), slot);
            self.by_slug.insert(e.slug.clone(), slot);
        } else {
            self.by_id.remove(&e.id);
            self.by_document_id.remove(&*e.document_id);
            self.by_slug.remove(&*e.slug);
        }
        let n = self.state_counts.entry(e.state.to_string()).or_default();
        step(n);
        if *n == 0 {
            self.state_counts.remove(&*e.state);
        }
        for c in &e.categories {
            let n = self.category_counts.entry(c.to_string()).or_default();
            step(n);
            if *n == 0 {
                self.category_counts.remove(&**c);
            }
        }
        if let Some(h) = &e.hotspot {
            let members = self.hotspot_members.entry(h.to_string()).or_default();
            match members.binary_search(&slot) {
                Err(at) if add => members.insert(at, slot),
                Ok(at) if !add => {
                    members.remove(at);
                }
                _ => {}
            }
            if members.is_empty() {
                self.hotspot_members.remove(&**h);
            }
        }
        let key = city_key(e);
        let n = self.cities.get(&key).copied().unwrap_or(0);
        let n = if add { n + 1 } else { n.saturating_sub(1) };
        if n == 0 {
            self.cities.remove(&key);
        } else {
            self.cities.insert(key, n);
        }
    }

    /// Takes stores that left (their old entries) out of every index.
    fn unindex(&mut self, leaving: &[(Slot, Arc<StoreEntry>)]) {
        if leaving.is_empty() {
            return;
        }
        let gone: HashSet<Slot> = leaving.iter().map(|(s, _)| *s).collect();
        for order in [
            &mut self.by_name,
            &mut self.order_rating,
            &mut self.order_updated,
            &mut self.order_search,
        ] {
            order.retain(|s| !gone.contains(s));
        }
        for (slot, e) in leaving {
            self.names.remove(*slot, &e.folded_name);
            self.grid.remove(*slot, e.latitude, e.longitude);
            self.tally(*slot, e, false);
        }
    }

    /// Puts stores that arrived into every index (their slots already hold them).
    fn index(&mut self, arriving: &[(Slot, Arc<StoreEntry>)]) {
        for (slot, _) in arriving {
            let at = self
                .by_name
                .partition_point(|s| self.cmp_name(*s, *slot) == Ordering::Less);
            self.by_name.insert(at, *slot);
        }
        // Ranks by name first: the other orders break ties with them.
        self.rank_names();
        for (slot, e) in arriving {
            let slot = *slot;
            let at = self
                .order_rating
                .partition_point(|s| self.cmp_rating(*s, slot) == Ordering::Less);
            self.order_rating.insert(at, slot);
            let at = self
                .order_updated
                .partition_point(|s| self.cmp_updated(*s, slot) == Ordering::Less);
            self.order_updated.insert(at, slot);
            let at = self
                .order_search
                .partition_point(|s| self.cmp_search(*s, slot) == Ordering::Less);
            self.order_search.insert(at, slot);
            self.names.add(slot, &e.folded_name);
            self.grid.add(slot, e.latitude, e.longitude);
            self.tally(slot, e, true);
        }
        self.rank_search();
    }
}
