//! Cross-origin access: a page on another site may read the public catalogue from a browser, and
//! nothing else. Which operations are public reads is read from the OpenAPI document (an operation
//! anyone may call, by GET, or one of the reads sent by POST), so the rule has one owner: each
//! route's access level.

use axum::http::{HeaderValue, Method, header, request::Parts};
use tower_http::cors::{AllowOrigin, CorsLayer};
use utoipa::openapi::OpenApi;

/// Reads that take their question as a JSON body (a search is too rich for a query string).
pub(crate) const READS_BY_POST: [&str; 1] = ["/api/stores/search"];

/// The document itself, served beside the documented routes.
const OPENAPI_PATH: &str = "/api/openapi.json";

/// The path templates (`/api/stores/{id}`) a browser on another site may read, by method.
#[derive(Debug, Clone, Default)]
pub(crate) struct PublicReads {
    get: Vec<Vec<String>>,
    post: Vec<Vec<String>>,
}

fn segments(path: &str) -> Vec<String> {
    path.trim_end_matches('/')
        .split('/')
        .map(str::to_string)
        .collect()
}

impl PublicReads {
    /// The public reads of a document: operations whose security accepts no credentials.
    pub(crate) fn of(api: &OpenApi) -> PublicReads {
        let anyone = |op: &Option<utoipa::openapi::path::Operation>| {
            op.as_ref()
                .and_then(|op| op.security.as_ref())
                .is_some_and(|s| s.iter().any(|r| *r == Default::default()))
        };
        let mut reads = PublicReads::default();
        reads.get.push(segments(OPENAPI_PATH));
        for (path, item) in &api.paths.paths {
            if anyone(&item.get) {
                reads.get.push(segments(path));
            }
            if anyone(&item.post) && READS_BY_POST.contains(&path.as_str()) {
                reads.post.push(segments(path));
            }
        }
        reads
    }

    /// Whether `method` on `path` is a public read.
    pub(crate) fn allows(&self, method: &Method, path: &str) -> bool {
        let templates = match *method {
            Method::GET | Method::HEAD => &self.get,
            Method::POST => &self.post,
            _ => return false,
        };
        let path = segments(path);
        templates.iter().any(|t| {
            t.len() == path.len()
                && t.iter()
                    .zip(&path)
                    .all(|(t, p)| t == p || (t.starts_with('{') && !p.is_empty()))
        })
    }

    /// The CORS layer: `Access-Control-Allow-Origin` naming the caller's origin on public reads (and
    /// their preflights) only; a cross-origin browser gets nothing from a form, a write or the console's routes.
    pub(crate) fn layer(self) -> CorsLayer {
        CorsLayer::new()
            .allow_origin(AllowOrigin::predicate(
                move |_: &HeaderValue, parts: &Parts| {
                    // A preflight asks for the method the real request will use.
                    let method = match parts.method {
                        Method::OPTIONS => parts
                            .headers
                            .get(header::ACCESS_CONTROL_REQUEST_METHOD)
                            .and_then(|m| Method::from_bytes(m.as_bytes()).ok()),
                        ref m => Some(m.clone()),
                    };
                    method.is_some_and(|m| self.allows(&m, parts.uri.path()))
                },
            ))
            .allow_methods([Method::GET, Method::HEAD, Method::POST])
            .allow_headers([
                header::AUTHORIZATION,
                header::CONTENT_TYPE,
                header::IF_NONE_MATCH,
            ])
            .expose_headers([
                header::ETAG,
                header::HeaderName::from_static("x-request-id"),
            ])
            .max_age(std::time::Duration::from_secs(3600))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reads() -> PublicReads {
        PublicReads {
            get: ["/api/stores", "/api/stores/{id}", "/api/openapi.json"]
                .map(segments)
                .to_vec(),
            post: vec![segments("/api/stores/search")],
        }
    }

    #[test]
    fn templates_match_whole_segments() {
        let r = reads();
        assert!(r.allows(&Method::GET, "/api/stores"));
        assert!(r.allows(&Method::HEAD, "/api/stores/hill-country-antiques"));
        assert!(r.allows(&Method::POST, "/api/stores/search"));
        assert!(!r.allows(&Method::GET, "/api/stores/x/history"));
        assert!(!r.allows(&Method::GET, "/api/admin/stores"));
        assert!(!r.allows(&Method::POST, "/api/stores"));
        assert!(!r.allows(&Method::PUT, "/api/stores/x"));
        assert!(!r.allows(&Method::DELETE, "/api/stores/x"));
    }
}
