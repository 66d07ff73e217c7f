//! The console's guides, events, hotspot towns and categories through HTTP: drafts kept off the
//! public reads, field errors by field, stale saves refused, history and restore, and the stores a
//! town or a category carries.

use antiques_storage::Role;
use serde_json::{Value, json};

use crate::both_with;
use crate::common::{TestApp, admin, sign_in};

fn guide(title: &str, draft: bool) -> Value {
    json!({ "data": {
        "title": title,
        "summary": "What to look for before you pay.",
        "body": "# Wiring\n\nCheck it.\n\n<script>alert(1)</script>",
        "author": "The editors",
        "tags": [],
        "publishedAt": "2026-11-01",
        "draft": draft,
    } })
}

both_with!(
    guides_are_drafted_published_and_restored,
    admin(),
    10,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        let bob = sign_in(&t, "bob@example.com", Role::Editor).await;

        let created = t
            .send_json(
                "POST",
                "/api/admin/guides",
                &guide("Buying brass lamps", true),
                &ann.write(),
            )
            .await;
        assert_eq!(
            created.status,
            201,
            "{}",
            String::from_utf8_lossy(&created.body)
        );
        let body = created.json();
        assert_eq!(body["data"]["slug"], "buying-brass-lamps");
        assert_eq!(body["data"]["draft"], true);
        let version = body["meta"]["version"].as_str().unwrap().to_string();

        // A draft is the console's only.
        t.get("/api/guides/buying-brass-lamps")
            .await
            .assert_not_found();
        let public: Vec<String> = t.get("/api/guides").await.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["slug"].as_str().unwrap().to_string())
            .collect();
        assert!(!public.contains(&"buying-brass-lamps".to_string()));
        let console = t.get_with("/api/admin/guides", &ann.read()).await.json();
        assert!(
            console["data"]
                .as_array()
                .unwrap()
                .iter()
                .any(|g| g["slug"] == "buying-brass-lamps")
        );

        // The same address again: a conflict, with an error beside the slug.
        let taken = t
            .send_json(
                "POST",
                "/api/admin/guides",
                &guide("Buying brass lamps", false),
                &ann.write(),
            )
            .await;
        taken.assert_error(409);
        assert_eq!(
            taken.json()["error"]["details"]["errors"][0]["path"][0],
            "slug"
        );

        // Bob publishes it; Ann, still on the draft she read, is refused and told by whom.
        let if_match = format!("\"{version}\"");
        let mut bob_headers = bob.write().to_vec();
        bob_headers.push(("if-match", if_match.as_str()));
        let published = t
            .send_json(
                "PUT",
                "/api/admin/guides/buying-brass-lamps",
                &guide("Buying brass lamps", false),
                &bob_headers,
            )
            .await;
        assert_eq!(
            published.status,
            200,
            "{}",
            String::from_utf8_lossy(&published.body)
        );
        let mut ann_headers = ann.write().to_vec();
        ann_headers.push(("if-match", if_match.as_str()));
        let stale = t
            .send_json(
                "PUT",
                "/api/admin/guides/buying-brass-lamps",
                &guide("Brass lamps", true),
                &ann_headers,
            )
            .await;
        let message = stale.assert_error(412);
        assert!(message.contains("bob@example.com"), "{message}");

        let public = t.get("/api/guides/buying-brass-lamps").await;
        assert_eq!(public.status, 200);
        assert_eq!(public.json()["data"]["title"], "Buying brass lamps");

        // Its history, field by field; the first version restored makes it a draft again.
        let history = t
            .get_with("/api/admin/guides/buying-brass-lamps/history", &ann.read())
            .await
            .json();
        let entries = history["data"].as_array().unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0]["actor"], "bob@example.com");
        assert_eq!(
            entries[0]["changes"],
            json!([{ "field": "draft", "before": true, "after": false }])
        );
        let first = entries[1]["id"].as_i64().unwrap();
        let restored = t
            .send_json(
                "POST",
                &format!("/api/admin/guides/buying-brass-lamps/history/{first}/restore"),
                &json!({}),
                &ann.write(),
            )
            .await;
        assert_eq!(restored.status, 200);
        assert_eq!(restored.json()["data"]["draft"], true);
        t.get("/api/guides/buying-brass-lamps")
            .await
            .assert_not_found();

        // Without the CSRF token a session cannot write.
        let forged = t
            .send_json(
                "POST",
                "/api/admin/guides",
                &guide("Forged", false),
                &ann.read(),
            )
            .await;
        assert_eq!(forged.status, 403);
    }
);

