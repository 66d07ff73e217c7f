//! `migrate`, `seed`, `import` and `export`.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

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

/// `antiques migrate`: the schema, then the reference data a new directory lacks (regions, states,
/// categories, hotspot towns, guides; never stores or events).
pub async fn migrate(database_url: &str) -> anyhow::Result<()> {
    let db = Db::connect(database_url).await?;
    let n = db.migrate().await?;
    let plural = if n == 1 { "" } else { "s" };
    println!("{n} migration{plural} applied; the schema is up to date");
    let written = crate::reference::write_missing(&db).await?;
    println!(
        "reference data written where missing: {}",
        crate::reference::describe(&written)
    );
    db.close().await;
    Ok(())
}

/// `DEMO_DATA`: whether this directory may take demo data (sample stores and events).
#[derive(Debug, Args)]
pub struct DemoData {
    /// `false` on a real directory: `serve --seed-if-empty` then seeds no sample stores or events
    /// and `seed` refuses to run. Reference data is written either way.
    #[arg(
        long = "demo-data",
        env = "DEMO_DATA",
        value_name = "BOOL",
        default_value_t = true,
        action = clap::ArgAction::Set,
        value_parser = parse_demo_data
    )]
    pub allowed: bool,
}

/// `true`/`false` (also `yes`/`no`, `1`/`0`, `on`/`off`); empty means the default, `true`, as an
/// empty line in `.env` does for every other setting.
fn parse_demo_data(value: &str) -> Result<bool, String> {
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "true" | "yes" | "1" | "on" => Ok(true),
        "false" | "no" | "0" | "off" => Ok(false),
        other => Err(format!("{other:?} is not true or false")),
    }
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
    #[command(flatten)]
    demo: DemoData,
}

/// Progress of a long write: a bar on a terminal; elsewhere (a log file, CI, a pipe) a plain line
/// on standard error at every tenth, since a bar's redraws would only be noise there.
struct Progress {
    bar: Option<ProgressBar>,
    total: usize,
    next_line: AtomicUsize,
}

