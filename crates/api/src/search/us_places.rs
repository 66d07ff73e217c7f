//! Towns and ZIP codes of the whole US, from the files the operator configures (`US_CITIES`,
//! `ZIP_CENTROIDS`), so a search or a trip can start where the directory has no store. Read once
//! when the service starts and shared by every snapshot's gazetteer; the directory's own places are
//! looked up first (see [`super::places`]).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use antiques_import::lasting;
use antiques_import::towns::{self, Town};
use antiques_import::zips::ZipTable;
use antiques_model::text::fold;

/// A town of the reference file, borrowed from its [`UsPlaces`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UsTown<'a> {
    pub name: &'a str,
    /// Two-letter state code.
    pub state: &'a str,
    pub lat: f64,
    pub lng: f64,
}

/// The reference towns and ZIP codes (both empty when no file is configured).
///
/// Held for as long as the service runs, so it is kept compact: each town once, its name and state
/// as ranges of one text that holds each distinct string once, and the folded names as a sorted
/// array pointing at runs of town numbers, rather than a map of strings to lists of copied towns.
/// Its arrays are [`lasting`].
#[derive(Default)]
pub struct UsPlaces {
    /// Every town some name leads to, each once.
    towns: Vec<StoredTown>,
    /// Each folded town name once, sorted, with where its towns start in `lists`; they end where
    /// the next name's start.
    names: Vec<Name>,
    /// Numbers in `towns`: the towns of each name, most residents first, one per state.
    lists: Vec<u32>,
    /// The towns' names, states and folded names, each distinct string once.
    text: String,
    zips: Option<Arc<ZipTable>>,
}

/// A range of [`UsPlaces::text`].
#[derive(Debug, Clone, Copy)]
struct Span {
    start: u32,
    end: u32,
}

/// An offset or a number as `UsPlaces` stores it. The towns file is read into memory whole, and one
/// of more than 4 GiB is not one of US towns.
fn small(i: usize) -> u32 {
    u32::try_from(i).expect("the US towns file holds under 4 GiB")
}

impl Span {
    fn of(start: usize, end: usize) -> Span {
        Span {
            start: small(start),
            end: small(end),
        }
    }

    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

#[derive(Debug, Clone, Copy)]
struct StoredTown {
    name: Span,
    state: Span,
    lat: f64,
    lng: f64,
}

#[derive(Debug, Clone, Copy)]
struct Name {
    folded: Span,
    /// Where its towns start in [`UsPlaces::lists`].
    first: u32,
}

impl std::fmt::Debug for UsPlaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UsPlaces")
            .field("town_names", &self.names.len())
            .field("zips", &self.zips.as_ref().map_or(0, |z| z.len()))
            .finish()
    }
}

/// Builds [`UsPlaces::text`]: each distinct string is written once and named by its range.
#[derive(Default)]
struct Text {
    text: String,
    spans: HashMap<String, Span>,
}

impl Text {
    fn span(&mut self, s: &str) -> Span {
        if let Some(&span) = self.spans.get(s) {
            return span;
        }
        let start = self.text.len();
        self.text.push_str(s);
        let span = Span::of(start, self.text.len());
        self.spans.insert(s.to_string(), span);
        span
    }
}

impl UsPlaces {
    /// The places of the configured files. A file that cannot be read is logged and left out: the
    /// service then knows the directory's own places only.
    pub fn load(us_cities: Option<&Path>, zip_centroids: Option<&Path>) -> UsPlaces {
        let towns = us_cities.map_or_else(Vec::new, |path| match towns::load(path) {
            Ok(towns) => {
                tracing::info!(path = %path.display(), towns = towns.len(), "US towns loaded");
                towns
            }
            Err(e) => {
                tracing::warn!(path = %path.display(), error = %format!("{e:#}"), "US towns unreadable: searches place only the directory's own towns");
                Vec::new()
            }
        });
        let zips = zip_centroids.and_then(|path| match ZipTable::load(path) {
            Ok(table) => {
                tracing::info!(path = %path.display(), zips = table.len(), "ZIP centroids loaded");
                Some(Arc::new(table))
            }
            Err(e) => {
                tracing::warn!(path = %path.display(), error = %format!("{e:#}"), "ZIP centroids unreadable: ZIP codes are placed by the directory's own stores");
                None
            }
        });
        UsPlaces::of(towns, zips)
    }

    /// The places of towns and a ZIP table already read.
    pub fn of(towns: Vec<Town>, zips: Option<Arc<ZipTable>>) -> UsPlaces {
        // Folded name → numbers of its towns in `towns`: under the ASCII name too when the file
        // gives one that folds differently.
        let mut by_name: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, t) in towns.iter().enumerate() {
            let folded = fold(&t.name);
            if let Some(ascii) = t.ascii_name.as_deref().map(fold).filter(|a| *a != folded) {
                by_name.entry(ascii).or_default().push(i);
            }
            if !folded.is_empty() {
                by_name.entry(folded).or_default().push(i);
            }
        }
        for list in by_name.values_mut() {
            list.sort_by(|&a, &b| {
                let (a, b) = (&towns[a], &towns[b]);
                b.population
                    .cmp(&a.population)
                    .then_with(|| a.state.cmp(&b.state))
            });
            // One town per state and name: the most populous (a file may list a name twice).
            let mut seen = HashSet::new();
            list.retain(|&i| seen.insert(towns[i].state.as_str()));
        }
        let mut by_name: Vec<(String, Vec<usize>)> = by_name.into_iter().collect();
        by_name.sort_unstable_by(|a, b| a.0.cmp(&b.0));

