//! The editorial side through HTTP: signing in, roles, CSRF, drafts, stale writes, history and
//! restore, renamed stores.

use antiques_storage::{Role, hash_password};
use serde_json::{Value, json};

use crate::both_with;
use crate::common::{AUTH, Res, TestApp, admin, sign_in};

const PASSWORD: &str = "correct horse battery staple";

async fn add_account(t: &TestApp, email: &str, role: Role) {
    t.db.add_user(email, role, &hash_password(PASSWORD).unwrap())
        .await
        .unwrap();
}

async fn login(t: &TestApp, email: &str, password: &str) -> Res {
    t.post_json(
        "/api/admin/login",
        &json!({ "email": email, "password": password }),
    )
    .await
}

fn new_store(t: &TestApp, name: &str) -> Value {
    let snap = t.state.snapshot();
    let h = &snap.hotspots[0];
    json!({ "data": { "name": name, "city": h.name, "state": h.state,
        "latitude": h.latitude, "longitude": h.longitude } })
}

both_with!(signing_in_and_out, admin(), 10, |t: TestApp| async move {
    add_account(&t, "editor@example.com", Role::Editor).await;
    // A wrong password and an unknown address get the same answer.
    let wrong = login(&t, "editor@example.com", "not the password at all").await;
    let unknown = login(&t, "nobody@example.com", PASSWORD).await;
    assert_eq!(wrong.assert_error(401), unknown.assert_error(401));

    let ok = login(&t, " Editor@Example.com ", PASSWORD).await;
    assert_eq!(ok.status, 200);
    ok.assert_cache("no-store");
    let data = ok.json()["data"].clone();
    assert_eq!(data["user"]["email"], "editor@example.com");
    assert_eq!(data["user"]["role"], "editor");
    assert_eq!(data["user"]["canAdminister"], false);
    let token = data["token"].as_str().unwrap().to_string();
    let csrf = data["csrfToken"].as_str().unwrap().to_string();
    assert_ne!(token, csrf);
    let bearer = format!("Bearer {token}");

    let me = t
        .get_with("/api/admin/session", &[("authorization", &bearer)])
        .await;
    assert_eq!(me.status, 200);
    assert_eq!(me.json()["data"]["csrfToken"], csrf.as_str());
    assert_eq!(
        t.get_with("/api/admin/dashboard", &[("authorization", &bearer)])
            .await
            .status,
        200
    );
    // No session: 401 with a challenge.
    let none = t.get("/api/admin/dashboard").await;
    none.assert_error(401);
    assert_eq!(none.header("www-authenticate"), "Bearer");

    // Signing out is a change: it needs the CSRF token.
    let forged = t
        .send_json(
            "POST",
            "/api/admin/logout",
            &json!({}),
            &[("authorization", &bearer)],
        )
        .await;
    forged.assert_error(403);
    let out = t
        .send_json(
            "POST",
            "/api/admin/logout",
            &json!({}),
            &[("authorization", &bearer), ("x-csrf-token", &csrf)],
        )
        .await;
    assert_eq!(out.status, 204);
    t.get_with("/api/admin/session", &[("authorization", &bearer)])
        .await
        .assert_error(401);

    // A disabled account cannot sign in, and its sessions stop at the next request.
    let again = sign_in(&t, "second@example.com", Role::Editor).await;
    t.db.set_user_disabled("second@example.com", true)
        .await
        .unwrap();
    t.get_with("/api/admin/session", &again.read())
        .await
        .assert_error(401);
    login(&t, "second@example.com", PASSWORD)
        .await
        .assert_error(401);
});

both_with!(
    failed_sign_ins_wait_longer_and_longer,
    admin(),
    0,
    |t: TestApp| async move {
        add_account(&t, "editor@example.com", Role::Editor).await;
        for _ in 0..4 {
            login(&t, "editor@example.com", "a wrong password")
                .await
                .assert_error(401);
        }
        let held = login(&t, "editor@example.com", PASSWORD).await;
        let message = held.assert_error(429);
        assert!(message.contains("Try again in"), "{message}");
        assert!(held.header("retry-after").parse::<u64>().unwrap() >= 1);
    }
);

