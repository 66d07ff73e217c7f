//! Imports of a file through `POST /api/admin/import`, as the console's import page makes them: a
//! dry run that writes nothing, the import itself, re-imports, and what is refused.

use antiques_api::ApiConfig;
use antiques_storage::Role;
use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};

use crate::both_with;
use crate::common::{AUTH, Res, Session, TestApp, admin, sign_in};

/// Three good rows (one with a phone that is dropped), one row with an unknown state.
const CSV: &str = "name,address,city,state,zip,phone,website
Import Test Barn,1 Mill St,Hudson,NY,12534,(518) 555-0100,barn.example
Import Test Lofts,2 Mill St,Hudson,NY,12534,,
Import Test Attic,3 Mill St,Albany,NY,12207,not a phone,
Import Test Nowhere,4 Mill St,Atlantis,ZZ,,,
";

/// Posts `body` as the file to import, with these query parameters and headers.
async fn post_file(
    t: &TestApp,
    query: &str,
    body: impl Into<Body>,
    headers: &[(&str, &str)],
) -> Res {
    let mut req =
        Request::post(format!("/api/admin/import?{query}")).header("content-type", "text/csv");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    t.send(req.body(body.into()).unwrap()).await
}

fn ok(r: Res) -> Value {
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    r.assert_cache("no-store");
    r.json()["data"].clone()
}

async fn total_stores(t: &TestApp) -> i64 {
    t.db.store_count().await.unwrap()
}

