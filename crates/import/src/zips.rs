//! ZIP code centroids for geocoding rows that have a ZIP but no coordinates.
//!
//! Reads a `uszips.csv`-like file: a header with at least `zip`, `lat` and `lng`, optionally `city`
//! and `state_name` (or `state_id`). ZIPs that lost their leading zeros are padded to 5 digits.

use anyhow::{Context, bail};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
use std::path::Path;

/// The centre of one ZIP code area, borrowed from its [`ZipTable`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ZipCentroid<'a> {
    pub lat: f64,
    pub lng: f64,
    pub city: Option<&'a str>,
    /// State as the file gives it (a full name or a code).
    pub state: Option<&'a str>,
}

/// ZIP code centroids by 5-digit ZIP.
///
/// The content service holds one for as long as it runs, so it is kept compact: each centroid
/// once, in one array sorted by ZIP; its town and state as numbers of the table's distinct names
/// (tens of thousands of ZIPs share fewer town names and a few dozen states); the towns as an
/// array of numbers rather than a map of strings. Its arrays are [`crate::lasting`].
#[derive(Clone, Default)]
pub struct ZipTable {
    /// The centroids kept, by ZIP: the first listed for each ZIP, then (rarely) a later one of that
    /// ZIP when it is the first listed for its (city, state) key.
    centroids: Vec<Stored>,
    /// How many distinct ZIPs `centroids` has.
    zips: usize,
    /// (hash of a (city, state) key, index in `centroids` of the first centroid listed for that
    /// key), by hash, for rows whose ZIP is unknown. A lookup compares the key itself, so keys of
    /// one hash are told apart.
    by_city: Vec<(u32, u32)>,
    names: Names,
}

/// A centroid as the table stores it; `city` and `state` are numbers in [`ZipTable::names`] or
/// [`NO_NAME`].
#[derive(Debug, Clone, Copy)]
struct Stored {
    /// The ZIP as a number (`00601` is 601).
    zip: u32,
    city: u32,
    state: u32,
    lat: f64,
    lng: f64,
}

/// The number of a field the file leaves empty.
const NO_NAME: u32 = u32::MAX;

/// Distinct strings, each once: number `i` is `text[spans[i].0..spans[i].1]`.
#[derive(Clone, Default)]
struct Names {
    text: String,
    spans: Vec<(u32, u32)>,
}

impl Names {
    fn get(&self, id: u32) -> Option<&str> {
        let &(start, end) = self.spans.get(id as usize)?;
        self.text.get(start as usize..end as usize)
    }
}

/// Numbers strings as they are met, the same string always the same number.
#[derive(Default)]
struct NamesBuilder {
    text: String,
    spans: Vec<(u32, u32)>,
    ids: HashMap<String, u32>,
}

impl NamesBuilder {
    fn id(&mut self, s: Option<String>) -> anyhow::Result<u32> {
        let Some(s) = s else { return Ok(NO_NAME) };
        if let Some(&id) = self.ids.get(&s) {
            return Ok(id);
        }
        let too_big = || anyhow::anyhow!("too many distinct names in a ZIP centroid file");
        let start = u32::try_from(self.text.len()).map_err(|_| too_big())?;
        self.text.push_str(&s);
        let end = u32::try_from(self.text.len()).map_err(|_| too_big())?;
        let id = u32::try_from(self.spans.len())
            .ok()
            .filter(|&id| id != NO_NAME)
            .ok_or_else(too_big)?;
        self.spans.push((start, end));
        self.ids.insert(s, id);
        Ok(id)
    }

    fn build(self) -> Names {
        Names {
            text: crate::lasting::text(self.text),
            spans: crate::lasting::array(self.spans),
        }
    }
}

/// The hash `by_city` is ordered by, of a (city, state) key. The same in every table of a process,
/// which is all it needs: a table is built and read in one process.
fn city_hash(city: &str, state: &str) -> u32 {
    // The low half of the hash: four bytes a town instead of eight; the rare keys that share it
    // are told apart by the lookup.
    BuildHasherDefault::<DefaultHasher>::default().hash_one((city, state)) as u32
}

