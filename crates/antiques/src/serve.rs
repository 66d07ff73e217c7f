//! `antiques serve`: configuration, start-up and graceful shutdown.

use std::net::SocketAddr;
use std::time::Duration;

use antiques_api::{ApiConfig, App};
use antiques_storage::Db;
use anyhow::Context;
use clap::Args;

/// Options of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "CONTENT_HOST", default_value = "127.0.0.1")]
    host: String,
    /// Port to listen on.
    #[arg(long, env = "CONTENT_PORT", default_value_t = 1337)]
    port: u16,
    /// Bearer token every `/api` read must carry (unset: reads are public).
    #[arg(long, env = "CONTENT_READ_TOKEN", hide_env_values = true)]
    read_token: Option<String>,
    /// Bearer token of admin writes (unset: admin endpoints are closed).
    #[arg(long, env = "CONTENT_ADMIN_TOKEN", hide_env_values = true)]
    admin_token: Option<String>,
    /// Proxies whose `X-Forwarded-For` names the client, as networks or addresses separated by
    /// commas (`none`: no proxy); by default this machine, where the web server runs.
    #[arg(long, env = "TRUSTED_PROXIES", default_value = "127.0.0.0/8,::1")]
    trusted_proxies: String,
    /// Gzip responses of 1 KiB or more for clients that ask (off: cheaper for same-host clients).
    #[arg(long, env = "CONTENT_COMPRESSION", default_value_t = true, action = clap::ArgAction::Set, num_args = 0..=1, default_missing_value = "true")]
    compression: bool,
    /// Seconds between catch-ups with the change log (writes by other instances or the CLI).
    #[arg(long, env = "CONTENT_REFRESH_SECONDS", default_value_t = 3)]
    refresh_seconds: u64,
    /// ZIP centroid CSV (`zip,lat,lng,...`): the console places a store from its ZIP code with it,
    /// and searches and trips place any ZIP code it lists.
    #[arg(long, env = "ZIP_CENTROIDS")]
    zip_centroids: Option<std::path::PathBuf>,
    /// US towns CSV (SimpleMaps' `uscities.csv` layout): searches and trips place any town it lists.
    #[arg(long, env = "US_CITIES")]
    us_cities: Option<std::path::PathBuf>,
    /// Seed the demo catalogue (sample stores and events) when the stores table is empty, unless
    /// demo data is off (`--no-demo`, DEMO_DATA=false).
    #[arg(long)]
    seed_if_empty: bool,
    /// Never seed demo data, even with --seed-if-empty (the same as DEMO_DATA=false).
    #[arg(long)]
    no_demo: bool,
    #[command(flatten)]
    demo: crate::commands::DemoData,
}

impl ServeArgs {
    /// Whether to seed the demo catalogue into an empty store table: asked for, and demo data not
    /// turned off (turning it off wins, so a real directory's settings cannot be undone by a
    /// script that always passes --seed-if-empty).
    fn seeds_demo(&self) -> bool {
        self.seed_if_empty && self.demo.allowed && !self.no_demo
    }
}

fn non_blank(v: Option<String>) -> Option<String> {
    v.map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

/// Runs the server until SIGINT or SIGTERM.
pub async fn run(database_url: &str, args: ServeArgs, report_errors: bool) -> anyhow::Result<()> {
    let purge_delay = purge_at_once();
    let db = Db::connect(database_url)
        .await
        .with_context(|| format!("cannot open database {}", redact(database_url)))?;
    db.migrate().await.context("migrations failed")?;
    prepare_data(&db, &args).await?;
    let config = ApiConfig {
        read_token: non_blank(args.read_token),
        admin_token: non_blank(args.admin_token),
        trusted_proxies: antiques_api::parse_proxies(&args.trusted_proxies)
            .map_err(|e| anyhow::anyhow!("TRUSTED_PROXIES: {e}"))?,
        compression: args.compression,
        refresh_interval: Duration::from_secs(args.refresh_seconds.max(1)),
        zip_centroids: args.zip_centroids.filter(|p| !p.as_os_str().is_empty()),
        us_cities: args.us_cities.filter(|p| !p.as_os_str().is_empty()),
        ..ApiConfig::default()
    };
    let state = App::start(db.clone(), config)
        .await
        .context("cannot load the catalogue")?;
    loaded(purge_delay);
    let refresher = state.spawn_refresher();
    let mut app = antiques_api::router(state);
    if report_errors {
        app = crate::error_reporting::with_request_scopes(app);
    }
    let addr: SocketAddr = format!("{}:{}", args.host, args.port)
        .parse()
        .or_else(|_| format!("[{}]:{}", args.host, args.port).parse())
        .with_context(|| format!("bad listen address {}:{}", args.host, args.port))?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    tracing::info!(%addr, backend = ?db.backend(), "content service listening");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await?;
    refresher.abort();
    db.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// mimalloc's `mi_option_purge_delay` (its `mimalloc.h`, the same place in versions 2 and 3; the
/// Rust bindings do not name it): how long freed memory waits before it goes back to the system.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// While the service loads, memory it frees goes back to the system at once. Building the
/// catalogue's snapshot and reading the reference places allocate tens of MB, on the runtime's
/// threads, that are freed as soon as the snapshot stands; mimalloc hands freed memory back only
/// after its purge delay (a second, ten for its arenas) and only when a later allocation checks, and
/// a service waiting for its first request makes none: it kept ~15 MB it did not use
/// (docs/performance.md). Returns the delay to restore once loaded: under load, purging at once
/// would cost a system call for every page freed.
fn purge_at_once() -> std::os::raw::c_long {
    // SAFETY: mimalloc's options are plain integers it reads when it purges; any value is valid.
    unsafe {
        let delay = libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY);
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0);
        delay
    }
}

/// Hands back what loading freed and puts the purge delay back (see [`purge_at_once`]).
fn loaded(purge_delay: std::os::raw::c_long) {
    // SAFETY: as above; mi_collect only releases memory mimalloc holds unused.
    unsafe {
        libmimalloc_sys::mi_collect(true);
        libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, purge_delay);
    }
}

/// The reference data a new directory lacks, then the demo catalogue when asked for and allowed
/// and the store table is empty (never into a directory that has stores of its own).
async fn prepare_data(db: &Db, args: &ServeArgs) -> anyhow::Result<()> {
    let written = crate::reference::write_missing(db).await?;
    if !crate::reference::is_empty(&written) {
        tracing::info!(
            written = %crate::reference::describe(&written),
            "reference data written where missing"
        );
    }
    if !args.seed_if_empty {
        return Ok(());
    }
    if !args.seeds_demo() {
        tracing::info!("demo data is off (DEMO_DATA=false or --no-demo): no sample data seeded");
        return Ok(());
    }
    if db.store_count().await? == 0 {
        tracing::info!("no stores: seeding the demo catalogue");
        crate::commands::write_seed(
            db,
            antiques_seed::DEFAULT_SEED,
            antiques_seed::DEFAULT_STORE_COUNT,
        )
        .await?;
    }
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down: finishing requests in flight");
}

/// The URL without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.find('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..s + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}