both_with!(
    a_dry_run_writes_nothing_and_the_import_does_what_it_said,
    admin(),
    20,
    |t: TestApp| async move {
        let Session { bearer, csrf } = sign_in(&t, "boss@example.com", Role::Admin).await;
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let before = total_stores(&t).await;
        let version = t.db.catalog_version().await.unwrap();

        let checked = ok(post_file(&t, "fileName=shops.csv&dryRun=true", CSV, &write).await);
        let phone_warning = checked["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["message"].as_str().unwrap().contains("not a phone"))
            .cloned()
            .unwrap_or_else(|| panic!("{checked}"));
        assert_eq!(phone_warning["line"], 4);
        assert_eq!(phone_warning["field"], "phone");
        assert_eq!(
            checked["warningsByField"],
            json!([{ "field": "phone", "count": 1 }])
        );
        let reason = checked["rejected"][0]["reason"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(reason.contains("unknown state"), "{reason}");
        let expected = |dry_run: bool, inserted: u64, unchanged: u64| {
            json!({
                "format": "csv", "fileName": "shops.csv", "source": "csv", "matchedByAddress": 0,
                "dryRun": dry_run, "read": 4,
                "inserted": inserted, "updated": 0, "unchanged": unchanged,
                "rejected": [{ "line": 5, "reason": reason }], "rejectedTotal": 1,
                "warnings": checked["warnings"], "warningsTotal": checked["warningsTotal"],
                "warningsByField": checked["warningsByField"],
                "by": "boss@example.com",
            })
        };
        assert_eq!(checked, expected(true, 3, 0));
        assert_eq!(total_stores(&t).await, before, "a dry run writes no store");
        assert_eq!(
            t.db.catalog_version().await.unwrap(),
            version,
            "nor anything else"
        );
        t.get("/api/stores/import-test-barn-hudson")
            .await
            .assert_not_found();

        // The same file, imported: what the dry run said, and the site shows the stores at once.
        let imported = ok(post_file(&t, "fileName=shops.csv&dryRun=false", CSV, &write).await);
        assert_eq!(imported, expected(false, 3, 0));
        assert_eq!(total_stores(&t).await, before + 3);
        let barn = t.get("/api/stores/import-test-barn-hudson").await.json();
        assert_eq!(barn["data"]["websites"], json!(["https://barn.example"]));
        assert_eq!(barn["data"]["source"], "csv");

        // Again: every store is there with the same content.
        let again = ok(post_file(&t, "fileName=shops.csv&dryRun=false", CSV, &write).await);
        assert_eq!(again, expected(false, 0, 3));
        assert_eq!(total_stores(&t).await, before + 3);

        // A changed row updates its store; the dry run says so first.
        let changed = CSV.replace("barn.example", "newbarn.example");
        let planned = ok(post_file(&t, "fileName=shops.csv", changed.clone(), &write).await);
        assert_eq!(
            planned["dryRun"], true,
            "without dryRun, nothing is written"
        );
        let counts = |r: &Value| {
            (
                r["inserted"].clone(),
                r["updated"].clone(),
                r["unchanged"].clone(),
            )
        };
        assert_eq!(counts(&planned), (json!(0), json!(1), json!(2)));
        let barn = t.get("/api/stores/import-test-barn-hudson").await.json();
        assert_eq!(barn["data"]["websites"], json!(["https://barn.example"]));
        let updated = ok(post_file(&t, "fileName=shops.csv&dryRun=false", changed, &write).await);
        assert_eq!(counts(&updated), counts(&planned));
        let barn = t.get("/api/stores/import-test-barn-hudson").await.json();
        assert_eq!(barn["data"]["websites"], json!(["https://newbarn.example"]));
        assert_eq!(total_stores(&t).await, before + 3);

        // The admin token imports too, recorded as such; the format may be named instead of a file name.
        let by_token = ok(post_file(&t, "format=csv&dryRun=true", CSV, &[AUTH]).await);
        assert_eq!(by_token["by"], "admin token");
        assert_eq!(by_token["fileName"], "import.csv");
    }
);

both_with!(
    a_renamed_file_updates_its_stores_and_a_listed_business_is_not_doubled_silently,
    admin(),
    0,
    |t: TestApp| async move {
        let Session { bearer, csrf } = sign_in(&t, "boss@example.com", Role::Admin).await;
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let first = ok(post_file(&t, "fileName=shops.csv&dryRun=false", CSV, &write).await);
        assert_eq!(first["inserted"], 3);

        // The list again, renamed and respelled: `1 Mill Street` for `1 Mill St` (found by name
        // and address), `Import Test Lofts` in capitals (its id, made from name and address, does
        // not see case). No store is doubled.
        let respelled = CSV
            .replace("1 Mill St,", "1 Mill Street,")
            .replace("Import Test Lofts", "IMPORT TEST LOFTS");
        let planned = ok(post_file(&t, "fileName=stores-v2.csv", respelled.clone(), &write).await);
        let counts = |r: &Value| {
            (
                r["inserted"].clone(),
                r["updated"].clone(),
                r["matchedByAddress"].clone(),
            )
        };
        assert_eq!(
            counts(&planned),
            (json!(0), json!(2), json!(1)),
            "{planned}"
        );
        let done =
            ok(post_file(&t, "fileName=stores-v2.csv&dryRun=false", respelled, &write).await);
        assert_eq!(
            counts(&done),
            counts(&planned),
            "the dry run counted what the import did"
        );
        assert_eq!(total_stores(&t).await, 3);
        let barn = t.get("/api/stores/import-test-barn-hudson").await.json();
        assert_eq!(barn["data"]["address"], "1 Mill Street");

        // Another list, its own source and ids: a store on the Barn's phone line (an extension
        // aside) is a likely duplicate, reported on its line and imported as new.
        let dealers = "name,address,city,state,phone,latitude,longitude,source_id,rating
Hudson Barn Outlet,9 Front St,Hudson,NY,518-555-0100 x3,,,D-1,4.4
Brand New Dealer,5 Front St,Hudson,NY,,,,D-2,
";
        let planned = ok(post_file(
            &t,
            "fileName=dealers.csv&source=Dealers&ratingScale=5",
            dealers,
            &write,
        )
        .await);
        assert_eq!(planned["source"], "dealers");
        assert_eq!(planned["inserted"], 2);
        let duplicate = &planned["warnings"][0];
        assert_eq!(duplicate["line"], 2, "{planned}");
        assert_eq!(duplicate["field"], "duplicate");
        let message = duplicate["message"].as_str().unwrap();
        assert!(
            message.contains("Import Test Barn") && message.contains("same phone (518) 555-0100"),
            "{message}"
        );
        assert_eq!(
            planned["warningsByField"],
            json!([{ "field": "duplicate", "count": 1 }])
        );
        ok(post_file(
            &t,
            "fileName=dealers.csv&source=dealers&ratingScale=5&dryRun=false",
            dealers,
            &write,
        )
        .await);
        let outlet = t.get("/api/stores/hudson-barn-outlet-hudson").await.json();
        assert_eq!(outlet["data"]["source"], "dealers");
        assert_eq!(outlet["data"]["rating"], 8.8, "4.4 of 5 stars");

        // Sources and scales that cannot be used are refused.
        for query in [
            "source=",
            "source=two%20words",
            "ratingScale=0",
            "ratingScale=stars",
            "ratingScale=101",
        ] {
            let r = post_file(&t, &format!("fileName=x.csv&{query}"), CSV, &write).await;
            assert_eq!(
                r.status,
                400,
                "{query}: {}",
                String::from_utf8_lossy(&r.body)
            );
        }
    }
);

both_with!(
    a_store_renamed_by_an_import_keeps_its_old_slug_which_no_new_store_takes,
    admin(),
    0,
    |t: TestApp| async move {
        let Session { bearer, csrf } = sign_in(&t, "boss@example.com", Role::Admin).await;
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let list = |rows: &str| format!("name,address,city,state,source_id\n{rows}");
        ok(post_file(
            &t,
            "fileName=barns.csv&dryRun=false",
            list("Blue Barn,1 Mill St,Hudson,NY,1\n"),
            &write,
        )
        .await);
        let barn = t.get("/api/stores/blue-barn-hudson").await.json();
        let id = barn["data"]["id"].clone();

        // The list renames the store: it moves to its new slug, and its old one still answers it.
        let renamed = ok(post_file(
            &t,
            "fileName=barns.csv&dryRun=false",
            list("Blue Barn Antiques,1 Mill St,Hudson,NY,1\n"),
            &write,
        )
        .await);
        assert_eq!(renamed["updated"], 1, "{renamed}");
        let by_new = t.get("/api/stores/blue-barn-antiques-hudson").await.json();
        assert_eq!(by_new["data"]["id"], id);
        let by_old = t.get("/api/stores/blue-barn-hudson").await.json();
        assert_eq!(by_old["data"]["id"], id);
        assert_eq!(by_old["data"]["slug"], "blue-barn-antiques-hudson");

        // A new store of the old name does not take the old slug: the old address keeps leading to
        // the business it named.
        let rows = "Blue Barn Antiques,1 Mill St,Hudson,NY,1\nBlue Barn,40 Front St,Hudson,NY,2\n";
        let planned = ok(post_file(&t, "fileName=barns.csv", list(rows), &write).await);
        assert_eq!(planned["inserted"], 1, "{planned}");
        ok(post_file(&t, "fileName=barns.csv&dryRun=false", list(rows), &write).await);
        let newcomer = t.get("/api/stores/blue-barn-hudson-2").await.json();
        assert_eq!(newcomer["data"]["address"], "40 Front St");
        assert_ne!(newcomer["data"]["id"], id);
        let by_old = t.get("/api/stores/blue-barn-hudson").await.json();
        assert_eq!(
            by_old["data"]["id"], id,
            "the old slug still answers the renamed store"
        );
    }
);

/// An import limit small enough to pass in a test.
fn small_limit() -> ApiConfig {
    ApiConfig {
        import_body_limit: 4096,
        ..admin()
    }
}

both_with!(
    editors_files_that_cannot_be_read_and_large_files_are_refused,
    small_limit(),
    5,
    |t: TestApp| async move {
        let Session {
            bearer: editor,
            csrf: editor_csrf,
        } = sign_in(&t, "ed@example.com", Role::Editor).await;
        let refused = post_file(
            &t,
            "fileName=shops.csv&dryRun=true",
            CSV,
            &[
                ("authorization", editor.as_str()),
                ("x-csrf-token", editor_csrf.as_str()),
            ],
        )
        .await;
        refused.assert_error(403);

        let Session { bearer, csrf } = sign_in(&t, "boss@example.com", Role::Admin).await;
        // A session's import needs its CSRF token, like every change.
        post_file(
            &t,
            "fileName=shops.csv",
            CSV,
            &[("authorization", bearer.as_str())],
        )
        .await
        .assert_error(403);
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let before = total_stores(&t).await;

        let message = post_file(
            &t,
            "fileName=notes.csv&dryRun=false",
            "hello,world\n1,2\n",
            &write,
        )
        .await
        .assert_error(422);
        assert!(message.contains("unrecognised CSV header"), "{message}");
        let message = post_file(&t, "fileName=shops.json&dryRun=false", "{ not json", &write)
            .await
            .assert_error(422);
        assert!(message.contains("invalid JSON"), "{message}");
        let message = post_file(
            &t,
            "fileName=shops.geojson",
            r#"{"type":"Feature"}"#,
            &write,
        )
        .await
        .assert_error(422);
        assert!(message.contains("FeatureCollection"), "{message}");
        let message = post_file(&t, "fileName=shops.csv", "  \n", &write)
            .await
            .assert_error(422);
        assert!(message.contains("empty"), "{message}");
        let message = post_file(&t, "fileName=shops.csv&format=geojson", CSV, &write)
            .await
            .assert_error(422);
        assert!(message.contains("invalid JSON"), "{message}");
        post_file(&t, "fileName=shops.csv&format=xlsx", CSV, &write)
            .await
            .assert_error(400);
        post_file(&t, "dryRun=true", CSV, &write)
            .await
            .assert_error(422);
        post_file(&t, "fileName=shops.csv&dryRun=maybe", CSV, &write)
            .await
            .assert_error(400);
        let form = Request::post("/api/admin/import?fileName=shops.csv")
            .header("content-type", "multipart/form-data; boundary=x")
            .header("authorization", bearer.as_str())
            .header("x-csrf-token", csrf.as_str())
            .body(Body::from(CSV))
            .unwrap();
        let message = t.send(form).await.assert_error(400);
        assert!(message.contains("not a multipart form"), "{message}");

        let big = format!(
            "{CSV}{}",
            "Filler Shop,9 Long Rd,Hudson,NY,12534,,\n".repeat(200)
        );
        let message = post_file(&t, "fileName=big.csv&dryRun=false", big, &write)
            .await
            .assert_error(413);
        assert!(message.contains("at most"), "{message}");
        assert_eq!(
            total_stores(&t).await,
            before,
            "nothing refused was written"
        );
    }
);

both_with!(
    geojson_and_our_json_import_with_lines_by_feature_and_store,
    admin(),
    5,
    |t: TestApp| async move {
        let geojson = json!({ "type": "FeatureCollection", "features": [
            { "type": "Feature", "id": "node/1", "geometry": { "type": "Point", "coordinates": [-73.79, 42.25] },
              "properties": { "name": "Osm Barn", "addr:city": "Hudson", "addr:state": "NY" } },
            { "type": "Feature", "id": "node/2", "geometry": { "type": "Point", "coordinates": [-73.79, 42.25] },
              "properties": { "addr:city": "Hudson", "addr:state": "NY" } },
        ]});
        let r = ok(post_file(
            &t,
            "fileName=osm.geojson&dryRun=false",
            geojson.to_string(),
            &[AUTH],
        )
        .await);
        assert_eq!(
            (&r["format"], &r["read"], &r["inserted"]),
            (&json!("geojson"), &json!(2), &json!(1))
        );
        assert_eq!(r["rejected"][0]["line"], 2);

        // Our whole catalogue: its stores are imported, the rest is named as left out.
        let export = t.db.load_catalog().await.unwrap();
        let r = ok(post_file(
            &t,
            "fileName=export.json",
            serde_json::to_vec(&export).unwrap(),
            &[AUTH],
        )
        .await);
        assert_eq!(
            (&r["read"], &r["unchanged"], &r["inserted"]),
            (&json!(6), &json!(6), &json!(0))
        );
        assert_eq!(r["warnings"][0]["line"], Value::Null);
        assert!(
            r["warnings"][0]["message"]
                .as_str()
                .unwrap()
                .contains("Only the stores")
        );
    }
);
