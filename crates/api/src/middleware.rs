//! Middleware functions: access control, ETags, error bodies, security headers, metrics.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Instant;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::app::AppState;
use crate::error::{ApiError, error_body};
use crate::query::MAX_QUERY_LEN;

/// Rejects over-long query strings before any route runs (who may call a route is decided by its
/// group, see `access.rs`).
pub(crate) async fn guard(req: Request, next: Next) -> Response {
    if req.uri().query().map_or(0, str::len) > MAX_QUERY_LEN {
        return crate::error::bad_request(format!(
            "The query string is too long: at most {MAX_QUERY_LEN} bytes"
        ))
        .into_response();
    }
    next.run(req).await
}

/// Adds a weak `ETag` to every successful GET and answers `304` when `If-None-Match` has it.
pub(crate) async fn etag(req: Request, next: Next) -> Response {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return next.run(req).await;
    }
    let if_none_match = req.headers().get(header::IF_NONE_MATCH).cloned();
    let res = next.run(req).await;
    if res.status() != StatusCode::OK {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, usize::MAX).await else {
        return ApiError::internal("could not buffer a response body").into_response();
    };
    let tag = format!("W/\"{:016x}\"", xxhash_rust::xxh3::xxh3_64(&bytes));
    let matches = if_none_match
        .as_ref()
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .map(str::trim)
                .any(|t| t == "*" || t.trim_start_matches("W/") == tag.trim_start_matches("W/"))
        });
    if let Ok(v) = HeaderValue::from_str(&tag) {
        parts.headers.insert(header::ETAG, v);
    }
    if matches {
        parts.status = StatusCode::NOT_MODIFIED;
        parts.headers.remove(header::CONTENT_LENGTH);
        parts.headers.remove(header::CONTENT_TYPE);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// Gives every error response that is not already JSON (axum's rejections, 404 of unknown routes,
/// 405, timeouts, panics) the Strapi error body.
pub(crate) async fn error_bodies(req: Request, next: Next) -> Response {
    let path = req.uri().path().to_string();
    let res = next.run(req).await;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return res;
    }
    let (mut parts, body) = res.into_parts();
    let text = axum::body::to_bytes(body, 4096).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text);
    let message = match status {
        StatusCode::NOT_FOUND => format!("Not found: {path}"),
        StatusCode::METHOD_NOT_ALLOWED => format!("Method not allowed on {path}"),
        StatusCode::REQUEST_TIMEOUT => "The request took too long".to_string(),
        StatusCode::PAYLOAD_TOO_LARGE => "The request body is too large".to_string(),
        s if s.is_server_error() => "Internal server error".to_string(),
        _ if !text.trim().is_empty() => text.trim().to_string(),
        s => s.canonical_reason().unwrap_or("Bad request").to_string(),
    };
    let body = error_body(status, &message, &serde_json::json!({}));
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    parts
        .headers
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.remove(header::CONTENT_ENCODING);
    Response::from_parts(parts, Body::from(body))
}

/// Security headers on every response.
pub(crate) async fn security_headers(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    h.insert(
        "content-security-policy",
        HeaderValue::from_static("default-src 'none'; frame-ancestors 'none'"),
    );
    h.insert(
        "cross-origin-resource-policy",
        HeaderValue::from_static("cross-origin"),
    );
    h.insert(
        "strict-transport-security",
        HeaderValue::from_static("max-age=31536000"),
    );
    res
}

/// Counts responses by status class and time.
pub(crate) async fn metrics(State(app): State<AppState>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let res = next.run(req).await;
    app.metrics
        .observe(res.status().as_u16(), started.elapsed().as_secs_f64());
    res
}

/// The client address: the socket peer, or the first `X-Forwarded-For` entry behind a trusted proxy.
pub(crate) fn client_ip(
    headers: &HeaderMap,
    extensions: &axum::http::Extensions,
    trust_proxy: bool,
) -> IpAddr {
    if trust_proxy
        && let Some(ip) = headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .and_then(|v| v.trim().parse().ok())
    {
        return ip;
    }
    extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(a)| a.ip())
}
