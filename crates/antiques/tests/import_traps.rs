//! A real list carries every trap at once: Windows line endings, an address over two lines,
//! phone extensions, ratings out of range, in stars and at 0, a repeated `source_id`, a row
//! outside the US, the file renamed, and a second list that overlaps the first. `antiques import`
//! (the real binary, on SQLite and on PostgreSQL) says what it did with each, line by line, its
//! dry runs count what it then writes, and nothing is doubled silently.

mod support;

use support::{TestDb, antiques, assert_lines, run};

/// Our columns, CRLF line endings; Blue Barn's quoted address spans lines 2 and 3.
const LIST: &str = "name,address,city,state,zip,phone,rating,rating_scale,source_id\r\n\
Blue Barn,\"1 Main Street\r\nUnit 2\",Hudson,NY,12534,(518) 555-0142 ext. 12,4.5,5,b1\r\n\
Red Door,2 Main St,Hudson,NY,12534,518-555-0100 x7,11,,b2\r\n\
Red Door Annex,3 Main St,Hudson,NY,12534,,4.5 stars,,b2\r\n\
Maple Finds,20 Queen St W,Toronto,ON,,,,,b3\r\n\
Quiet Shop,4 Main St,Hudson,NY,12534,12345,0,,b4\r\n";

/// Another list of its own source, without ids: one store on Blue Barn's phone line, and Quiet
/// Shop again with its street spelled out.
const OVERLAP: &str = "name,address,city,state,phone\n\
The Blue Barn Annex,9 Warren St,Hudson,NY,518-555-0142\n\
Quiet Shop,4 Main Street,Hudson,NY,\n";

#[test]
fn a_list_with_every_trap_is_reported_line_by_line_and_never_doubled() {
    for db in TestDb::each() {
        every_trap(&db);
    }
}

fn every_trap(db: &TestDb) {
    let import = |args: &[&str]| run(antiques(db).arg("import").args(args));
    let export = || -> serde_json::Value {
        serde_json::from_str(&run(antiques(db).arg("export"))).expect("the export is JSON")
    };
    let list = db.file("stores.csv", LIST);

    let dry = import(&[&list, "--dry-run"]);
    assert_lines(
        &dry,
        &[
            "rejected line 5: Red Door Annex: duplicate of line 4 (same sourceId \"b2\")",
            "rejected line 6: Maple Finds: outside the US: state \"ON\" is a Canadian province",
            "warning line 4, rating: rating \"11\" is not a number from 0 to 10; dropped",
            "warning line 7, phone: phone \"12345\" is not a US phone number; dropped",
            "warning line 7, rating: rating \"0\" read as no rating (a listing without reviews); dropped",
            "warnings by field: rating 2, phone 1",
            "dry run (csv): read 5, would insert 3, update 0, leave 0 unchanged, rejected 2, warnings 3",
        ],
    );
    let done = import(&[&list]);
    assert_lines(
        &done,
        &["import (csv): read 5, inserted 3, updated 0, unchanged 0, rejected 2, warnings 3"],
    );

    // What was kept: the address on one line, the extension, 4.5 of 5 stars as 9 of 10.
    let catalogue = export();
    let stores = catalogue["stores"].as_array().unwrap();
    let store = |name: &str| {
        stores
            .iter()
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {stores:#?}"))
    };
    let barn = store("Blue Barn");
    assert_eq!(barn["address"], "1 Main Street, Unit 2");
    assert_eq!(
        barn["phones"][0]["prettyPhoneNumber"],
        "(518) 555-0142 ext. 12"
    );
    assert_eq!(barn["phones"][0]["phoneNumber"], "+15185550142;ext=12");
    assert_eq!(barn["rating"], 9.0);
    assert_eq!(barn["source"], "csv");
    assert_eq!(
        store("Red Door")["phones"][0]["phoneNumber"],
        "+15185550100;ext=7"
    );
    assert!(store("Red Door")["rating"].is_null());
    assert!(store("Quiet Shop")["phones"].as_array().unwrap().is_empty());

    // The same list under another name: the same stores, nothing added.
    let renamed = db.file("stores-final-v2.csv", LIST);
    assert_lines(
        &import(&[&renamed, "--quiet"]),
        &["import (csv): read 5, inserted 0, updated 0, unchanged 3, rejected 2, warnings 3"],
    );

    // A second list overlapping the first: Quiet Shop is found by name and address, the annex on
    // Blue Barn's line is imported and named as a likely duplicate. The dry run counts the import.
    let overlap = db.file("dealers.csv", OVERLAP);
    let dry = import(&[&overlap, "--source", "dealers", "--dry-run"]);
    let expected_warning = "warning line 2, duplicate: The Blue Barn Annex: likely the same business as the listed \"Blue Barn\" (blue-barn-hudson, from csv): same phone (518) 555-0142; imported as a new store";
    assert_lines(
        &dry,
        &[
            expected_warning,
            "matched 1 row without a source_id to a listed store by name and address",
            "warnings by field: duplicate 1",
            "dry run (csv): read 2, would insert 1, update 1, leave 0 unchanged, rejected 0, warnings 1",
        ],
    );
    let done = import(&[&overlap, "--source", "dealers"]);
    assert_lines(
        &done,
        &[
            expected_warning,
            "import (csv): read 2, inserted 1, updated 1, unchanged 0, rejected 0, warnings 1",
        ],
    );
    let catalogue = export();
    let stores = catalogue["stores"].as_array().unwrap();
    assert_eq!(stores.len(), 4, "three stores of the list and the annex");
    let quiet = stores.iter().find(|s| s["name"] == "Quiet Shop").unwrap();
    assert_eq!(
        quiet["address"], "4 Main Street",
        "updated from the second list"
    );
    assert_eq!(
        quiet["source"], "csv",
        "it keeps the identity it was listed under"
    );

    // Again: nothing changes.
    assert_lines(
        &import(&[&overlap, "--source", "dealers", "--quiet"]),
        &["import (csv): read 2, inserted 0, updated 0, unchanged 2, rejected 0, warnings 0"],
    );
}
