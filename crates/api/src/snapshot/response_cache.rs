//! Whole response bodies of one snapshot by key, bounded by count and by bytes.

use std::collections::HashMap;

use bytes::Bytes;

/// Most response bodies kept in a snapshot's response cache.
const ENTRIES: usize = 1024;

/// Most bytes of response bodies kept in a snapshot's response cache (a store list with
/// `populate` can be half a megabyte).
const MAX_BYTES: usize = 64 << 20;

/// Whole response bodies by key, bounded by count and by bytes.
#[derive(Debug, Default)]
pub(super) struct ResponseCache {
    bodies: HashMap<String, Bytes>,
    bytes: usize,
}

impl ResponseCache {
    /// Keeps `body` under `key`; a body larger than the whole cache is not kept.
    pub(super) fn keep(&mut self, key: &str, body: &Bytes) {
        if body.len() > MAX_BYTES {
            return;
        }
        // Full: start over rather than keep the first keys forever (the hot ones come back at once).
        if self.bodies.len() >= ENTRIES || self.bytes + body.len() > MAX_BYTES {
            self.bodies.clear();
            self.bytes = 0;
        }
        if let Some(old) = self.bodies.insert(key.to_string(), body.clone()) {
            self.bytes -= old.len();
        }
        self.bytes += body.len();
    }

    /// The body kept under `key`.
    pub(super) fn get(&self, key: &str) -> Option<Bytes> {
        self.bodies.get(key).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(n: usize) -> Bytes {
        Bytes::from(vec![b'x'; n])
    }

    #[test]
    fn keeps_and_finds_bodies_by_key() {
        let mut cache = ResponseCache::default();
        cache.keep("a", &body(3));
        assert_eq!(cache.get("a"), Some(body(3)));
        assert_eq!(cache.get("b"), None);
    }

    #[test]
    fn replacing_a_key_counts_its_bytes_once() {
        let mut cache = ResponseCache::default();
        cache.keep("a", &body(10));
        cache.keep("a", &body(4));
        assert_eq!(cache.bytes, 4);
    }

    #[test]
    fn starts_over_when_the_bytes_would_pass_the_bound() {
        let mut cache = ResponseCache::default();
        cache.keep("a", &body(MAX_BYTES / 2));
        cache.keep("b", &body(MAX_BYTES / 2));
        assert!(cache.get("a").is_some() && cache.get("b").is_some());
        cache.keep("c", &body(1));
        assert_eq!((cache.get("a"), cache.get("c")), (None, Some(body(1))));
        assert_eq!(cache.bytes, 1);
    }

    #[test]
    fn starts_over_when_the_entries_reach_the_bound() {
        let mut cache = ResponseCache::default();
        for i in 0..ENTRIES {
            cache.keep(&i.to_string(), &body(1));
        }
        assert_eq!(cache.bodies.len(), ENTRIES);
        cache.keep("one more", &body(1));
        assert_eq!(cache.bodies.len(), 1);
    }

    #[test]
    fn a_body_larger_than_the_cache_is_not_kept() {
        let mut cache = ResponseCache::default();
        cache.keep("a", &body(1));
        cache.keep("huge", &body(MAX_BYTES + 1));
        assert_eq!((cache.get("huge"), cache.get("a")), (None, Some(body(1))));
    }
}
