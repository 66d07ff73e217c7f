//! Why a store matched a search, in a few words a visitor reads on its card ("Sells Depression
//! glass", "In Hudson, NY"), with the words that matched marked.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::index::for_each_stem;
use super::{Concept, Place, PlaceKind};
use crate::snapshot::{AnswerLayout, JsonText, TextMember, summary_text};

/// A piece of text, marked when it is a word the search matched.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct TextPart {
    pub text: String,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schema(default = false)]
    pub mark: bool,
}

/// A text cut into parts at the given byte ranges (sorted, not overlapping), those marked. Marks
/// with only a space or a hyphen between them become one (`Depression glass`, `Mid-Century`).
fn marked(text: &str, ranges: &[Range<usize>]) -> Vec<TextPart> {
    let mut joined: Vec<Range<usize>> = Vec::new();
    for r in ranges {
        match joined.last_mut() {
            Some(last) if r.start >= last.end && matches!(&text[last.end..r.start], " " | "-") => {
                last.end = r.end;
            }
            _ => joined.push(r.clone()),
        }
    }
    let mut parts = Vec::new();
    let mut at = 0;
    for r in &joined {
        if r.start > at {
            parts.push(TextPart {
                text: text[at..r.start].to_string(),
                mark: false,
            });
        }
        parts.push(TextPart {
            text: text[r.clone()].to_string(),
            mark: true,
        });
        at = r.end;
    }
    if at < text.len() {
        parts.push(TextPart {
            text: text[at..].to_string(),
            mark: false,
        });
    }
    parts
}

fn plain(text: impl Into<String>) -> TextPart {
    TextPart {
        text: text.into(),
        mark: false,
    }
}

/// Edits between two words, a swap of neighbours counting one (optimal string alignment).
pub fn edits(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    // One table, row by row (`at(i, j)`): explaining a page of results compares hundreds of words.
    let width = b.len() + 1;
    let at = |i: usize, j: usize| i * width + j;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for i in 0..=a.len() {
        d[at(i, 0)] = i;
    }
    for j in 0..=b.len() {
        d[at(0, j)] = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[at(i - 1, j)] + 1)
                .min(d[at(i, j - 1)] + 1)
                .min(d[at(i - 1, j - 1)] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[at(i - 2, j - 2)] + 1);
            }
            d[at(i, j)] = best;
        }
    }
    d[at(a.len(), b.len())]
}

/// Whether two words are at most `most` edits apart; words whose lengths differ by more are not
/// compared letter by letter (most words of a store's texts).
fn within_edits(a: &str, b: &str, most: usize) -> bool {
    a.chars().count().abs_diff(b.chars().count()) <= most && edits(a, b) <= most
}

/// The stems a search looks for: each with the edits a store word may be away from it.
pub struct Wanted {
    stems: Vec<(String, usize)>,
    /// Whether a store word may be a typo away from a stem (then each word's answer is kept).
    typos: bool,
    /// Whether each store word seen was a typo away, for this search: a page's stores share most
    /// of their words, and measuring the edits between two words is the costly part.
    seen: RefCell<HashMap<Box<str>, bool>>,
}

impl Wanted {
    /// The stems of the concepts; `typo(stem)` says how far a typo may be (0 for a known word).
    pub fn of(concepts: &[Concept], typo: impl Fn(&str) -> usize) -> Wanted {
        let stems: Vec<(String, usize)> = concepts
            .iter()
            .flat_map(|c| c.stems())
            .map(|s| (s.to_string(), typo(s)))
            .collect();
        Wanted {
            typos: stems.iter().any(|(_, d)| *d > 0),
            stems,
            seen: RefCell::default(),
        }
    }

    fn matches(&self, stem: &str) -> bool {
        if self.stems.iter().any(|(w, _)| w == stem) {
            return true;
        }
        if !self.typos {
            return false;
        }
        if let Some(&seen) = self.seen.borrow().get(stem) {
            return seen;
        }
        let near = self
            .stems
            .iter()
            .any(|(w, d)| *d > 0 && within_edits(w, stem, *d));
        self.seen.borrow_mut().insert(stem.into(), near);
        near
    }

