//! Runs the importer on the real consignment-store extract in `../shared/data/` when it is
//! present (a fresh clone does not have it: the test then says so and passes).

use antiques_import::{ImportContext, parse_path};
use std::path::PathBuf;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data")
}

fn context() -> ImportContext {
    let categories = ["furniture", "jewelry", "books-ephemera", "vintage-clothing"]
        .iter()
        .map(|s| antiques_model::Category {
            slug: s.to_string(),
            name: s.to_string(),
            description: String::new(),
        })
        .collect();
    ImportContext::new(antiques_model::us::states(), categories)
}

#[test]
fn consignment_extract() {
    let csv = data_dir().join("consignment_stores.csv");
    if !csv.exists() {
        eprintln!(
            "skipping: {} not found (the shared real-data extract is not on this machine)",
            csv.display()
        );
        return;
    }
    let out = parse_path(&csv, &context()).expect("parses");
    eprintln!(
        "consignment_stores.csv: {} rows, {} stores, {} rejected, {} warnings",
        out.rows_read,
        out.stores.len(),
        out.rejected.len(),
        out.warnings.len()
    );
    assert_eq!(out.format, "csv-consignment");
    assert_eq!(out.rows_read, 2600);
    assert!(out.stores.len() >= 2400, "{}", out.stores.len());
    let duplicates = out
        .rejected
        .iter()
        .filter(|r| r.reason.contains("duplicate"))
        .count();
    assert!((75..=90).contains(&duplicates), "{duplicates} duplicates");
    assert_eq!(out.stores.len() + out.rejected.len(), out.rows_read);
    let states: std::collections::HashSet<&str> =
        out.stores.iter().map(|s| s.state.as_str()).collect();
    assert_eq!(states.len(), 51, "{states:?}");
    for s in &out.stores {
        assert!(
            s.state.len() == 2 && s.state.chars().all(|c| c.is_ascii_uppercase()),
            "{}",
            s.state
        );
        assert!(antiques_model::us::state_by_code(&s.state).is_some());
        assert!(!s.name.is_empty() && !s.city.is_empty());
        assert_eq!(s.rating, None);
        assert!(s.zip_code.as_ref().is_none_or(|z| z.len() == 5));
        assert!(s.websites.iter().all(|w| w.starts_with("http")));
    }
    let slugs: std::collections::HashSet<&str> =
        out.stores.iter().map(|s| s.slug.as_str()).collect();
    assert_eq!(slugs.len(), out.stores.len());
    let ids: std::collections::HashSet<&str> = out
        .stores
        .iter()
        .filter_map(|s| s.source_id.as_deref())
        .collect();
    assert_eq!(ids.len(), out.stores.len());
    // The dropped "No data available" and "0" values are reported per row.
    assert!(
        out.warnings
            .iter()
            .any(|w| w.message.contains("No data available"))
    );
    assert!(
        out.warnings
            .iter()
            .any(|w| w.message.contains("phone \"0\""))
    );

    let zips = data_dir().join("uszips.csv");
    if !zips.exists() {
        eprintln!("skipping geocoding: {} not found", zips.display());
        return;
    }
    let out = parse_path(&csv, &context().with_zip_centroids(&zips)).expect("parses with ZIPs");
    let located = out.stores.iter().filter(|s| s.latitude.is_some()).count();
    eprintln!(
        "geocoded {located} of {} stores from ZIP centroids",
        out.stores.len()
    );
    assert!(
        located * 10 >= out.stores.len() * 9,
        "{located} of {}",
        out.stores.len()
    );
    for s in out.stores.iter().filter(|s| s.latitude.is_some()) {
        let (lat, lng) = (s.latitude.unwrap(), s.longitude.unwrap());
        assert!(
            (17.0..72.0).contains(&lat) && (-180.0..-60.0).contains(&lng),
            "{} {lat} {lng}",
            s.name
        );
    }
}
