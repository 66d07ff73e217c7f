//! The stores a search's words match, kept per snapshot with what searches without a place read of
//! them again and again: the stores as a set, ranked best first, and counted per facet.

use std::ops::Deref;
use std::sync::OnceLock;

use super::{Slot, SlotSet};
use crate::search::facets::FacetTally;

/// The stores some words match with their base scores, in slot order; the rest is made on first use.
#[derive(Debug, Default)]
pub struct WordMatches {
    pairs: Box<[(Slot, f32)]>,
    set: OnceLock<SlotSet>,
    ranked: OnceLock<Box<[Slot]>>,
    tally: OnceLock<FacetTally>,
}

impl WordMatches {
    /// Matches in slot order.
    pub fn new(pairs: Box<[(Slot, f32)]>) -> Self {
        WordMatches {
            pairs,
            ..WordMatches::default()
        }
    }

    /// The stores matched, as a set.
    pub fn set(&self) -> &SlotSet {
        self.set
            .get_or_init(|| self.pairs.iter().map(|&(slot, _)| slot).collect())
    }

    /// The matches best first: highest score, then by `search_rank` (the place of each slot in the
    /// order of a search without words), as a search by relevance without a place ranks them.
    /// (Slots only: a page looks up the scores of its few stores.)
    pub fn ranked(&self, search_rank: &[u32]) -> &[Slot] {
        self.ranked.get_or_init(|| {
            let mut ranked = self.pairs.to_vec();
            let rank = |slot: Slot| search_rank.get(slot as usize).copied().unwrap_or(u32::MAX);
            ranked.sort_unstable_by(|a, b| {
                f64::from(b.1)
                    .total_cmp(&f64::from(a.1))
                    .then_with(|| rank(a.0).cmp(&rank(b.0)))
            });
            ranked.into_iter().map(|(slot, _)| slot).collect()
        })
    }

    /// The score of `slot`, when it is one of the matches.
    pub fn score_of(&self, slot: Slot) -> Option<f32> {
        self.pairs
            .binary_search_by_key(&slot, |&(s, _)| s)
            .ok()
            .map(|at| self.pairs[at].1)
    }

    /// The facet counts of every store matched, made by `count` on first use.
    pub fn tally(&self, count: impl FnOnce() -> FacetTally) -> &FacetTally {
        self.tally.get_or_init(count)
    }
}

impl Deref for WordMatches {
    type Target = [(Slot, f32)];

    fn deref(&self) -> &[(Slot, f32)] {
        &self.pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_as_a_set_and_best_first() {
        let m = WordMatches::new(vec![(1, 1.0), (5, 3.0), (700, 2.0), (701, 2.0)].into());
        assert_eq!(m.set().slots().collect::<Vec<_>>(), vec![1, 5, 700, 701]);
        // Equal scores by the search rank.
        let mut rank = vec![0u32; 702];
        rank[700] = 9;
        rank[701] = 4;
        assert_eq!(m.ranked(&rank), &[5, 701, 700, 1]);
        assert_eq!((m.score_of(700), m.score_of(2)), (Some(2.0), None));
    }
}
