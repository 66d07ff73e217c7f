//! Store reads.

use serde_json::{Value, json};

use crate::both;
use crate::common::{SEED_STORES, TestApp, full_store};

fn names(v: &Value) -> Vec<String> {
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect()
}

both!(reference_counts, |t: TestApp| async move {
    let r = t.get("/api/stores/reference").await;
    assert_eq!(r.status, 200);
    let d = &r.json()["data"];
    assert_eq!(d["totalStores"], SEED_STORES);
    assert!(d["distinctCities"].as_u64().unwrap() > 10);
    assert!(d["totalStates"].as_u64().unwrap() > 10);
    assert!(d["totalHotspots"].as_u64().unwrap() >= 25);
    assert_eq!(r.header("cache-control"), "public, max-age=60");
});

both!(
    list_defaults_summary_and_populate,
    |t: TestApp| async move {
        let r = t.get("/api/stores").await;
        assert_eq!(r.status, 200);
        let v = r.json();
        assert_eq!(v["data"].as_array().unwrap().len(), 100);
        assert_eq!(
            v["meta"]["pagination"],
            json!({ "page": 1, "pageSize": 100, "pageCount": 3, "total": SEED_STORES })
        );
        let first = &v["data"][0];
        for omitted in [
            "storeAnalysis",
            "customerSentiment",
            "photos",
            "socialLinks",
            "seo",
            "emails",
        ] {
            assert!(first.get(omitted).is_none(), "summary has {omitted}");
        }
        for kept in [
            "id",
            "documentId",
            "name",
            "slug",
            "address",
            "city",
            "state",
            "phones",
            "websites",
            "isSample",
            "categories",
            "openingHours",
        ] {
            assert!(first.get(kept).is_some(), "summary lacks {kept}");
        }
        assert_eq!(first["isSample"], true);
        let doc = first["documentId"].as_str().unwrap();
        assert_eq!(doc.len(), 24);
        assert!(
            doc.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        );
        let mut sorted = names(&v);
        sorted.sort_by_key(|n| antiques_model::text::fold(n));
        assert_eq!(names(&v), sorted, "name order");

        let full = t
            .get("/api/stores?populate=*&pagination[page]=3&pagination[pageSize]=100")
            .await
            .json();
        assert_eq!(full["data"].as_array().unwrap().len(), SEED_STORES - 200);
        assert!(full["data"][0].get("openingHours").is_some());
        assert!(full["data"][0].get("storeAnalysis").is_some());
        let beyond = t.get("/api/stores?pagination[page]=9").await.json();
        assert_eq!(beyond["data"], json!([]));
    }
);

both!(list_filters_and_sorts, |t: TestApp| async move {
    let snap = t.state.snapshot();
    let state = snap.entry(0).state.to_string();
    let v = t
        .get(&format!(
            "/api/stores?filters[state][$eq]={state}&pagination[pageSize]=100"
        ))
        .await
        .json();
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["state"] == state.as_str())
    );
    assert_eq!(
        v["meta"]["pagination"]["total"],
        snap.stores.state_counts[&state]
    );

    let v = t
        .get("/api/stores?filters[name][$startsWithi]=B&pagination[pageSize]=100")
        .await
        .json();
    assert!(!v["data"].as_array().unwrap().is_empty());
    assert!(names(&v).iter().all(|n| n.to_lowercase().starts_with('b')));

    let city = snap.entry(5).city.to_string();
    let v = t
        .get(&format!(
            "/api/stores?filters[city][$eq]={}",
            city.replace(' ', "%20")
        ))
        .await
        .json();
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["city"] == city.as_str())
    );

    let cat = snap.categories[0].slug.clone();
    let v = t
        .get(&format!("/api/stores?filters[categories][slug][$eq]={cat}"))
        .await
        .json();
    assert_eq!(
        v["meta"]["pagination"]["total"],
        snap.stores.category_counts[&cat]
    );
    assert!(v["data"].as_array().unwrap().iter().all(|s| {
        s["categories"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["slug"] == cat.as_str())
    }));

    let v = t
        .get("/api/stores?filters[featured][$eq]=true")
        .await
        .json();
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["featured"] == true)
    );

    let region = snap.regions[0].slug.clone();
    let v = t
        .get(&format!(
            "/api/stores?filters[region][$eq]={region}&pagination[pageSize]=100"
        ))
        .await
        .json();
    let codes: Vec<String> = snap
        .states
        .iter()
        .filter(|s| s.region == region)
        .map(|s| s.code.clone())
        .collect();
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| codes.contains(&s["state"].as_str().unwrap().to_string()))
    );

    let desc = t
        .get("/api/stores?sort=name:desc&pagination[pageSize]=5")
        .await
        .json();
    let last = t
        .get("/api/stores?pagination[page]=60&pagination[pageSize]=5")
        .await
        .json();
    let mut tail = names(&last);
    tail.reverse();
    assert_eq!(names(&desc), tail);

    let rated = t
        .get("/api/stores?sort=displayRating:desc&populate=*&pagination[pageSize]=50")
        .await
        .json();
    let ratings: Vec<f64> = rated["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s["customerSentiment"]["overallSentiment"]
                .as_f64()
                .or(s["rating"].as_f64())
                .unwrap_or(-1.0)
        })
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");

    let updated = t
        .get("/api/stores?sort=updatedAt:desc&pagination[pageSize]=50")
        .await
        .json();
    let times: Vec<String> = updated["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["updatedAt"].as_str().unwrap().to_string())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]));
});

