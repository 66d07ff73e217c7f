//! `antiques import` reports every value it drops: the real binary over a fresh SQLite database,
//! a CSV with a row refused, a repeated `source_id` and values that are not what their column
//! holds. Each is printed with its line (and field), counted by field, and `--quiet` leaves the
//! list out but keeps the counts; the dry run and the real run count the same.

use std::process::Command;

const CSV: &str = "\
name,address,city,state,zip,phone,website,rating,source_id\n\
Blue Barn,1 Main St,Hudson,NY,12534,518-555-0100,https://bluebarn.example,8,a1\n\
Red Door,2 Main St,Hudson,NY,12534,call us,ftp://reddoor.example,eleven,a2\n\
Red Door again,3 Main St,Hudson,NY,12534,,,,a2\n\
Nowhere,4 Main St,Hudson,ZZ,12534,,,,a3\n\
Green Gate,5 Main St,Hudson,NY,1253,not a phone,,,a4\n";

fn run(db: &std::path::Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_antiques"))
        .args(args)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("RUST_LOG", "warn")
        .output()
        .expect("antiques runs");
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn every_dropped_value_is_printed_with_its_line_and_field_and_counted() {
    let dir = std::env::temp_dir().join(format!("antiques-import-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("import.db");
    let file = dir.join("stores.csv");
    std::fs::write(&file, CSV).unwrap();
    let file = file.to_str().unwrap();

    let dry = run(&db, &["import", file, "--dry-run"]);
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

    let quiet = run(&db, &["import", file, "--quiet"]);
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
    let _ = std::fs::remove_dir_all(&dir);
}

/// A catalogue with a member the format does not have is refused naming it, not read as a plain
/// list of stores with that member left out.
#[test]
fn a_catalogue_with_an_unknown_member_is_refused_naming_it() {
    let dir = std::env::temp_dir().join(format!("antiques-import-member-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("catalogue.json");
    std::fs::write(&file, r#"{ "stores": [], "shows": [] }"#).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_antiques"))
        .args(["import", file.to_str().unwrap()])
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.join("import.db").display()),
        )
        .env("RUST_LOG", "warn")
        .output()
        .expect("antiques runs");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.contains("\"shows\" is not a member of a catalogue"),
        "{said}"
    );
}
