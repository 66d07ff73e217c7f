//! Imports of a file of stores (our CSV columns or the consignment extract, our JSON, OpenStreetMap
//! GeoJSON) by admins, as the console's import page sends them. A dry run reads the file and says
//! what importing it would do without writing anything; importing the same file then does it. The
//! file is parsed by the `antiques-import` crate, as `antiques import` parses it.

use std::collections::HashMap;

use antiques_model::{Catalog, Store};
use axum::Extension;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::response::Response;

use crate::access::Actor;
use crate::app::AppState;
use crate::error::{ApiError, ApiResult, bad_request};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json};
use crate::routes::admin::reject_reason;
use crate::views::{
    ErrorResponse, FileImportReport, FileImportResponse, ImportRejectedRow, ImportWarning,
    ImportWarningCount,
};

/// Rejected rows and warnings an answer lists at most (each list also gives its total): enough to
/// read and fix a file, small enough for a page to show.
pub const MAX_LISTED: usize = 1000;

/// The formats a caller may name; without one, the file name's extension (and the content) decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFormat {
    Csv,
    Json,
    Geojson,
}

/// `format`, `fileName`, `source`, `ratingScale` and `dryRun` of an import.
pub struct FileImportQuery {
    format: Option<FileFormat>,
    file_name: String,
    source: Option<String>,
    rating_scale: antiques_import::RatingScale,
    dry_run: bool,
}

impl FromParams for FileImportQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let format = match p.take("format").as_deref().map(str::trim) {
            None | Some("") | Some("auto") => None,
            Some(f) if f.eq_ignore_ascii_case("csv") => Some(FileFormat::Csv),
            Some(f) if f.eq_ignore_ascii_case("json") => Some(FileFormat::Json),
            Some(f) if f.eq_ignore_ascii_case("geojson") => Some(FileFormat::Geojson),
            Some(_) => return Err(bad_request("format must be csv, json or geojson")),
        };
        let file_name = match p.take("fileName") {
            Some(name) => clean_file_name(&name)?,
            None => match format {
                Some(FileFormat::Csv) => "import.csv".to_string(),
                Some(FileFormat::Json) => "import.json".to_string(),
                Some(FileFormat::Geojson) => "import.geojson".to_string(),
                // Each is optional; without either the file cannot be read (a schema cannot
                // say "one of the two").
                None => {
                    return Err(ApiError::new(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "Give the file's name (fileName) or its format (format=csv, json or geojson)",
                    ));
                }
            },
        };
        let source = match p.take("source") {
            Some(raw) => Some(antiques_import::source_name(&raw).map_err(bad_request)?),
            None => None,
        };
        let rating_scale = match p.take("ratingScale") {
            Some(raw) => raw.parse().map_err(bad_request)?,
            None => antiques_import::RatingScale::TEN,
        };
        // Writing is what a caller must ask for: a request that does not say reads and reports.
        let dry_run = p.boolean("dryRun")?.unwrap_or(true);
        Ok(FileImportQuery {
            format,
            file_name,
            source,
            rating_scale,
            dry_run,
        })
    }
}

/// The last part of a file name as a browser or a script may send it (`C:\fakepath\stores.csv`),
/// checked: it names the file in the report and, by its extension, the format.
fn clean_file_name(raw: &str) -> ApiResult<String> {
    let name = raw.rsplit(['/', '\\']).next().unwrap_or_default().trim();
    if name.is_empty() || name.chars().count() > 200 || name.chars().any(char::is_control) {
        return Err(bad_request(
            "fileName must be a file name of 1 to 200 characters",
        ));
    }
    Ok(name.to_string())
}

fn too_large(limit: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "The file is too large: at most {} MiB",
            limit / (1024 * 1024)
        ),
    )
}

/// A file read and checked: the stores to write, each with its line, and what was refused or
/// changed on the way. `antiques import` and `POST /api/admin/import` report the same.
pub struct Checked {
    pub format: String,
    /// The `source` of the stores that do not name their own.
    pub source: String,
    pub read: usize,
    pub stores: Vec<Store>,
    /// The line each of `stores` came from.
    pub lines: Vec<usize>,
    /// Whether the file gave each of `stores` its `source_id`.
    pub ids_given: Vec<bool>,
    pub rejected: Vec<(usize, String)>,
    pub warnings: Vec<CheckedWarning>,
    /// Rows without a `source_id` that [`Checked::relate_to_listed`] matched to a listed store by
    /// name and address.
    pub matched_by_address: usize,
}

