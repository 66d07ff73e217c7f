//! A generated catalogue survives export to JSON and import unchanged.

use antiques_import::{ImportContext, parse_bytes, parse_catalog_json};

#[test]
fn seed_catalogue_round_trips_through_json() {
    let catalog = antiques_seed::generate(3, 400);
    let bytes = serde_json::to_vec(&catalog).unwrap();

    let back = parse_catalog_json(&bytes).unwrap();
    assert_eq!(back, catalog);

    let ctx = ImportContext::new(catalog.states.clone(), catalog.categories.clone());
    let out = parse_bytes(&bytes, "export.json", &ctx).unwrap();
    assert_eq!(out.format, "json");
    assert_eq!(out.rows_read, 400);
    assert!(out.rejected.is_empty(), "{:?}", out.rejected);
    assert_eq!(out.stores, catalog.stores);
}
