//! Structured logs: human-readable by default, JSON lines when `LOG_FORMAT=json`; level from
//! `RUST_LOG` (default `info`). With error reporting on, ERROR events are reported as well.

use tracing_subscriber::EnvFilter;
use tracing_subscriber::prelude::*;

/// Installs the global subscriber (logs go to standard error).
pub fn init(report_errors: bool) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let fmt = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let fmt = if json {
        fmt.json().flatten_event(true).boxed()
    } else {
        fmt.boxed()
    };
    tracing_subscriber::registry()
        .with(filter)
        .with(fmt)
        .with(report_errors.then(crate::error_reporting::layer))
        .init();
}
