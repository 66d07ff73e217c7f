//! Counts of the stores a search found per category, state and feature, so a visitor sees
//! "Furniture (12)" before choosing. Counted store by store for a few hundred stores, and a word
//! of 64 stores at a time ([`StoreSets`]) for the tens of thousands a broad word finds.

use crate::snapshot::facts::{flag, known_category_bit};
use crate::snapshot::{KeyedSlug, Slot, SlotSet, Snapshot, StateCode, StoreSets};
use crate::views::{FacetCount, Facets};

/// What a feature counted in the facets reads of a store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeatureTest {
    /// A [`flag`] of its facts.
    Flag(u16),
    /// Whether it is open now.
    OpenNow,
}

impl FeatureTest {
    /// The test of a feature filter's name (`None` for a name that is no feature).
    pub fn of(name: &str) -> Option<FeatureTest> {
        Some(match name {
            "delivery" => FeatureTest::Flag(flag::DELIVERY),
            "shipping" => FeatureTest::Flag(flag::SHIPPING),
            "auctions" => FeatureTest::Flag(flag::AUCTIONS),
            "multiVendor" => FeatureTest::Flag(flag::MULTI_VENDOR),
            "multipleFloors" => FeatureTest::Flag(flag::MULTIPLE_FLOORS),
            "verified" => FeatureTest::Flag(flag::VERIFIED),
            "featured" => FeatureTest::Flag(flag::FEATURED),
            "hasWebsite" => FeatureTest::Flag(flag::HAS_WEBSITE),
            "openNow" => FeatureTest::OpenNow,
            _ => return None,
        })
    }
}

/// How many stores found have each category, state and feature.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacetTally {
    /// In the snapshot's category order.
    pub categories: Vec<u64>,
    /// In the snapshot's state order.
    pub states: Vec<u64>,
    /// In the order of the features counted.
    pub features: Vec<u64>,
}

/// Place of a two-letter upper-case state code in a table of 26 × 26.
fn code_index(code: StateCode) -> Option<usize> {
    match code.0 {
        [a @ b'A'..=b'Z', b @ b'A'..=b'Z'] => {
            Some(usize::from(a - b'A') * 26 + usize::from(b - b'A'))
        }
        _ => None,
    }
}

impl FacetTally {
    /// Counted store by store over `found` (`open`: the stores open now). In flat tables (a few
    /// categories compared in place, states by their code's letters): this runs for every store found.
    pub fn of_stores(
        snap: &Snapshot,
        found: impl Iterator<Item = Slot>,
        features: &[FeatureTest],
        open: &SlotSet,
    ) -> FacetTally {
        // Categories without a bit (more slugs than bits) are read from the entries of the stores
        // marked as having such categories.
        let beyond_bits: Vec<(usize, KeyedSlug)> = snap
            .categories
            .iter()
            .enumerate()
            .filter(|(_, c)| known_category_bit(&c.slug).is_none())
            .map(|(i, c)| (i, KeyedSlug::new(&c.slug)))
            .collect();
        let mut categories = vec![0u64; snap.categories.len()];
        let mut by_bit = [0u64; 64];
        let mut states = vec![0u64; 26 * 26];
        let mut feature_counts = vec![0u64; features.len()];
        for slot in found {
            let f = snap.stores.facts(slot);
            let mut bits = f.categories;
            while bits != 0 {
                by_bit[bits.trailing_zeros() as usize] += 1;
                bits &= bits - 1;
            }
            if f.has(flag::CATEGORIES_BEYOND_BITS) {
                let entry = snap.entry(slot);
                for (i, slug) in &beyond_bits {
                    if entry.in_keyed_category(slug) {
                        categories[*i] += 1;
                    }
                }
            }
            if let Some(i) = code_index(f.state) {
                states[i] += 1;
            }
            for (count, test) in feature_counts.iter_mut().zip(features) {
                let has = match test {
                    FeatureTest::Flag(bit) => f.has(*bit),
                    FeatureTest::OpenNow => open.contains(slot),
                };
                if has {
                    *count += 1;
                }
            }
        }
        for (count, category) in categories.iter_mut().zip(snap.categories.iter()) {
            if let Some(bit) = known_category_bit(&category.slug) {
                *count = by_bit[usize::from(bit)];
            }
        }
        FacetTally {
            categories,
            states: snap
                .states
                .iter()
                .map(|s| code_index(StateCode::of(&s.code)).map_or(0, |i| states[i]))
                .collect(),
            features: feature_counts,
        }
    }

    /// Counted a word of 64 stores at a time over the set `found`.
    pub fn of_set(
        sets: &StoreSets,
        found: &SlotSet,
        features: &[FeatureTest],
        open: &SlotSet,
    ) -> FacetTally {
        FacetTally {
            categories: sets.categories.iter().map(|s| found.count_in(s)).collect(),
            states: sets.states.iter().map(|s| found.count_in(s)).collect(),
            features: features
                .iter()
                .map(|test| match test {
                    FeatureTest::Flag(bit) => sets.flag(*bit).map_or(0, |s| found.count_in(s)),
                    FeatureTest::OpenNow => found.count_in(open),
                })
                .collect(),
        }
    }

    /// The counts as a search answers them: values with none left out, most first, ties by value;
    /// features named by `feature_names` (in the order counted), every one listed.
    pub fn facets(&self, snap: &Snapshot, feature_names: &[&str]) -> Facets {
        let sorted = |mut out: Vec<FacetCount>| {
            out.retain(|f| f.count > 0);
            out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.value.cmp(&b.value)));
            out
        };
        Facets {
            categories: sorted(
                snap.categories
                    .iter()
                    .zip(&self.categories)
                    .map(|(category, &count)| FacetCount {
                        value: category.slug.clone(),
                        label: Some(category.name.clone()),
                        count,
                    })
                    .collect(),
            ),
            states: sorted(
                snap.states
                    .iter()
                    .zip(&self.states)
                    .filter(|(s, _)| code_index(StateCode::of(&s.code)).is_some())
                    .map(|(s, &count)| FacetCount {
                        value: s.code.clone(),
                        label: Some(s.name.clone()),
                        count,
                    })
                    .collect(),
            ),
            features: feature_names
                .iter()
                .zip(&self.features)
                .map(|(name, &count)| FacetCount {
                    value: name.to_string(),
                    label: None,
                    count,
                })
                .collect(),
        }
    }
}
