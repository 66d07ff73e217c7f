//! Server-side error reporting, the same way the web server does it (web/server.js).
//!
//! Off unless `ERROR_REPORTING_DSN` is set. Then errors go to that Sentry-compatible service with
//! release `antiques-content@<version>`, environment `ERROR_REPORTING_ENVIRONMENT` (default
//! `production`), tag `service=content` and at most 100 breadcrumbs. What is reported:
//! every `tracing` event at ERROR level (an internal error answered 500 with its cause, the database
//! unreachable; a failed catalogue refresh is a WARN line, so a breadcrumb), with the request it happened in and the warnings and infos before it as breadcrumbs;
//! and every panic, with its message and backtrace. A visitor's 4xx is not an error of ours and is
//! never reported. Errors only: no performance tracing.

use clap::Args;
use sentry::integrations::tracing::{BreadcrumbLayer, ErrorLayer};
use tracing::Level;
use tracing_subscriber::Layer;
use tracing_subscriber::filter::filter_fn;
use tracing_subscriber::registry::LookupSpan;

/// Options shared by every subcommand.
#[derive(Debug, Args)]
pub struct ErrorReportingArgs {
    /// Sentry-compatible DSN to report server-side errors to (unset: nothing is reported).
    #[arg(
        long,
        env = "ERROR_REPORTING_DSN",
        global = true,
        hide_env_values = true
    )]
    pub error_reporting_dsn: Option<String>,
    /// Environment name sent with every report.
    #[arg(
        long,
        env = "ERROR_REPORTING_ENVIRONMENT",
        default_value = "production",
        global = true
    )]
    pub error_reporting_environment: String,
}

/// Reporting while it lives: dropping it sends what is still queued (waiting at most 2 s).
pub struct Reporting {
    _guard: sentry::ClientInitGuard,
}

/// Starts reporting when a DSN is set. Call before the async runtime starts, and keep the result
/// for the life of the process.
pub fn init(args: &ErrorReportingArgs) -> anyhow::Result<Option<Reporting>> {
    let Some(dsn) = args
        .error_reporting_dsn
        .as_deref()
        .map(str::trim)
        .filter(|dsn| !dsn.is_empty())
    else {
        return Ok(None);
    };
    // Parsed here so a malformed DSN stops the start with a clear message.
    dsn.parse::<sentry::types::Dsn>()
        .map_err(|error| anyhow::anyhow!("ERROR_REPORTING_DSN is not a valid DSN: {error}"))?;
    let options = sentry::ClientOptions::new()
        .dsn(dsn)
        .release(format!("antiques-content@{}", env!("CARGO_PKG_VERSION")))
        .environment(args.error_reporting_environment.clone())
        .max_breadcrumbs(100)
        .attach_stacktrace(true)
        .send_default_pii(false)
        .shutdown_timeout(std::time::Duration::from_secs(2))
        // On the event itself rather than a scope: every thread and request hub sends it.
        .before_send(|mut event| {
            event.tags.insert("service".into(), "content".into());
            // The path only: a query can hold what a visitor typed or where they are (name
            // search, stores near me). Headers are already without cookies and credentials.
            if let Some(url) = event.request.as_mut().and_then(|r| r.url.as_mut()) {
                url.set_query(None);
            }
            Some(event)
        });
    let guard = sentry::init(options);
    Ok(Some(Reporting { _guard: guard }))
}

/// ERROR lines that repeat an error reported already: a handler panic (reported by the panic hook,
/// with its message and backtrace) and tower-http's "response failed" line after every 5xx (the
/// error that caused it was logged, and so reported, where it happened).
const ECHO_TARGETS: [&str; 2] = [
    antiques_api::PANIC_LOG_TARGET,
    "tower_http::trace::on_failure",
];

/// The `tracing` layers: ERROR events become reports, INFO and WARN events (and the ERROR echoes
/// above) breadcrumbs.
pub fn layer<S>() -> impl Layer<S>
where
    S: tracing::Subscriber + for<'a> LookupSpan<'a>,
{
    let is_echo = |m: &tracing::Metadata<'_>| ECHO_TARGETS.contains(&m.target());
    let errors = ErrorLayer::new().with_filter(filter_fn(move |m| {
        m.is_event() && *m.level() == Level::ERROR && !is_echo(m)
    }));
    let breadcrumbs = BreadcrumbLayer::new().with_filter(filter_fn(move |m| {
        m.is_event() && (matches!(*m.level(), Level::WARN | Level::INFO) || is_echo(m))
    }));
    errors.and_then(breadcrumbs)
}

/// Gives every request its own reporting scope carrying the request (method, URL, headers without
/// cookies or authorization), so a report made while answering it says which request failed.
pub fn with_request_scopes(router: axum::Router) -> axum::Router {
    router
        .layer(sentry::integrations::tower::SentryHttpLayer::new())
        .layer(sentry::integrations::tower::NewSentryLayer::new_from_top())
}
