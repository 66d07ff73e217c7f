//! The stores of each feature, category and state as sets of slots, made once per snapshot: a
//! search whose words match tens of thousands of stores filters and counts them a word (64 stores)
//! at a time instead of store by store.

use std::collections::HashMap;

use super::entry::{KeyedSlug, StateCode};
use super::facts::{flag, known_category_bit};
use super::{SlotSet, Snapshot};

/// Stores by feature flag, category and state.
#[derive(Debug)]
pub struct StoreSets {
    /// Every live store.
    pub all: SlotSet,
    /// By [`flag`] (the features a search filters by).
    flags: Vec<(u16, SlotSet)>,
    /// In the snapshot's category order.
    pub categories: Vec<SlotSet>,
    /// In the snapshot's state order.
    pub states: Vec<SlotSet>,
}

/// The flags a search filters by.
const FLAGS: [u16; 8] = [
    flag::FEATURED,
    flag::VERIFIED,
    flag::HAS_WEBSITE,
    flag::DELIVERY,
    flag::SHIPPING,
    flag::AUCTIONS,
    flag::MULTI_VENDOR,
    flag::MULTIPLE_FLOORS,
];

impl StoreSets {
    /// The sets of a snapshot's live stores, read from their facts (a category without a bit from
    /// the entries of the stores marked as having such categories).
    pub fn of(snap: &Snapshot) -> StoreSets {
        let capacity = snap.stores.slot_capacity();
        let empty = || SlotSet::new(capacity);
        let mut flags: Vec<(u16, SlotSet)> = FLAGS.iter().map(|&f| (f, empty())).collect();
        let bits: Vec<(Option<u8>, KeyedSlug)> = snap
            .categories
            .iter()
            .map(|c| (known_category_bit(&c.slug), KeyedSlug::new(&c.slug)))
            .collect();
        let mut categories: Vec<SlotSet> = bits.iter().map(|_| empty()).collect();
        let state_of: HashMap<StateCode, usize> = snap
            .states
            .iter()
            .enumerate()
            .map(|(i, s)| (StateCode::of(&s.code), i))
            .collect();
        let mut states: Vec<SlotSet> = snap.states.iter().map(|_| empty()).collect();
        let mut all = empty();
        for (slot, entry) in snap.stores.live() {
            all.insert(slot);
            let f = snap.stores.facts(slot);
            for (flag, set) in &mut flags {
                if f.has(*flag) {
                    set.insert(slot);
                }
            }
            for ((bit, slug), set) in bits.iter().zip(&mut categories) {
                let has = match bit {
                    Some(bit) => f.categories & (1 << bit) != 0,
                    None => f.has(flag::CATEGORIES_BEYOND_BITS) && entry.in_keyed_category(slug),
                };
                if has {
                    set.insert(slot);
                }
            }
            if let Some(&i) = state_of.get(&f.state) {
                states[i].insert(slot);
            }
        }
        StoreSets {
            all,
            flags,
            categories,
            states,
        }
    }

    /// The stores with a feature [`flag`].
    pub fn flag(&self, flag: u16) -> Option<&SlotSet> {
        self.flags.iter().find(|(f, _)| *f == flag).map(|(_, s)| s)
    }
}
