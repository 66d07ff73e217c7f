//! The snapshot kept up to date by deltas answers exactly what a snapshot loaded whole answers.
//!
//! Random sequences of writes (creates, edits, renames, slug changes, moves, deletes, hotspots added
//! or moved, stores unpublished and published again) go through the admin API (publishing through
//! storage), so each is applied to the running snapshot as a delta; then a
//! second instance is started on the same database, which loads everything, and every read endpoint
//! must answer both the same. Each sequence comes from a seed printed on failure.

use antiques_model::{Category, Hotspot, State};
use antiques_seed::rng::Rng;
use serde_json::{Value, json};

use antiques_storage::Edit;

use crate::both_with;
use crate::common::{AUTH, TestApp, admin};

/// Names that share words, prefixes and (with numbers) ties, so name order and search are stressed.
const NAMES: [&str; 10] = [
    "Barn",
    "The Barn",
    "Barn Finds",
    "Old Barn Antiques",
    "Antique Mall",
    "Mill Street Antiques",
    "Brimfield Depot",
    "Round Top Emporium",
    "Attic Treasures",
    "Zephyr Collectibles",
];

/// What a sequence of writes works with.
struct World {
    rng: Rng,
    /// Stores taken back to drafts (ids), which a later write may publish again.
    drafts: Vec<i64>,
    /// Other writers work on the same database: a store picked may be gone (404) by the time the
    /// write reaches it, and a draft may be published by someone else.
    racing: bool,
    hotspots: Vec<Hotspot>,
    states: Vec<State>,
    categories: Vec<Category>,
}

impl World {
    async fn new(t: &TestApp, seed: u64) -> World {
        let snap = t.state.snapshot();
        World {
            rng: Rng::new(seed),
            drafts: Vec::new(),
            racing: false,
            hotspots: snap.hotspots.to_vec(),
            states: snap.states.to_vec(),
            categories: snap.categories.to_vec(),
        }
    }

    /// A point near a random hotspot, or far from all of them.
    fn place(&mut self) -> (String, f64, f64) {
        let h = self.rng.pick(&self.hotspots).clone();
        let far = self.rng.chance(0.2);
        let d = if far { 3.0 } else { 0.05 };
        (
            h.state,
            h.latitude + self.rng.range_f64(-d, d),
            h.longitude + self.rng.range_f64(-d, d),
        )
    }

    fn name(&mut self) -> String {
        let base = *self.rng.pick(&NAMES);
        if self.rng.chance(0.5) {
            base.to_string()
        } else {
            format!("{base} {}", self.rng.below(4))
        }
    }

    fn categories(&mut self) -> Value {
        let n = self.rng.below(3);
        let picked = self.rng.distinct(self.categories.len(), n);
        Value::Array(
            picked
                .into_iter()
                .map(
                    |i| json!({ "slug": self.categories[i].slug, "name": self.categories[i].name }),
                )
                .collect(),
        )
    }

    /// A new store body.
    fn new_store(&mut self) -> Value {
        let (state, lat, lng) = self.place();
        let mut data = json!({
            "name": self.name(),
            "city": format!("Town {}", self.rng.below(5)),
            "state": state,
            "featured": self.rng.chance(0.3),
            "verified": self.rng.chance(0.5),
            "hasEnhancedData": self.rng.chance(0.5),
            "categories": self.categories(),
        });
        if self.rng.chance(0.8) {
            data["latitude"] = lat.into();
            data["longitude"] = lng.into();
        }
        if self.rng.chance(0.7) {
            data["rating"] = (self.rng.below(21) as f64 / 2.0).into();
        }
        json!({ "data": data })
    }

