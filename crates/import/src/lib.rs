//! Importers for the antique store directory.
//!
//! [`parse_path`] reads a file into stores plus a per-row report, choosing the format from the
//! extension and the content:
//!
//! - `.json`: our catalogue export ([`antiques_model::Catalog`]; its stores are returned, and
//!   [`parse_catalog_json`] gives the whole catalogue), or a GeoJSON `FeatureCollection`;
//! - `.geojson`: OpenStreetMap `shop=antiques` exports (see [`geojson`]);
//! - `.csv`: our documented columns, or the consignment-store extract, told apart by the header
//!   (see [`csv_import`]).
//!
//! Nothing here touches a database: the caller upserts the stores (by `source` + `source_id`, or
//! slug) and computes the nearest hotspot from the coordinates when it writes them. The columns
//! and mappings are documented in `docs/import.md`.

mod abroad;
mod common;
pub mod csv_import;
pub mod geojson;
pub mod identity;
pub mod json;
pub mod lasting;
pub mod osm_hours;
mod rating;
pub mod towns;
pub mod zips;

use antiques_model::{Catalog, Category, State, Store};
use std::io::Read;
use std::path::{Path, PathBuf};
use thiserror::Error;

pub use json::parse_catalog_json;
pub use osm_hours::{HoursError, parse_opening_hours};
pub use rating::RatingScale;

/// What an import needs to know about the directory it imports into.
#[derive(Debug, Clone, Default)]
pub struct ImportContext {
    /// Known states; rows are matched by code, name or slug. Empty means the 50 states and DC.
    pub states: Vec<State>,
    /// Known categories; rows link only to these (by slug or name).
    pub categories: Vec<Category>,
    /// A `uszips.csv`-like file (`zip, lat, lng, city, state_name`) to geocode rows that have a
    /// ZIP but no coordinates.
    pub zip_centroids: Option<PathBuf>,
    /// The scale of the file's ratings (a CSV `rating_scale` column overrides it row by row);
    /// ratings are stored on the 0–10 scale.
    pub rating_scale: RatingScale,
    /// The `source` of the stores read (a JSON store naming its own keeps it); `None` gives the
    /// format's own ([`default_source`]). Re-imports match stores by `source` and `source_id`, so
    /// one list keeps one source whatever its file is called.
    pub source: Option<String>,
}

impl ImportContext {
    /// A context with these states and categories and no geocoding.
    pub fn new(states: Vec<State>, categories: Vec<Category>) -> Self {
        Self {
            states,
            categories,
            zip_centroids: None,
            rating_scale: RatingScale::TEN,
            source: None,
        }
    }

    /// The same context, geocoding from a ZIP centroid file.
    pub fn with_zip_centroids(mut self, path: impl Into<PathBuf>) -> Self {
        self.zip_centroids = Some(path.into());
        self
    }

    /// The same context, naming the stores' source.
    pub fn with_source(mut self, source: impl Into<String>) -> Self {
        self.source = Some(source.into());
        self
    }

    /// The same context, reading ratings on this scale (5 for stars).
    pub fn with_rating_scale(mut self, scale: RatingScale) -> Self {
        self.rating_scale = scale;
        self
    }
}

/// A row that was not imported, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RejectedRow {
    /// The line of the row in a CSV file (the header is line 1); the 1-based position of the
    /// feature or store in a JSON file.
    pub line: usize,
    pub reason: String,
}

/// A row that was imported with part of it dropped or changed, and what happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowWarning {
    /// Same numbering as [`RejectedRow::line`].
    pub line: usize,
    /// The field the warning is about, named as the CSV column is (`phone`, `website`, `zip`,
    /// `coordinates` for latitude and longitude, ...): reports count warnings by it.
    pub field: &'static str,
    pub message: String,
}

/// The result of parsing one file.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseOutcome {
    /// Stores ready to write: `id` 0, empty `document_id`, `source` and `source_id` set.
    pub stores: Vec<Store>,
    /// The line each of `stores` came from (same numbering as [`RejectedRow::line`]), so a caller
    /// that refuses a store later can say which row it was.
    pub store_lines: Vec<usize>,
    /// Whether the file gave each of `stores` its `source_id` (false: one was made from its name
    /// and address, and [`identity::relate`] may match it to a listed store by address).
    pub ids_given: Vec<bool>,
    pub rejected: Vec<RejectedRow>,
    /// Fields dropped from imported rows ("No data available" as a phone, ...).
    pub warnings: Vec<RowWarning>,
    /// `json`, `csv`, `csv-consignment` or `geojson`.
    pub format: String,
    /// Data rows (CSV records, features, catalogue stores) read.
    pub rows_read: usize,
}

