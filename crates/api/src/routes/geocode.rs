//! Where a ZIP code is, so an editor can place a store that has an address but no coordinates yet:
//! from the ZIP centroid file when one is configured (`ZIP_CENTROIDS`, read at start), else from the
//! stores the directory already has in that ZIP code, else in that town.

use antiques_import::zips::pad_zip;
use axum::response::Response;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{ApiResult, bad_request, not_found};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json};
use crate::views::{EmptyMeta, ErrorResponse};

/// `GET /api/admin/geocode`.
pub struct GeocodeQuery {
    zip: String,
    city: Option<String>,
    state: Option<String>,
}

impl FromParams for GeocodeQuery {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let zip = p.text("zip")?.unwrap_or_default();
        let zip = pad_zip(zip.trim())
            .ok_or_else(|| bad_request("Enter a ZIP code of 5 digits, like 12534"))?;
        Ok(GeocodeQuery {
            zip,
            city: p
                .text("city")?
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty()),
            state: p
                .text("state")?
                .map(|s| s.trim().to_ascii_uppercase())
                .filter(|s| !s.is_empty()),
        })
    }
}

/// A position found for a ZIP code.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GeocodeResult {
    pub latitude: f64,
    pub longitude: f64,
    /// Where it comes from, in words ("the centre of ZIP code 12534", "3 stores in ZIP code 12534").
    pub basis: String,
}

/// `GET /api/admin/geocode`.
#[derive(Debug, Serialize, ToSchema)]
pub struct GeocodeResponse {
    pub data: GeocodeResult,
    pub meta: EmptyMeta,
}

fn stores(n: u64) -> String {
    if n == 1 {
        "1 store".into()
    } else {
        format!("{n} stores")
    }
}

/// Editors: where a ZIP code is (for a store without coordinates): the centre of the ZIP code from
/// the configured centroid file, else the mean position of the directory's stores in that ZIP code,
/// else in `city`, `state`.
#[utoipa::path(get, path = "/api/admin/geocode", tag = "console",
    params(("zip" = String, Query, pattern = r"^\s*[0-9]{1,5}(?:-.*)?$", description = "5 digits (fewer are padded with zeros; ZIP+4 is cut to 5)"),
           ("city" = Option<String>, Query, description = "The town, used when nothing is known of the ZIP code"),
           ("state" = Option<String>, Query, description = "Two-letter state code, with `city`")),
    responses((status = 200, body = GeocodeResponse),
              (status = 400, description = "Not a ZIP code", body = ErrorResponse),
              (status = 404, description = "No position known for it", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn geocode(
    app: AppState,
    StrapiQuery(q): StrapiQuery<GeocodeQuery>,
) -> ApiResult<Response> {
    let found = if let Some(c) = app.us_places.zip_table().and_then(|t| t.get(&q.zip)) {
        Some((c.lat, c.lng, format!("the centre of ZIP code {}", q.zip)))
    } else if let Some((lat, lng, n)) = app.db.zip_position(&q.zip).await? {
        Some((lat, lng, format!("{} in ZIP code {}", stores(n), q.zip)))
    } else if let (Some(city), Some(state)) = (&q.city, &q.state)
        && let Some((lat, lng, n)) = app.db.town_position(city, state).await?
    {
        Some((lat, lng, format!("{} in {city}, {state}", stores(n))))
    } else {
        None
    };
    let Some((latitude, longitude, basis)) = found else {
        return Err(not_found(format!(
            "No position is known for ZIP code {}: place the pin on the map or type the coordinates",
            q.zip
        )));
    };
    Ok(json(
        &GeocodeResponse {
            data: GeocodeResult {
                latitude: (latitude * 1e6).round() / 1e6,
                longitude: (longitude * 1e6).round() / 1e6,
                basis,
            },
            meta: EmptyMeta {},
        },
        cache::NO_STORE,
    ))
}