both_with!(
    record_fields_are_checked_one_by_one,
    admin(),
    10,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        let bad = t.send_json("POST", "/api/admin/events", &json!({ "data": {
        "title": "Spring show", "description": "Dealers.", "startDate": "2027-05-02", "endDate": "2027-05-01",
        "venue": "Fairground", "city": "Hudson", "state": "ZZ", "hotspot": "atlantis", "url": "javascript:alert(1)",
    } }), &ann.write()).await;
        bad.assert_error(400);
        let fields: Vec<String> = bad.json()["error"]["details"]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["path"][0].as_str().unwrap().to_string())
            .collect();
        assert_eq!(fields, ["endDate", "state", "hotspot", "url"]);
        let not_an_object = t
            .send_json(
                "POST",
                "/api/admin/categories",
                &json!({ "data": [1] }),
                &ann.write(),
            )
            .await;
        not_an_object.assert_error(400);
        t.get_with("/api/admin/hotspots/atlantis", &ann.read())
            .await
            .assert_not_found();
        let nothing = t
            .send_json(
                "PUT",
                "/api/admin/categories/nothing",
                &json!({ "data": { "name": "N", "description": "D" } }),
                &ann.write(),
            )
            .await;
        nothing.assert_not_found();
    }
);

both_with!(
    towns_and_categories_carry_their_stores,
    admin(),
    40,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        // A new town where a store stands: it becomes that store's nearest town.
        let list = t
            .get("/api/stores?populate=*&pagination[pageSize]=40")
            .await
            .json();
        let store = list["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["latitude"].is_number() && !s["categories"].as_array().unwrap().is_empty())
            .expect("a store with coordinates and a category")
            .clone();
        let (state, store_slug) = (
            store["state"].as_str().unwrap(),
            store["slug"].as_str().unwrap(),
        );
        let created = t.send_json("POST", "/api/admin/hotspots", &json!({ "data": {
        "name": "Testville", "state": state, "latitude": store["latitude"], "longitude": store["longitude"],
        "description": "A town made for this test.", "bestTimeToVisit": "Any day", "radiusKm": 5,
    } }), &ann.write()).await;
        assert_eq!(
            created.status,
            201,
            "{}",
            String::from_utf8_lossy(&created.body)
        );
        let slug = created.json()["data"]["slug"].as_str().unwrap().to_string();
        assert_eq!(slug, format!("testville-{}", state.to_lowercase()));
        assert!(created.json()["meta"]["stores"].as_u64().unwrap() >= 1);
        let page = t.get(&format!("/api/stores/{store_slug}")).await.json();
        assert_eq!(page["data"]["nearestAntiqueHotspot"]["slug"], slug.as_str());
        assert!(t.get(&format!("/api/hotspots/{slug}")).await.status == 200);

        // Removed again: the store goes back to another town, the public page is gone.
        let removed = t
            .send_json(
                "DELETE",
                &format!("/api/admin/hotspots/{slug}"),
                &json!({}),
                &ann.write(),
            )
            .await;
        assert_eq!(removed.status, 200);
        assert!(removed.json()["data"]["storesRewritten"].as_u64().unwrap() >= 1);
        let page = t.get(&format!("/api/stores/{store_slug}")).await.json();
        assert_ne!(page["data"]["nearestAntiqueHotspot"]["slug"], slug.as_str());
        t.get(&format!("/api/hotspots/{slug}"))
            .await
            .assert_not_found();

        // A category renamed is renamed on its stores' pages.
        let category = store["categories"][0]["slug"].as_str().unwrap().to_string();
        let read = t
            .get_with(&format!("/api/admin/categories/{category}"), &ann.read())
            .await
            .json();
        let renamed = t
            .send_json(
                "PUT",
                &format!("/api/admin/categories/{category}"),
                &json!({ "data": {
        "name": "Renamed kind", "description": read["data"]["description"],
    } }),
                &ann.write(),
            )
            .await;
        assert_eq!(
            renamed.status,
            200,
            "{}",
            String::from_utf8_lossy(&renamed.body)
        );
        let page = t.get(&format!("/api/stores/{store_slug}")).await.json();
        assert!(
            page["data"]["categories"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["slug"] == category.as_str() && c["name"] == "Renamed kind")
        );
        let listed = t.get("/api/categories").await.json();
        assert!(
            listed["data"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["name"] == "Renamed kind")
        );
    }
);

