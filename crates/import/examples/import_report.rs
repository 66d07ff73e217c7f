//! Prints the import report of a file: `cargo run -p antiques-import --example import_report -- FILE [ZIPS]`.

use antiques_import::{ImportContext, parse_path};

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .ok_or_else(|| anyhow::anyhow!("usage: import_report FILE [ZIP_CENTROIDS]"))?;
    let mut ctx = ImportContext::new(antiques_model::us::states(), Vec::new());
    if let Some(z) = args.next() {
        ctx = ctx.with_zip_centroids(z);
    }
    let out = parse_path(path.as_ref(), &ctx)?;
    println!(
        "format {}: {} rows read, {} stores, {} rejected, {} warnings",
        out.format,
        out.rows_read,
        out.stores.len(),
        out.rejected.len(),
        out.warnings.len()
    );
    for r in &out.rejected {
        println!("rejected line {}: {}", r.line, r.reason);
    }
    for w in &out.warnings {
        println!("warning line {}: {}", w.line, w.message);
    }
    Ok(())
}
