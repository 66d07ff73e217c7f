//! The application state: database, configuration and the current catalogue snapshot.

use std::sync::Arc;
use std::time::Duration;

use antiques_model::Store;
use antiques_storage::Db;
use arc_swap::ArcSwap;

use crate::config::ApiConfig;
use crate::login_throttle::LoginThrottle;
use crate::metrics::Metrics;
use crate::ratelimit::RateLimiter;
use crate::search::UsPlaces;
use crate::snapshot::{Reference, Snapshot, SnapshotBuilder};
use antiques_storage::Changes;

/// Everything a handler needs.
#[derive(Debug)]
pub struct App {
    /// The database.
    pub db: Db,
    /// Configuration.
    pub config: ApiConfig,
    /// The towns and ZIP codes of the configured files, read at start and shared by every snapshot.
    pub us_places: Arc<UsPlaces>,
    snapshot: ArcSwap<Snapshot>,
    refresh_lock: tokio::sync::Mutex<()>,
    pub(crate) limiter: RateLimiter,
    pub(crate) login_throttle: LoginThrottle,
    pub(crate) metrics: Metrics,
    /// Set when a write found the database unable to take it; `/readyz` then probes with a write
    /// until one succeeds.
    pub(crate) writes_failing: std::sync::atomic::AtomicBool,
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
        let (us_cities, zip_centroids) = (config.us_cities.clone(), config.zip_centroids.clone());
        let us_places = tokio::task::spawn_blocking(move || {
            UsPlaces::load(us_cities.as_deref(), zip_centroids.as_deref())
        })
        .await
        .map_err(|e| antiques_storage::Error::Conflict(format!("reading places failed: {e}")))?;
        let app = App {
            db,
            config,
            us_places: Arc::new(us_places),
            snapshot: ArcSwap::from_pointee(Snapshot::empty()),
            refresh_lock: tokio::sync::Mutex::new(()),
            limiter: RateLimiter::default(),
            login_throttle: LoginThrottle::default(),
            metrics: Metrics::default(),
            writes_failing: Default::default(),
        };
        let state = AppState(Arc::new(app));
        state.reload().await?;
        Ok(state)
    }

    /// The current snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.load_full()
    }

    /// Loads the whole catalogue from the database and swaps in a new snapshot. Stores are streamed
    /// into the snapshot's compact form one by one, so the full stores are never all in memory.
    pub async fn reload(&self) -> Result<(), antiques_storage::Error> {
        let _guard = self.refresh_lock.lock().await;
        self.reload_locked().await
    }

    async fn reload_locked(&self) -> Result<(), antiques_storage::Error> {
        let started = std::time::Instant::now();
        // Read the version first: a write landing during the load bumps it again and the next
        // catch-up replays it (re-applying a store already loaded is harmless); a snapshot is never
        // marked newer than what it holds.
        let version = self.db.catalog_version().await?;
        let mut reference = self.db.load_reference().await?;
        let ids = self.db.record_ids().await?;
        let mut builder = SnapshotBuilder::new(Reference::of(&mut reference).with_ids(ids))
            .with_us_places(self.us_places.clone());
        // Rows are decoded here while a blocking thread serialises and packs the stores before them.
        // Packing a store is faster than reading one, so the bounded queue does not fill and `send`
        // does not hold this task up; it keeps the stores waiting to be packed few.
        let (send, receive) = std::sync::mpsc::sync_channel::<Store>(1024);
        let building = tokio::task::spawn_blocking(move || {
            for store in receive {
                builder.push(store);
            }
            builder
        });
        let read = self
            .db
            .for_each_store(&mut |s| {
                // The builder only stops early when it panicked; the join below reports that.
                let _ = send.send(s);
            })
            .await;
        drop(send);
        let builder = building.await.map_err(|e| {
            antiques_storage::Error::Conflict(format!("snapshot build failed: {e}"))
        })?;
        read?;
        let loaded_ms = started.elapsed().as_millis() as u64;
        let snapshot = tokio::task::spawn_blocking(move || builder.finish(version))
            .await
            .map_err(|e| {
                antiques_storage::Error::Conflict(format!("snapshot build failed: {e}"))
            })?;
        tracing::info!(
            version,
            stores = snapshot.stores.len(),
            read_ms = loaded_ms,
            build_ms = started.elapsed().as_millis() as u64,
            "catalogue snapshot loaded"
        );
        self.snapshot.store(Arc::new(snapshot));
        Ok(())
    }

    /// Brings the snapshot up to the database's version: applies the changes logged since (the
    /// stores they name re-read, the reference data when it changed), or reloads when the log cannot
    /// say. Every write calls it before answering, so a writer reads its own write; the background
    /// refresher calls it for writes made elsewhere. One at a time, so none is applied out of order.
    pub async fn catch_up(&self) -> Result<(), antiques_storage::Error> {
        let _guard = self.refresh_lock.lock().await;
        let current = self.snapshot();
        let (version, ids, reference) = match self.db.changes_since(current.version).await? {
            Changes::None => return Ok(()),
            Changes::Reload { .. } => return self.reload_locked().await,
            Changes::Delta {
                version,
                stores,
                reference,
            } => (version, stores, reference),
        };
        let started = std::time::Instant::now();
        let written = self.db.stores_by_ids(&ids).await?;
        let deleted: Vec<i64> = {
            let found: std::collections::HashSet<i64> = written.iter().map(|s| s.id).collect();
            ids.iter()
                .copied()
                .filter(|id| !found.contains(id))
                .collect()
        };
        let reference = match reference {
            true => Some(
                Reference::of(&mut self.db.load_reference().await?)
                    .with_ids(self.db.record_ids().await?),
            ),
            false => None,
        };
        let changed = written.len() + deleted.len();
        let next = tokio::task::spawn_blocking(move || {
            current.apply(version, written, &deleted, reference)
        })
        .await
        .map_err(|e| antiques_storage::Error::Conflict(format!("snapshot update failed: {e}")))?;
        match next {
            Some(next) => {
                tracing::debug!(
                    version,
                    stores = changed,
                    apply_us = started.elapsed().as_micros() as u64,
                    "catalogue changes applied"
                );
                self.snapshot.store(Arc::new(next));
                Ok(())
            }
            None => self.reload_locked().await,
        }
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
                if let Err(e) = app.catch_up().await {
                    tracing::warn!(error = %e, "snapshot refresh check failed");
                }
            }
        })
    }
}
