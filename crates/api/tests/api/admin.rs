//! Admin store writes.

use axum::body::Body;
use axum::http::Request;
use serde_json::json;

use crate::both_with;
use crate::common::{AUTH, TestApp, admin};

both_with!(
    store_create_update_delete,
    admin(),
    50,
    |t: TestApp| async move {
        let snap = t.state.snapshot();
        let hotspot = snap.hotspots[0].clone();
        let body = json!({ "data": {
        "name": "Test Emporium", "city": hotspot.name, "state": hotspot.state,
        "latitude": hotspot.latitude + 0.001, "longitude": hotspot.longitude,
        "websites": ["https://test.example"], "rating": 8.5,
        "id": 999, "documentId": "ignored",
    } });
        let r = t.send_json("POST", "/api/stores", &body, &[AUTH]).await;
        assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.body));
        let created = r.json()["data"].clone();
        assert_ne!(created["id"], 999);
        assert_eq!(created["documentId"].as_str().unwrap().len(), 24);
        assert_eq!(
            created["nearestAntiqueHotspot"]["slug"],
            hotspot.slug.as_str()
        );
        let slug = created["slug"].as_str().unwrap().to_string();
        assert!(slug.starts_with("test-emporium"));
        assert_eq!(t.get(&format!("/api/stores/{slug}")).await.status, 200);
        assert_eq!(
            t.get("/api/stores/reference").await.json()["data"]["totalStores"],
            51
        );

        let dup = t.send_json("POST", "/api/stores", &json!({ "data": { "name": "Test Emporium", "city": hotspot.name, "state": hotspot.state, "slug": slug } }), &[AUTH]).await;
        dup.assert_error(409);

        let same = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": {} }),
                &[AUTH],
            )
            .await;
        assert_eq!(same.status, 200);
        assert_eq!(same.json()["meta"]["outcome"], "unchanged");
        assert_eq!(same.json()["data"]["updatedAt"], created["updatedAt"]);

        let changed = t
            .send_json(
                "PUT",
                &format!("/api/stores/{}", created["id"]),
                &json!({ "data": { "description": "Now with more barns" } }),
                &[AUTH],
            )
            .await;
        assert_eq!(changed.json()["meta"]["outcome"], "updated");
        let updated = changed.json()["data"].clone();
        assert_eq!(updated["description"], "Now with more barns");
        assert_eq!(updated["documentId"], created["documentId"]);
        assert_eq!(updated["createdAt"], created["createdAt"]);
        assert_ne!(updated["updatedAt"], created["updatedAt"]);
        assert_eq!(
            t.get(&format!("/api/stores/{slug}")).await.json()["data"]["description"],
            "Now with more barns"
        );

        let bad = t
            .send_json(
                "POST",
                "/api/stores",
                &json!({ "data": { "name": "", "city": "X", "state": "ZZ", "rating": 12 } }),
                &[AUTH],
            )
            .await;
        bad.assert_error(400);
        let paths: Vec<String> = bad.json()["error"]["details"]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["path"][0].as_str().unwrap().to_string())
            .collect();
        assert_eq!(paths, ["name", "state", "rating"]);
        // A link a page shows opens a web page: any other scheme is refused, field by field.
        let scripted = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": {
                    "websites": ["javascript:alert(1)"],
                    "mapUrl": "data:text/html,<script>alert(1)</script>",
                    "socialLinks": [{ "platform": "Facebook", "url": "JavaScript:alert(1)" }],
                    "photos": [{ "url": "vbscript:msgbox", "alt": "A barn" }],
                } }),
                &[AUTH],
            )
            .await;
        scripted.assert_error(400);
        let paths: Vec<String> = scripted.json()["error"]["details"]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["path"][0].as_str().unwrap().to_string())
            .collect();
        assert_eq!(paths, ["websites", "photos", "socialLinks", "mapUrl"]);
        let kept = t.get(&format!("/api/stores/{slug}")).await.json();
        assert_eq!(kept["data"]["mapUrl"], updated["mapUrl"]);
        // What the document cannot state is a 422, field by field: a store as documented whose
        // meaning cannot be taken.
        let week = |monday: serde_json::Value| {
            json!({ "monday": monday, "tuesday": [], "wednesday": [], "thursday": [],
                    "friday": [], "saturday": [], "sunday": [] })
        };
        let meaningless = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": {
                    "phones": [{ "prettyPhoneNumber": "call us", "phoneNumber": "" }],
                    "categories": [{ "slug": "spaceships", "name": "" }],
                    "socialLinks": [{ "platform": " ", "url": "facebook.com/barn" }],
                    "openingHours": { "timeZone": "Mars/Olympus", "status": "seasonal",
                                      "weekly": week(json!([{ "open": "10:00", "close": "10:00" }])) },
                } }),
                &[AUTH],
            )
            .await;
        meaningless.assert_error(422);
        let paths: Vec<String> = meaningless.json()["error"]["details"]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                e["path"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| p.as_str().unwrap())
                    .collect::<Vec<_>>()
                    .join(".")
            })
            .collect();
        assert_eq!(
            paths,
            [
                "phones.0",
                "categories.0",
                "socialLinks.0",
                "openingHours.timeZone",
                "openingHours.weekly.monday.0.close",
                "openingHours.season"
            ]
        );
        // With a refusal the document states among them, the answer is a 400 naming all of them.
        let both = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": {
                    "categories": [{ "slug": "spaceships", "name": "" }],
                    "openingHours": { "timeZone": "America/Chicago", "status": "regular",
                                      "weekly": week(json!([{ "open": "10", "close": "5 pm" }])) },
                } }),
                &[AUTH],
            )
            .await;
        both.assert_error(400);
        assert_eq!(
            both.json()["error"]["details"]["errors"]
                .as_array()
                .unwrap()
                .len(),
            3
        );
        assert_eq!(
            t.get(&format!("/api/stores/{slug}")).await.json()["data"]["categories"],
            kept["data"]["categories"]
        );
        t.send_json(
            "POST",
            "/api/stores",
            &json!({ "name": "no data wrapper" }),
            &[AUTH],
        )
        .await
        .assert_error(400);
        t.send_json(
            "POST",
            "/api/stores",
            &json!({ "data": { "name": "A", "city": "B", "state": "TX", "wings": 2 } }),
            &[AUTH],
        )
        .await
        .assert_error(400);
        t.send_json(
            "POST",
            "/api/stores",
            &json!({ "data": { "name": "A", "city": "B", "state": "TX", "featured": "yes" } }),
            &[AUTH],
        )
        .await
        .assert_error(400);
        t.send_json(
            "PUT",
            "/api/stores/no-such-store",
            &json!({ "data": {} }),
            &[AUTH],
        )
        .await
        .assert_error(404);

        let del = Request::delete(format!("/api/stores/{slug}"))
            .header(AUTH.0, AUTH.1)
            .body(Body::empty())
            .unwrap();
        let r = t.send(del).await;
        assert_eq!(r.status, 200);
        assert_eq!(r.json()["data"]["documentId"], created["documentId"]);
        t.get(&format!("/api/stores/{slug}"))
            .await
            .assert_error(404);
        let del = Request::delete(format!("/api/stores/{slug}"))
            .header(AUTH.0, AUTH.1)
            .body(Body::empty())
            .unwrap();
        t.send(del).await.assert_error(404);
    }
);

both_with!(
    catalog_version_moves_with_every_change,
    admin(),
    5,
    |t: TestApp| async move {
        let version = |r: crate::common::Res| r.json()["version"].as_i64().unwrap();
        let before = t.get("/api/catalog/version").await;
        before.assert_cache("no-store");
        let before = version(before);
        assert_eq!(version(t.get("/api/catalog/version").await), before);

        let slug = t
            .state
            .snapshot()
            .stores
            .iter()
            .next()
            .unwrap()
            .slug
            .clone();
        let r = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": { "description": "Freshly painted barn" } }),
                &[AUTH],
            )
            .await;
        assert_eq!(r.status, 200);
        let after = version(t.get("/api/catalog/version").await);
        assert!(after > before, "{before} → {after}");

        // A write that changes nothing leaves it where it is.
        t.send_json(
            "PUT",
            &format!("/api/stores/{slug}"),
            &json!({ "data": { "description": "Freshly painted barn" } }),
            &[AUTH],
        )
        .await;
        assert_eq!(version(t.get("/api/catalog/version").await), after);
    }
);