/// A value an import dropped or changed in a row it kept; without a line, a remark on the file.
pub struct CheckedWarning {
    pub line: Option<usize>,
    /// The column it is about (`phone`, `website`, `coordinates`, ...), or `file`.
    pub field: &'static str,
    pub message: String,
}

impl Checked {
    /// Relates the stores to the directory's listed ones ([`antiques_import::identity::relate`]):
    /// a row without a `source_id` updates the listed store at its address rather than doubling
    /// it, and a new store that looks like a listed one is a warning naming both.
    pub fn relate_to_listed(&mut self, listed: &[Store]) {
        use antiques_import::identity::{Relation, relate};
        for found in relate(&mut self.stores, &self.ids_given, listed) {
            match found.relation {
                Relation::SameAddress { .. } => self.matched_by_address += 1,
                Relation::LikelyDuplicate {
                    slug,
                    name,
                    source,
                    why,
                } => {
                    let from = source.map_or_else(String::new, |s| format!(", from {s}"));
                    self.warnings.push(CheckedWarning {
                        line: Some(self.lines[found.index]),
                        field: "duplicate",
                        message: format!(
                            "{}: likely the same business as the listed {name:?} ({slug}{from}): {why}; imported as a new store",
                            self.stores[found.index].name
                        ),
                    });
                }
            }
        }
        self.warnings.sort_by_key(|w| w.line);
    }

    /// How many warnings each field got, most first (then by name).
    pub fn warnings_by_field(&self) -> Vec<(&'static str, usize)> {
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for w in &self.warnings {
            match counts.iter_mut().find(|(field, _)| *field == w.field) {
                Some((_, n)) => *n += 1,
                None => counts.push((w.field, 1)),
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        counts
    }
}

/// Reads the file and refuses what storage must not take: rows the importer rejected, stores that
/// fail the checks every import makes ([`reject_reason`]), and a second row naming a store an
/// earlier row of the file names (storage would refuse the whole batch, not knowing which wins).
pub fn check_file(
    bytes: &[u8],
    file_name: &str,
    format: Option<FileFormat>,
    ctx: &antiques_import::ImportContext,
) -> ApiResult<Checked> {
    let known: std::collections::HashSet<String> =
        ctx.states.iter().map(|s| s.code.clone()).collect();
    let ctx = ctx.clone();
    let parsed = match format {
        None => antiques_import::parse_bytes(bytes, file_name, &ctx),
        Some(FileFormat::Csv) => antiques_import::parse_reader_csv(bytes, &ctx),
        Some(FileFormat::Json) => antiques_import::parse_reader_json(bytes, &ctx),
        Some(FileFormat::Geojson) => antiques_import::parse_reader_geojson(bytes, &ctx),
    }
    // `{:#}` keeps the importer's context ("invalid JSON: expected value at line 1 column 1").
    // Any bytes are a body this operation takes; what they say decides whether it can import them.
    .map_err(|e| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("{file_name} cannot be imported: {e:#}"),
        )
    })?;
    let mut rejected: Vec<(usize, String)> = parsed
        .rejected
        .into_iter()
        .map(|r| (r.line, r.reason))
        .collect();
    let parsed_rejected = rejected.len();
    let mut warnings: Vec<CheckedWarning> = parsed
        .warnings
        .into_iter()
        .map(|w| CheckedWarning {
            line: Some(w.line),
            field: w.field,
            message: w.message,
        })
        .collect();
    let mut stores = Vec::with_capacity(parsed.stores.len());
    let mut lines = Vec::with_capacity(parsed.stores.len());
    let mut ids_given = Vec::with_capacity(parsed.stores.len());
    let mut first_line: HashMap<(String, String), usize> = HashMap::new();
    for ((store, line), id_given) in parsed
        .stores
        .into_iter()
        .zip(parsed.store_lines)
        .zip(parsed.ids_given)
    {
        if let Some(reason) = reject_reason(&store, &|code| known.contains(code)) {
            rejected.push((line, format!("{}: {reason}", store.name)));
            continue;
        }
        if let (Some(source), Some(id)) = (&store.source, &store.source_id) {
            let key = (source.clone(), id.clone());
            if let Some(first) = first_line.get(&key) {
                rejected.push((
                    line,
                    format!(
                        "{}: duplicate of line {first} (same sourceId {id:?})",
                        store.name
                    ),
                ));
                continue;
            }
            first_line.insert(key, line);
        }
        stores.push(store);
        lines.push(line);
        ids_given.push(id_given);
    }
    if parsed.format == "json" && is_whole_catalogue(bytes) {
        warnings.push(CheckedWarning {
            line: None,
            field: "file",
            message: "Only the stores of this catalogue are imported here; its regions, states, \
                      hotspots, categories, guides and events are not (antiques import does the \
                      whole catalogue)"
                .to_string(),
        });
    }
    // A row refused here is reported once, as refused, not with the values it would have lost.
    let refused_here: std::collections::HashSet<usize> = rejected[parsed_rejected..]
        .iter()
        .map(|(line, _)| *line)
        .collect();
    warnings.retain(|w| w.line.is_none_or(|line| !refused_here.contains(&line)));
    rejected.sort_by_key(|(line, _)| *line);
    warnings.sort_by_key(|w| w.line);
    let source = ctx
        .source
        .clone()
        .unwrap_or_else(|| antiques_import::default_source(&parsed.format).to_string());
    Ok(Checked {
        format: parsed.format,
        source,
        read: parsed.rows_read,
        stores,
        lines,
        ids_given,
        rejected,
        warnings,
        matched_by_address: 0,
    })
}

