//! `migrate`, `seed`, `import` and `export`.

use std::io::Write;
use std::path::PathBuf;

use antiques_model::Catalog;
use antiques_storage::Db;
use anyhow::Context;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

pub(crate) async fn open(database_url: &str) -> anyhow::Result<Db> {
    let db = Db::connect(database_url).await.with_context(|| {
        format!(
            "cannot open database {}",
            crate::serve::redact(database_url)
        )
    })?;
    db.migrate().await.context("migrations failed")?;
    Ok(db)
}

/// `antiques migrate`.
pub async fn migrate(database_url: &str) -> anyhow::Result<()> {
    let db = Db::connect(database_url).await?;
    let n = db.migrate().await?;
    println!("{n} migration(s) applied; the schema is up to date");
    db.close().await;
    Ok(())
}

/// Options of `seed`.
#[derive(Debug, Args)]
pub struct SeedArgs {
    /// Seed of the generator (same seed, same data).
    #[arg(long, default_value_t = antiques_seed::DEFAULT_SEED)]
    seed: u64,
    /// Number of stores.
    #[arg(long, default_value_t = antiques_seed::DEFAULT_STORE_COUNT)]
    stores: usize,
}

fn progress_bar(len: u64) -> ProgressBar {
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template("{spinner} writing stores [{bar:40}] {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar
}

/// Generates and upserts the demo catalogue.
pub async fn write_seed(db: &Db, seed: u64, stores: usize) -> anyhow::Result<()> {
    let catalog = antiques_seed::generate(seed, stores);
    let bar = progress_bar(catalog.stores.len() as u64);
    let (report, _) = db
        .upsert_catalog(&catalog, &|n| bar.set_position(n as u64))
        .await?;
    bar.finish_and_clear();
    println!(
        "seed {seed}: {} stores generated; inserted {}, updated {}, unchanged {}; {} reference rows written",
        catalog.stores.len(),
        report.stores.inserted,
        report.stores.updated,
        report.stores.unchanged,
        report.reference_changed
    );
    Ok(())
}

/// `antiques seed`.
pub async fn seed(database_url: &str, args: SeedArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    write_seed(&db, args.seed, args.stores).await?;
    db.close().await;
    Ok(())
}

/// Options of `import`.
#[derive(Debug, Args)]
pub struct ImportArgs {
    /// File to import: our JSON catalogue (`antiques export`), CSV or GeoJSON.
    file: PathBuf,
    /// ZIP centroid CSV (`zip,lat,lng,...`) to place stores that have no coordinates.
    #[arg(long)]
    zips: Option<PathBuf>,
    /// Parse and report without writing.
    #[arg(long)]
    dry_run: bool,
}

/// A whole catalogue in our export format, if the file is one.
fn read_catalog(path: &std::path::Path) -> Option<Catalog> {
    let is_json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    if !is_json {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    if !value.get("stores").is_some_and(serde_json::Value::is_array) {
        return None;
    }
    serde_json::from_value(value).ok()
}

/// `antiques import`.
pub async fn import(database_url: &str, args: ImportArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    let mut reference = db.load_reference().await?;
    if reference.states.is_empty() {
        reference.states = antiques_model::us::states();
        reference.regions = antiques_model::us::regions();
    }
    // `lines[i]` is the line (or position) in the file of `catalog.stores[i]`, for the report.
    let (mut catalog, lines, rejected, format, rows_read) = match read_catalog(&args.file) {
        Some(c) => {
            let n = c.stores.len();
            (
                c,
                (1..=n).collect(),
                Vec::new(),
                "json-catalog".to_string(),
                n,
            )
        }
        None => {
            let ctx = antiques_import::ImportContext {
                states: reference.states.clone(),
                categories: reference.categories.clone(),
                zip_centroids: args.zips.clone(),
            };
            let outcome = antiques_import::parse_path(&args.file, &ctx)
                .with_context(|| format!("cannot read {}", args.file.display()))?;
            let rejected: Vec<(usize, String)> = outcome
                .rejected
                .into_iter()
                .map(|r| (r.line, r.reason))
                .collect();
            let catalog = Catalog {
                stores: outcome.stores,
                ..Catalog::default()
            };
            (
                catalog,
                outcome.store_lines,
                rejected,
                outcome.format,
                outcome.rows_read,
            )
        }
    };
    // The reference data a store needs must exist: states and regions at least.
    if catalog.states.is_empty() && db.load_reference().await?.states.is_empty() {
        catalog.states = reference.states.clone();
        catalog.regions = reference.regions.clone();
    }
    let known: std::collections::HashSet<String> = catalog
        .states
        .iter()
        .chain(reference.states.iter())
        .map(|s| s.code.clone())
        .collect();
    let mut rejected = rejected;
    let stores = std::mem::take(&mut catalog.stores);
    for (s, line) in stores.into_iter().zip(lines) {
        match antiques_api::routes::admin::reject_reason(&s, &|c| known.contains(c)) {
            Some(reason) => rejected.push((line, format!("{}: {reason}", s.name))),
            None => catalog.stores.push(s),
        }
    }
    let mut out = std::io::stdout().lock();
    for (line, reason) in &rejected {
        writeln!(out, "rejected line {line}: {reason}")?;
    }
    if args.dry_run {
        let (plan, _) = db.plan_upsert_stores(&catalog.stores).await?;
        writeln!(
            out,
            "dry run ({format}): read {rows_read}, would insert {}, update {}, leave {} unchanged, rejected {}",
            plan.inserted,
            plan.updated,
            plan.unchanged,
            rejected.len()
        )?;
        db.close().await;
        return Ok(());
    }
    let bar = progress_bar(catalog.stores.len() as u64);
    let (report, _) = db
        .upsert_catalog(&catalog, &|n| bar.set_position(n as u64))
        .await?;
    bar.finish_and_clear();
    writeln!(
        out,
        "import ({format}): read {rows_read}, inserted {}, updated {}, unchanged {}, rejected {}",
        report.stores.inserted,
        report.stores.updated,
        report.stores.unchanged,
        rejected.len()
    )?;
    db.close().await;
    Ok(())
}

/// Options of `export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Output file (standard output when omitted).
    file: Option<PathBuf>,
}

/// `antiques export`.
pub async fn export(database_url: &str, args: ExportArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    let catalog = db.load_catalog().await?;
    let json = serde_json::to_vec_pretty(&catalog)?;
    match &args.file {
        Some(path) => {
            std::fs::write(path, &json)
                .with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!(
                "exported {} stores to {} (the catalogue only: signups, form submissions, accounts \
                 and history are not in it; `antiques backup` copies everything)",
                catalog.stores.len(),
                path.display()
            );
        }
        None => std::io::stdout().lock().write_all(&json)?,
    }
    db.close().await;
    Ok(())
}

/// Options of `purge`.
#[derive(Debug, Args)]
pub struct PurgeArgs {
    /// Delete submissions whose last activity is older than this many days (the privacy notice
    /// says 12 months).
    #[arg(long, default_value_t = 365)]
    older_than_days: u32,
}

/// `antiques purge`: deletes old form submissions (add-store, claims, enquiries, change reports),
/// as the privacy notice promises. Run it daily (cron, a systemd timer).
pub async fn purge(database_url: &str, args: PurgeArgs) -> anyhow::Result<()> {
    let db = open(database_url).await?;
    let before = chrono::Utc::now() - chrono::Duration::days(i64::from(args.older_than_days));
    let report = db.purge_submissions(before).await?;
    let total: u64 = report.iter().map(|(_, n)| n).sum();
    println!(
        "deleted {total} submission(s) last active before {}",
        before.format("%Y-%m-%d")
    );
    for (kind, n) in report {
        println!("  {kind:?}: {n}");
    }
    db.close().await;
    Ok(())
}
