//! Towns and ZIP codes of the whole US, from the files the operator configures (`US_CITIES`,
//! `ZIP_CENTROIDS`), so a search or a trip can start where the directory has no store. Read once
//! when the service starts and shared by every snapshot's gazetteer; the directory's own places are
//! looked up first (see [`super::places`]).

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use antiques_import::towns::{self, Town};
use antiques_import::zips::ZipTable;
use antiques_model::text::fold;

/// A town of the reference file.
#[derive(Debug, Clone, PartialEq)]
pub struct UsTown {
    pub name: String,
    /// Two-letter state code.
    pub state: String,
    pub lat: f64,
    pub lng: f64,
    population: u64,
}

/// The reference towns and ZIP codes (both empty when no file is configured).
#[derive(Default)]
pub struct UsPlaces {
    /// Folded town name → towns of that name, most residents first.
    towns: HashMap<String, Vec<UsTown>>,
    zips: Option<Arc<ZipTable>>,
}

impl std::fmt::Debug for UsPlaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("UsPlaces")
            .field("town_names", &self.towns.len())
            .field("zips", &self.zips.as_ref().map_or(0, |z| z.len()))
            .finish()
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
        let mut by_name: HashMap<String, Vec<UsTown>> = HashMap::new();
        for t in towns {
            let town = UsTown {
                name: t.name,
                state: t.state,
                lat: t.lat,
                lng: t.lng,
                population: t.population,
            };
            let folded = fold(&town.name);
            if let Some(ascii) = t.ascii_name.map(|a| fold(&a)).filter(|a| *a != folded) {
                by_name.entry(ascii).or_default().push(town.clone());
            }
            if !folded.is_empty() {
                by_name.entry(folded).or_default().push(town);
            }
        }
        for list in by_name.values_mut() {
            list.sort_by(|a, b| {
                b.population
                    .cmp(&a.population)
                    .then_with(|| a.state.cmp(&b.state))
            });
            // One town per state and name: the most populous (a file may list a name twice).
            let mut seen = std::collections::HashSet::new();
            list.retain(|t| seen.insert(t.state.clone()));
        }
        UsPlaces {
            towns: by_name,
            zips,
        }
    }

    /// The town of a folded name: in `state` when given, else the most populous of that name.
    pub fn town(&self, folded: &str, state: Option<&str>) -> Option<&UsTown> {
        self.towns
            .get(folded)?
            .iter()
            .find(|t| state.is_none_or(|s| t.state == s))
    }

    /// Whether some town, of any state, has this folded name.
    pub fn names_a_town(&self, folded: &str) -> bool {
        self.towns.contains_key(folded)
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
}