impl std::fmt::Debug for ZipTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ZipTable")
            .field("zips", &self.zips)
            .field("towns", &self.by_city.len())
            .finish()
    }
}

impl ZipTable {
    /// Loads a centroid file.
    pub fn load(path: &Path) -> anyhow::Result<Self> {
        let bytes = std::fs::read(path)
            .with_context(|| format!("reading ZIP centroids {}", path.display()))?;
        Self::from_bytes(&bytes)
            .with_context(|| format!("parsing ZIP centroids {}", path.display()))
    }

    /// Parses centroid CSV text.
    pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Self> {
        let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(bytes);
        let headers: Vec<String> = reader
            .byte_headers()?
            .iter()
            .map(|h| {
                String::from_utf8_lossy(h)
                    .trim()
                    .trim_matches('"')
                    .to_ascii_lowercase()
            })
            .collect();
        let col = |names: &[&str]| headers.iter().position(|h| names.contains(&h.as_str()));
        let (Some(zip), Some(lat), Some(lng)) = (
            col(&["zip", "zipcode", "zip_code", "postcode"]),
            col(&["lat", "latitude"]),
            col(&["lng", "lon", "long", "longitude"]),
        ) else {
            bail!(
                "a ZIP centroid file needs the columns zip, lat and lng (found: {})",
                headers.join(", ")
            );
        };
        let city = col(&["city"]);
        let state = col(&["state_name", "state_id", "state"]);
        let mut names = NamesBuilder::default();
        // In file order here; sorted by ZIP below.
        let mut centroids: Vec<Stored> = Vec::new();
        let mut zips: HashSet<u32> = HashSet::new();
        let mut by_city: HashMap<(String, String), u32> = HashMap::new();
        for record in reader.byte_records() {
            let Ok(record) = record else { continue };
            let field = |i: Option<usize>| {
                i.and_then(|i| record.get(i))
                    .map(|v| String::from_utf8_lossy(v).trim().to_string())
                    .filter(|v| !v.is_empty())
            };
            let (Some(z), Some(la), Some(ln)) =
                (field(Some(zip)), field(Some(lat)), field(Some(lng)))
            else {
                continue;
            };
            let (Some(z), Ok(la), Ok(ln)) = (zip_number(&z), la.parse::<f64>(), ln.parse::<f64>())
            else {
                continue;
            };
            if !(-90.0..=90.0).contains(&la) || !(-180.0..=180.0).contains(&ln) {
                continue;
            }
            let (city, state) = (field(city), field(state));
            let new_zip = zips.insert(z);
            let new_city = match (&city, &state) {
                (Some(c), Some(s)) => Some((crate::common::key(c), crate::common::key(s)))
                    .filter(|k| !by_city.contains_key(k)),
                _ => None,
            };
            if !new_zip && new_city.is_none() {
                continue;
            }
            let index = u32::try_from(centroids.len())
                .map_err(|_| anyhow::anyhow!("too many rows in a ZIP centroid file"))?;
            centroids.push(Stored {
                zip: z,
                city: names.id(city)?,
                state: names.id(state)?,
                lat: la,
                lng: ln,
            });
            if let Some(k) = new_city {
                by_city.insert(k, index);
            }
        }
        // By ZIP. The sort is stable: the first centroid listed for a ZIP stays its first.
        let mut order: Vec<usize> = (0..centroids.len()).collect();
        order.sort_by_key(|&i| centroids[i].zip);
        let mut moved_to = vec![0u32; order.len()];
        for (to, &from) in (0u32..).zip(&order) {
            moved_to[from] = to;
        }
        let centroids: Vec<Stored> = order.iter().map(|&i| centroids[i]).collect();
        let mut by_city: Vec<(u32, u32)> = by_city
            .into_iter()
            .map(|((c, s), index)| (city_hash(&c, &s), moved_to[index as usize]))
            .collect();
        by_city.sort_unstable();
        Ok(Self {
            centroids: crate::lasting::array(centroids),
            zips: zips.len(),
            by_city: crate::lasting::array(by_city),
            names: names.build(),
        })
    }

