//! Typo-tolerant prefix search over store names (docs/api.md, "Name search").
//!
//! Ranking tiers: 0 exact name, 1 name starts with the query, 2 a word of the name starts with the
//! query, 3 every query word is within a small edit distance of a prefix of some name word (distance 1
//! for words of 4–7 letters, 2 for 8+, exact below 4). Ties by name, which is the index order.
//!
//! The index is a sorted vocabulary of the folded name words with posting lists, so a query touches
//! the vocabulary (tens of thousands of words) and only the candidate stores, never every name.
//! Stores are kept by slot (stable while a store lives); matches are collected as places in the
//! snapshot's name order, so results come out ranked by name within a tier without sorting.

use std::collections::HashMap;
use std::sync::Arc;

use imbl::OrdMap;

/// The name-search index of a snapshot: the vocabulary of the folded names, each word with the
/// stores (slots) whose name holds it. A persistent map, so a snapshot with one store changed shares
/// all but that store's words with the one before.
#[derive(Debug, Clone, Default)]
pub struct NameIndex {
    words: OrdMap<Box<str>, Arc<Postings>>,
}

/// The stores of one word, slots ascending: all of them, and those with it after the first word.
#[derive(Debug, Clone, Default)]
struct Postings {
    all: Vec<u32>,
    inner: Vec<u32>,
}

/// The name order the ranking follows: slots by name, and each slot's place in it.
pub struct NameOrder<'a> {
    /// Slots in name order.
    pub slots: &'a [u32],
    /// Place of each slot in `slots` (slots not in it: anything).
    pub rank: &'a [u32],
    /// The folded name of a slot in `slots`.
    pub name: &'a dyn Fn(u32) -> &'a str,
}

/// The distinct words of a folded name, each with whether it appears after the first word.
fn words_of(name: &str) -> Vec<(&str, bool)> {
    let mut out: Vec<(&str, bool)> = Vec::new();
    for (pos, w) in name.split(' ').filter(|w| !w.is_empty()).enumerate() {
        match out.iter_mut().find(|(x, _)| *x == w) {
            Some((_, inner)) => *inner |= pos > 0,
            None => out.push((w, pos > 0)),
        }
    }
    out
}

/// Inserts `slot` into an ascending list (once).
fn insert_sorted(list: &mut Vec<u32>, slot: u32) {
    if let Err(at) = list.binary_search(&slot) {
        list.insert(at, slot);
    }
}

/// Removes `slot` from an ascending list.
fn remove_sorted(list: &mut Vec<u32>, slot: u32) {
    if let Ok(at) = list.binary_search(&slot) {
        list.remove(at);
    }
}

/// Edit distance allowed for a query word of `len` characters.
fn allowed_typos(len: usize) -> usize {
    match len {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// The smallest edit distance between `q` and any prefix of `w`, if it is at most `k`.
fn prefix_distance(q: &[char], w: &[char], k: usize) -> Option<usize> {
    // Row j of the DP: distance of q[..i] to w[..j]; we keep columns over q and walk w.
    let m = q.len();
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut best = prev[m];
    let mut cur = vec![0; m + 1];
    for (j, wc) in w.iter().enumerate() {
        cur[0] = j + 1;
        let mut row_min = cur[0];
        for i in 1..=m {
            let cost = usize::from(q[i - 1] != *wc);
            cur[i] = (prev[i - 1] + cost).min(prev[i] + 1).min(cur[i - 1] + 1);
            row_min = row_min.min(cur[i]);
        }
        best = best.min(cur[m]);
        std::mem::swap(&mut prev, &mut cur);
        if row_min > k {
            break;
        }
    }
    (best <= k).then_some(best)
}

/// A set of places in the name order.
#[derive(Clone)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Self {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn set(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }
    fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
    fn and_not(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= !b;
        }
    }
    /// Clears the indices in `range`.
    fn clear_range(&mut self, range: std::ops::Range<usize>) {
        for i in range {
            self.0[i / 64] &= !(1 << (i % 64));
        }
    }
    fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// Up to `take` members in ascending order after skipping `skip` of them.
    fn page(&self, mut skip: usize, take: usize, out: &mut Vec<u32>) {
        let mut left = take;
        for (w, &bits) in self.0.iter().enumerate() {
            if left == 0 {
                return;
            }
            let ones = bits.count_ones() as usize;
            if skip >= ones {
                skip -= ones;
                continue;
            }
            let mut b = bits;
            while b != 0 && left > 0 {
                let t = b.trailing_zeros();
                b &= b - 1;
                if skip > 0 {
                    skip -= 1;
                } else {
                    out.push(w as u32 * 64 + t);
                    left -= 1;
                }
            }
        }
    }
}

/// The matches of a query, tier by tier, as places in the name order.
struct Matches {
    /// Tiers 0 and 1: a range of the name order (exact names come first in it).
    prefixed: std::ops::Range<usize>,
    /// Tier 2: a word other than the first starts with the query.
    word: Bits,
    /// Tier 3: typo-tolerant matches.
    fuzzy: Bits,
}

