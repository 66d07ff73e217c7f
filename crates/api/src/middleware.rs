//! Middleware functions: access control, ETags, error bodies, security headers, metrics.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Instant;

use axum::body::Body;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use ipnet::IpNet;

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
/// A write the database could not take is remembered for readiness (`routes::health::readyz`).
pub(crate) async fn metrics(State(app): State<AppState>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let writes = !matches!(*req.method(), Method::GET | Method::HEAD);
    let res = next.run(req).await;
    if writes
        && res
            .extensions()
            .get::<crate::error::DatabaseUnavailable>()
            .is_some()
    {
        app.writes_failing
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }
    app.metrics
        .observe(res.status().as_u16(), started.elapsed().as_secs_f64());
    res
}

/// The client address. A request from one of the trusted proxies is on behalf of the address it
/// names in `X-Forwarded-For`: walking that list from the right (the entry the nearest proxy added),
/// trusted proxies are skipped and the first other address is the client. Anyone else's
/// `X-Forwarded-For` is ignored, so a visitor cannot choose the address its rate limits count on.
pub(crate) fn client_ip(
    headers: &HeaderMap,
    extensions: &axum::http::Extensions,
    trusted: &[IpNet],
) -> IpAddr {
    let peer = extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |ConnectInfo(a)| {
            a.ip().to_canonical()
        });
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let hops = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect::<Vec<_>>();
    let mut client = peer;
    for hop in hops.iter().rev() {
        // An entry that is not an address ends the walk: what lies left of it cannot be trusted.
        let Ok(ip) = hop.trim().parse::<IpAddr>().map(|ip| ip.to_canonical()) else {
            break;
        };
        client = ip;
        if !is_trusted(&ip) {
            break;
        }
    }
    client
}

/// The proxies trusted by default: this machine (the web server of `make run`).
pub fn loopback_proxies() -> Vec<IpNet> {
    ["127.0.0.0/8", "::1/128"]
        .iter()
        .filter_map(|n| n.parse().ok())
        .collect()
}

/// A list of proxies as `TRUSTED_PROXIES` gives it: networks (`10.0.0.0/8`) or single addresses,
/// separated by commas; `none` (or an empty list) trusts no proxy.
pub fn parse_proxies(list: &str) -> Result<Vec<IpNet>, String> {
    let list = list.trim();
    if list.is_empty() || list.eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    list.split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.parse::<IpNet>()
                .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                .map_err(|_| {
                    format!("{item:?} is neither a network (10.0.0.0/8) nor an address (10.0.0.5)")
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(peer: &str, forwarded: Option<&str>, trusted: &str) -> IpAddr {
        let mut headers = HeaderMap::new();
        if let Some(f) = forwarded {
            headers.insert("x-forwarded-for", f.parse().unwrap());
        }
        let mut extensions = axum::http::Extensions::new();
        extensions.insert(ConnectInfo::<SocketAddr>(peer.parse().unwrap()));
        client_ip(&headers, &extensions, &parse_proxies(trusted).unwrap())
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        assert_eq!(
            from("198.51.100.7:4000", Some("203.0.113.1"), "127.0.0.0/8"),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn a_trusted_proxy_speaks_for_the_address_it_adds() {
        assert_eq!(
            from("127.0.0.1:4000", Some("203.0.113.1"), "127.0.0.0/8"),
            ip("203.0.113.1")
        );
        // A visitor's forged entry sits left of the one the proxy added: it is not read.
        assert_eq!(
            from(
                "127.0.0.1:4000",
                Some("1.2.3.4, 203.0.113.1"),
                "127.0.0.0/8"
            ),
            ip("203.0.113.1")
        );
    }

    #[test]
    fn a_chain_of_trusted_proxies_is_walked_through() {
        assert_eq!(
            from(
                "127.0.0.1:4000",
                Some("1.2.3.4, 203.0.113.1, 10.0.0.9"),
                "127.0.0.1, 10.0.0.0/8"
            ),
            ip("203.0.113.1")
        );
    }

    #[test]
    fn without_a_forwarded_address_or_with_garbage_the_peer_stays() {
        assert_eq!(from("127.0.0.1:4000", None, "127.0.0.0/8"), ip("127.0.0.1"));
        assert_eq!(
            from("127.0.0.1:4000", Some("unknown"), "127.0.0.0/8"),
            ip("127.0.0.1")
        );
        assert_eq!(
            from(
                "[::ffff:127.0.0.1]:4000",
                Some("203.0.113.1"),
                "127.0.0.0/8"
            ),
            ip("203.0.113.1")
        );
    }

    #[test]
    fn no_proxy_trusted_means_the_peer_always() {
        assert_eq!(
            from("127.0.0.1:4000", Some("203.0.113.1"), "none"),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn a_bad_list_is_refused_with_the_item() {
        let err = parse_proxies("10.0.0.0/8, localhost").unwrap_err();
        assert!(err.contains("\"localhost\""), "{err}");
        assert_eq!(parse_proxies("10.0.0.5").unwrap().len(), 1);
    }
}
