//! `antiques backup` and `antiques restore`: a consistent copy of everything the database holds,
//! taken while the services run, and putting one back.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::Args;

use crate::commands::open;

/// Options of `backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The file to write (SQLite; it must not exist yet).
    file: PathBuf,
}

/// Options of `restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// A file `antiques backup` wrote.
    file: PathBuf,
}

/// `antiques backup FILE`: the whole database as of one instant (catalogue, history, signups, form
/// submissions, accounts), however much is being written meanwhile.
pub async fn backup(database_url: &str, args: BackupArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    let counts = db
        .backup_to(&args.file)
        .await
        .with_context(|| format!("cannot back up to {}", args.file.display()))?;
    db.close().await;
    eprintln!("backed up to {}:", args.file.display());
    print_counts(&counts);
    Ok(())
}

/// `antiques restore FILE`: every row replaced by the backup's in one transaction; the database as
/// it was is kept beside it first, so nothing is lost. Running instances reload on their own.
pub async fn restore(database_url: &str, args: RestoreArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    let keep = kept_copy(database_url);
    let counts = db
        .restore_from(&args.file, &keep)
        .await
        .with_context(|| format!("cannot restore {}", args.file.display()))?;
    db.close().await;
    eprintln!(
        "restored {}; the database as it was is kept in {}:",
        args.file.display(),
        keep.display()
    );
    print_counts(&counts);
    Ok(())
}

/// Where a restore keeps the database it replaces: beside it, named by the time.
fn kept_copy(database_url: &str) -> PathBuf {
    let file = antiques_storage::sqlite_file(database_url).unwrap_or("antiques.db");
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%SZ");
    let path = Path::new(file);
    let stem = path
        .file_stem()
        .map_or("antiques".into(), |s| s.to_string_lossy());
    path.with_file_name(format!("{stem}.before-restore-{stamp}.db"))
}

fn print_counts(counts: &antiques_storage::TableCounts) {
    for (table, rows) in counts {
        eprintln!("  {table:<28} {rows:>9} rows");
    }
}