/// Whether a JSON file is a catalogue export with more than stores in it.
fn is_whole_catalogue(bytes: &[u8]) -> bool {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let Ok(serde_json::Value::Object(map)) = serde_json::from_slice(bytes) else {
        return false;
    };
    [
        "regions",
        "states",
        "hotspots",
        "categories",
        "guides",
        "events",
    ]
    .iter()
    .any(|k| {
        map.get(*k)
            .and_then(|v| v.as_array())
            .is_some_and(|a| !a.is_empty())
    })
}

/// Admins: imports a file of stores (the body is the file as it is), or with `dryRun=true` (the
/// default) reports what importing it would do without writing anything.
#[utoipa::path(post, path = "/api/admin/import", tag = "admin",
    params(
        ("format" = Option<String>, Query, pattern = r"^\s*(?:|auto|[Cc][Ss][Vv]|[Jj][Ss][Oo][Nn]|[Gg][Ee][Oo][Jj][Ss][Oo][Nn])\s*$", description = "`csv`, `json` or `geojson`; by default the file name's extension (and the content) decides"),
        ("fileName" = Option<String>, Query, min_length = 1, max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\x00-\x1f\x7f-\x9f\s/\\][^\x00-\x1f\x7f-\x9f/\\]*$", description = "The file's name: gives the format (by its extension) and names the file in the report"),
        ("source" = Option<String>, Query, min_length = 1, max_length = 64, pattern = r"^\s*[A-Za-z0-9][A-Za-z0-9._:-]{0,63}\s*$", description = "The stores' `source` (case folded); by default the format's: `csv`, `json` or `osm`. Re-imports match stores by `source` and `sourceId`, so give one list one source whatever its file is called"),
        ("ratingScale" = Option<f64>, Query, exclusive_minimum = 0, maximum = 100, description = "The top of the scale the file's ratings are on: 5 for stars (4.4 becomes 8.8), 10 (the default) for the directory's own; a CSV `rating_scale` column overrides it row by row"),
        ("dryRun" = Option<bool>, Query, description = "`true` (the default): read and report, write nothing; `false`: import"),
    ),
    request_body(description = "The file's bytes, as they are", content(("text/csv"), ("application/json"), ("application/geo+json"), ("application/octet-stream"))),
    responses((status = 200, description = "What the import did, or would do", body = FileImportResponse),
              (status = 400, description = "A bad parameter", body = ErrorResponse),
              (status = 422, description = "A file that cannot be read at all (unknown format, unrecognised CSV header, not JSON), or an empty one", body = ErrorResponse),
              (status = 413, description = "The file is larger than the import limit (64 MiB)", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn import_file(
    app: AppState,
    Extension(actor): Extension<Actor>,
    StrapiQuery(query): StrapiQuery<FileImportQuery>,
    req: Request,
) -> ApiResult<Response> {
    let limit = app.config.import_body_limit;
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_ascii_lowercase();
    if content_type.starts_with("multipart/") {
        return Err(bad_request(
            "Send the file's bytes as the body, not a multipart form",
        ));
    }
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<usize>().ok());
    if declared.is_some_and(|len| len > limit) {
        return Err(too_large(limit));
    }
    let bytes = axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|_| too_large(limit))?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!("{} is empty", query.file_name),
        ));
    }

    let snap = app.snapshot();
    // A directory with no states yet (migrated, never seeded) takes the 50 states and DC, as
    // `antiques import` does; they are written with the first import.
    let no_states = snap.states.is_empty();
    let states = if no_states {
        antiques_model::us::states()
    } else {
        snap.states.to_vec()
    };
    let categories = snap.categories.to_vec();
    let file_name = query.file_name.clone();
    let format = query.format;
    let mut ctx = antiques_import::ImportContext::new(states, categories)
        .with_rating_scale(query.rating_scale);
    ctx.source = query.source.clone();
    let listed = app.db.load_stores().await?;
    // Parsing a large file is CPU work: off the threads that answer other requests.
    let mut checked = tokio::task::spawn_blocking(move || {
        let mut checked = check_file(&bytes, &file_name, format, &ctx)?;
        checked.relate_to_listed(&listed);
        Ok::<_, ApiError>(checked)
    })
    .await
    .map_err(ApiError::internal)??;

    let report = if query.dry_run {
        app.db.plan_upsert_stores(&checked.stores).await?.0
    } else {
        let mut catalog = Catalog {
            stores: std::mem::take(&mut checked.stores),
            ..Catalog::default()
        };
        if no_states {
            catalog.states = antiques_model::us::states();
            catalog.regions = antiques_model::us::regions();
        }
        let (report, _) = app.db.upsert_catalog(&catalog, &|_| {}).await?;
        app.catch_up().await?;
        report.stores
    };
    tracing::info!(
        by = %actor.name,
        file = %query.file_name,
        format = %checked.format,
        dry_run = query.dry_run,
        read = checked.read,
        inserted = report.inserted,
        updated = report.updated,
        unchanged = report.unchanged,
        rejected = checked.rejected.len(),
        "store import"
    );
    let rejected_total = checked.rejected.len() as u64;
    let warnings_total = checked.warnings.len() as u64;
    let warnings_by_field = checked
        .warnings_by_field()
        .into_iter()
        .map(|(field, count)| ImportWarningCount {
            field: field.to_string(),
            count: count as u64,
        })
        .collect();
    Ok(json(
        &FileImportResponse {
            data: FileImportReport {
                format: checked.format,
                file_name: query.file_name,
                source: checked.source,
                matched_by_address: checked.matched_by_address as u64,
                dry_run: query.dry_run,
                read: checked.read as u64,
                inserted: report.inserted as u64,
                updated: report.updated as u64,
                unchanged: report.unchanged as u64,
                rejected: checked
                    .rejected
                    .into_iter()
                    .take(MAX_LISTED)
                    .map(|(line, reason)| ImportRejectedRow {
                        line: line as u64,
                        reason,
                    })
                    .collect(),
                rejected_total,
                warnings: checked
                    .warnings
                    .into_iter()
                    .take(MAX_LISTED)
                    .map(|w| ImportWarning {
                        line: w.line.map(|l| l as u64),
                        field: w.field.to_string(),
                        message: w.message,
                    })
                    .collect(),
                warnings_total,
                warnings_by_field,
                by: actor.name,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_lose_their_directories_and_must_be_sensible() {
        assert_eq!(
            clean_file_name("C:\\fakepath\\stores.csv").unwrap(),
            "stores.csv"
        );
        assert_eq!(
            clean_file_name("/tmp/x/shops.geojson").unwrap(),
            "shops.geojson"
        );
        assert!(clean_file_name("dir/").is_err());
        assert!(clean_file_name("a\nb.csv").is_err());
        assert!(clean_file_name(&"a".repeat(201)).is_err());
    }

    #[test]
    fn a_second_row_naming_the_same_store_is_rejected_with_the_first_line() {
        let csv = "name,city,state,source_id\nBlue Barn,Hudson,NY,7\nBlue Barn Annex,Hudson,NY,7\nNowhere,Hudson,ZZ,8\n";
        let checked = check_file(
            csv.as_bytes(),
            "mine.csv",
            None,
            &antiques_import::ImportContext::new(antiques_model::us::states(), Vec::new()),
        )
        .unwrap();
        assert_eq!(checked.read, 3);
        assert_eq!(checked.stores.len(), 1);
        let lines: Vec<usize> = checked.rejected.iter().map(|(l, _)| *l).collect();
        assert_eq!(lines, [3, 4]);
        assert!(
            checked.rejected[0].1.contains("duplicate of line 2"),
            "{:?}",
            checked.rejected
        );
    }
}
