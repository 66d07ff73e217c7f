//! `antiques`: the content service of the antique store directory.
//!
//! `serve` runs the HTTP API; `migrate`, `seed`, `import` and `export` manage the database; `user`
//! manages the accounts of the editorial console. `migrate`, `serve` and `import` write the reference
//! data a new directory lacks (`reference`); only `seed` and `serve --seed-if-empty` write demo data.
//! Configuration comes from flags or the environment (see `antiques --help` and docs/operations.md).

mod backup;
mod commands;
mod error_reporting;
mod logging;
mod reference;
mod serve;
mod users;

use clap::{Parser, Subcommand};

/// mimalloc instead of the system allocator: a search allocates many small, short-lived values
/// (words, stems, JSON texts), and under load the system allocator took about a tenth of the
/// content service's time (docs/decisions/024-search-by-sets-and-mimalloc.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Default database: an SQLite file beside the working directory, created when missing.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/antiques.db";

#[derive(Debug, Parser)]
#[command(
    name = "antiques",
    version,
    about = "Content service of the antique store directory"
)]
struct Cli {
    /// Database URL: `sqlite://PATH` or `postgres://USER@HOST:PORT/DB`.
    #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL, global = true)]
    database_url: String,

    #[command(flatten)]
    error_reporting: error_reporting::ErrorReportingArgs,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Serve the HTTP API (migrates and writes the missing reference data first).
    Serve(serve::ServeArgs),
    /// Apply database migrations, then write the reference data that is missing (regions, states,
    /// categories, hotspot towns, guides; never sample stores or events).
    Migrate,
    /// Write the generated demo catalogue: sample stores and events (idempotent upserts; refused
    /// when DEMO_DATA=false).
    Seed(commands::SeedArgs),
    /// Import stores from a file (JSON catalogue, CSV or GeoJSON).
    Import(commands::ImportArgs),
    /// Write the catalogue as JSON (the format `import` reads); not signups, form submissions,
    /// accounts or history: `backup` copies everything.
    Export(commands::ExportArgs),
    /// Copy the whole database, consistently, while the services run (SQLite).
    Backup(backup::BackupArgs),
    /// Replace the database's contents with a backup's (the old contents are kept beside it).
    Restore(backup::RestoreArgs),
    /// Manage the accounts of the editorial console.
    User(users::UserArgs),
    /// Delete form submissions older than the retention period (12 months by default).
    Purge(commands::PurgeArgs),
}

/// Transparent huge pages off for this process. mimalloc commits its arenas at once on Linux, and
/// the kernel then backed them with 2 MB pages, so a few KB in use made 2 MB resident: with the demo
/// catalogue 94 of the content service's 108 MB of anonymous memory were huge pages, ~22 MB more
/// than without them (docs/performance.md, "Web pages"). Best effort: an older kernel refuses.
#[cfg(target_os = "linux")]
fn without_transparent_huge_pages() {
    // SAFETY: prctl with PR_SET_THP_DISABLE takes integer arguments only and touches no memory.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

fn main() -> anyhow::Result<()> {
    #[cfg(target_os = "linux")]
    without_transparent_huge_pages();
    let cli = Cli::parse();
    // Before the runtime starts, so its threads inherit the reporting hub. Moved into the task below
    // and dropped when it ends, which sends the reports still queued.
    let reporting = error_reporting::init(&cli.error_reporting)?;
    logging::init(reporting.is_some());
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        match cli.command {
            Command::Serve(args) => serve::run(&cli.database_url, args, reporting.is_some()).await,
            Command::Migrate => commands::migrate(&cli.database_url).await,
            Command::Seed(args) => commands::seed(&cli.database_url, args).await,
            Command::Import(args) => commands::import(&cli.database_url, args).await,
            Command::Export(args) => commands::export(&cli.database_url, args).await,
            Command::Backup(args) => backup::backup(&cli.database_url, args).await,
            Command::Restore(args) => backup::restore(&cli.database_url, args).await,
            Command::Purge(args) => commands::purge(&cli.database_url, args).await,
            Command::User(args) => {
                users::run(&commands::open(&cli.database_url).await?, args).await
            }
        }
    })
}
