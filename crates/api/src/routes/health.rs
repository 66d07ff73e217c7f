//! Liveness, readiness and metrics.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::app::AppState;
use crate::respond::{cache, json, json_bytes};
use crate::views::{CatalogVersion, ErrorResponse, Readiness};

/// `ok` while the process runs.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "The text `ok`", content_type = "text/plain", body = String),
              (status = 400, description = "A query string too long", body = ErrorResponse)))]
pub async fn healthz() -> Response {
    let mut res = "ok".into_response();
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache::NO_STORE),
    );
    res
}

/// 200 when the database answers, 503 otherwise.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "The database answers", body = Readiness),
              (status = 400, description = "A query string too long", body = ErrorResponse),
              (status = 503, description = "The database does not answer", body = ErrorResponse)))]
pub async fn readyz(app: AppState) -> Response {
    let ping = tokio::time::timeout(std::time::Duration::from_secs(2), app.db.ping()).await;
    match ping {
        Ok(Ok(())) => json(&Readiness { status: "ready" }, cache::NO_STORE),
        Ok(Err(e)) => unavailable(&e.to_string()),
        Err(_) => unavailable("database ping timed out"),
    }
}

fn unavailable(cause: &str) -> Response {
    tracing::warn!(cause, "not ready");
    let body = crate::error::error_body(
        StatusCode::SERVICE_UNAVAILABLE,
        "The database is not reachable",
        &json!({}),
    );
    json_bytes(StatusCode::SERVICE_UNAVAILABLE, body, cache::NO_STORE)
}

/// The catalogue version the answers come from. Cheap enough to ask every second: caches in front
/// (the web server's page cache) key their entries on it and drop them when it moves.
#[utoipa::path(get, path = "/api/catalog/version", tag = "operations",
    responses((status = 200, description = "The catalogue version", body = CatalogVersion),
              (status = 400, description = "A query string too long", body = ErrorResponse)))]
pub async fn catalog_version(app: AppState) -> Response {
    let snap = app.snapshot();
    json(
        &CatalogVersion {
            version: snap.version,
            built_at: snap.built_at,
        },
        cache::NO_STORE,
    )
}

/// Prometheus text: request counters, latency histogram, catalogue gauges.
#[utoipa::path(get, path = "/metrics", tag = "operations",
    responses((status = 200, description = "Prometheus text exposition", content_type = "text/plain", body = String),
              (status = 400, description = "A query string too long", body = ErrorResponse)))]
pub async fn metrics(app: AppState) -> Response {
    use std::fmt::Write;
    let mut out = String::with_capacity(4096);
    app.metrics.render(&mut out);
    let snap = app.snapshot();
    let _ = writeln!(
        out,
        "# TYPE antiques_catalog_stores gauge\nantiques_catalog_stores {}",
        snap.stores.len()
    );
    let _ = writeln!(
        out,
        "# TYPE antiques_catalog_version gauge\nantiques_catalog_version {}",
        snap.version
    );
    let _ = writeln!(
        out,
        "# TYPE antiques_catalog_snapshot_age_seconds gauge\nantiques_catalog_snapshot_age_seconds {}",
        (chrono::Utc::now() - snap.built_at).num_seconds()
    );
    let mut res = out.into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache::NO_STORE),
    );
    res
}