    /// A change to an existing store: one to three fields.
    fn edit(&mut self) -> Value {
        let mut data = serde_json::Map::new();
        for _ in 0..1 + self.rng.below(3) {
            match self.rng.below(8) {
                0 => {
                    data.insert("name".into(), self.name().into());
                }
                1 => {
                    let r = self.rng.below(21) as f64 / 2.0;
                    data.insert("rating".into(), r.into());
                }
                2 => {
                    data.insert("featured".into(), self.rng.chance(0.5).into());
                }
                3 => {
                    let (_, lat, lng) = self.place();
                    data.insert("latitude".into(), lat.into());
                    data.insert("longitude".into(), lng.into());
                }
                4 => {
                    data.insert("categories".into(), self.categories());
                }
                5 => {
                    let state = self.rng.pick(&self.states).code.clone();
                    data.insert("state".into(), state.into());
                    data.insert("city".into(), format!("Town {}", self.rng.below(5)).into());
                }
                6 => {
                    let slug = format!("moved-{}", self.rng.below(1_000_000));
                    data.insert("slug".into(), slug.into());
                }
                _ => {
                    data.insert("verified".into(), self.rng.chance(0.5).into());
                }
            }
        }
        json!({ "data": data })
    }

    /// A hotspot moved a little, or a new one beside an old one.
    fn hotspot(&mut self) -> Hotspot {
        let mut h = self.rng.pick(&self.hotspots).clone();
        if self.rng.chance(0.5) {
            h.slug = format!("{}-annex-{}", h.slug, self.rng.below(1000));
            h.name = format!("{} Annex", h.name);
            self.hotspots.push(h.clone());
        }
        h.latitude += self.rng.range_f64(-0.3, 0.3);
        h.longitude += self.rng.range_f64(-0.3, 0.3);
        h
    }
}

/// A random store of the running snapshot, by slug.
fn some_store(t: &TestApp, rng: &mut Rng) -> String {
    let snap = t.state.snapshot();
    let slot = snap.stores.by_name[rng.below(snap.stores.len())];
    snap.entry(slot).slug.to_string()
}

/// Takes a store back to a draft, or publishes a draft again (no HTTP route yet: through storage,
/// then a catch-up, as the refresher would).
async fn publishing(t: &TestApp, w: &mut World) -> String {
    let what = if !w.drafts.is_empty() && w.rng.chance(0.5) {
        let id = w.drafts.remove(w.rng.below(w.drafts.len()));
        match t
            .db
            .set_published(id, true, &Edit::by(Edit::COMMAND_LINE))
            .await
        {
            Ok(_) => {}
            // Another writer deleted this draft in the meantime.
            Err(antiques_storage::Error::NotFound) if w.racing => return format!("gone {id}"),
            Err(e) => panic!("publish {id}: {e}"),
        }
        format!("publish {id}")
    } else {
        let slug = some_store(t, &mut w.rng);
        let snap = t.state.snapshot();
        let id = snap.entry(snap.find_store(&slug).unwrap()).id;
        match t
            .db
            .set_published(id, false, &Edit::by(Edit::COMMAND_LINE))
            .await
        {
            Ok(_) => {}
            Err(antiques_storage::Error::NotFound) if w.racing => return format!("gone {slug}"),
            Err(e) => panic!("unpublish {slug}: {e}"),
        }
        w.drafts.push(id);
        t.state.catch_up().await.unwrap();
        if !w.racing {
            t.get(&format!("/api/stores/{slug}"))
                .await
                .assert_not_found();
        }
        format!("unpublish {slug}")
    };
    t.state.catch_up().await.unwrap();
    what
}

/// Applies one random write through the admin API; returns what it did, for the failure message.
async fn write(t: &TestApp, w: &mut World) -> String {
    let op = w.rng.below(22);
    if op >= 20 {
        return publishing(t, w).await;
    }
    let (what, res) = match op {
        0..=5 => {
            let body = w.new_store();
            let r = t.send_json("POST", "/api/stores", &body, &[AUTH]).await;
            (format!("create {body}"), r)
        }
        6..=15 => {
            let slug = some_store(t, &mut w.rng);
            let body = w.edit();
            let r = t
                .send_json("PUT", &format!("/api/stores/{slug}"), &body, &[AUTH])
                .await;
            (format!("edit {slug} {body}"), r)
        }
        16..=18 => {
            let slug = some_store(t, &mut w.rng);
            let r = t
                .send_json(
                    "DELETE",
                    &format!("/api/stores/{slug}"),
                    &json!({}),
                    &[AUTH],
                )
                .await;
            (format!("delete {slug}"), r)
        }
        _ => {
            let h = w.hotspot();
            let body = json!({ "hotspots": [h], "stores": [] });
            let r = t.send_json("POST", "/api/import", &body, &[AUTH]).await;
            (
                format!("hotspot {} at {},{}", h.slug, h.latitude, h.longitude),
                r,
            )
        }
    };
    // A generated slug or name can collide with another store's: a 409 changes nothing.
    let gone = w.racing && res.status.as_u16() == 404;
    assert!(
        res.status.is_success() || res.status.as_u16() == 409 || gone,
        "{what}: {} {}",
        res.status,
        String::from_utf8_lossy(&res.body)
    );
    what
}

