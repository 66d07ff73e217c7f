//! A gazetteer of US towns, so a search can place a town where the directory has no store.
//!
//! Reads a `uscities.csv`-like file (SimpleMaps' layout, UTF-8, a byte-order mark allowed): a header
//! with at least `city` (or `city_ascii`), `state_id` (or `state_name`), `lat` and `lng`, and
//! optionally `population`. Rows outside the 50 states and DC, or without a valid position, are left
//! out.

use anyhow::{Context, bail};
use std::path::Path;

use antiques_model::us;

/// One town of the file.
#[derive(Debug, Clone, PartialEq)]
pub struct Town {
    /// Its name as the file writes it (`Cañon City`).
    pub name: String,
    /// Its name in ASCII when the file gives one that differs (`Canon City`).
    pub ascii_name: Option<String>,
    /// Two-letter state code.
    pub state: String,
    pub lat: f64,
    pub lng: f64,
    /// Residents, 0 when the file does not say.
    pub population: u64,
}

/// Reads a towns file.
pub fn load(path: &Path) -> anyhow::Result<Vec<Town>> {
    let bytes =
        std::fs::read(path).with_context(|| format!("reading US towns {}", path.display()))?;
    from_bytes(&bytes).with_context(|| format!("parsing US towns {}", path.display()))
}

/// Parses towns CSV text.
pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Vec<Town>> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(bytes);
    let headers: Vec<String> = reader
        .byte_headers()?
        .iter()
        .map(|h| String::from_utf8_lossy(h).trim().to_ascii_lowercase())
        .collect();
    let col = |name: &str| headers.iter().position(|h| h == name);
    let name = col("city").or(col("city_ascii"));
    let state = col("state_id").or(col("state_name"));
    let (Some(name), Some(state), Some(lat), Some(lng)) = (name, state, col("lat"), col("lng"))
    else {
        bail!(
            "a US towns file needs the columns city, state_id, lat and lng (found: {})",
            headers.join(", ")
        );
    };
    let ascii = col("city_ascii");
    let population = col("population");
    let mut towns = Vec::new();
    for record in reader.byte_records() {
        let Ok(record) = record else { continue };
        let field = |i: Option<usize>| {
            i.and_then(|i| record.get(i))
                .map(|v| String::from_utf8_lossy(v).trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let (Some(town), Some(st), Some(la), Some(ln)) = (
            field(Some(name)),
            field(Some(state)),
            field(Some(lat)),
            field(Some(lng)),
        ) else {
            continue;
        };
        let (Some(st), Ok(la), Ok(ln)) = (us::lookup_state(&st), la.parse::<f64>(), ln.parse())
        else {
            continue;
        };
        if !(-90.0..=90.0).contains(&la) || !(-180.0..=180.0).contains(&ln) {
            continue;
        }
        towns.push(Town {
            ascii_name: field(ascii).filter(|a| *a != town),
            name: town,
            state: st.code.to_string(),
            lat: la,
            lng: ln,
            population: field(population)
                .and_then(|p| p.parse::<f64>().ok())
                .filter(|p| p.is_finite() && *p >= 0.0)
                .map_or(0, |p| p as u64),
        });
    }
    Ok(towns)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_simplemaps_layout() {
        let towns = from_bytes(
            "\u{feff}city,city_ascii,state_id,state_name,lat,lng,population\n\
             Cañon City,Canon City,CO,Colorado,38.4431,-105.2222,16751\n\
             Paris,Paris,TX,Texas,33.6688,-95.5463,24678\n\
             San Juan,San Juan,PR,Puerto Rico,18.4037,-66.0636,2158345\n\
             Nowhere,Nowhere,TX,Texas,,-95.0,10\n"
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(towns.len(), 2, "{towns:?}");
        assert_eq!(towns[0].name, "Cañon City");
        assert_eq!(towns[0].ascii_name.as_deref(), Some("Canon City"));
        assert_eq!(towns[1].ascii_name, None);
        assert_eq!(towns[1].state, "TX");
        assert_eq!(towns[1].population, 24678);
        assert!(from_bytes(b"name,lat\nx,1\n").is_err());
    }
}
