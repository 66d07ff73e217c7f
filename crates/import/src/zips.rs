//! ZIP code centroids for geocoding rows that have a ZIP but no coordinates.
//!
//! Reads a `uszips.csv`-like file: a header with at least `zip`, `lat` and `lng`, optionally `city`
//! and `state_name` (or `state_id`). ZIPs that lost their leading zeros are padded to 5 digits.

use anyhow::{Context, bail};
use std::collections::HashMap;
use std::path::Path;

/// The centre of one ZIP code area.
#[derive(Debug, Clone, PartialEq)]
pub struct ZipCentroid {
    pub lat: f64,
    pub lng: f64,
    pub city: Option<String>,
    /// State as the file gives it (a full name or a code).
    pub state: Option<String>,
}

/// ZIP code centroids by 5-digit ZIP.
#[derive(Debug, Clone, Default)]
pub struct ZipTable {
    by_zip: HashMap<String, ZipCentroid>,
    /// The first centroid listed for each (city, state) key, for rows whose ZIP is unknown.
    by_city: HashMap<(String, String), ZipCentroid>,
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
        let mut by_zip = HashMap::new();
        let mut by_city = HashMap::new();
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
            let (Some(z), Ok(la), Ok(ln)) = (pad_zip(&z), la.parse::<f64>(), ln.parse::<f64>())
            else {
                continue;
            };
            if !(-90.0..=90.0).contains(&la) || !(-180.0..=180.0).contains(&ln) {
                continue;
            }
            let centroid = ZipCentroid {
                lat: la,
                lng: ln,
                city: field(city),
                state: field(state),
            };
            if let (Some(c), Some(s)) = (&centroid.city, &centroid.state) {
                by_city
                    .entry((crate::common::key(c), crate::common::key(s)))
                    .or_insert_with(|| centroid.clone());
            }
            by_zip.entry(z).or_insert(centroid);
        }
        Ok(Self { by_zip, by_city })
    }

    /// The centroid of a ZIP (`12345`, `12345-6789`, or a short form that lost leading zeros).
    pub fn get(&self, zip: &str) -> Option<&ZipCentroid> {
        self.by_zip.get(&pad_zip(zip)?)
    }

    /// A centroid of some ZIP of the town `city` in `state` (the state as the file spells it:
    /// full name or code).
    pub fn city(&self, city: &str, state: &str) -> Option<&ZipCentroid> {
        self.by_city
            .get(&(crate::common::key(city), crate::common::key(state)))
    }

    /// How many ZIPs are known.
    pub fn len(&self) -> usize {
        self.by_zip.len()
    }

    /// Whether no ZIP is known.
    pub fn is_empty(&self) -> bool {
        self.by_zip.is_empty()
    }
}

/// A 5-digit ZIP from `601`, `00601`, `00601-1234`; `None` for anything else.
pub fn pad_zip(raw: &str) -> Option<String> {
    let t = raw.trim();
    let base = t.split_once('-').map_or(t, |(a, _)| a).trim();
    if base.is_empty() || base.len() > 5 || !base.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(format!("{base:0>5}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_and_looks_up() {
        let t = ZipTable::from_bytes(b"zip,lat,lng,city,state_name\n601,18.18,-66.75,Adjuntas,Puerto Rico\n78954,30.06,-96.69,Round Top,Texas\nbad,1,2,x,y\n").unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t.get("00601").unwrap().city.as_deref(), Some("Adjuntas"));
        assert_eq!(t.get("78954-1234").unwrap().state.as_deref(), Some("Texas"));
        assert!(t.get("99999").is_none());
        assert_eq!(t.city("round top", "TEXAS").unwrap().lat, 30.06);
        assert_eq!(pad_zip("1010").as_deref(), Some("01010"));
        assert_eq!(pad_zip("123456"), None);
        assert!(ZipTable::from_bytes(b"a,b\n1,2\n").is_err());
    }
}
