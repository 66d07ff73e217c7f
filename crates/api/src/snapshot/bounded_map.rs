//! What a snapshot keeps of the answers it worked out, bounded.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Mutex, MutexGuard};

/// Values kept by key for the life of a snapshot: at most `max_entries` of them, weighing at most
/// `max_weight` in all (each value weighs what its keeper says, 1 unless told).
///
/// When a new value does not fit, the map starts over rather than keep the first keys forever: the
/// keys asked often are asked again at once, and starting over costs nothing per request, where
/// tracking which key was used last would cost on every one.
pub struct BoundedMap<K, V> {
    kept: Mutex<Kept<K, V>>,
    max_entries: usize,
    max_weight: usize,
}

struct Kept<K, V> {
    values: HashMap<K, (V, usize)>,
    weight: usize,
}

impl<K: Hash + Eq, V: Clone> BoundedMap<K, V> {
    /// A map of at most `max_entries` values.
    pub fn new(max_entries: usize) -> Self {
        Self::weighed(max_entries, usize::MAX)
    }

    /// A map of at most `max_entries` values weighing at most `max_weight` in all.
    pub fn weighed(max_entries: usize, max_weight: usize) -> Self {
        BoundedMap {
            kept: Mutex::new(Kept {
                values: HashMap::new(),
                weight: 0,
            }),
            max_entries,
            max_weight,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Kept<K, V>> {
        // A panic elsewhere while the map was held leaves it whole: every change is one call.
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The value kept under `key`.
    pub fn get<Q>(&self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.lock().values.get(key).map(|(v, _)| v.clone())
    }

    /// Keeps `value` under `key`, weighing `weight`, starting over first when it would not fit.
    /// A value heavier than the whole bound is not kept.
    pub fn insert(&self, key: K, value: V, weight: usize) {
        let mut kept = self.lock();
        Self::insert_into(
            &mut kept,
            key,
            value,
            weight,
            self.max_entries,
            self.max_weight,
        );
    }

    fn insert_into(
        kept: &mut Kept<K, V>,
        key: K,
        value: V,
        weight: usize,
        max_entries: usize,
        max_weight: usize,
    ) {
        if weight > max_weight {
            return;
        }
        if let Some((_, old)) = kept.values.remove(&key) {
            kept.weight -= old;
        }
        if kept.values.len() >= max_entries || kept.weight + weight > max_weight {
            kept.values.clear();
            kept.weight = 0;
        }
        kept.values.insert(key, (value, weight));
        kept.weight += weight;
    }

    /// The value under `key`, made by `make` and kept (weighing 1) when there is none. `make` runs
    /// without the map held, so other keys are answered meanwhile; two callers asking for the same
    /// missing key at once each make it.
    pub fn get_or_make<Q>(&self, key: &Q, make: impl FnOnce() -> V) -> V
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        if let Some(value) = self.get(key) {
            return value;
        }
        let value = make();
        self.insert(key.to_owned(), value.clone(), 1);
        value
    }

    /// The value under `key`, made by `make` with the map held when there is none: for cheap values
    /// every caller must share, such as a cell the first caller fills while the others wait on it.
    pub fn get_or_insert_with<Q>(&self, key: &Q, make: impl FnOnce() -> V) -> V
    where
        K: Borrow<Q>,
        Q: Hash + Eq + ToOwned<Owned = K> + ?Sized,
    {
        let mut kept = self.lock();
        if let Some((value, _)) = kept.values.get(key) {
            return value.clone();
        }
        let value = make();
        Self::insert_into(
            &mut kept,
            key.to_owned(),
            value.clone(),
            1,
            self.max_entries,
            self.max_weight,
        );
        value
    }

    /// Every key and value kept, with its weight.
    pub fn entries(&self) -> Vec<(K, V, usize)>
    where
        K: Clone,
    {
        self.lock()
            .values
            .iter()
            .map(|(k, (v, w))| (k.clone(), v.clone(), *w))
            .collect()
    }
}

impl<K, V> std::fmt::Debug for BoundedMap<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        f.debug_struct("BoundedMap")
            .field("entries", &kept.values.len())
            .field("weight", &kept.weight)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_values_until_full_then_starts_over() {
        let map: BoundedMap<String, u32> = BoundedMap::new(2);
        assert_eq!(map.get_or_make("a", || 1), 1);
        assert_eq!(map.get_or_make("a", || 9), 1, "kept, not made again");
        map.insert("b".into(), 2, 1);
        assert_eq!(map.get("b"), Some(2));
        map.insert("b".into(), 3, 1);
        assert_eq!(map.get("a"), Some(1), "replacing a key does not start over");
        map.insert("c".into(), 4, 1);
        assert_eq!(
            (map.get("a"), map.get("b"), map.get("c")),
            (None, None, Some(4))
        );
    }

    #[test]
    fn weighs_values() {
        let map: BoundedMap<u32, &str> = BoundedMap::weighed(100, 10);
        map.insert(1, "six", 6);
        map.insert(2, "four", 4);
        assert_eq!(map.entries().len(), 2);
        map.insert(3, "one", 1);
        assert_eq!(
            map.entries(),
            vec![(3, "one", 1)],
            "eleven in all: started over"
        );
        map.insert(4, "eleven", 11);
        assert_eq!(map.get(&4), None, "heavier than the bound: not kept");
        assert_eq!(map.get(&3), Some("one"), "and nothing dropped for it");
        map.insert(3, "nine", 9);
        map.insert(5, "one", 1);
        assert_eq!(
            map.entries().len(),
            2,
            "a replaced value's weight is given back"
        );
    }

    #[test]
    fn shared_values_are_made_once_under_the_lock() {
        let map: BoundedMap<String, std::sync::Arc<u32>> = BoundedMap::new(4);
        let first = map.get_or_insert_with("k", || std::sync::Arc::new(1));
        let second = map.get_or_insert_with("k", || std::sync::Arc::new(2));
        assert!(std::sync::Arc::ptr_eq(&first, &second));
    }
}
