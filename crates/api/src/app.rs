//! The application state: database, configuration and the current catalogue snapshot.

use std::sync::Arc;
use std::time::Duration;

use antiques_storage::Db;
use arc_swap::ArcSwap;

use crate::config::ApiConfig;
use crate::metrics::Metrics;
use crate::ratelimit::RateLimiter;
use crate::snapshot::Snapshot;

/// Everything a handler needs.
#[derive(Debug)]
pub struct App {
    /// The database.
    pub db: Db,
    /// Configuration.
    pub config: ApiConfig,
    snapshot: ArcSwap<Snapshot>,
    refresh_lock: tokio::sync::Mutex<()>,
    pub(crate) limiter: RateLimiter,
    pub(crate) metrics: Metrics,
}

/// The axum state: a cheap handle on [`App`]. Handlers take it as an argument (`app: AppState`).
#[derive(Debug, Clone)]
pub struct AppState(pub Arc<App>);

impl axum::extract::FromRequestParts<AppState> for AppState {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        _parts: &mut axum::http::request::Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(state.clone())
    }
}

impl std::ops::Deref for AppState {
    type Target = App;
    fn deref(&self) -> &App {
        &self.0
    }
}

impl App {
    /// Builds the state and loads the first snapshot from the database.
    pub async fn start(db: Db, config: ApiConfig) -> Result<AppState, antiques_storage::Error> {
        let app = App {
            db,
            config,
            snapshot: ArcSwap::from_pointee(Snapshot::empty()),
            refresh_lock: tokio::sync::Mutex::new(()),
            limiter: RateLimiter::default(),
            metrics: Metrics::default(),
        };
        let state = AppState(Arc::new(app));
        state.refresh().await?;
        Ok(state)
    }

    /// The current snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.load_full()
    }

    /// Reloads the catalogue from the database and swaps in a new snapshot.
    pub async fn refresh(&self) -> Result<(), antiques_storage::Error> {
        let _guard = self.refresh_lock.lock().await;
        // Read the version first: a write landing during the load bumps it again, so the next poll
        // reloads; we never mark a snapshot newer than what it contains.
        let version = self.db.catalog_version().await?;
        let catalog = self.db.load_catalog().await?;
        let started = std::time::Instant::now();
        let snapshot = tokio::task::spawn_blocking(move || Snapshot::build(catalog, version))
            .await
            .map_err(|e| {
                antiques_storage::Error::Conflict(format!("snapshot build failed: {e}"))
            })?;
        tracing::info!(
            version,
            stores = snapshot.stores.len(),
            build_ms = started.elapsed().as_millis() as u64,
            "catalogue snapshot refreshed"
        );
        self.snapshot.store(Arc::new(snapshot));
        Ok(())
    }

    /// Refreshes when the database's `catalog_version` differs from the snapshot's.
    pub async fn refresh_if_stale(&self) -> Result<bool, antiques_storage::Error> {
        let version = self.db.catalog_version().await?;
        if version == self.snapshot().version {
            return Ok(false);
        }
        self.refresh().await?;
        Ok(true)
    }
}

impl AppState {
    /// Starts the background task that keeps the snapshot in step with the database (writes made by
    /// other instances, imports run from the command line). It ends when the state is dropped.
    pub fn spawn_refresher(&self) -> tokio::task::JoinHandle<()> {
        let weak = Arc::downgrade(&self.0);
        let every = self.config.refresh_interval.max(Duration::from_millis(100));
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(app) = weak.upgrade() else { break };
                if let Err(e) = app.refresh_if_stale().await {
                    tracing::warn!(error = %e, "snapshot refresh check failed");
                }
            }
        })
    }
}