both!(
    list_bad_input_is_refused_naming_the_parameter,
    |t: TestApp| async move {
        let cases = [
            ("/api/stores?pagination[page]=0", "pagination[page]"),
            ("/api/stores?pagination[page]=-1", "pagination[page]"),
            (
                "/api/stores?pagination[pageSize]=101",
                "pagination[pageSize]",
            ),
            (
                "/api/stores?pagination[pageSize]=abc",
                "pagination[pageSize]",
            ),
            ("/api/stores?filters[color][$eq]=red", "filters[color]"),
            (
                "/api/stores?filters[featured][$eq]=maybe",
                "filters[featured][$eq]",
            ),
            ("/api/stores?sort=price:asc", "sort"),
            ("/api/stores?foo=bar", "foo"),
            (
                "/api/stores?filters[name][$startsWithi]=%25%25",
                "filters[name][$startsWithi]",
            ),
            ("/api/stores/reference?x=1", "x"),
            ("/api/stores/abc?limit=3", "limit"),
        ];
        for (uri, param) in cases {
            let r = t.get(uri).await;
            let message = r.assert_error(400);
            assert!(message.contains(param), "{uri}: {message}");
            assert_eq!(r.json()["error"]["name"], "ValidationError");
        }
        // As documented, but naming a state, region or category the catalogue does not have.
        let unknown = [
            ("/api/stores?filters[state][$eq]=ZZ", "filters[state][$eq]"),
            (
                "/api/stores?filters[state][$eq]=TX%27%20OR%201%3D1--",
                "filters[state][$eq]",
            ),
            (
                "/api/stores?filters[state][$eq]=TX%3B%20DROP%20TABLE%20stores",
                "filters[state][$eq]",
            ),
            (
                "/api/stores?filters[region][$eq]=atlantis",
                "filters[region][$eq]",
            ),
            (
                "/api/stores?filters[categories][slug][$eq]=spaceships",
                "filters[categories][slug][$eq]",
            ),
        ];
        for (uri, param) in unknown {
            let r = t.get(uri).await;
            let message = r.assert_error(422);
            assert!(message.contains(param), "{uri}: {message}");
            assert_eq!(r.json()["error"]["name"], "ValidationError");
        }
        let long = format!("/api/stores?filters[city][$eq]={}", "a".repeat(10_000));
        let message = t.get(&long).await.assert_error(400);
        assert!(message.contains("too long"), "{message}");
        // Stores survived the SQL-looking input.
        assert_eq!(
            t.get("/api/stores/reference").await.json()["data"]["totalStores"],
            SEED_STORES
        );
    }
);

