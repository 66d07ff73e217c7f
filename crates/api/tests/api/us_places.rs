//! Places from the reference files (`US_CITIES`, `ZIP_CENTROIDS`): a search names a town or ZIP code
//! where the directory has no store, towns spelt like what stores sell do not take a search's words,
//! the directory's own towns keep their stores' centre, and without the files nothing changes.
//! The files are the hand-written fixtures of `tests/fixtures/places/`.

use std::path::{Path, PathBuf};

use antiques_api::ApiConfig;
use serde_json::{Value, json};

use crate::both_with;
use crate::common::TestApp;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/places")
        .join(name)
}

fn with_places() -> ApiConfig {
    ApiConfig {
        us_cities: Some(fixture("uscities.csv")),
        zip_centroids: Some(fixture("uszips.csv")),
        ..ApiConfig::default()
    }
}

async fn search(t: &TestApp, query: &str) -> Value {
    let body = json!({ "query": query, "pagination": { "pageSize": 100 } });
    let r = t.post_json("/api/stores/search", &body).await;
    assert_eq!(
        r.status,
        200,
        "{body}: {}",
        String::from_utf8_lossy(&r.body)
    );
    r.json()
}

fn place(v: &Value) -> &Value {
    &v["meta"]["understood"]["place"]
}

fn total(v: &Value) -> u64 {
    v["meta"]["pagination"]["total"].as_u64().expect("a total")
}

#[track_caller]
fn assert_centre(place: &Value, lat: f64, lng: f64) {
    let (a, b) = (place["latitude"].as_f64(), place["longitude"].as_f64());
    assert!(
        a.is_some_and(|a| (a - lat).abs() < 1e-6) && b.is_some_and(|b| (b - lng).abs() < 1e-6),
        "centre ({lat}, {lng}) expected: {place}"
    );
}

both_with!(
    towns_and_zips_without_stores,
    with_places(),
    300,
    |t: TestApp| async move {
        // A town with its state, by code or by name; alone, the most populous of that name.
        for (query, label, lat, lng) in [
            ("Paris TX", "Paris, TX", 33.6609, -95.5555),
            ("Paris, Texas", "Paris, TX", 33.6609, -95.5555),
            ("Paris, Tennessee", "Paris, TN", 36.3020, -88.3267),
            ("Paris", "Paris, TX", 33.6609, -95.5555),
            ("antiques near paris tn", "Paris, TN", 36.3020, -88.3267),
            ("Cañon City CO", "Cañon City, CO", 38.4409, -105.2425),
            ("canon city", "Cañon City, CO", 38.4409, -105.2425),
        ] {
            let v = search(&t, query).await;
            let p = place(&v);
            assert_eq!(p["kind"], "city", "{query}: {v}");
            assert_eq!(p["label"], label, "{query}");
            assert_eq!(p["radiusKm"], 25.0, "{query}");
            assert_centre(p, lat, lng);
            assert_eq!(total(&v), 0, "{query}: no store of the sample data is near");
        }

        // What is sought keeps its words; found nowhere near, it is offered anywhere.
        let v = search(&t, "furniture in Paris TX").await;
        assert_eq!(place(&v)["label"], "Paris, TX");
        assert_eq!(v["meta"]["understood"]["what"], "furniture");
        assert_eq!(
            v["meta"]["suggestions"]["withoutPlace"]["query"],
            "furniture"
        );
        assert!(v["meta"]["suggestions"]["withoutPlace"]["total"].as_u64() > Some(0));

        // A ZIP code of the file with no store of ours, leading zeros put back.
        for (query, lat, lng) in [("75460", 33.6609, -95.5555), ("05001", 43.6490, -72.3190)] {
            let v = search(&t, query).await;
            let p = place(&v);
            assert_eq!(p["kind"], "zip", "{query}: {v}");
            assert_eq!(p["label"], format!("ZIP {query}"));
            assert_centre(p, lat, lng);
        }
        let v = search(&t, "99999").await;
        assert!(place(&v).is_null(), "a ZIP code nobody knows: {v}");
    }
);

both_with!(
    towns_named_like_words_keep_the_words,
    with_places(),
    300,
    |t: TestApp| async move {
        // `oak` is what stores sell (oak furniture) and a town of Nebraska: a search for the wood
        // stays one, and the town counts only with its state.
        let anywhere = search(&t, "oak furniture").await;
        assert!(place(&anywhere).is_null(), "{anywhere}");
        assert!(total(&anywhere) > 0, "stores sell oak furniture");
        for query in ["oak", "furniture in oak"] {
            let v = search(&t, query).await;
            assert!(place(&v).is_null(), "{query}: {v}");
        }
        let v = search(&t, "Oak NE").await;
        assert_eq!(place(&v)["label"], "Oak, NE", "{v}");
        // A town not spelt like a store's goods still needs its state, a connector or the whole
        // query: `mission` stays a word of the search.
        let v = search(&t, "mission furniture").await;
        assert!(place(&v).is_null(), "{v}");
        let v = search(&t, "furniture in Mission").await;
        assert_eq!(place(&v)["label"], "Mission, TX", "{v}");
        // Lower-case codes that are words name a state only at the end: `or` is not Oregon here.
        let v = search(&t, "paris or mission").await;
        assert!(
            place(&v).is_null() || place(&v)["label"] != "Paris, OR",
            "{v}"
        );
    }
);

both_with!(
    the_directory_towns_keep_their_stores,
    with_places(),
    300,
    |t: TestApp| async move {
        // A town of the file where the sample data has stores is placed at its stores' centre, and
        // its stores count in it.
        let snap = t.state.snapshot();
        let (town, centre, count) = ["Dallas", "Houston", "San Antonio", "Austin"]
            .into_iter()
            .find_map(|town| {
                let located: Vec<(f64, f64)> = snap
                    .stores
                    .iter()
                    .filter(|e| &*e.city == town && &*e.state == "TX")
                    .filter_map(|e| Some((e.latitude?, e.longitude?)))
                    .collect();
                (!located.is_empty()).then(|| {
                    let n = located.len() as f64;
                    let lat = located.iter().map(|p| p.0).sum::<f64>() / n;
                    let lng = located.iter().map(|p| p.1).sum::<f64>() / n;
                    (town, (lat, lng), located.len())
                })
            })
            .expect("the sample data has stores in a big town of Texas");
        let v = search(&t, &format!("{town} TX")).await;
        let p = place(&v);
        assert_eq!(p["kind"], "city", "{v}");
        assert_eq!(p["label"], format!("{town}, TX"));
        assert_centre(p, centre.0, centre.1);
        assert!(total(&v) >= count as u64, "{town}'s own stores are found");
    }
);

both_with!(
    without_the_files_only_our_places,
    ApiConfig::default(),
    300,
    |t: TestApp| async move {
        let v = search(&t, "Paris TX").await;
        assert_ne!(place(&v)["label"], "Paris, TX", "{v}");
        for query in ["75460", "oak furniture", "Paris"] {
            let v = search(&t, query).await;
            assert!(place(&v).is_null(), "{query}: {v}");
        }
    }
);
