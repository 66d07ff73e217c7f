//! Search by what and where: the words of a query are read as a place (a town, hotspot town, state
//! or ZIP code, which becomes a radius or a state filter) and what the visitor wants (matched in the
//! stores' names, what they sell, their format and descriptions by a full-text index), then filtered,
//! ranked and counted. The rule is told in plain words in docs/search.md.

pub mod explain;
pub mod facets;
pub mod glossary;
pub mod index;
pub mod places;
pub mod stemmer;
pub mod us_places;

use antiques_model::geo::distance_km;
use tantivy::query::{BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;

pub use explain::FoundStore;
pub use index::{IndexError, TextIndex, TextSearch};
pub use places::{
    DEFAULT_RADIUS_KM, FoundPlace, Gazetteer, Place, PlaceKey, PlaceKind, PlaceStores, StoreWords,
};
pub use us_places::UsPlaces;

use crate::snapshot::facts::{StoreFacts, flag, zip_number};
use crate::snapshot::{Slot, Snapshot, StateCode, StoreEntry, TextMatches, text_key};
use index::TextField;

/// How much a near-spelling (a typo) of a word counts against the word itself.
const TYPO_WEIGHT: f32 = 0.3;

/// Ranking boosts: a featured store counts a quarter more, a verified one a tenth more, and each
/// rating point (0–10) three hundredths more.
const FEATURED_BOOST: f64 = 0.25;
const VERIFIED_BOOST: f64 = 0.10;
const RATING_POINT_BOOST: f64 = 0.03;

/// A store whose name is the words searched counts three times, one whose name holds them (two words
/// or more) half as much again: a visitor typing a store's name wants that store first.
const NAME_IS_QUERY_BOOST: f64 = 3.0;
const NAME_HOLDS_QUERY_BOOST: f64 = 1.5;

/// Distance at which a store counts half as near as one at the place itself, in kilometres.
const HALF_PROXIMITY_KM: f64 = 10.0;

/// One thing a visitor asked for, which a store matches through any of its spellings: the word as
/// typed, or what the glossary says it also means (each a list of stems that must all match).
#[derive(Debug, Clone)]
pub struct Concept {
    pub typed: String,
    pub alternatives: Vec<Vec<String>>,
}

impl Concept {
    /// Every stem of every spelling.
    pub fn stems(&self) -> impl Iterator<Item = &str> {
        self.alternatives.iter().flatten().map(String::as_str)
    }
}

/// A query as the search reads it.
#[derive(Debug, Clone, Default)]
pub struct Understood {
    /// The place it names, and the words that named it.
    pub place: Option<FoundPlace>,
    /// What the visitor wants, word by word: every one must match.
    pub concepts: Vec<Concept>,
    /// General words (`antiques`, `store`): a store that has them ranks higher.
    pub optional: Vec<Concept>,
    /// The query's own words without the place: what a visitor who removes the place searches.
    pub without_place: String,
    /// The query's words that say what, folded (empty when it names only a place).
    pub what: String,
}

/// How many edits a word may be away from a word of the index and still count as a typo of it.
pub fn typo_distance(stem: &str) -> u8 {
    match stem.chars().count() {
        n if n >= 8 => 2,
        n if n >= 4 => 1,
        _ => 0,
    }
}

/// Reads a query: finds its place, drops words that say nothing, expands the trade's words.
pub fn understand(snap: &Snapshot, query: &str) -> Understood {
    let words = places::words_of(query);
    let text = &snap.text;
    let is_item_word = |w: &str| {
        index::stems(w)
            .first()
            .is_some_and(|s| text.knows(TextField::Sells, s))
    };
    let known_to_stores = |phrase: &str| {
        let stems = index::stems(phrase);
        !stems.is_empty()
            && stems
                .iter()
                .all(|s| TextField::ALL.iter().any(|&f| text.knows(f, s)))
    };
    let store_words = StoreWords {
        is_item_word: &is_item_word,
        known_to_stores: &known_to_stores,
    };
    let place = snap.gazetteer().find(snap, &words, &store_words);
    let kept: Vec<&str> = words
        .iter()
        .enumerate()
        .filter(|(i, _)| place.as_ref().is_none_or(|p| !p.words.contains(i)))
        .map(|(_, w)| w.folded.as_str())
        .collect();
    let mut concepts = Vec::new();
    let mut optional = Vec::new();
    let mut what = Vec::new();
    let mut i = 0;
    while i < kept.len() {
        let (means, taken) = glossary::also_means(&kept[i..]).unwrap_or((&[], 1));
        let typed = kept[i..i + taken].join(" ");
        i += taken;
        if glossary::STOP_WORDS.contains(&typed.as_str()) {
            continue;
        }
        let general = glossary::GENERAL_WORDS.contains(&typed.as_str());
        let mut alternatives: Vec<Vec<String>> = std::iter::once(typed.as_str())
            .chain(means.iter().copied())
            .map(index::stems)
            .filter(|s| !s.is_empty())
            .collect();
        alternatives.dedup();
        if alternatives.is_empty() {
            continue;
        }
        what.push(typed.clone());
        let concept = Concept {
            typed,
            alternatives,
        };
        if general {
            optional.push(concept);
        } else {
            concepts.push(concept);
        }
    }
    // General words with a place add nothing: every store in the place is one.
    if concepts.is_empty() && place.is_some() {
        optional.clear();
        what.clear();
    }
    let without_place = match &place {
        Some(p) => {
            let raw: Vec<&str> = query
                .split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
                .filter(|w| !w.is_empty())
                .collect();
            // `words_of` drops words that fold to nothing; the raw words line up with it otherwise.
            if raw.len() == words.len() {
                raw.iter()
                    .enumerate()
                    .filter(|(i, _)| !p.words.contains(i))
                    .map(|(_, w)| *w)
                    .collect::<Vec<_>>()
                    .join(" ")
            } else {
                kept.join(" ")
            }
        }
        None => query.trim().to_string(),
    };
    Understood {
        place,
        concepts,
        optional,
        without_place,
        what: what.join(" "),
    }
}

/// The index query of one stem in every field: the stem itself, or, when no store has it, its
/// near-spellings (a typo), which count less.
fn stem_query(text: &TextSearch, stem: &str) -> Box<dyn Query> {
    let known = TextField::ALL.iter().any(|&f| text.knows(f, stem));
    let distance = typo_distance(stem);
    let clauses: Vec<(Occur, Box<dyn Query>)> = TextField::ALL
        .iter()
        .map(|&field| {
            let term = text.term(field, stem);
            let query: Box<dyn Query> = if known || distance == 0 {
                Box::new(BoostQuery::new(
                    Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs)),
                    field.weight(),
                ))
            } else {
                Box::new(BoostQuery::new(
                    Box::new(FuzzyTermQuery::new(term, distance, true)),
                    field.weight() * TYPO_WEIGHT,
                ))
            };
            (Occur::Should, query)
        })
        .collect();
    Box::new(BooleanQuery::new(clauses))
}