impl NameIndex {
    /// Indexes folded names by slot.
    pub fn build<'a>(names: impl Iterator<Item = (u32, &'a str)>) -> Self {
        let mut map: HashMap<&str, Postings> = HashMap::new();
        for (slot, name) in names {
            for (w, inner) in words_of(name) {
                let p = map.entry(w).or_default();
                p.all.push(slot);
                if inner {
                    p.inner.push(slot);
                }
            }
        }
        NameIndex {
            words: map
                .into_iter()
                .map(|(w, mut p)| {
                    p.all.sort_unstable();
                    p.inner.sort_unstable();
                    (Box::<str>::from(w), Arc::new(p))
                })
                .collect(),
        }
    }

    /// Adds the store in `slot` with this folded name.
    pub fn add(&mut self, slot: u32, name: &str) {
        for (w, inner) in words_of(name) {
            let p = Arc::make_mut(self.words.entry(Box::from(w)).or_default());
            insert_sorted(&mut p.all, slot);
            if inner {
                insert_sorted(&mut p.inner, slot);
            }
        }
    }

    /// Removes the store in `slot`, which had this folded name.
    pub fn remove(&mut self, slot: u32, name: &str) {
        for (w, _) in words_of(name) {
            let Some(p) = self.words.get_mut(w) else {
                continue;
            };
            let p = Arc::make_mut(p);
            remove_sorted(&mut p.all, slot);
            remove_sorted(&mut p.inner, slot);
            if p.all.is_empty() {
                self.words.remove(w);
            }
        }
    }

    /// Vocabulary words starting with `prefix`, with their stores.
    fn with_prefix<'s>(&'s self, prefix: &'s str) -> impl Iterator<Item = &'s Postings> + 's {
        self.words
            .range::<_, str>((
                std::ops::Bound::Included(prefix),
                std::ops::Bound::Unbounded,
            ))
            .take_while(move |(w, _)| w.starts_with(prefix))
            .map(|(_, p)| &**p)
    }

    /// Places (in the name order) of the stores having a word within the allowed distance of a
    /// prefix of `qword`.
    fn fuzzy_word(&self, order: &NameOrder<'_>, qword: &str) -> Bits {
        let mut bits = Bits::new(order.slots.len());
        let q: Vec<char> = qword.chars().collect();
        let k = allowed_typos(q.len());
        let hit = |p: &Postings, bits: &mut Bits| {
            for &s in &p.all {
                bits.set(order.rank[s as usize]);
            }
        };
        if k == 0 {
            for p in self.with_prefix(qword) {
                hit(p, &mut bits);
            }
            return bits;
        }
        let mut w: Vec<char> = Vec::with_capacity(32);
        for (word, p) in self.words.iter() {
            // A word shorter than the query by more than k letters cannot match.
            if word.len() + k < q.len() {
                continue;
            }
            w.clear();
            w.extend(word.chars().take(q.len() + k));
            if prefix_distance(&q, &w, k).is_some() {
                hit(p, &mut bits);
            }
        }
        bits
    }

    fn matches(&self, order: &NameOrder<'_>, query: &str) -> Option<Matches> {
        let qwords: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
        let first = *qwords.first()?;
        let n = order.slots.len();
        let name = |place: usize| (order.name)(order.slots[place]);
        // Tiers 0 and 1: the names starting with the query are one range of the name order.
        let lo = partition(n, |i| name(i) < query);
        let hi = lo + partition(n - lo, |i| name(lo + i).starts_with(query));
        // Tier 2: a later word starts with the query.
        let mut word = Bits::new(n);
        if qwords.len() == 1 {
            for p in self.with_prefix(first) {
                for &s in &p.inner {
                    word.set(order.rank[s as usize]);
                }
            }
        } else if let Some(p) = self.words.get(first) {
            let boundary = format!(" {query}");
            for &s in &p.inner {
                if (order.name)(s).contains(&boundary) {
                    word.set(order.rank[s as usize]);
                }
            }
        }
        word.clear_range(lo..hi);
        // Tier 3: every query word near a prefix of some word.
        let mut fuzzy = self.fuzzy_word(order, first);
        for qw in &qwords[1..] {
            fuzzy.and(&self.fuzzy_word(order, qw));
        }
        fuzzy.clear_range(lo..hi);
        fuzzy.and_not(&word);
        Some(Matches {
            prefixed: lo..hi,
            word,
            fuzzy,
        })
    }

    /// Matches of a folded, non-empty query: how many there are, and the slots of the page
    /// `offset..offset + limit` in rank order.
    pub fn search_page(
        &self,
        order: &NameOrder<'_>,
        query: &str,
        offset: usize,
        limit: usize,
    ) -> (usize, Vec<u32>) {
        let Some(m) = self.matches(order, query) else {
            return (0, Vec::new());
        };
        let (n_prefixed, n_word, n_fuzzy) = (m.prefixed.len(), m.word.len(), m.fuzzy.len());
        let mut places = Vec::with_capacity(limit.min(1024));
        let mut skip = offset;
        // Tiers 0 and 1 are one range: names equal to the query sort before longer ones.
        if skip < n_prefixed {
            let start = m.prefixed.start + skip;
            let end = start.saturating_add(limit).min(m.prefixed.end);
            places.extend((start..end).map(|i| i as u32));
            skip = 0;
        } else {
            skip -= n_prefixed;
        }
        if places.len() < limit {
            if skip < n_word {
                m.word.page(skip, limit - places.len(), &mut places);
                skip = 0;
            } else {
                skip -= n_word;
            }
        }
        if places.len() < limit && skip < n_fuzzy {
            m.fuzzy.page(skip, limit - places.len(), &mut places);
        }
        let slots = places.iter().map(|&p| order.slots[p as usize]).collect();
        (n_prefixed + n_word + n_fuzzy, slots)
    }
}

