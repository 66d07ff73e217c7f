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
    /// Folded names, by store index.
    names: Vec<Box<str>>,
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
    fn get(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }
    fn and(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a &= b;
        }
    }
    fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            let mut b = bits;
            std::iter::from_fn(move || {
                if b == 0 {
                    return None;
                }
                let t = b.trailing_zeros();
                b &= b - 1;
                Some(w as u32 * 64 + t)
            })
        })
    }
}

impl NameIndex {
    /// Indexes folded names given in store (name) order.
    pub fn build<'a>(names: impl Iterator<Item = &'a str>) -> Self {
        let names: Vec<Box<str>> = names.map(Box::from).collect();
        let mut map: HashMap<&str, Vec<u32>> = HashMap::new();
        for (i, name) in names.iter().enumerate() {
            for w in name.split(' ').filter(|w| !w.is_empty()) {
                let list = map.entry(w).or_default();
                if list.last() != Some(&(i as u32)) {
                    list.push(i as u32);
                }
            }
        }
        let mut entries: Vec<(&str, Vec<u32>)> = map.into_iter().collect();
        entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
        let words = entries.iter().map(|(w, _)| Box::from(*w)).collect();
        let postings = entries.into_iter().map(|(_, p)| p).collect();
        NameIndex {
            words,
            postings,
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

    /// Matches of a folded, non-empty query: store indices in rank order.
    pub fn search(&self, query: &str) -> Vec<u32> {
        let qwords: Vec<&str> = query.split(' ').filter(|w| !w.is_empty()).collect();
        let Some(first) = qwords.first() else {
            return Vec::new();
        };
        // Tiers 0-2 need the first query word as a prefix of a name word.
        let mut tiers: [Vec<u32>; 3] = Default::default();
        let mut in_tiers = Bits::new(self.names.len());
        let mut candidates: Vec<u32> = Vec::new();
        for i in self.prefix_range(first) {
            candidates.extend_from_slice(&self.postings[i]);
        }
        candidates.sort_unstable();
        candidates.dedup();
        let boundary = format!(" {query}");
        for s in candidates {
            let name = &*self.names[s as usize];
            let tier = if name == query {
                0
            } else if name.starts_with(query) {
                1
            } else if name.contains(&boundary) {
                2
            } else {
                continue;
            };
            tiers[tier].push(s);
            in_tiers.set(s);
        }
        let mut fuzzy: Option<Bits> = None;
        for qw in &qwords {
            let b = self.fuzzy_word(qw);
            match &mut fuzzy {
                None => fuzzy = Some(b),
                Some(acc) => acc.and(&b),
            }
        }
        let mut out: Vec<u32> = tiers.concat();
        if let Some(f) = fuzzy {
            out.extend(f.iter().filter(|s| !in_tiers.get(*s)));
        }
        out
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
    fn prefix_distance_bounds() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(prefix_distance(&c("brimfeld"), &c("brimfield"), 2), Some(1));
        assert_eq!(prefix_distance(&c("antq"), &c("antique"), 1), Some(1));
        assert_eq!(prefix_distance(&c("zzzz"), &c("antique"), 1), None);
    }
}
