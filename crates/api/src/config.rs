//! Configuration of the API (tokens, proxy trust, limits).

use std::time::Duration;

/// A rate limit: at most `max` requests per `window` per client address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimit {
    /// Requests allowed in a window.
    pub max: u32,
    /// Window length.
    pub window: Duration,
}

/// What the API needs to know besides the database.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// When set, every `/api` read (and the public forms) needs `Authorization: Bearer <token>`.
    pub read_token: Option<String>,
    /// When set, admin writes and lists need it; when unset, admin endpoints are closed (401/403).
    pub admin_token: Option<String>,
    /// Proxies whose `X-Forwarded-For` names the client (the web server, a load balancer); anyone
    /// else is the client itself.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Newsletter signups per client address.
    pub signup_limit: RateLimit,
    /// Submissions of each owner form per client address.
    pub form_limit: RateLimit,
    /// Requests taking longer are answered 408.
    pub request_timeout: Duration,
    /// How often to apply the catalogue changes made by other instances (or the CLI).
    pub refresh_interval: Duration,
    /// Body limit of `POST /api/import` (every other JSON body: 64 KiB).
    pub import_body_limit: usize,
    /// Gzip responses of 1 KiB or more for clients that accept it. Costs CPU on both sides: turn it
    /// off when clients are on the same host or network (the web server) or behind a compressing CDN.
    pub compression: bool,
    /// A ZIP centroid file (`zip,lat,lng,...`, e.g. `uszips.csv`), read at start: the console's
    /// "find from ZIP" and the search's places read it; without it, a ZIP is placed where the
    /// directory's own stores in it are.
    pub zip_centroids: Option<std::path::PathBuf>,
    /// A US towns file (SimpleMaps' `uscities.csv` layout), read at start: a search or a trip may
    /// then start from a town where the directory has no store.
    pub us_cities: Option<std::path::PathBuf>,
}

impl Default for ApiConfig {
    fn default() -> Self {
        ApiConfig {
            read_token: None,
            admin_token: None,
            trusted_proxies: crate::middleware::loopback_proxies(),
            signup_limit: RateLimit {
                max: 10,
                window: Duration::from_secs(60),
            },
            form_limit: RateLimit {
                max: 5,
                window: Duration::from_secs(600),
            },
            request_timeout: Duration::from_secs(15),
            refresh_interval: Duration::from_secs(3),
            import_body_limit: 64 * 1024 * 1024,
            compression: true,
            zip_centroids: None,
            us_cities: None,
        }
    }
}