both_with!(
    a_zip_code_is_placed_by_its_stores_or_its_centroid,
    admin(),
    1,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        for (name, lat) in [("North Barn", 42.26), ("South Barn", 42.24)] {
            let created = t.send_json("POST", "/api/stores", &json!({ "data": {
            "name": name, "city": "Testtown", "state": "NY", "zipCode": "10999", "latitude": lat, "longitude": -73.79,
        } }), &ann.write()).await;
            assert_eq!(
                created.status,
                201,
                "{}",
                String::from_utf8_lossy(&created.body)
            );
        }
        let found = t
            .get_with("/api/admin/geocode?zip=10999-0001", &ann.read())
            .await;
        assert_eq!(
            found.status,
            200,
            "{}",
            String::from_utf8_lossy(&found.body)
        );
        let data = found.json()["data"].clone();
        assert!((data["latitude"].as_f64().unwrap() - 42.25).abs() < 1e-9);
        assert_eq!(data["basis"], "2 stores in ZIP code 10999");
        // An unknown ZIP in a known town: the town's stores.
        let town = t
            .get_with(
                "/api/admin/geocode?zip=10998&city=testtown&state=ny",
                &ann.read(),
            )
            .await
            .json();
        assert_eq!(town["data"]["basis"], "2 stores in testtown, NY");
        let unknown = t
            .get_with("/api/admin/geocode?zip=10997", &ann.read())
            .await;
        assert!(unknown.assert_error(404).contains("place the pin"));
        t.get_with("/api/admin/geocode?zip=hudson", &ann.read())
            .await
            .assert_error(400);
        // Visitors cannot use it.
        assert_eq!(t.get("/api/admin/geocode?zip=10999").await.status, 401);
    }
);

#[tokio::test]
async fn a_configured_centroid_file_places_any_zip() {
    let dir = std::env::temp_dir().join(format!("antiques-zips-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("uszips.csv");
    std::fs::write(
        &file,
        "zip,lat,lng,city,state_name\n99950,55.3422,-131.6461,Ketchikan,Alaska\n",
    )
    .unwrap();
    let config = antiques_api::ApiConfig {
        zip_centroids: Some(file),
        ..admin()
    };
    crate::common::run_with(
        crate::common::Backend::Sqlite,
        config,
        0,
        |t: TestApp| async move {
            let found = t
                .get_with("/api/admin/geocode?zip=99950", &[crate::common::AUTH])
                .await
                .json();
            assert_eq!(found["data"]["latitude"], 55.3422);
            assert_eq!(found["data"]["basis"], "the centre of ZIP code 99950");
        },
    )
    .await;
    let _ = std::fs::remove_dir_all(dir);
}

both_with!(
    editors_writing_at_the_same_moment_are_all_stored,
    admin(),
    10,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        let headers = ann.write();
        // Each write reads the record, then writes it and its revision: on SQLite a transaction that
        // began deferred could not wait for another's write lock and failed at once (503).
        let names: Vec<String> = (0..12).map(|i| format!("Concurrent {i}")).collect();
        let creates = names.iter().map(|name| {
            let body =
                json!({ "data": { "name": name, "description": "Made at the same moment." } });
            let t = &t;
            async move {
                t.send_json("POST", "/api/admin/categories", &body, &headers)
                    .await
            }
        });
        for created in futures_util::future::join_all(creates).await {
            assert!(
                created.status.is_success(),
                "{}: {}",
                created.status,
                String::from_utf8_lossy(&created.body)
            );
        }
        let deletes = names.iter().map(|name| {
            let uri = format!(
                "/api/admin/categories/{}",
                name.to_lowercase().replace(' ', "-")
            );
            let t = &t;
            async move { t.send_json("DELETE", &uri, &json!({}), &headers).await }
        });
        for deleted in futures_util::future::join_all(deletes).await {
            assert!(
                deleted.status.is_success(),
                "{}: {}",
                deleted.status,
                String::from_utf8_lossy(&deleted.body)
            );
        }
    }
);