    /// Byte ranges of the words of `text` that match (none, its stems unread, when nothing is
    /// wanted).
    fn ranges(&self, text: &Stemmed) -> Vec<Range<usize>> {
        if self.stems.is_empty() {
            return Vec::new();
        }
        text.stems()
            .iter()
            .filter(|(stem, _)| self.matches(stem))
            .map(|(_, range)| range.clone())
            .collect()
    }
}

/// The stems of a text, each with the byte range of its word.
type Stems = Arc<[(Box<str>, Range<usize>)]>;

fn stems_of(text: &str) -> Stems {
    let mut out = Vec::new();
    for_each_stem(text, |stem, range| out.push((stem.into(), range)));
    out.into()
}

/// Most phrases kept stemmed per thread ([`Phrase`]); the table starts over when full.
const PHRASES_KEPT: usize = 8_192;

thread_local! {
    /// Phrases stemmed, by text.
    static PHRASE_STEMS: RefCell<HashMap<Box<str>, Stems>> = RefCell::default();
}

/// A text and its stems, each with the byte range of its word, stemmed on first use and kept: the
/// stores on the first pages of common searches are explained again and again.
#[derive(Debug, Default, Deserialize)]
#[serde(from = "String")]
pub struct Stemmed {
    text: String,
    stems: OnceLock<Stems>,
    /// Whether the text is a phrase many stores share (see [`Phrase`]).
    shared: bool,
}

impl From<String> for Stemmed {
    fn from(text: String) -> Self {
        Stemmed {
            text,
            stems: OnceLock::new(),
            shared: false,
        }
    }
}

impl From<&str> for Stemmed {
    fn from(text: &str) -> Self {
        Stemmed::from(text.to_string())
    }
}