both_with!(
    roles_and_csrf_decide_who_may_change_what,
    admin(),
    10,
    |t: TestApp| async move {
        let editor = sign_in(&t, "editor@example.com", Role::Editor).await;
        let boss = sign_in(&t, "boss@example.com", Role::Admin).await;
        let body = new_store(&t, "Session Emporium");

        // An editor creates stores, with the CSRF token only.
        t.send_json("POST", "/api/stores", &body, &editor.read())
            .await
            .assert_error(403);
        let created = t
            .send_json("POST", "/api/stores", &body, &editor.write())
            .await;
        assert_eq!(
            created.status,
            201,
            "{}",
            String::from_utf8_lossy(&created.body)
        );
        // A CSRF token of another session does not do.
        let slug = created.json()["data"]["slug"].as_str().unwrap().to_string();
        let mixed = [
            ("authorization", editor.bearer.as_str()),
            ("x-csrf-token", boss.csrf.as_str()),
        ];
        t.send_json(
            "PUT",
            &format!("/api/stores/{slug}"),
            &json!({ "data": { "description": "x" } }),
            &mixed,
        )
        .await
        .assert_error(403);

        // Imports are for admins: an editor is refused, an admin's session and the token pass.
        let catalog = json!({ "stores": [] });
        let refused = t
            .send_json("POST", "/api/import", &catalog, &editor.write())
            .await;
        assert!(refused.assert_error(403).contains("admin"));
        assert_eq!(
            t.send_json("POST", "/api/import", &catalog, &boss.write())
                .await
                .status,
            200
        );
        assert_eq!(
            t.send_json("POST", "/api/import", &catalog, &[AUTH])
                .await
                .status,
            200
        );
    }
);

both_with!(
    drafts_stay_off_the_public_site_until_published,
    admin(),
    10,
    |t: TestApp| async move {
        let editor = sign_in(&t, "editor@example.com", Role::Editor).await;
        let total = || async {
            t.get("/api/stores/reference").await.json()["data"]["totalStores"]
                .as_u64()
                .unwrap()
        };
        let before = total().await;
        let r = t
            .send_json(
                "POST",
                "/api/stores?status=draft",
                &new_store(&t, "Hidden Draft Antiques"),
                &editor.write(),
            )
            .await;
        assert_eq!(r.status, 201);
        let draft = r.json()["data"].clone();
        let slug = draft["slug"].as_str().unwrap().to_string();
        assert_eq!(draft["publishedAt"], Value::Null);
        t.get(&format!("/api/stores/{slug}"))
            .await
            .assert_not_found();
        assert_eq!(total().await, before);
        let search = t
            .post_json("/api/stores/search", &json!({ "query": "Hidden Draft" }))
            .await;
        assert_eq!(search.json()["meta"]["pagination"]["total"], 0);

        let listed = t
            .get_with("/api/admin/stores?status=draft", &editor.read())
            .await;
        assert_eq!(listed.json()["data"][0]["slug"], slug.as_str());
        assert_eq!(listed.json()["data"][0]["status"], "draft");
        let seen = t
            .get_with(&format!("/api/admin/stores/{slug}"), &editor.read())
            .await;
        assert_eq!(seen.json()["meta"]["status"], "draft");
        let dashboard = t
            .get_with("/api/admin/dashboard", &editor.read())
            .await
            .json();
        assert_eq!(dashboard["data"]["storesDraft"], 1);
        assert_eq!(
            dashboard["data"]["recentChanges"][0]["label"],
            "Hidden Draft Antiques"
        );

        let published = t
            .send_json(
                "POST",
                &format!("/api/admin/stores/{slug}/publish"),
                &json!({}),
                &editor.write(),
            )
            .await;
        assert_eq!(published.json()["meta"]["status"], "published");
        assert_eq!(t.get(&format!("/api/stores/{slug}")).await.status, 200);
        assert_eq!(total().await, before + 1);

        t.send_json(
            "POST",
            &format!("/api/admin/stores/{slug}/unpublish"),
            &json!({}),
            &editor.write(),
        )
        .await;
        t.get(&format!("/api/stores/{slug}"))
            .await
            .assert_not_found();
        assert_eq!(total().await, before);
    }
);

both_with!(
    a_second_editor_cannot_overwrite_the_first,
    admin(),
    10,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        let bob = sign_in(&t, "bob@example.com", Role::Editor).await;
        let created = t
            .send_json(
                "POST",
                "/api/stores",
                &new_store(&t, "Contested Antiques"),
                &ann.write(),
            )
            .await
            .json();
        let slug = created["data"]["slug"].as_str().unwrap().to_string();
        let opened = t
            .get_with(&format!("/api/admin/stores/{slug}"), &ann.read())
            .await
            .json();
        let version = opened["meta"]["version"].as_str().unwrap().to_string();

        let mut ann_headers = ann.write().to_vec();
        ann_headers.push(("if-match", &version));
        let first = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": { "description": "Ann's words" } }),
                &ann_headers,
            )
            .await;
        assert_eq!(first.status, 200);

        let mut bob_headers = bob.write().to_vec();
        bob_headers.push(("if-match", &version));
        let second = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": { "description": "Bob's words" } }),
                &bob_headers,
            )
            .await;
        let message = second.assert_error(412);
        assert!(message.contains("ann@example.com"), "{message}");
        let now = t
            .get_with(&format!("/api/admin/stores/{slug}"), &bob.read())
            .await
            .json();
        assert_eq!(now["data"]["description"], "Ann's words");
        t.send_json(
            "PUT",
            &format!("/api/stores/{slug}"),
            &json!({ "data": { "description": "Yesterday's words" } }),
            &[AUTH, ("if-match", "yesterday")],
        )
        .await
        // Any text is a version; one the store does not have is refused like a stale one.
        .assert_error(412);
    }
);