both!(detail_by_id_document_id_and_slug, |t: TestApp| async move {
    let snap = t.state.snapshot();
    let s = full_store(
        &snap,
        snap.stores.iter().find(|e| e.latitude.is_some()).unwrap(),
    );
    let by_id = t.get(&format!("/api/stores/{}?populate=*", s.id)).await;
    assert_eq!(by_id.status, 200);
    assert_eq!(by_id.header("cache-control"), "public, max-age=60");
    let v = by_id.json();
    assert_eq!(v["data"]["slug"], s.slug.as_str());
    for field in [
        "id",
        "documentId",
        "name",
        "description",
        "address",
        "city",
        "state",
        "zipCode",
        "phones",
        "websites",
        "emails",
        "mapUrl",
        "rating",
        "placeId",
        "googlePlaceId",
        "slug",
        "featured",
        "verified",
        "hasEnhancedData",
        "latitude",
        "longitude",
        "openingHours",
        "photos",
        "enhancedDescription",
        "socialLinks",
        "seo",
        "nearestAntiqueHotspot",
        "storeAnalysis",
        "customerSentiment",
        "categories",
        "createdAt",
        "updatedAt",
        "publishedAt",
        "isSample",
        "source",
        "sourceId",
    ] {
        assert!(v["data"].get(field).is_some(), "detail lacks {field}");
    }
    let nearby = v["meta"]["nearby"].as_array().unwrap();
    assert!(nearby.len() <= 6);
    let d: Vec<f64> = nearby
        .iter()
        .map(|n| n["distanceKm"].as_f64().unwrap())
        .collect();
    assert!(d.windows(2).all(|w| w[0] <= w[1]));
    assert!(
        nearby
            .iter()
            .all(|n| n["slug"] != s.slug.as_str() && n.get("storeAnalysis").is_none())
    );

    let by_doc = t.get(&format!("/api/stores/{}", s.document_id)).await;
    let by_slug = t.get(&format!("/api/stores/{}", s.slug)).await;
    assert_eq!(by_doc.body, by_id.body);
    assert_eq!(by_slug.body, by_id.body);

    let missing = t.get("/api/stores/no-such-store").await;
    assert!(missing.assert_error(404).contains("no-such-store"));
    assert_eq!(missing.json()["error"]["name"], "NotFoundError");
    t.get("/api/stores/999999").await.assert_error(404);
    t.get("/api/stores/%27%20OR%201%3D1")
        .await
        .assert_error(404);
});

both!(letters_cover_every_store, |t: TestApp| async move {
    let v = t.get("/api/stores/letters").await.json();
    let data = v["data"].as_array().unwrap();
    assert_eq!(data.len(), 36);
    assert_eq!(data[0]["letter"], "a");
    assert_eq!(data[26]["letter"], "0");
    let total: u64 = data.iter().map(|l| l["count"].as_u64().unwrap()).sum();
    assert!(total <= SEED_STORES as u64 && total > SEED_STORES as u64 * 9 / 10);
    let b = data.iter().find(|l| l["letter"] == "b").unwrap()["count"].clone();
    let list = t
        .get("/api/stores?filters[name][$startsWithi]=b")
        .await
        .json();
    assert_eq!(list["meta"]["pagination"]["total"], b);
});

both!(search_filters_and_order, |t: TestApp| async move {
    let snap = t.state.snapshot();
    let hotspot = snap
        .hotspots
        .iter()
        .max_by_key(|h| snap.hotspot_count(h))
        .unwrap()
        .slug
        .clone();
    let r = t
        .post_json(
            "/api/stores/search",
            &json!({ "location": { "hotspot": hotspot }, "filters": {}, "pagination": { "page": 1, "pageSize": 20 } }),
        )
        .await;
    assert_eq!(r.status, 200);
    let v = r.json();
    assert_eq!(
        v["meta"]["pagination"]["total"],
        snap.stores.hotspot_members[&hotspot].len()
    );
    assert!(
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["nearestAntiqueHotspot"]["slug"] == hotspot.as_str())
    );
    let filters = v["meta"]["filters"].as_array().unwrap();
    assert!(filters.contains(&json!("openNow")) && filters.contains(&json!("multiVendor")));

    // Featured first, then rating, then name.
    let all = t
        .post_json(
            "/api/stores/search",
            &json!({ "pagination": { "pageSize": 100 } }),
        )
        .await
        .json();
    let data = all["data"].as_array().unwrap();
    let featured: Vec<bool> = data
        .iter()
        .map(|s| s["featured"].as_bool().unwrap())
        .collect();
    assert!(featured.windows(2).all(|w| w[0] >= w[1]));
    assert_eq!(all["meta"]["pagination"]["total"], SEED_STORES);

    for filter in [
        "delivery",
        "verified",
        "featured",
        "hasWebsite",
        "openNow",
        "multipleFloors",
    ] {
        let v = t
            .post_json(
                "/api/stores/search",
                &json!({ "filters": { filter: true }, "pagination": { "pageSize": 100 } }),
            )
            .await;
        assert_eq!(v.status, 200, "{filter}");
        let v = v.json();
        for s in v["data"].as_array().unwrap() {
            let e = snap.entry(snap.find_store(s["slug"].as_str().unwrap()).unwrap());
            let ok = match filter {
                "delivery" => e.features.delivery,
                "multipleFloors" => e.features.multiple_floors,
                "verified" => e.verified,
                "featured" => e.featured,
                "hasWebsite" => e.has_website,
                _ => e.hours.is_some(),
            };
            assert!(ok, "{filter} let {} through", e.name);
        }
    }
    let cat = snap.categories[1].slug.clone();
    let v = t
        .post_json(
            "/api/stores/search",
            &json!({ "filters": { cat.clone(): true, "verified": false } }),
        )
        .await
        .json();
    assert_eq!(
        v["meta"]["pagination"]["total"],
        snap.stores.category_counts[&cat]
    );

    // A store's name finds that store first, whatever the case; every store found says why.
    let name = snap.entry(3).name.to_string();
    let v = t
        .post_json(
            "/api/stores/search",
            &json!({ "query": name.to_uppercase(), "pagination": { "pageSize": 100 } }),
        )
        .await
        .json();
    let found = v["data"].as_array().unwrap();
    assert_eq!(found[0]["name"], name.as_str(), "{name} first");
    assert!(
        found
            .iter()
            .all(|s| s["nameParts"].is_array() || !s["why"].as_array().unwrap().is_empty()),
        "every store found says why"
    );
    let v = t
        .post_json(
            "/api/stores/search",
            &json!({ "query": "100% _x_ 'quoted'" }),
        )
        .await;
    assert_eq!(v.status, 200);
});

