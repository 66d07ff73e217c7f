//! Typo-tolerant prefix search over store names (docs/api.md, "Name search").
//!
//! Ranking tiers: 0 exact name, 1 name starts with the query, 2 a word of the name starts with the
//! query, 3 every query word is within a small edit distance of a prefix of some name word (distance 1
//! for words of 4–7 letters, 2 for 8+, exact below 4). Ties by name, which is the index order.
//!
//! The index is a sorted vocabulary of the folded name words with posting lists, so a query touches
//! the vocabulary (tens of thousands of words) and only the candidate stores, never every name.

use std::collections::HashMap;

/// The name-search index of a snapshot.
#[derive(Debug, Default)]
pub struct NameIndex {
    /// Distinct words, sorted.
    words: Vec<Box<str>>,
    /// For each word, the stores (name-order indices, ascending) whose name contains it.
    postings: Vec<Vec<u32>>,
    /// For each word, the stores whose name contains it anywhere but as its first word.
    inner: Vec<Vec<u32>>,
    /// Folded names, by store index (sorted: the stores are in name order).
    names: Vec<Box<str>>,
}

/// The stores containing a word anywhere, and those containing it after the first word.
type Postings = (Vec<u32>, Vec<u32>);

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

/// A set of store indices.
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

/// The matches of a query, tier by tier, in rank order.
struct Matches {
    /// Tiers 0 and 1: a range of the name order (exact names come first in it).
    prefixed: std::ops::Range<usize>,
    /// Tier 2: a word other than the first starts with the query.
    word: Bits,
    /// Tier 3: typo-tolerant matches.
    fuzzy: Bits,
}

