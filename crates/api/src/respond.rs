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

/// The body of a collection list: documents as JSON (shaped by the query) and the paging.
#[derive(Serialize)]
struct CollectionBody {
    data: Vec<serde_json::Value>,
    meta: crate::views::ListMeta,
}

/// A list of a small collection, answered from all its documents in their default order (`docs`)
/// and cached per snapshot and query string.
pub(crate) fn collection_list<T: Serialize>(
    snap: &Snapshot,
    name: &str,
    raw_query: Option<&str>,
    q: &crate::collection::ListQuery,
    schema: &crate::collection::Schema,
    docs: impl FnOnce() -> Vec<T>,
) -> crate::error::ApiResult<Response> {
    q.shape.refuse_drafts(schema)?;
    let key = format!("{name}?{}", raw_query.unwrap_or_default());
    Ok(cached_json(snap, &key, cache::LONG, || {
        let docs = docs()
            .iter()
            .map(|d| serde_json::to_value(d).unwrap_or_default())
            .collect();
        let (data, pagination) = crate::collection::list_json(docs, q, schema);
        CollectionBody {
            data,
            meta: crate::views::ListMeta { pagination },
        }
    }))
}

/// One document of a collection, shaped by `fields` and `populate`, with its `meta`.
pub(crate) fn collection_one<T: Serialize, M: Serialize>(
    snap: &Snapshot,
    key: &str,
    shape: &crate::collection::Shape,
    schema: &crate::collection::Schema,
    cache_control: &'static str,
    make: impl FnOnce() -> (T, M),
) -> crate::error::ApiResult<Response> {
    shape.refuse_drafts(schema)?;
    #[derive(Serialize)]
    struct One<M> {
        data: serde_json::Value,
        meta: M,
    }
    let key = format!(
        "{key}?{:?}{:?}",
        shape
            .fields
            .as_ref()
            .map(|f| f.iter().map(|f| f.name).collect::<Vec<_>>()),
        shape.populate
    );
    Ok(cached_json(snap, &key, cache_control, || {
        let (doc, meta) = make();
        One {
            data: crate::collection::project(
                serde_json::to_value(doc).unwrap_or_default(),
                shape,
                schema,
            ),
            meta,
        }
    }))
}
