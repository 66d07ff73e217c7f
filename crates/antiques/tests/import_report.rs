//! `antiques import` reports every value it drops: the real binary over a fresh SQLite database,
//! a CSV with a row refused, a repeated `source_id` and values that are not what their column
//! holds. Each is printed with its line (and field), counted by field, and `--quiet` leaves the
//! list out but keeps the counts; the dry run and the real run count the same.

mod support;

use support::{TestDb, antiques, run};

const CSV: &str = "\
name,address,city,state,zip,phone,website,rating,source_id\n\
Blue Barn,1 Main St,Hudson,NY,12534,518-555-0100,https://bluebarn.example,8,a1\n\
Red Door,2 Main St,Hudson,NY,12534,call us,ftp://reddoor.example,eleven,a2\n\
Red Door again,3 Main St,Hudson,NY,12534,,,,a2\n\
Nowhere,4 Main St,Hudson,ZZ,12534,,,,a3\n\
Green Gate,5 Main St,Hudson,NY,1253,not a phone,,,a4\n";

#[test]
fn every_dropped_value_is_printed_with_its_line_and_field_and_counted() {
    let db = TestDb::sqlite();
    let file = db.file("stores.csv", CSV);

    let dry = run(antiques(&db).args(["import", &file, "--dry-run"]));
    for expected in [
        "rejected line 4: Red Door again: duplicate of line 3 (same sourceId \"a2\")",
        "rejected line 5: ",
        "warning line 3, phone: phone \"call us\" is not a US phone number; dropped",
        "warning line 3, website: website \"ftp://reddoor.example\" is not a web address; dropped",
        "warning line 3, rating: rating \"eleven\" is not a number from 0 to 10; dropped",
        "warning line 6, phone: phone \"not a phone\" is not a US phone number; dropped",
        "warning line 6, zip: ZIP \"1253\" padded to 01253",
        "warnings by field: phone 2, rating 1, website 1, zip 1",
        "dry run (csv): read 5, would insert 3, update 0, leave 0 unchanged, rejected 2, warnings 5",
    ] {
        assert!(dry.contains(expected), "missing {expected:?} in:\n{dry}");
    }

    let quiet = run(antiques(&db).args(["import", &file, "--quiet"]));
    assert!(!quiet.contains("warning line"), "{quiet}");
    assert!(!quiet.contains("rejected line"), "{quiet}");
    assert!(
        quiet.contains("warnings by field: phone 2, rating 1, website 1, zip 1"),
        "{quiet}"
    );
    assert!(
        quiet.contains(
            "import (csv): read 5, inserted 3, updated 0, unchanged 0, rejected 2, warnings 5"
        ),
        "{quiet}"
    );
    // Plain progress lines, not a bar, when standard error is not a terminal: nothing on stdout.
    assert!(!quiet.contains("writing stores"), "{quiet}");
}

/// A catalogue with a member the format does not have is refused naming it, not read as a plain
/// list of stores with that member left out.
#[test]
fn a_catalogue_with_an_unknown_member_is_refused_naming_it() {
    let db = TestDb::sqlite();
    let file = db.file("catalogue.json", r#"{ "stores": [], "shows": [] }"#);
    let out = antiques(&db)
        .args(["import", &file])
        .output()
        .expect("antiques runs");
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("\"shows\" is not a member of a catalogue"),
        "{said}"
    );
}

/// What `antiques import --help` says of `--rating-scale` is what it does: a JSON list of stores is
/// read on the scale, and a whole catalogue, whose ratings are the directory's own, refuses another.
#[test]
fn the_rating_scale_converts_a_json_list_and_a_whole_catalogue_refuses_one() {
    let db = TestDb::sqlite();
    let help = run(antiques(&db).args(["import", "--help"]));
    let said = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        said.contains("to a CSV file (a `rating_scale` column overrides it row by row) and to a JSON list of stores alike"),
        "{help}"
    );
    assert!(!said.contains("read as they are"), "{help}");

    let list = db.file(
        "stores.json",
        r#"[{ "name": "Blue Barn", "city": "Hudson", "state": "NY", "rating": 4.4 }]"#,
    );
    run(antiques(&db).args(["import", &list, "--rating-scale", "5"]));
    let catalog = db.catalog();
    assert_eq!(catalog.stores[0].rating, Some(8.8), "4.4 of 5 stars");

    // `antiques export`'s catalogue holds the directory's own ratings.
    let whole = db.file("catalogue.json", "");
    run(antiques(&db).args(["export", &whole]));
    let out = antiques(&db)
        .args(["import", &whole, "--rating-scale", "5"])
        .output()
        .expect("antiques runs");
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("--rating-scale 5 cannot apply to a whole catalogue"),
        "{said}"
    );
    assert_eq!(
        db.catalog().stores[0].rating,
        Some(8.8),
        "nothing converted"
    );
}