/// The index query of a whole question: every concept must match, each through any of its spellings;
/// optional ones count when they do (with no concept, at least one optional one must match).
pub fn text_query(text: &TextSearch, concepts: &[Concept], optional: &[Concept]) -> Box<dyn Query> {
    let clauses = concepts
        .iter()
        .map(|c| (Occur::Must, c))
        .chain(optional.iter().map(|c| (Occur::Should, c)))
        .map(|(occur, c)| {
            let spellings: Vec<(Occur, Box<dyn Query>)> = c
                .alternatives
                .iter()
                .map(|stems| {
                    let all: Vec<(Occur, Box<dyn Query>)> = stems
                        .iter()
                        .map(|s| (Occur::Must, stem_query(text, s)))
                        .collect();
                    (
                        Occur::Should,
                        Box::new(BooleanQuery::new(all)) as Box<dyn Query>,
                    )
                })
                .collect();
            (
                occur,
                Box::new(BooleanQuery::new(spellings)) as Box<dyn Query>,
            )
        })
        .collect();
    Box::new(BooleanQuery::new(clauses))
}

/// Stores matching the concepts (and the optional ones), each with its [`base_score`] for the
/// folded `words` searched, in slot order: kept with the snapshot for the next search with the same
/// words, whatever its place, filters, sort and page.
pub fn text_matches(
    snap: &Snapshot,
    concepts: &[Concept],
    optional: &[Concept],
    words: &str,
) -> TextMatches {
    if concepts.is_empty() && optional.is_empty() {
        return TextMatches::default();
    }
    // The index query follows from the spellings alone (whether a stem is a typo is the snapshot's).
    let spellings = |list: &[Concept]| {
        list.iter()
            .map(|c| {
                c.alternatives
                    .iter()
                    .map(|stems| stems.join(" "))
                    .collect::<Vec<_>>()
                    .join("|")
            })
            .collect::<Vec<_>>()
            .join(";")
    };
    let key = format!("{}/{}/{words}", spellings(concepts), spellings(optional));
    snap.text_matches(&key, || {
        let query = text_query(&snap.text, concepts, optional);
        match snap.text.matching(query.as_ref()) {
            Ok(found) => found
                .into_iter()
                .filter_map(|(id, score)| {
                    let slot = snap.slot_by_id(id)?;
                    let f = snap.stores.facts(slot);
                    Some((slot, base_score(snap, slot, f, Some(score), words) as f32))
                })
                .collect(),
            Err(e) => {
                tracing::error!(error = %e, "search index query failed");
                Vec::new()
            }
        }
    })
}

/// The [`base_score`] of `slot` among matches in slot order, when it is one of them.
pub fn score_in(matches: &[(Slot, f32)], slot: Slot) -> Option<f32> {
    matches
        .binary_search_by_key(&slot, |&(s, _)| s)
        .ok()
        .map(|at| matches[at].1)
}

