//! Hotspots, states, regions, categories, guides and events.

use serde_json::json;

use crate::both;
use crate::common::TestApp;

both!(hotspots_and_top_stores, |t: TestApp| async move {
    let r = t.get("/api/hotspots").await;
    assert_eq!(r.header("cache-control"), "public, max-age=300");
    let v = r.json();
    let list = v["data"].as_array().unwrap();
    assert!(list.len() >= 25);
    let counts: Vec<u64> = list
        .iter()
        .map(|h| h["storeCount"].as_u64().unwrap())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] >= w[1]));
    let slug = list[0]["slug"].as_str().unwrap().to_string();

    let h = t.get(&format!("/api/hotspots/{slug}")).await.json();
    assert_eq!(h["data"]["slug"], slug.as_str());
    assert!(h["data"]["upcomingEvents"].is_array());
    assert_eq!(h["data"]["storeCount"], counts[0]);

    let top = t
        .get(&format!("/api/hotspots/{slug}/top-stores"))
        .await
        .json();
    let stores = top["data"]["stores"].as_array().unwrap();
    assert_eq!(stores.len() as u64, counts[0].min(10));
    assert_eq!(top["data"]["hotspot"]["slug"], slug.as_str());
    assert_eq!(top["meta"]["total"], counts[0]);
    assert!(
        top["meta"]["rankingRule"]
            .as_str()
            .unwrap()
            .contains("verified")
    );
    let scores: Vec<f64> = stores
        .iter()
        .map(|s| s["score"].as_f64().unwrap())
        .collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]));
    for (i, s) in stores.iter().enumerate() {
        assert_eq!(s["rank"], i + 1);
        assert!(s["reasons"].is_array());
        assert_eq!(s["nearestAntiqueHotspot"]["slug"], slug.as_str());
    }
    t.get("/api/hotspots/nowhere-zz").await.assert_error(404);
    t.get("/api/hotspots/nowhere-zz/top-stores")
        .await
        .assert_error(404);
    t.get("/api/hotspots?page=2").await.assert_error(400);
});

both!(states_regions_categories, |t: TestApp| async move {
    let v = t.get("/api/states").await.json();
    let states = v["data"].as_array().unwrap();
    assert_eq!(states.len(), 51);
    let names: Vec<&str> = states.iter().map(|s| s["name"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    assert!(
        states
            .iter()
            .all(|s| s["regionName"].is_string() && s["storeCount"].is_u64())
    );

    let tx = t.get("/api/states/TX").await.json();
    let by_slug = t
        .get(&format!(
            "/api/states/{}",
            tx["data"]["slug"].as_str().unwrap()
        ))
        .await
        .json();
    assert_eq!(tx, by_slug);
    assert_eq!(t.get("/api/states/tx").await.json(), tx);
    let cities = tx["data"]["cities"].as_array().unwrap();
    let counts: Vec<u64> = cities
        .iter()
        .map(|c| c["storeCount"].as_u64().unwrap())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] >= w[1]));
    assert_eq!(
        counts.iter().sum::<u64>(),
        tx["data"]["storeCount"].as_u64().unwrap()
    );
    assert!(
        tx["data"]["hotspots"]
            .as_array()
            .unwrap()
            .iter()
            .all(|h| h["state"] == "TX")
    );
    t.get("/api/states/atlantis").await.assert_error(404);

    let regions = t.get("/api/regions").await.json();
    let list = regions["data"].as_array().unwrap();
    assert!(list.len() >= 4);
    let total: u64 = list.iter().map(|r| r["storeCount"].as_u64().unwrap()).sum();
    assert_eq!(total, crate::common::SEED_STORES as u64);
    let slug = list[0]["slug"].as_str().unwrap();
    let one = t.get(&format!("/api/regions/{slug}")).await.json();
    assert!(one["data"]["states"].as_array().unwrap().len() > 3);
    assert!(one["data"]["hotspots"].is_array());
    t.get("/api/regions/atlantis").await.assert_error(404);

    let cats = t.get("/api/categories").await.json();
    let list = cats["data"].as_array().unwrap();
    assert!(list.len() >= 12);
    let slug = list[0]["slug"].as_str().unwrap();
    let one = t.get(&format!("/api/categories/{slug}")).await.json();
    assert_eq!(one["data"]["slug"], slug);
    assert!(one["data"]["storeCount"].is_u64());
    t.get("/api/categories/spaceships").await.assert_error(404);
});

both!(guides_and_events, |t: TestApp| async move {
    let v = t.get("/api/guides").await.json();
    let guides = v["data"].as_array().unwrap();
    assert!(!guides.is_empty());
    assert!(
        guides
            .iter()
            .all(|g| g.get("body").is_none() && g["readingMinutes"].as_u64().unwrap() >= 1)
    );
    let dates: Vec<&str> = guides
        .iter()
        .map(|g| g["publishedAt"].as_str().unwrap())
        .collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]));
    let slug = guides[0]["slug"].as_str().unwrap();
    let g = t.get(&format!("/api/guides/{slug}")).await.json();
    assert!(g["data"]["body"].as_str().unwrap().len() > 100);
    t.get("/api/guides/nope").await.assert_error(404);

    let all = t.get("/api/events?upcoming=false").await.json();
    let upcoming = t.get("/api/events").await.json();
    let n_all = all["data"].as_array().unwrap().len();
    assert!(n_all > 0);
    assert!(upcoming["data"].as_array().unwrap().len() <= n_all);
    let today = chrono::Utc::now().date_naive().to_string();
    assert!(
        upcoming["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["endDate"].as_str().unwrap() >= today.as_str())
    );
    let starts: Vec<&str> = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["startDate"].as_str().unwrap())
        .collect();
    assert!(starts.windows(2).all(|w| w[0] <= w[1]));
    let with_hotspot = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["hotspot"].is_string())
        .cloned();
    if let Some(e) = with_hotspot {
        let h = e["hotspot"].as_str().unwrap();
        let v = t
            .get(&format!("/api/events?upcoming=false&hotspot={h}"))
            .await
            .json();
        assert!(
            v["data"]
                .as_array()
                .unwrap()
                .iter()
                .all(|x| x["hotspot"] == h)
        );
        let one = t
            .get(&format!("/api/events/{}", e["slug"].as_str().unwrap()))
            .await
            .json();
        assert_eq!(one["data"]["slug"], e["slug"]);
    }
    t.get("/api/events?upcoming=soon").await.assert_error(400);
    t.get("/api/events?hotspot=nowhere").await.assert_error(422);
    t.get("/api/events/nope").await.assert_error(404);
    assert_eq!(
        t.get("/api/events?upcoming=false&pagination[pageSize]=1")
            .await
            .json()["data"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let _ = json!(null);
});