both_with!(
    history_shows_each_change_and_restores_a_version,
    admin(),
    10,
    |t: TestApp| async move {
        let ann = sign_in(&t, "ann@example.com", Role::Editor).await;
        let created = t
            .send_json(
                "POST",
                "/api/stores",
                &new_store(&t, "Time Machine Antiques"),
                &ann.write(),
            )
            .await
            .json();
        let id = created["data"]["documentId"].as_str().unwrap().to_string();
        let slug = created["data"]["slug"].as_str().unwrap().to_string();
        t.send_json(
            "PUT",
            &format!("/api/stores/{id}"),
            &json!({ "data": { "name": "Renamed Antiques", "slug": "renamed-antiques" } }),
            &[AUTH],
        )
        .await;
        // The old address answers the store under its new slug.
        let old = t.get(&format!("/api/stores/{slug}")).await;
        assert_eq!(old.status, 200);
        assert_eq!(old.json()["data"]["slug"], "renamed-antiques");

        let history = t
            .get_with(&format!("/api/stores/{id}/history"), &ann.read())
            .await
            .json();
        let entries = history["data"].as_array().unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0]["action"], "update");
        assert_eq!(entries[0]["actor"], "admin token");
        let fields: Vec<&str> = entries[0]["changes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["field"].as_str().unwrap())
            .collect();
        assert_eq!(fields, ["name", "slug"]);
        assert_eq!(entries[0]["changes"][0]["before"], "Time Machine Antiques");
        assert_eq!(entries[1]["action"], "create");
        assert_eq!(entries[1]["actor"], "ann@example.com");

        let first = entries[1]["id"].as_i64().unwrap();
        let restored = t
            .send_json(
                "POST",
                &format!("/api/stores/{id}/history/{first}/restore"),
                &json!({}),
                &ann.write(),
            )
            .await;
        assert_eq!(
            restored.status,
            200,
            "{}",
            String::from_utf8_lossy(&restored.body)
        );
        assert_eq!(restored.json()["data"]["name"], "Time Machine Antiques");
        assert_eq!(
            t.get(&format!("/api/stores/{slug}")).await.json()["data"]["slug"],
            slug.as_str()
        );
        let after = t
            .get_with(&format!("/api/stores/{id}/history"), &ann.read())
            .await
            .json();
        assert_eq!(after["data"][0]["action"], "restore");
        assert_eq!(after["data"][0]["actor"], "ann@example.com");
        t.send_json(
            "POST",
            &format!("/api/stores/{id}/history/999999/restore"),
            &json!({}),
            &ann.write(),
        )
        .await
        .assert_not_found();
    }
);