both!(search_bad_input, |t: TestApp| async move {
    let bad = [
        json!({ "filters": { "delivery": "yes" } }),
        json!({ "location": { "planet": "mars" } }),
        json!({ "pagination": { "page": 0 } }),
        json!({ "pagination": { "pageSize": 101 } }),
        json!({ "pagination": { "page": -3 } }),
        json!({ "query": "x".repeat(201) }),
        json!({ "unknown": 1 }),
        json!([1, 2, 3]),
    ];
    for body in bad {
        let r = t.post_json("/api/stores/search", &body).await;
        r.assert_error(400);
    }
    // As documented, but naming a town or a state the catalogue does not have.
    for body in [
        json!({ "filters": { "teleport": true } }),
        json!({ "location": { "hotspot": "atlantis-xx" } }),
        json!({ "location": { "state": "ZZ" } }),
    ] {
        let r = t.post_json("/api/stores/search", &body).await;
        r.assert_error(422);
    }
    let r = t
        .send_raw(
            "POST",
            "/api/stores/search",
            "application/json",
            "{\"filters\": {",
        )
        .await;
    assert!(r.assert_error(400).contains("Malformed JSON"));
    let r = t
        .send_raw("POST", "/api/stores/search", "text/plain", "{}")
        .await;
    assert!(r.assert_error(400).contains("Content-Type"));
    let r = t
        .send_raw(
            "POST",
            "/api/stores/search",
            "application/x-www-form-urlencoded",
            "a=b",
        )
        .await;
    r.assert_error(400);
});

both!(
    name_search_ranks_and_tolerates_typos,
    |t: TestApp| async move {
        // Add a few known names so ranks can be asserted exactly.
        let mut extra = antiques_seed::generate(1, 3).stores;
        for (s, name) in
            extra
                .iter_mut()
                .zip(["Brimfield Antique Barn", "Old Brimfield Depot", "Brimfield"])
        {
            s.name = name.to_string();
            s.slug = antiques_model::text::slugify(&format!("{name} test"));
            s.source_id = Some(format!("name-test-{name}"));
        }
        t.db.upsert_stores(&extra, &|_| {}).await.unwrap();
        t.state.catch_up().await.unwrap();

        let v = t
            .get("/api/stores/name-search?query=brimfield&page=1&pageSize=10")
            .await
            .json();
        let got = names(&v);
        assert_eq!(got[0], "Brimfield", "exact first: {got:?}");
        assert!(got[1].starts_with("Brimfield"), "{got:?}");
        let old = got.iter().position(|n| n == "Old Brimfield Depot").unwrap();
        assert!(
            got[..old].iter().all(|n| n.starts_with("Brimfield")),
            "{got:?}"
        );
        let first = &v["data"][0];
        for k in ["id", "documentId", "name", "slug", "city", "state"] {
            assert!(first.get(k).is_some());
        }
        assert_eq!(v["meta"]["pagination"]["page"], 1);

        let typo = names(&t.get("/api/stores/name-search?query=brimfeld").await.json());
        assert!(
            typo.contains(&"Brimfield Antique Barn".to_string()),
            "{typo:?}"
        );
        let typo = names(
            &t.get("/api/stores/name-search?query=BRÏMFIELD%20antiqe")
                .await
                .json(),
        );
        assert!(
            typo.contains(&"Brimfield Antique Barn".to_string()),
            "{typo:?}"
        );

        for q in [
            "%25",
            "_",
            "%27",
            "%22",
            "%25%25%25",
            "a%25b",
            "%27%20OR%201%3D1--",
            "%3B%20DROP%20TABLE%20stores",
        ] {
            let r = t.get(&format!("/api/stores/name-search?query={q}")).await;
            assert_eq!(r.status, 200, "{q}");
        }
        let r = t.get("/api/stores/name-search?query=%25").await.json();
        assert_eq!(r["data"], json!([]));

        t.get("/api/stores/name-search?query=")
            .await
            .assert_error(400);
        t.get("/api/stores/name-search?query=%20%20")
            .await
            .assert_error(400);
        t.get("/api/stores/name-search").await.assert_error(400);
        t.get(&format!(
            "/api/stores/name-search?query={}",
            "a".repeat(201)
        ))
        .await
        .assert_error(400);
        t.get("/api/stores/name-search?query=ab&pageSize=500")
            .await
            .assert_error(400);
        t.get("/api/stores/name-search?query=ab&page=0")
            .await
            .assert_error(400);
        let paged = t
            .get("/api/stores/name-search?query=a&pagination[page]=2&pagination[pageSize]=3")
            .await
            .json();
        assert_eq!(paged["meta"]["pagination"]["page"], 2);
    }
);