/// A file that cannot be imported at all.
#[derive(Debug, Error)]
pub enum ImportError {
    #[error("cannot tell the format of {0:?}: use .json, .geojson or .csv")]
    UnknownFormat(String),
    #[error(
        "unrecognised CSV header: expected our columns (name, address, city, state, zip, ...) or the consignment-store columns (Business Name, Address, City, State, ...); found: {0}"
    )]
    UnrecognisedCsvHeader(String),
    #[error("not a GeoJSON FeatureCollection")]
    NotFeatureCollection,
    #[error("JSON is neither our catalogue export nor a GeoJSON FeatureCollection")]
    UnrecognisedJson,
}

/// Reads and parses a file; the format comes from its extension and content.
pub fn parse_path(path: &Path, ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    let bytes =
        std::fs::read(path).map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    parse_bytes(&bytes, &name, ctx)
}

/// The `source` of stores read from a file of this format when the import names none: `csv`,
/// `json` or `osm` (OpenStreetMap GeoJSON).
pub fn default_source(format: &str) -> &'static str {
    match format {
        "geojson" => "osm",
        "json" => "json",
        _ => "csv",
    }
}

/// A source name as an import may be given it (`--source`, `source=`): 1 to 64 lower-case
/// letters, digits, `.`, `_`, `-` or `:`, starting with a letter or digit. Case is folded.
pub fn source_name(raw: &str) -> Result<String, String> {
    let name = raw.trim().to_ascii_lowercase();
    let ok = (1..=64).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_alphanumeric())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | ':'));
    if ok {
        Ok(name)
    } else {
        Err(format!(
            "source {raw:?} must be 1 to 64 letters, digits, '.', '_', '-' or ':', starting with a letter or digit"
        ))
    }
}

/// The source a store read from a file of `format` gets under `ctx`.
pub(crate) fn source_for(ctx: &ImportContext, format: &str) -> String {
    ctx.source
        .clone()
        .unwrap_or_else(|| default_source(format).to_string())
}

/// Parses file content; `file_name` gives the extension.
pub fn parse_bytes(
    bytes: &[u8],
    file_name: &str,
    ctx: &ImportContext,
) -> anyhow::Result<ParseOutcome> {
    let lower = file_name.to_ascii_lowercase();
    let first = bytes
        .strip_prefix(b"\xEF\xBB\xBF")
        .unwrap_or(bytes)
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .copied();
    if lower.ends_with(".geojson") {
        geojson::parse(bytes, ctx)
    } else if lower.ends_with(".json")
        || (!lower.ends_with(".csv") && matches!(first, Some(b'{' | b'[')))
    {
        json::parse(bytes, ctx)
    } else if lower.ends_with(".csv") || lower.ends_with(".txt") || first.is_some() {
        csv_import::parse(bytes, ctx)
    } else {
        Err(ImportError::UnknownFormat(file_name.to_string()).into())
    }
}

fn read_all(mut reader: impl Read) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Parses CSV from a reader.
pub fn parse_reader_csv(reader: impl Read, ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    csv_import::parse(&read_all(reader)?, ctx)
}

/// Parses a GeoJSON FeatureCollection from a reader.
pub fn parse_reader_geojson(
    reader: impl Read,
    ctx: &ImportContext,
) -> anyhow::Result<ParseOutcome> {
    geojson::parse(&read_all(reader)?, ctx)
}

/// Parses our catalogue JSON (or a GeoJSON FeatureCollection) from a reader.
pub fn parse_reader_json(reader: impl Read, ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    json::parse(&read_all(reader)?, ctx)
}

/// Reads a whole catalogue export (regions, states, hotspots, categories, stores, guides, events).
pub fn parse_catalog_path(path: &Path) -> anyhow::Result<Catalog> {
    let bytes =
        std::fs::read(path).map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
    parse_catalog_json(&bytes)
}

#[cfg(test)]
pub(crate) mod test_support {
    use super::*;

    /// A context with every state and a few categories.
    pub fn ctx() -> ImportContext {
        let cat = |slug: &str, name: &str| Category {
            slug: slug.into(),
            name: name.into(),
            description: String::new(),
        };
        ImportContext::new(
            antiques_model::us::states(),
            vec![
                cat("furniture", "Furniture"),
                cat("jewelry", "Jewelry"),
                cat("books-ephemera", "Books & Ephemera"),
                cat("vintage-clothing", "Vintage Clothing"),
                cat("clocks-watches", "Clocks & Watches"),
                cat("glassware", "Glassware"),
            ],
        )
    }
}