impl std::ops::Deref for Stemmed {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl Stemmed {
    fn stems(&self) -> &[(Box<str>, Range<usize>)] {
        self.stems.get_or_init(|| {
            if !self.shared {
                return stems_of(&self.text);
            }
            PHRASE_STEMS.with_borrow_mut(|kept| {
                if let Some(stems) = kept.get(self.text.as_str()) {
                    return stems.clone();
                }
                if kept.len() >= PHRASES_KEPT {
                    kept.clear();
                }
                let stems = stems_of(&self.text);
                kept.insert(self.text.as_str().into(), stems.clone());
                stems
            })
        })
    }
}

/// A short text many stores share (a category's name, a specialty, a store format): stemmed once
/// per thread and shared, where a store's own texts (its name, its descriptions) are stemmed for it.
#[derive(Debug, Default, Deserialize)]
#[serde(from = "String")]
pub struct Phrase(Stemmed);

impl From<String> for Phrase {
    fn from(text: String) -> Self {
        Phrase(Stemmed {
            shared: true,
            ..Stemmed::from(text)
        })
    }
}

impl std::ops::Deref for Phrase {
    type Target = Stemmed;
    fn deref(&self) -> &Stemmed {
        &self.0
    }
}

/// The texts of a store that explain a match, read from its full answer.
#[derive(Debug, Default)]
pub struct StoreTexts {
    pub name: Stemmed,
    pub description: Option<Stemmed>,
    pub enhanced_description: Option<Stemmed>,
    pub categories: Vec<NamedRef>,
    pub store_analysis: Option<AnalysisTexts>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct NamedRef {
    pub name: Phrase,
}

/// The store analysis's texts that explain a match.
#[derive(Debug, Default)]
pub struct AnalysisTexts {
    pub specialties: Vec<Phrase>,
    pub store_format: Phrase,
    pub description: Stemmed,
}

/// What a search result shows of a store: its summary, and the texts that explain why it matched.
#[derive(Debug)]
pub struct FoundStore {
    /// The store's summary (a JSON object).
    pub summary: JsonText,
    pub texts: StoreTexts,
}

impl FoundStore {
    /// Read from the store's full answer along its layout, each part from its own bytes: most
    /// stores a search shows are shown once in a while (a busy mix of searches shows thousands of
    /// different stores a minute), so this runs for most results. The answer is JSON the snapshot
    /// made: should a part not read, `null` (or an empty text) is a valid answer and the test
    /// suite's comparisons would show it.
    ///
    /// `categories` are the names of the store's categories when the caller knows them (the
    /// snapshot keeps every category's name): else they are read from the answer too.
    pub fn of(full: &str, layout: &AnswerLayout, categories: Option<Vec<NamedRef>>) -> FoundStore {
        fn parsed<T: Default + for<'de> Deserialize<'de>>(value: Option<&str>) -> T {
            value
                .and_then(|v| serde_json::from_str::<Option<T>>(v).ok())
                .flatten()
                .unwrap_or_default()
        }
        let text = |member| layout.text(full, member);
        let analysis = [
            TextMember::Specialties,
            TextMember::StoreFormat,
            TextMember::AnalysisDescription,
        ]
        .into_iter()
        .any(|m| text(m).is_some());
        FoundStore {
            summary: summary_text(full, layout),
            texts: StoreTexts {
                name: parsed(text(TextMember::Name)),
                description: parsed(text(TextMember::Description)),
                enhanced_description: parsed(text(TextMember::EnhancedDescription)),
                categories: categories.unwrap_or_else(|| parsed(text(TextMember::Categories))),
                store_analysis: analysis.then(|| AnalysisTexts {
                    specialties: parsed(text(TextMember::Specialties)),
                    store_format: parsed(text(TextMember::StoreFormat)),
                    description: parsed(text(TextMember::AnalysisDescription)),
                }),
            },
        }
    }
}

/// Why a store matched: its name with the matched words marked (when its name matched), and up to
/// three reasons.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    pub name_parts: Option<Vec<TextPart>>,
    pub why: Vec<Vec<TextPart>>,
}

/// Longest quoted excerpt of a description, in characters.
const EXCERPT_CHARS: usize = 90;

/// A store's explanation for a search.
pub fn explain(texts: &StoreTexts, wanted: &Wanted, place: Option<(&Place, bool)>) -> Explanation {
    let mut out = Explanation::default();
    let name_ranges = wanted.ranges(&texts.name);
    if !name_ranges.is_empty() {
        out.name_parts = Some(marked(&texts.name, &name_ranges));
    }
    let analysis = texts.store_analysis.as_ref();
    let mut sells: Vec<&Stemmed> = texts.categories.iter().map(|c| &*c.name).collect();
    if let Some(a) = analysis {
        for s in &a.specialties {
            if !sells.iter().any(|x| x.eq_ignore_ascii_case(s)) {
                sells.push(&**s);
            }
        }
    }
    let matched: Vec<(&Stemmed, Vec<Range<usize>>)> = sells
        .into_iter()
        .map(|s| (s, wanted.ranges(s)))
        .filter(|(_, r)| !r.is_empty())
        .take(2)
        .collect();
    if !matched.is_empty() {
        let mut parts = vec![plain("Sells ")];
        for (i, (item, ranges)) in matched.iter().enumerate() {
            if i > 0 {
                parts.push(plain(", "));
            }
            // The item reads in sentence case after "Sells": "Sells Depression glass".
            parts.extend(marked(item, ranges));
        }
        out.why.push(parts);
    }
    if let Some(a) = analysis {
        let ranges = wanted.ranges(&a.store_format);
        if !ranges.is_empty() {
            out.why.push(marked(&a.store_format, &ranges));
        }
    }
    if out.why.is_empty() && out.name_parts.is_none() {
        let descriptions = [
            analysis.map(|a| &a.description),
            texts.description.as_ref(),
            texts.enhanced_description.as_ref(),
        ];
        if let Some(excerpt) = descriptions
            .into_iter()
            .flatten()
            .find_map(|d| excerpt_around(d, wanted))
        {
            out.why.push(excerpt);
        }
    }
    if let Some((place, same_town)) = place {
        let words = match (place.kind, same_town) {
            (PlaceKind::State, _) | (PlaceKind::Zip, true) => format!("In {}", place.label),
            (PlaceKind::City | PlaceKind::Hotspot, true) => format!("In {}", place.label),
            (PlaceKind::Near, _) => "Near you".to_string(),
            _ => format!("Near {}", place.label),
        };
        out.why.push(vec![plain(words)]);
    }
    out
}

/// The sentence of a description holding the first matched word, cut to a short excerpt in quotes.
fn excerpt_around(stemmed: &Stemmed, wanted: &Wanted) -> Option<Vec<TextPart>> {
    let ranges = wanted.ranges(stemmed);
    let text: &str = stemmed;
    let first = ranges.first()?.clone();
    let start = text[..first.start]
        .rfind(['.', '!', '?', '\n'])
        .map_or(0, |i| i + 1);
    let start = start + (text[start..].len() - text[start..].trim_start().len());
    let mut end = text[first.end..]
        .find(['.', '!', '?', '\n'])
        .map_or(text.len(), |i| first.end + i);
    // Cut long sentences at a word boundary after the match.
    if text[start..end].chars().count() > EXCERPT_CHARS {
        let budget: usize = text[start..]
            .char_indices()
            .nth(EXCERPT_CHARS)
            .map_or(text.len() - start, |(i, _)| i);
        let limit = (start + budget).max(first.end);
        end = text[limit..]
            .find(' ')
            .map_or(end, |i| (limit + i).min(end));
    }
    let sentence = &text[start..end];
    let inside: Vec<Range<usize>> = ranges
        .into_iter()
        .filter(|r| r.start >= start && r.end <= end)
        .map(|r| r.start - start..r.end - start)
        .collect();
    let mut parts = vec![plain("“")];
    parts.extend(marked(sentence, &inside));
    parts.push(plain(
        if end < text.len() && !text[end..].starts_with(['.', '!', '?']) {
            "…”"
        } else {
            "”"
        },
    ));
    Some(parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_count_a_swap_as_one() {
        assert_eq!(edits("jewleri", "jewelri"), 1);
        assert_eq!(edits("furnatur", "furnitur"), 1);
        assert_eq!(edits("abc", "abc"), 0);
        assert_eq!(edits("clock", "block"), 1);
    }

    #[test]
    fn found_stores_read_their_texts_and_summary_from_the_full_answer() {
        let catalog = antiques_seed::generate(5, 40);
        for store in &catalog.stores {
            let (json, layout) = crate::snapshot::write_with_layout(store).unwrap();
            let found = FoundStore::of(std::str::from_utf8(&json).unwrap(), &layout, None);
            let t = &found.texts;
            assert_eq!(&*t.name, store.name);
            assert_eq!(t.description.as_deref(), store.description.as_deref());
            let names: Vec<&str> = t.categories.iter().map(|c| &**c.name).collect();
            let expected: Vec<&str> = store.categories.iter().map(|c| c.name.as_str()).collect();
            assert_eq!(names, expected);
            let specialties = t.store_analysis.as_ref().map(|a| {
                a.specialties
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
            });
            let expected = store.store_analysis.as_ref().map(|a| a.specialties.clone());
            assert_eq!(specialties, expected, "{}", store.name);
            let summary: serde_json::Value = serde_json::from_str(found.summary.get()).unwrap();
            assert_eq!(summary["name"], store.name.as_str());
            assert!(summary.get("storeAnalysis").is_none());
        }
    }

    #[test]
    fn edits_agree_with_a_plain_table() {
        for (a, b, n) in [
            ("", "abc", 3),
            ("kitten", "sitting", 3),
            ("ca", "ac", 1),
            ("é", "e", 1),
        ] {
            assert_eq!(edits(a, b), n, "{a} {b}");
            assert_eq!(edits(b, a), n, "{b} {a}");
        }
        assert!(within_edits("glass", "glas", 1));
        assert!(!within_edits("glass", "gl", 1));
    }

    #[test]
    fn marks_split_the_text() {
        assert_eq!(
            marked("Sells Mid-Century Modern", &[6..9, 10..17, 18..24]),
            vec![
                plain("Sells "),
                TextPart {
                    text: "Mid-Century Modern".into(),
                    mark: true
                }
            ]
        );
        let parts = marked("Depression glass", &[Range { start: 11, end: 16 }]);
        assert_eq!(
            parts,
            vec![
                plain("Depression "),
                TextPart {
                    text: "glass".into(),
                    mark: true
                }
            ]
        );
    }
}
