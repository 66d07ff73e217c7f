//! Building JSON responses of views (`crate::views`) with their cache policy.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Serialize;

use crate::snapshot::Snapshot;

/// `Cache-Control` of each kind of endpoint (docs/api.md).
pub(crate) mod cache {
    /// Health, metrics, admin lists, writes.
    pub const NO_STORE: &str = "no-store";
    /// Store reads: change with every import.
    pub const SHORT: &str = "public, max-age=60";
    /// Reference data: hotspots, states, guides, ...
    pub const LONG: &str = "public, max-age=300";
}

/// A JSON response with a body already serialised.
pub(crate) fn json_bytes(
    status: StatusCode,
    body: impl Into<Bytes>,
    cache_control: &'static str,
) -> Response {
    let mut res = (status, body.into()).into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    res
}

/// A 200 JSON response of a view.
pub(crate) fn json<T: Serialize>(value: &T, cache_control: &'static str) -> Response {
    json_status(StatusCode::OK, value, cache_control)
}

/// A JSON response of a view with a status.
pub(crate) fn json_status<T: Serialize>(
    status: StatusCode,
    value: &T,
    cache_control: &'static str,
) -> Response {
    json_bytes(
        status,
        serde_json::to_vec(value).unwrap_or_default(),
        cache_control,
    )
}

/// A 200 JSON response that depends on nothing but the snapshot and `key`: serialised once per
/// snapshot, then served from the snapshot's response cache.
pub(crate) fn cached_json<T: Serialize>(
    snap: &Snapshot,
    key: &str,
    cache_control: &'static str,
    make: impl FnOnce() -> T,
) -> Response {
    let body = snap.cached(key, || {
        Bytes::from(serde_json::to_vec(&make()).unwrap_or_default())
    });
    json_bytes(StatusCode::OK, body, cache_control)
}
