//! Building JSON responses: cache policies and `{data, meta}` bodies assembled from precomputed JSON.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use serde::Serialize;

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

/// A 200 JSON response of a serialisable value.
pub(crate) fn json<T: Serialize>(value: &T, cache_control: &'static str) -> Response {
    json_bytes(
        StatusCode::OK,
        serde_json::to_vec(value).unwrap_or_default(),
        cache_control,
    )
}

/// `{"data":[item,item,...],"meta":META}` from precomputed item JSON.
pub(crate) fn list_body<'a>(
    items: impl Iterator<Item = &'a [u8]>,
    meta: &serde_json::Value,
) -> Vec<u8> {
    let mut out = Vec::with_capacity(4096);
    out.extend_from_slice(b"{\"data\":[");
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(item);
    }
    out.extend_from_slice(b"],\"meta\":");
    out.extend_from_slice(&serde_json::to_vec(meta).unwrap_or_default());
    out.push(b'}');
    out
}