/// Every read the API offers, over the catalogue as it now is.
fn read_uris(t: &TestApp) -> Vec<String> {
    let snap = t.state.snapshot();
    let mut uris: Vec<String> = [
        "/api/stores/reference",
        "/api/stores/letters",
        "/api/stores/map",
        "/api/stores/sitemap",
        "/api/hotspots",
        "/api/states",
        "/api/regions",
        "/api/categories",
        "/api/guides",
        "/api/events",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for sort in [
        "name:asc",
        "name:desc",
        "displayRating:desc",
        "updatedAt:desc",
    ] {
        for page in [1, 2, 7] {
            uris.push(format!(
                "/api/stores?populate=*&sort={sort}&pagination[page]={page}&pagination[pageSize]=50"
            ));
        }
        uris.push(format!("/api/stores?sort={sort}&pagination[pageSize]=100"));
    }
    for s in snap.states.iter().take(12) {
        uris.push(format!("/api/states/{}", s.code));
        uris.push(format!("/api/stores?filters[state][$eq]={}", s.code));
        uris.push(format!("/api/stores/map?state={}", s.code));
    }
    for r in snap.regions.iter() {
        uris.push(format!("/api/regions/{}", r.slug));
        uris.push(format!(
            "/api/stores?filters[region][$eq]={}&sort=displayRating:desc",
            r.slug
        ));
    }
    for c in snap.categories.iter() {
        uris.push(format!("/api/categories/{}", c.slug));
        uris.push(format!(
            "/api/stores?filters[categories][slug][$eq]={}",
            c.slug
        ));
    }
    for h in snap.hotspots.iter() {
        uris.push(format!("/api/hotspots/{}", h.slug));
        uris.push(format!("/api/hotspots/{}/top-stores", h.slug));
        uris.push(format!(
            "/api/stores/near?lat={}&lng={}&radiusKm=80&limit=50",
            h.latitude, h.longitude
        ));
    }
    for letter in ["a", "b", "m", "t", "z"] {
        uris.push(format!("/api/stores?filters[name][$startsWithi]={letter}"));
    }
    for city in ["Town 1", "Town 3"] {
        uris.push(format!("/api/stores?filters[city][$eq]={city}"));
    }
    uris.push("/api/stores?filters[featured][$eq]=true&sort=updatedAt:desc".into());
    for q in [
        "barn", "barn f", "antiq", "brimfeld", "mill", "the", "a", "zephyr 2", "ro",
    ] {
        uris.push(format!("/api/stores/name-search?query={q}&pageSize=100"));
        uris.push(format!(
            "/api/stores/name-search?query={q}&page=2&pageSize=3"
        ));
    }
    for e in snap.stores.iter() {
        uris.push(format!("/api/stores/{}", e.slug));
    }
    uris.iter().map(|u| u.replace(' ', "%20")).collect()
}

/// Search bodies to compare.
fn searches(t: &TestApp) -> Vec<Value> {
    let snap = t.state.snapshot();
    let mut bodies = vec![
        json!({}),
        json!({ "pagination": { "page": 3, "pageSize": 40 } }),
        json!({ "query": "barn", "pagination": { "pageSize": 100 } }),
        json!({ "filters": { "verified": true, "featured": true } }),
        // The stores open now are handed from snapshot to snapshot, patched: as a whole load finds.
        json!({ "filters": { "openNow": true }, "pagination": { "pageSize": 100 } }),
    ];
    for h in snap.hotspots.iter() {
        bodies
            .push(json!({ "location": { "hotspot": h.slug }, "pagination": { "pageSize": 100 } }));
    }
    for s in snap.states.iter().take(8) {
        bodies.push(json!({ "location": { "state": s.code }, "filters": { "hasWebsite": false } }));
    }
    for c in snap.categories.iter().take(4) {
        bodies.push(
            json!({ "filters": { c.slug.clone(): true }, "pagination": { "pageSize": 100 } }),
        );
    }
    bodies
}

/// The slugs a search answer holds, sorted, and its total.
fn found_slugs(v: &Value) -> (Vec<String>, Value) {
    let mut slugs: Vec<String> = v["data"]
        .as_array()
        .map(|d| {
            d.iter()
                .filter_map(|s| s["slug"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    slugs.sort();
    (slugs, v["meta"]["pagination"]["total"].clone())
}

/// Asserts that `t` (kept up to date by deltas) answers every read as an instance loading the
/// database whole does.
async fn assert_same_as_loaded(t: &TestApp, context: &str) {
    let fresh = TestApp::start(&t.url, admin(), 0).await;
    assert_eq!(
        t.state.snapshot().version,
        fresh.state.snapshot().version,
        "{context}"
    );
    for uri in read_uris(&fresh) {
        let (a, b) = (t.get(&uri).await, fresh.get(&uri).await);
        assert_eq!(a.status, b.status, "{uri}\n{context}");
        assert_eq!(a.json(), b.json(), "{uri} differs\n{context}");
    }
    for body in searches(&fresh) {
        let (a, b) = (
            t.post_json("/api/stores/search", &body).await,
            fresh.post_json("/api/stores/search", &body).await,
        );
        if body.get("query").is_some() {
            // Text relevance reads index statistics that count deleted documents until segments
            // merge, so close scores may order differently: the same stores must be found.
            assert_eq!(
                found_slugs(&a.json()),
                found_slugs(&b.json()),
                "search {body} finds other stores\n{context}"
            );
        } else {
            assert_eq!(a.json(), b.json(), "search {body} differs\n{context}");
        }
    }
    fresh.db.close().await;
}

both_with!(
    deltas_answer_as_a_whole_load_does,
    admin(),
    120,
    |t: TestApp| async move {
        for seed in 1..=4u64 {
            let mut w = World::new(&t, seed).await;
            let mut done = Vec::new();
            for step in 0..30 {
                done.push(write(&t, &mut w).await);
                if step % 10 == 9 {
                    let context = format!("seed {seed}, writes:\n{}", done.join("\n"));
                    assert_same_as_loaded(&t, &context).await;
                }
            }
        }
    }
);

both_with!(
    two_instances_converge_on_each_others_writes,
    admin(),
    80,
    |t: TestApp| async move {
        let other = TestApp::start(&t.url, admin(), 0).await;
        let mut w = World::new(&t, 77).await;
        let mut done = Vec::new();
        for round in 0..6 {
            for i in 0..5 {
                let on = if (round + i) % 2 == 0 { &t } else { &other };
                done.push(write(on, &mut w).await);
            }
            // What the refresher does every CONTENT_REFRESH_SECONDS.
            t.state.catch_up().await.unwrap();
            other.state.catch_up().await.unwrap();
            let context = format!("round {round}, writes:\n{}", done.join("\n"));
            assert_same_as_loaded(&t, &context).await;
            assert_same_as_loaded(&other, &context).await;
        }
        other.db.close().await;
    }
);

both_with!(
    writes_racing_refreshes_are_neither_lost_nor_doubled,
    admin(),
    80,
    |t: TestApp| async move {
        let other = std::sync::Arc::new(TestApp::start(&t.url, admin(), 0).await);
        let t = std::sync::Arc::new(t);
        let mut tasks = Vec::new();
        for (n, app) in [t.clone(), other.clone(), t.clone()]
            .into_iter()
            .enumerate()
        {
            tasks.push(tokio::spawn(async move {
                let mut w = World::new(&app, 100 + n as u64).await;
                w.racing = true;
                for _ in 0..12 {
                    write(&app, &mut w).await;
                }
            }));
        }
        for app in [t.clone(), other.clone()] {
            tasks.push(tokio::spawn(async move {
                for _ in 0..40 {
                    app.state.catch_up().await.unwrap();
                    tokio::task::yield_now().await;
                }
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        t.state.catch_up().await.unwrap();
        other.state.catch_up().await.unwrap();
        assert_same_as_loaded(&t, "after racing writes").await;
        assert_same_as_loaded(&other, "after racing writes").await;
        other.db.close().await;
    }
);