both!(near_map_sitemap, |t: TestApp| async move {
    let snap = t.state.snapshot();
    let s = full_store(
        &snap,
        snap.stores.iter().find(|e| e.latitude.is_some()).unwrap(),
    );
    let (lat, lng) = (s.latitude.unwrap(), s.longitude.unwrap());
    let v = t
        .get(&format!(
            "/api/stores/near?lat={lat}&lng={lng}&radiusKm=100&limit=5"
        ))
        .await
        .json();
    let data = v["data"].as_array().unwrap();
    assert!(!data.is_empty() && data.len() <= 5);
    assert_eq!(data[0]["distanceKm"], 0.0);
    t.get("/api/stores/near?lat=91&lng=0")
        .await
        .assert_error(400);
    t.get("/api/stores/near?lng=0").await.assert_error(400);
    t.get("/api/stores/near?lat=1&lng=2&radiusKm=501")
        .await
        .assert_error(400);
    t.get("/api/stores/near?lat=1&lng=2&limit=0")
        .await
        .assert_error(400);
    t.get("/api/stores/near?lat=abc&lng=2")
        .await
        .assert_error(400);

    let map = t.get("/api/stores/map").await;
    assert_eq!(map.header("cache-control"), "public, max-age=300");
    let with_coords = snap.stores.iter().filter(|e| e.latitude.is_some()).count();
    assert_eq!(map.json()["data"].as_array().unwrap().len(), with_coords);
    let first = &map.json()["data"][0];
    for k in ["slug", "name", "city", "state", "lat", "lng"] {
        assert!(first.get(k).is_some());
    }
    let tx = t
        .get(&format!("/api/stores/map?state={}", s.state))
        .await
        .json();
    assert!(
        tx["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["state"] == s.state.as_str())
    );
    t.get("/api/stores/map?state=QQ").await.assert_error(422);
    t.get("/api/stores/map?category=nope")
        .await
        .assert_error(422);
    // A hotspot town's map: exactly the stores belonging to it (with coordinates).
    let town = snap
        .hotspots
        .iter()
        .find(|h| {
            snap.stores
                .hotspot_members
                .get(&h.slug)
                .is_some_and(|m| !m.is_empty())
        })
        .unwrap();
    let mut want: Vec<&str> = snap
        .stores
        .iter()
        .filter(|e| e.latitude.is_some())
        .filter(|e| {
            snap.stores.hotspot_members[&town.slug]
                .iter()
                .any(|slot| snap.entry(*slot).slug == e.slug)
        })
        .map(|e| &*e.slug)
        .collect();
    want.sort_unstable();
    let at_town = t
        .get(&format!("/api/stores/map?hotspot={}", town.slug))
        .await
        .json();
    let mut got: Vec<&str> = at_town["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["slug"].as_str().unwrap())
        .collect();
    got.sort_unstable();
    assert_eq!(got, want);
    assert!(got.len() < with_coords);
    t.get("/api/stores/map?hotspot=atlantis-xx")
        .await
        .assert_error(422);

    let sm = t.get("/api/stores/sitemap").await.json();
    assert_eq!(sm["data"].as_array().unwrap().len(), SEED_STORES);
    assert!(sm["data"][0]["updatedAt"].as_str().is_some());
});