impl Progress {
    fn new(total: usize) -> Self {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new(total as u64);
            bar.set_style(
                ProgressStyle::with_template(
                    "{spinner} writing stores [{bar:40}] {pos}/{len} ({eta})",
                )
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
            );
            bar
        });
        Progress {
            bar,
            total,
            next_line: AtomicUsize::new(Self::step(total)),
        }
    }

    fn step(total: usize) -> usize {
        total.div_ceil(10).max(1)
    }

    /// `written` stores of the total are written.
    fn set(&self, written: usize) {
        match &self.bar {
            Some(bar) => bar.set_position(written as u64),
            None => {
                let next = self.next_line.load(Ordering::Relaxed);
                if written >= next && written < self.total {
                    self.next_line
                        .store(written + Self::step(self.total), Ordering::Relaxed);
                    eprintln!("writing stores: {written} of {}", self.total);
                }
            }
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Writes the demo catalogue: the reference data where it is missing (as `migrate` does, so an
/// editor's changes stay), then the generated sample stores and events, upserted.
pub async fn write_seed(db: &Db, seed: u64, stores: usize) -> anyhow::Result<()> {
    let reference = crate::reference::write_missing(db).await?;
    let demo = antiques_seed::demo(seed, stores);
    let progress = Progress::new(demo.stores.len());
    let (report, _) = db.upsert_catalog(&demo, &|n| progress.set(n)).await?;
    progress.finish();
    println!(
        "seed {seed}: {} stores generated; inserted {}, updated {}, unchanged {}; {} events written; reference data written where missing: {}",
        demo.stores.len(),
        report.stores.inserted,
        report.stores.updated,
        report.stores.unchanged,
        report.reference_changed,
        crate::reference::describe(&reference),
    );
    Ok(())
}

/// `antiques seed`: refused where `DEMO_DATA=false`, a real directory that must show no samples.
pub async fn seed(database_url: &str, args: SeedArgs) -> anyhow::Result<()> {
    if !args.demo.allowed {
        anyhow::bail!(
            "DEMO_DATA=false: this directory takes no demo data (sample stores and events); \
             `antiques migrate` writes its reference data"
        );
    }
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
    /// Leave out the line-by-line list of rejected rows and warnings (their counts stay).
    #[arg(long, short)]
    quiet: bool,
    /// The top of the scale the file's ratings are on: 5 for stars (converted, 4.4 becomes 8.8),
    /// 10 for the directory's own scale. It applies to a CSV file (a `rating_scale` column
    /// overrides it row by row) and to a JSON list of stores alike. GeoJSON has no ratings, and a
    /// whole catalogue (`antiques export`'s format) holds the directory's own, out of 10: another
    /// scale is refused for it.
    #[arg(long, default_value_t = antiques_import::RatingScale::TEN)]
    rating_scale: antiques_import::RatingScale,
    /// The stores' source: `csv`, `json` or `osm` by the file's format unless given. Re-imports
    /// match stores by source and `source_id`, so one list keeps one source whatever its file is
    /// called; give each list of a different origin its own (`--source dealers-2026`).
    #[arg(long, value_parser = antiques_import::source_name)]
    source: Option<String>,
}

/// A whole catalogue in our export format, if the file is one.
/// A member the format does not have is refused, as `POST /api/import` refuses it, rather than
/// the file read as a plain list of stores and that member left out without a word. A catalogue
/// whose stores cannot all be read goes to the store reader, which reports them row by row.
fn read_catalog(path: &std::path::Path) -> anyhow::Result<Option<Catalog>> {
    let is_json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    if !is_json {
        return Ok(None);
    }
    let Some(value) = std::fs::read_to_string(path)
        .ok()
        .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
    else {
        return Ok(None);
    };
    let Some(members) = value
        .as_object()
        .filter(|m| m.get("stores").is_some_and(serde_json::Value::is_array))
    else {
        return Ok(None);
    };
    let known = antiques_api::routes::admin::CATALOG_MEMBERS;
    if let Some(unknown) = members.keys().find(|k| !known.contains(&k.as_str())) {
        anyhow::bail!(
            "{}: {unknown:?} is not a member of a catalogue (expected {})",
            path.display(),
            known.join(", ")
        );
    }
    Ok(serde_json::from_value(value).ok())
}

/// `antiques import`.
pub async fn import(database_url: &str, args: ImportArgs) -> anyhow::Result<()> {
    let whole = read_catalog(&args.file)?;
    if whole.is_some() && args.rating_scale != antiques_import::RatingScale::TEN {
        anyhow::bail!(
            "{}: --rating-scale {} cannot apply to a whole catalogue: its ratings are the \
             directory's own, out of 10 (a list of stores, `[...]` or `{{ \"data\": [...] }}`, is \
             read on the scale)",
            args.file.display(),
            args.rating_scale
        );
    }
    let db = open(database_url).await?;
    // A directory's first import needs its reference data (states, categories, hotspot towns):
    // written now when missing, or, in a dry run that writes nothing, read as it would be.
    let mut reference = db.load_reference().await?;
    let states_missing = reference.states.is_empty();
    if args.dry_run {
        if states_missing {
            let would_be = antiques_seed::reference();
            reference.states = would_be.states;
            reference.regions = would_be.regions;
            reference.categories = would_be.categories;
        }
    } else if !crate::reference::is_empty(&crate::reference::write_missing(&db).await?) {
        reference = db.load_reference().await?;
    }
    // A whole catalogue in our export format is written whole (regions, hotspots, guides, ...);
    // any other file is read and checked as the console's import does, with the same report.
    let (mut catalog, checked) = match whole {
        Some(c) => (c, None),
        None => {
            let ctx = antiques_import::ImportContext {
                states: reference.states.clone(),
                categories: reference.categories.clone(),
                zip_centroids: args.zips.clone(),
                rating_scale: args.rating_scale,
                source: args.source.clone(),
            };
            let bytes = std::fs::read(&args.file)
                .with_context(|| format!("cannot read {}", args.file.display()))?;
            let name = args.file.file_name().map_or_else(
                || args.file.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            );
            let mut checked = antiques_api::routes::imports::check_file(&bytes, &name, None, &ctx)
                .map_err(|e| anyhow::anyhow!("{}", e.message))?;
            checked.relate_to_listed(&db.load_stores().await?);
            let catalog = Catalog {
                stores: std::mem::take(&mut checked.stores),
                ..Catalog::default()
            };
            (catalog, Some(checked))
        }
    };
    // The reference data a store needs must exist: states and regions at least.
    // A dry run into a new database plans the states as the real run would write them.
    if catalog.states.is_empty() && states_missing && args.dry_run {
        catalog.states = reference.states.clone();
        catalog.regions = reference.regions.clone();
    }
    // A catalogue's stores get the checks every import makes (the checked file had them).
    let mut catalogue_rejected = Vec::new();
    if checked.is_none() {
        let known: std::collections::HashSet<String> = catalog
            .states
            .iter()
            .chain(reference.states.iter())
            .map(|s| s.code.clone())
            .collect();
        let stores = std::mem::take(&mut catalog.stores);
        for (position, s) in stores.into_iter().enumerate() {
            match antiques_api::routes::admin::reject_reason(&s, &|c| known.contains(c)) {
                Some(reason) => {
                    catalogue_rejected.push((position + 1, format!("{}: {reason}", s.name)))
                }
                None => catalog.stores.push(s),
            }
        }
    }
    let (format, read) = match &checked {
        Some(c) => (c.format.clone(), c.read),
        None => (
            "json-catalog".to_string(),
            catalog.stores.len() + catalogue_rejected.len(),
        ),
    };
    let mut out = std::io::stdout().lock();
    let (rejected, warnings) = match &checked {
        Some(c) => {
            if !args.quiet {
                for (line, reason) in &c.rejected {
                    writeln!(out, "rejected line {line}: {reason}")?;
                }
                for w in &c.warnings {
                    match w.line {
                        Some(line) => {
                            writeln!(out, "warning line {line}, {}: {}", w.field, w.message)?
                        }
                        None => writeln!(out, "warning, {}: {}", w.field, w.message)?,
                    }
                }
            }
            match c.matched_by_address {
                0 => {}
                1 => writeln!(
                    out,
                    "matched 1 row without a source_id to a listed store by name and address"
                )?,
                n => writeln!(
                    out,
                    "matched {n} rows without a source_id to listed stores by name and address"
                )?,
            }
            let by_field = c.warnings_by_field();
            if !by_field.is_empty() {
                let counts: Vec<String> = by_field
                    .iter()
                    .map(|(field, n)| format!("{field} {n}"))
                    .collect();
                writeln!(out, "warnings by field: {}", counts.join(", "))?;
            }
            (c.rejected.len(), c.warnings.len())
        }
        None => {
            for (position, reason) in &catalogue_rejected {
                writeln!(out, "rejected store {position}: {reason}")?;
            }
            (catalogue_rejected.len(), 0)
        }
    };
    if args.dry_run {
        let (plan, _) = db.plan_upsert_stores(&catalog.stores).await?;
        writeln!(
            out,
            "dry run ({format}): read {read}, would insert {}, update {}, leave {} unchanged, rejected {rejected}, warnings {warnings}",
            plan.inserted, plan.updated, plan.unchanged,
        )?;
        db.close().await;
        return Ok(());
    }
    let progress = Progress::new(catalog.stores.len());
    let (report, _) = db.upsert_catalog(&catalog, &|n| progress.set(n)).await?;
    progress.finish();
    writeln!(
        out,
        "import ({format}): read {read}, inserted {}, updated {}, unchanged {}, rejected {rejected}, warnings {warnings}",
        report.stores.inserted, report.stores.updated, report.stores.unchanged,
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
