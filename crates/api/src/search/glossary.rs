//! The trade's words: what visitors type for what stores list. Each entry reads a folded query word
//! (or two) as the words stores use as well; the word itself still counts. Documented for visitors and
//! editors in docs/search.md: keep the two in step.

/// (typed, also means). Matched against whole folded query words.
pub const GLOSSARY: &[(&str, &[&str])] = &[
    ("mcm", &["mid century modern"]),
    ("midcentury", &["mid century"]),
    ("mid century", &["midcentury"]),
    ("vinyl", &["records"]),
    ("lp", &["records"]),
    ("lps", &["records"]),
    ("albums", &["records"]),
    ("jewellery", &["jewelry"]),
    ("jewels", &["jewelry"]),
    ("prims", &["primitives"]),
    ("collectables", &["collectibles"]),
    ("furnishings", &["furniture"]),
    ("silverware", &["silver", "flatware"]),
    ("lamps", &["lighting"]),
    ("crocks", &["stoneware"]),
    ("clothes", &["clothing"]),
    ("apparel", &["clothing"]),
    ("paper", &["ephemera"]),
    ("deco", &["art deco"]),
    ("quilt", &["quilts"]),
];

/// Words every store of a directory of antique stores could answer to (everything in it is old and
/// has been used before): they need not match, but a
/// store that has them ranks higher. Alone (`antiques`, `antique store`) they find the stores that
/// have them; with a place they add nothing (every store in it).
pub const GENERAL_WORDS: &[&str] = &[
    "antique",
    "antiques",
    "antiquing",
    "store",
    "stores",
    "shop",
    "shops",
    "shopping",
    "used",
    "secondhand",
    "old",
];

/// Words that say nothing about what a visitor wants: dropped.
pub const STOP_WORDS: &[&str] = &[
    "the", "a", "an", "and", "of", "for", "with", "to", "find", "me",
];

/// What a run of folded words also means, and how many words the entry took: the longest entry
/// starting at `words[0]` wins.
pub fn also_means(words: &[&str]) -> Option<(&'static [&'static str], usize)> {
    for n in (1..=2.min(words.len())).rev() {
        let phrase = words[..n].join(" ");
        if let Some((_, means)) = GLOSSARY.iter().find(|(typed, _)| *typed == phrase) {
            return Some((means, n));
        }
    }
    None
}
