//! The HTTP API of the antique store directory (see `docs/api.md`).
//!
//! Layers: [`snapshot`] (the in-memory catalogue every read is served from) → [`routes`] (one module
//! per resource, each handler documented for the OpenAPI document) → [`router`] (all routes and all
//! middleware in one place). Writes go to the database through `antiques-storage`, which logs what
//! they changed; the snapshot applies that change as a delta before the write answers, and other
//! instances converge by replaying the change log (`App::catch_up`).

mod access;
pub mod app;
pub mod collection;
pub mod config;
mod cors;
pub mod error;
pub mod extract;
mod login_throttle;
mod metrics;
mod middleware;
pub mod query;
mod ratelimit;
mod respond;
mod router;
pub mod routes;
pub mod search;
pub mod snapshot;
pub mod views;

pub use app::{App, AppState};
pub use config::ApiConfig;
pub use error::DATABASE_UNAVAILABLE;
pub use middleware::parse_proxies;
pub use router::{PANIC_LOG_TARGET, openapi, router};