impl Place {
    /// [`Place::holds_town_of`] from a store's facts: its town's text is read only when the
    /// town's number is the place's.
    pub fn holds_town_of_facts(&self, snap: &Snapshot, slot: Slot, f: &StoreFacts) -> bool {
        let in_state = |s: &str| StateCode::of(s) == f.state;
        self.kind == PlaceKind::State && self.state.as_deref().is_some_and(in_state)
            || self.city.as_deref().is_some_and(|city| {
                text_key(city) == f.town
                    && self.state.as_deref().is_none_or(in_state)
                    && *snap.entry(slot).folded_city == *city
            })
            || self
                .zip
                .as_deref()
                .is_some_and(|z| f.zip.is_some() && zip_number(z) == f.zip)
    }

    /// Whether a store is in the place's own town or ZIP code (or state), whatever the distance:
    /// such a store belongs to it even without coordinates, and reads "In {place}".
    pub fn holds_town_of(&self, e: &StoreEntry) -> bool {
        let in_state = |s: &str| StateCode::of(s) == e.state_code;
        self.kind == PlaceKind::State && self.state.as_deref().is_some_and(in_state)
            || self.city.as_deref() == Some(&*e.folded_city)
                && self.state.as_deref().is_none_or(in_state)
            || self.zip.is_some() && self.zip.as_deref() == e.zip.as_deref()
    }
}

/// Whether a store is in a place (within its radius, in its state, or in its town or ZIP code
/// when it has no coordinates, or lies beyond the radius), and how far from its centre. Read from
/// the store's facts; its entry only when its town decides.
pub fn in_place(snap: &Snapshot, slot: Slot, f: &StoreFacts, place: &Place) -> (bool, Option<f64>) {
    if place.kind == PlaceKind::State {
        let in_state = place
            .state
            .as_deref()
            .is_some_and(|s| StateCode::of(s) == f.state);
        return (in_state, None);
    }
    let in_town = || place.holds_town_of_facts(snap, slot, f);
    match (place.centre, f.latitude, f.longitude) {
        (Some((lat, lng)), Some(a), Some(b)) => {
            let d = distance_km(lat, lng, a, b);
            (d <= place.radius_km || in_town(), Some(d))
        }
        _ => (in_town(), None),
    }
}

/// Whether folded `name` holds the folded `words` as whole words (no allocation: this runs for every
/// store a search finds).
fn holds_words(name: &str, words: &str) -> bool {
    name.match_indices(words).any(|(at, _)| {
        let before = name[..at].chars().next_back();
        let after = name[at + words.len()..].chars().next();
        before.is_none_or(|c| c == ' ') && after.is_none_or(|c| c == ' ')
    })
}

/// The documented ranking of a store, but for the place: its text score (1 without words), boosted
/// for featured, verified and rating, and for a name that is (or holds) the folded `words` searched.
pub fn base_score(
    snap: &Snapshot,
    slot: Slot,
    f: &StoreFacts,
    text_score: Option<f32>,
    words: &str,
) -> f64 {
    let quality =
        1.0 + if f.has(flag::FEATURED) {
            FEATURED_BOOST
        } else {
            0.0
        } + if f.has(flag::VERIFIED) {
            VERIFIED_BOOST
        } else {
            0.0
        } + f.rating.unwrap_or(0.0).clamp(0.0, 10.0) * RATING_POINT_BOOST;
    // A name shorter than the words can neither be nor hold them: most stores are ranked without
    // reading their name.
    let name_len = f.name_len as usize;
    let name = if words.is_empty() || name_len < words.len() {
        1.0
    } else if name_len == words.len() && *snap.entry(slot).folded_name == *words {
        NAME_IS_QUERY_BOOST
    } else if name_len > words.len()
        && words.contains(' ')
        && holds_words(&snap.entry(slot).folded_name, words)
    {
        NAME_HOLDS_QUERY_BOOST
    } else {
        1.0
    };
    f64::from(text_score.unwrap_or(1.0)) * quality * name
}

/// How a store's [`base_score`] scales with its distance from the place searched (`place`: whether
/// the search has a place with a radius): 1 at the place, falling towards 0.4 with distance (the
/// part above 0.4 halves at [`HALF_PROXIMITY_KM`]); a store of the place without coordinates 0.5.
pub fn proximity(place: bool, distance: Option<f64>) -> f64 {
    match (place, distance) {
        (false, _) => 1.0,
        (true, Some(d)) => 0.4 + 0.6 / (1.0 + d / HALF_PROXIMITY_KM),
        (true, None) => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::holds_words;

    #[test]
    fn names_hold_whole_words() {
        assert!(holds_words("hudson antique center", "antique center"));
        assert!(holds_words("antique center of hudson", "antique center"));
        assert!(!holds_words("hudson antique centers", "antique center"));
        assert!(!holds_words("old antique centerville", "antique center"));
    }
}
