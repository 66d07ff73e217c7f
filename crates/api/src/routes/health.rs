//! Liveness, readiness and metrics.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use std::sync::atomic::Ordering;

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

/// 200 when the database answers (and, after a write failed, takes a write again), 503 otherwise.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses((status = 200, description = "The database answers", body = Readiness),
              (status = 400, description = "A query string too long", body = ErrorResponse),
              (status = 503, description = "The database does not answer, or does not take writes", body = ErrorResponse)))]
pub async fn readyz(app: AppState) -> Response {
    let limit = std::time::Duration::from_secs(2);
    match tokio::time::timeout(limit, app.db.ping()).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => return unavailable("The database is not reachable", &e.to_string()),
        Err(_) => return unavailable("The database is not reachable", "ping timed out"),
    }
    // Reads come from memory and a ping only reads: after a write failed (a full disk, a read-only
    // database), only a write shows the instance can take its forms again.
    if app.writes_failing.load(Ordering::Relaxed) {
        match tokio::time::timeout(limit, app.db.write_probe()).await {
            Ok(Ok(())) => app.writes_failing.store(false, Ordering::Relaxed),
            Ok(Err(e)) => return unavailable("The database does not take writes", &e.to_string()),
            Err(_) => return unavailable("The database does not take writes", "timed out"),
        }
    }
    json(&Readiness { status: "ready" }, cache::NO_STORE)
}

fn unavailable(message: &str, cause: &str) -> Response {
    tracing::warn!(cause, "not ready");
    let body = crate::error::error_body(StatusCode::SERVICE_UNAVAILABLE, message, &json!({}));
    let mut res = json_bytes(StatusCode::SERVICE_UNAVAILABLE, body, cache::NO_STORE);
    res.headers_mut().insert(
        header::RETRY_AFTER,
        HeaderValue::from(crate::error::RETRY_AFTER_SECONDS),
    );
    res
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