both_with!(
    editors_input_is_checked_field_by_field,
    admin(),
    10,
    |t: TestApp| async move {
        let snap = t.state.snapshot();
        let h = snap.hotspots[0].clone();
        let category = snap.categories[0].clone();
        let body = json!({ "data": {
            "name": "Careful Antiques", "city": h.name, "state": h.state,
            "phones": [{ "prettyPhoneNumber": "518 555 0142", "phoneNumber": "" }, { "prettyPhoneNumber": "", "phoneNumber": "" }],
            "emails": ["  Owner@Example.com "],
            "categories": [{ "slug": category.slug, "name": "" }],
            "photos": [{ "url": "example.com/front.jpg", "alt": " Front ", "width": null, "height": null }],
            "openingHours": { "timeZone": "America/New_York", "status": "regular", "note": null, "season": null,
                "weekly": { "monday": [], "tuesday": [{ "open": "10:00", "close": "17:00" }], "wednesday": [],
                    "thursday": [], "friday": [], "saturday": [], "sunday": [] } },
        } });
        let r = t.send_json("POST", "/api/stores", &body, &[AUTH]).await;
        assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.body));
        let store = r.json()["data"].clone();
        assert_eq!(
            store["phones"],
            json!([{ "prettyPhoneNumber": "(518) 555-0142", "phoneNumber": "+15185550142" }])
        );
        assert_eq!(store["emails"], json!(["owner@example.com"]));
        assert_eq!(store["categories"][0]["name"], category.name.as_str());
        assert_eq!(store["photos"][0]["url"], "https://example.com/front.jpg");
        assert_eq!(store["photos"][0]["alt"], "Front");

        let bad = json!({ "data": {
            "name": "Careless Antiques", "city": h.name, "state": h.state,
            "phones": [{ "prettyPhoneNumber": "12345", "phoneNumber": "" }],
            "emails": ["not an address"],
            "categories": [{ "slug": "no-such-category", "name": "" }],
            "socialLinks": [{ "platform": "", "url": "https://facebook.com/x" }],
            "openingHours": { "timeZone": "Mars/Olympus", "status": "seasonal", "note": null, "season": null,
                "weekly": { "monday": [{ "open": "25:00", "close": "17:00" }], "tuesday": [{ "open": "10:00", "close": "10:00" }],
                    "wednesday": [], "thursday": [], "friday": [], "saturday": [], "sunday": [] } },
        } });
        let refused = t.send_json("POST", "/api/stores", &bad, &[AUTH]).await;
        refused.assert_error(400);
        let paths: Vec<String> = refused.json()["error"]["details"]["errors"]
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
        for expected in [
            "phones.0",
            "emails.0",
            "categories.0",
            "socialLinks.0",
            "openingHours.timeZone",
            "openingHours.weekly.monday.0.open",
            "openingHours.weekly.tuesday.0.close",
            "openingHours.season",
        ] {
            assert!(
                paths.iter().any(|p| p == expected),
                "{expected} not in {paths:?}"
            );
        }
        // A category added goes after the store's own; saving the same categories in another order
        // (a form lists them in the catalogue's order) keeps the store's order and changes nothing.
        let slug = store["slug"].as_str().unwrap().to_string();
        let second = snap.categories[1].clone();
        let two = json!({ "data": { "categories": [{ "slug": second.slug, "name": "" }, { "slug": category.slug, "name": "" }] } });
        t.send_json("PUT", &format!("/api/stores/{slug}"), &two, &[AUTH])
            .await;
        let swapped = json!({ "data": { "categories": [{ "slug": second.slug, "name": "" }, { "slug": category.slug, "name": "" }] } });
        let again = t
            .send_json("PUT", &format!("/api/stores/{slug}"), &swapped, &[AUTH])
            .await;
        assert_eq!(again.json()["meta"]["outcome"], "unchanged");
        assert_eq!(
            again.json()["data"]["categories"][0]["slug"],
            category.slug.as_str()
        );

        // Nothing was stored.
        let search = t
            .post_json("/api/stores/search", &json!({ "query": "Careless" }))
            .await;
        assert_eq!(search.json()["meta"]["pagination"]["total"], 0);
    }
);

both_with!(
    saved_lists_and_trips_find_renamed_stores_by_their_old_slugs,
    admin(),
    10,
    |t: TestApp| async move {
        let list = t.get("/api/stores?pagination[pageSize]=2").await.json();
        let slug = |i: usize| list["data"][i]["slug"].as_str().unwrap().to_string();
        let (kept, moved) = (slug(0), slug(1));
        let renamed = t
            .send_json(
                "PUT",
                &format!("/api/stores/{moved}"),
                &json!({ "data": { "slug": "moved-on-antiques" } }),
                &[AUTH],
            )
            .await;
        assert_eq!(renamed.status, 200);

        // Each slug asked once, in the order asked: the renamed store under its new slug, saying
        // which slug found it; a slug no store has or had is left out.
        let r = t
            .get(&format!(
                "/api/stores/by-slugs?slugs={moved},no-such-store,{kept},{moved}"
            ))
            .await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        r.assert_cache("public, max-age=60");
        let found = r.json();
        let pairs: Vec<(&str, &str)> = found["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["askedSlug"].as_str().unwrap(),
                    s["slug"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            pairs,
            [
                (moved.as_str(), "moved-on-antiques"),
                (kept.as_str(), kept.as_str())
            ]
        );
        // Summaries, as lists give them.
        assert!(found["data"][0].get("openingHours").is_some());
        assert!(found["data"][0].get("storeAnalysis").is_none());

        // Strapi's filter keeps its meaning: the slug a store has now.
        let filtered = t
            .get(&format!("/api/stores?filters[slug][$in][0]={moved}"))
            .await
            .json();
        assert_eq!(filtered["data"], json!([]));

        let many = vec!["a"; 101].join(",");
        for query in ["", "slugs=", "slugs=a,,b", &format!("slugs={many}")] {
            t.get(&format!("/api/stores/by-slugs?{query}"))
                .await
                .assert_error(400);
        }
    }
);