    fn centroid(&self, c: &Stored) -> ZipCentroid<'_> {
        ZipCentroid {
            lat: c.lat,
            lng: c.lng,
            city: self.names.get(c.city),
            state: self.names.get(c.state),
        }
    }

    /// The centroid of a ZIP (`12345`, `12345-6789`, or a short form that lost leading zeros).
    pub fn get(&self, zip: &str) -> Option<ZipCentroid<'_>> {
        let zip = zip_number(zip)?;
        let first = self.centroids.partition_point(|c| c.zip < zip);
        let c = self.centroids.get(first).filter(|c| c.zip == zip)?;
        Some(self.centroid(c))
    }

    /// A centroid of some ZIP of the town `city` in `state` (the state as the file spells it:
    /// full name or code).
    pub fn city(&self, city: &str, state: &str) -> Option<ZipCentroid<'_>> {
        let (city, state) = (crate::common::key(city), crate::common::key(state));
        let hash = city_hash(&city, &state);
        let from = self.by_city.partition_point(|&(h, _)| h < hash);
        self.by_city[from..]
            .iter()
            .take_while(|&&(h, _)| h == hash)
            .map(|&(_, index)| self.centroid(&self.centroids[index as usize]))
            .find(|c| {
                c.city.is_some_and(|c| crate::common::key(c) == city)
                    && c.state.is_some_and(|s| crate::common::key(s) == state)
            })
    }

    /// How many ZIPs are known.
    pub fn len(&self) -> usize {
        self.zips
    }

    /// Whether no ZIP is known.
    pub fn is_empty(&self) -> bool {
        self.zips == 0
    }
}

/// The number of a ZIP written `601`, `00601` or `00601-1234` (601): at most 5 digits before an
/// optional `-`; `None` for anything else.
fn zip_number(raw: &str) -> Option<u32> {
    let t = raw.trim();
    let base = t.split_once('-').map_or(t, |(a, _)| a).trim();
    if base.is_empty() || base.len() > 5 || !base.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    base.parse().ok()
}

/// A 5-digit ZIP from `601`, `00601`, `00601-1234`; `None` for anything else.
pub fn pad_zip(raw: &str) -> Option<String> {
    zip_number(raw).map(|z| format!("{z:05}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_and_looks_up() {
        let t = ZipTable::from_bytes(b"zip,lat,lng,city,state_name\n601,18.18,-66.75,Adjuntas,Puerto Rico\n78954,30.06,-96.69,Round Top,Texas\nbad,1,2,x,y\n").unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t.get("00601").unwrap().city, Some("Adjuntas"));
        assert_eq!(t.get("78954-1234").unwrap().state, Some("Texas"));
        assert!(t.get("99999").is_none());
        assert_eq!(t.city("round top", "TEXAS").unwrap().lat, 30.06);
        assert_eq!(pad_zip("1010").as_deref(), Some("01010"));
        assert_eq!(pad_zip("123456"), None);
        assert!(ZipTable::from_bytes(b"a,b\n1,2\n").is_err());
    }

    #[test]
    fn first_of_each_zip_and_of_each_town() {
        let t = ZipTable::from_bytes(
            b"zip,lat,lng,city,state_name\n\
              10001,1,1,New York,New York\n\
              10001,2,2,Manhattan,New York\n\
              10002,3,3,New-York,NEW YORK\n\
              10003,4,4,,New York\n",
        )
        .unwrap();
        assert_eq!(t.len(), 3);
        // The second 10001 is not that ZIP's centroid, but the first of its town.
        assert_eq!(t.get("10001").unwrap().city, Some("New York"));
        assert_eq!(t.city("manhattan", "new york").unwrap().lat, 2.0);
        // `New-York, NEW YORK` has the key of `New York, New York`, listed first.
        assert_eq!(t.city("NEW YORK", "new-york").unwrap().lat, 1.0);
        assert_eq!(t.get("10002").unwrap().state, Some("NEW YORK"));
        assert_eq!(t.get("10003").unwrap().city, None);
        assert!(t.city("", "new york").is_none());
    }
}