impl NameIndex {
    /// Indexes folded names given in store (name) order.
    pub fn build<'a>(names: impl Iterator<Item = &'a str>) -> Self {
        let names: Vec<Box<str>> = names.map(Box::from).collect();
        let mut map: HashMap<&str, Postings> = HashMap::new();
        for (i, name) in names.iter().enumerate() {
            for (pos, w) in name.split(' ').filter(|w| !w.is_empty()).enumerate() {
                let (all, inner) = map.entry(w).or_default();
                if all.last() != Some(&(i as u32)) {
                    all.push(i as u32);
                }
                if pos > 0 && inner.last() != Some(&(i as u32)) {
                    inner.push(i as u32);
                }
            }
        }
        let mut entries: Vec<(&str, Postings)> = map.into_iter().collect();
        entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
        let words = entries.iter().map(|(w, _)| Box::from(*w)).collect();
        let (postings, inner) = entries.into_iter().map(|(_, p)| p).unzip();
        NameIndex {
            words,
            postings,
            inner,
            names,
        }
    }

    /// Range of vocabulary words starting with `prefix`.
    fn prefix_range(&self, prefix: &str) -> std::ops::Range<usize> {
        let start = self.words.partition_point(|w| &**w < prefix);
        let end = start + self.words[start..].partition_point(|w| w.starts_with(prefix));
        start..end
    }

    /// Stores having a word within the allowed distance of a prefix of `qword`.
    fn fuzzy_word(&self, qword: &str) -> Bits {
        let mut bits = Bits::new(self.names.len());
        let q: Vec<char> = qword.chars().collect();
        let k = allowed_typos(q.len());
        let hit = |i: usize, bits: &mut Bits| {
            for &s in &self.postings[i] {
                bits.set(s);
            }
        };
        if k == 0 {
            for i in self.prefix_range(qword) {
                hit(i, &mut bits);
            }
            return bits;
        }
        let mut w: Vec<char> = Vec::with_capacity(32);
        for (i, word) in self.words.iter().enumerate() {
            // A word shorter than the query by more than k letters cannot match.
            if word.len() + k < q.len() {
                continue;
            }
            w.clear();
            w.extend(word.chars().take(q.len() + k));
            if prefix_distance(&q, &w, k).is_some() {
                hit(i, &mut bits);
            }
        }
        bits
    }

    fn matches(&self, query: &str) -> Option<Matches> {
        let qwords: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
        let first = *qwords.first()?;
        let n = self.names.len();
        // Tiers 0 and 1: the names starting with the query are one range of the sorted names.
        let lo = self.names.partition_point(|name| &**name < query);
        let hi = lo + self.names[lo..].partition_point(|name| name.starts_with(query));
        // Tier 2: a later word starts with the query.
        let mut word = Bits::new(n);
        if qwords.len() == 1 {
            for i in self.prefix_range(first) {
                for &s in &self.inner[i] {
                    word.set(s);
                }
            }
        } else if let Ok(i) = self.words.binary_search_by(|w| (**w).cmp(first)) {
            let boundary = format!(" {query}");
            for &s in &self.inner[i] {
                if self.names[s as usize].contains(&boundary) {
                    word.set(s);
                }
            }
        }
        word.clear_range(lo..hi);
        // Tier 3: every query word near a prefix of some word.
        let mut fuzzy = self.fuzzy_word(first);
        for qw in &qwords[1..] {
            fuzzy.and(&self.fuzzy_word(qw));
        }
        fuzzy.clear_range(lo..hi);
        fuzzy.and_not(&word);
        Some(Matches {
            prefixed: lo..hi,
            word,
            fuzzy,
        })
    }

    /// Matches of a folded, non-empty query: how many there are, and the store indices of the page
    /// `offset..offset + limit` in rank order.
    pub fn search_page(&self, query: &str, offset: usize, limit: usize) -> (usize, Vec<u32>) {
        let Some(m) = self.matches(query) else {
            return (0, Vec::new());
        };
        let (n_prefixed, n_word, n_fuzzy) = (m.prefixed.len(), m.word.len(), m.fuzzy.len());
        let mut out = Vec::with_capacity(limit.min(1024));
        let mut skip = offset;
        // Tiers 0 and 1 are one range: names equal to the query sort before longer ones.
        if skip < n_prefixed {
            let start = m.prefixed.start + skip;
            let end = start.saturating_add(limit).min(m.prefixed.end);
            out.extend((start..end).map(|i| i as u32));
            skip = 0;
        } else {
            skip -= n_prefixed;
        }
        if out.len() < limit {
            if skip < n_word {
                m.word.page(skip, limit - out.len(), &mut out);
                skip = 0;
            } else {
                skip -= n_word;
            }
        }
        if out.len() < limit && skip < n_fuzzy {
            m.fuzzy.page(skip, limit - out.len(), &mut out);
        }
        (n_prefixed + n_word + n_fuzzy, out)
    }

    /// Every match of a folded, non-empty query, in rank order.
    pub fn search(&self, query: &str) -> Vec<u32> {
        self.search_page(query, 0, usize::MAX).1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use antiques_model::text::fold;

    fn index(names: &[&str]) -> (NameIndex, Vec<String>) {
        let mut folded: Vec<String> = names.iter().map(|n| fold(n)).collect();
        folded.sort();
        (NameIndex::build(folded.iter().map(String::as_str)), folded)
    }

    fn search(ix: &(NameIndex, Vec<String>), q: &str) -> Vec<String> {
        ix.0.search(&fold(q))
            .into_iter()
            .map(|i| ix.1[i as usize].clone())
            .collect()
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
        let all = ix.0.search(&fold("barn"));
        assert_eq!(all.len(), 5);
        for offset in 0..6 {
            for limit in 1..4 {
                let (total, page) = ix.0.search_page(&fold("barn"), offset, limit);
                assert_eq!(total, 5);
                let want: Vec<u32> = all.iter().copied().skip(offset).take(limit).collect();
                assert_eq!(page, want, "offset {offset} limit {limit}");
            }
        }
    }

    #[test]
    fn prefix_distance_bounds() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(prefix_distance(&c("brimfeld"), &c("brimfield"), 2), Some(1));
        assert_eq!(prefix_distance(&c("antq"), &c("antique"), 1), Some(1));
        assert_eq!(prefix_distance(&c("zzzz"), &c("antique"), 1), None);
    }
}