/// The first `i` in `0..n` for which `pred` is false (`pred` true then false over the range).
fn partition(n: usize, pred: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::*;
    use antiques_model::text::fold;

    /// Names indexed in a scrambled slot order, as a snapshot after edits has them.
    struct Fixture {
        index: NameIndex,
        names: Vec<String>,
        slots: Vec<u32>,
        rank: Vec<u32>,
    }

    fn index(names: &[&str]) -> Fixture {
        let names: Vec<String> = names.iter().rev().map(|n| fold(n)).collect();
        let index = NameIndex::build(
            names
                .iter()
                .enumerate()
                .map(|(i, n)| (i as u32, n.as_str())),
        );
        let mut slots: Vec<u32> = (0..names.len() as u32).collect();
        slots.sort_by(|a, b| names[*a as usize].cmp(&names[*b as usize]));
        let mut rank = vec![0; names.len()];
        for (place, s) in slots.iter().enumerate() {
            rank[*s as usize] = place as u32;
        }
        Fixture {
            index,
            names,
            slots,
            rank,
        }
    }

    fn page(f: &Fixture, q: &str, offset: usize, limit: usize) -> (usize, Vec<String>) {
        let name = |s: u32| f.names[s as usize].as_str();
        let order = NameOrder {
            slots: &f.slots,
            rank: &f.rank,
            name: &name,
        };
        let (total, slots) = f.index.search_page(&order, &fold(q), offset, limit);
        (
            total,
            slots
                .into_iter()
                .map(|s| f.names[s as usize].clone())
                .collect(),
        )
    }

    fn search(f: &Fixture, q: &str) -> Vec<String> {
        page(f, q, 0, usize::MAX).1
    }

    #[test]
    fn ranks_exact_then_prefix_then_word_then_typo() {
        let ix = index(&[
            "Barn Finds",
            "The Barn",
            "Barn",
            "Barnyard Antiques",
            "Bern Mill",
            "Old Bam Shop",
        ]);
        assert_eq!(
            search(&ix, "barn"),
            [
                "barn",
                "barn finds",
                "barnyard antiques",
                "the barn",
                "bern mill"
            ]
        );
    }

    #[test]
    fn typo_tolerant_prefix() {
        let ix = index(&[
            "Brimfield Antique Barn",
            "Brimley Goods",
            "Round Top Emporium",
        ]);
        assert_eq!(search(&ix, "brimfeld"), ["brimfield antique barn"]);
        assert_eq!(search(&ix, "Róund emporuim"), ["round top emporium"]);
        assert!(search(&ix, "xyzzy").is_empty());
        // Short words must match exactly as a prefix.
        assert_eq!(search(&ix, "rou"), ["round top emporium"]);
        assert!(search(&ix, "rua").is_empty());
    }

    #[test]
    fn pages_cross_tiers() {
        let ix = index(&[
            "Barn Finds",
            "The Barn",
            "Barn",
            "Barnyard Antiques",
            "Bern Mill",
            "Old Bam Shop",
        ]);
        let all = search(&ix, "barn");
        assert_eq!(all.len(), 5);
        for offset in 0..6 {
            for limit in 1..4 {
                let (total, got) = page(&ix, "barn", offset, limit);
                assert_eq!(total, 5);
                let want: Vec<String> = all.iter().skip(offset).take(limit).cloned().collect();
                assert_eq!(got, want, "offset {offset} limit {limit}");
            }
        }
    }

    #[test]
    fn removing_and_adding_equals_building() {
        let mut ix = index(&["Barn Finds", "The Barn", "Old Mill"]);
        // Slot 0 is "old mill" (scrambled order): rename it.
        ix.index.remove(0, "old mill");
        ix.index.add(0, "barn owl");
        ix.names[0] = "barn owl".into();
        let rebuilt = NameIndex::build(
            ix.names
                .iter()
                .enumerate()
                .map(|(i, n)| (i as u32, n.as_str())),
        );
        let words = |i: &NameIndex| {
            i.words
                .iter()
                .map(|(w, p)| (w.to_string(), p.all.clone(), p.inner.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(words(&ix.index), words(&rebuilt));
        assert!(ix.index.words.get("mill").is_none());
    }

    #[test]
    fn prefix_distance_bounds() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(prefix_distance(&c("brimfeld"), &c("brimfield"), 2), Some(1));
        assert_eq!(prefix_distance(&c("antq"), &c("antique"), 1), Some(1));
        assert_eq!(prefix_distance(&c("zzzz"), &c("antique"), 1), None);
    }
}