        let mut text = Text::default();
        let mut kept: Vec<StoredTown> = Vec::new();
        // Number in `kept` of each town of `towns`, once it is kept.
        let mut number: Vec<Option<u32>> = vec![None; towns.len()];
        let mut lists: Vec<u32> = Vec::new();
        let mut names: Vec<Name> = Vec::with_capacity(by_name.len());
        for (folded, list) in &by_name {
            names.push(Name {
                folded: text.span(folded),
                first: small(lists.len()),
            });
            for &i in list {
                let n = *number[i].get_or_insert_with(|| {
                    let t = &towns[i];
                    kept.push(StoredTown {
                        name: text.span(&t.name),
                        state: text.span(&t.state),
                        lat: t.lat,
                        lng: t.lng,
                    });
                    small(kept.len() - 1)
                });
                lists.push(n);
            }
        }
        UsPlaces {
            towns: lasting::array(kept),
            names: lasting::array(names),
            lists: lasting::array(lists),
            text: lasting::text(text.text),
            zips,
        }
    }

    fn str(&self, span: Span) -> &str {
        &self.text[span.range()]
    }

    /// The towns of a folded name, most populous first.
    fn towns_named(&self, folded: &str) -> Option<impl Iterator<Item = UsTown<'_>>> {
        let at = self
            .names
            .binary_search_by(|n| self.str(n.folded).cmp(folded))
            .ok()?;
        let first = self.names[at].first as usize;
        let end = self
            .names
            .get(at + 1)
            .map_or(self.lists.len(), |n| n.first as usize);
        Some(self.lists[first..end].iter().map(|&i| {
            let t = &self.towns[i as usize];
            UsTown {
                name: self.str(t.name),
                state: self.str(t.state),
                lat: t.lat,
                lng: t.lng,
            }
        }))
    }

    /// The town of a folded name: in `state` when given, else the most populous of that name.
    pub fn town(&self, folded: &str, state: Option<&str>) -> Option<UsTown<'_>> {
        self.towns_named(folded)?
            .find(|t| state.is_none_or(|s| t.state == s))
    }

    /// Whether some town, of any state, has this folded name.
    pub fn names_a_town(&self, folded: &str) -> bool {
        self.towns_named(folded).is_some()
    }

    /// The centre of a five-digit ZIP code.
    pub fn zip_centre(&self, zip: &str) -> Option<(f64, f64)> {
        let c = self.zips.as_ref()?.get(zip)?;
        Some((c.lat, c.lng))
    }

    /// The ZIP centroid table, when one was read.
    pub fn zip_table(&self) -> Option<&ZipTable> {
        self.zips.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn town(name: &str, ascii: Option<&str>, state: &str, population: u64) -> Town {
        Town {
            name: name.into(),
            ascii_name: ascii.map(Into::into),
            state: state.into(),
            lat: 1.0,
            lng: 2.0,
            population,
        }
    }

    #[test]
    fn towns_by_name_most_populous_first() {
        let places = UsPlaces::of(
            vec![
                town("Paris", None, "TN", 10313),
                town("Paris", None, "TX", 24678),
                town("Cañon City", Some("Canon City"), "CO", 16751),
            ],
            None,
        );
        assert_eq!(places.town("paris", None).unwrap().state, "TX");
        assert_eq!(places.town("paris", Some("TN")).unwrap().state, "TN");
        assert!(places.town("paris", Some("KY")).is_none());
        assert_eq!(places.town("canon city", None).unwrap().name, "Cañon City");
        assert!(places.names_a_town("canon city"));
        assert!(places.zip_centre("75460").is_none());
    }

    #[test]
    fn one_town_a_state_under_each_spelling() {
        let places = UsPlaces::of(
            vec![
                town("Springfield", None, "MO", 169176),
                town("Springfield", None, "IL", 114394),
                town("Springfield", None, "MO", 120),
                town("Española", Some("Espanola"), "NM", 10495),
                town("Espanola", None, "NM", 5),
                town("...", None, "TX", 1),
            ],
            None,
        );
        let springfield = places.town("springfield", Some("MO")).unwrap();
        assert_eq!((springfield.name, springfield.state), ("Springfield", "MO"));
        assert_eq!((springfield.lat, springfield.lng), (1.0, 2.0));
        assert_eq!(places.town("springfield", None).unwrap().state, "MO");
        assert_eq!(
            places.town("espanola", Some("NM")).unwrap().name,
            "Española"
        );
        assert!(places.town("springfield", Some("NM")).is_none());
        assert!(!places.names_a_town("shelbyville"));
        assert!(!places.names_a_town(""));
    }
}
