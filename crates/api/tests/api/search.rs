//! `POST /api/stores/search` as a visitor uses it: places read from the query, typos, "did you
//! mean", the nearest matching stores when a radius has none, open on a day at a time, sorting by
//! distance, an edit searchable at once, and bad input.

use chrono::Datelike;
use serde_json::{Value, json};

use crate::both_with;
use crate::common::{AUTH, TestApp, admin};

fn data(v: &Value) -> &Vec<Value> {
    v["data"].as_array().expect("data is a list")
}

fn total(v: &Value) -> u64 {
    v["meta"]["pagination"]["total"].as_u64().expect("a total")
}

async fn search(t: &TestApp, body: Value) -> Value {
    let r = t.post_json("/api/stores/search", &body).await;
    assert_eq!(
        r.status,
        200,
        "{body}: {}",
        String::from_utf8_lossy(&r.body)
    );
    r.json()
}

/// The category with the most stores, and the first word of its name (lower case).
fn biggest_category(snap: &antiques_api::snapshot::Snapshot) -> (antiques_model::Category, String) {
    let category = snap
        .categories
        .iter()
        .max_by_key(|c| {
            snap.stores
                .category_counts
                .get(&c.slug)
                .copied()
                .unwrap_or(0)
        })
        .expect("categories")
        .clone();
    let word = category.name.split(' ').next().unwrap().to_lowercase();
    (category, word)
}

/// The hotspot town with the most stores of its own town (so a place search has answers), among
/// those whose name passes `keep`.
fn busiest_hotspot(t: &TestApp, keep: impl Fn(&str) -> bool) -> antiques_model::Hotspot {
    let snap = t.state.snapshot();
    snap.hotspots
        .iter()
        .filter(|h| keep(&h.name))
        .max_by_key(|h| {
            snap.stores
                .iter()
                .filter(|e| *e.city == *h.name && *e.state == *h.state)
                .count()
        })
        .expect("hotspots")
        .clone()
}

both_with!(places_in_the_query, admin(), 300, |t: TestApp| async move {
    let town = busiest_hotspot(&t, |_| true);
    for query in [
        format!("{} {}", town.name, town.state),
        format!("antiques in {}", town.name.to_lowercase()),
    ] {
        let v = search(
            &t,
            json!({ "query": query, "pagination": { "pageSize": 100 } }),
        )
        .await;
        let place = &v["meta"]["understood"]["place"];
        assert_eq!(place["kind"], "hotspot", "{query}: {v}");
        assert_eq!(place["hotspot"], town.slug.as_str());
        assert_eq!(
            place["queryWithoutPlace"],
            query
                .split(' ')
                .next()
                .filter(|w| *w == "antiques")
                .unwrap_or("")
        );
        assert!(total(&v) > 0, "{query} finds stores");
        for s in data(&v) {
            let near = s["distanceKm"].as_f64().is_some_and(|d| d <= 25.0);
            let same_town = s["city"] == town.name.as_str() && s["state"] == town.state.as_str();
            assert!(near || same_town, "{query}: {} is in the place", s["name"]);
        }
        assert_eq!(
            v["meta"]["related"]["hotspots"][0]["slug"],
            town.slug.as_str()
        );
    }

    // A state by code written as one; a lower-case code is a word ("in").
    let v = search(
        &t,
        json!({ "query": "antiques TX", "pagination": { "pageSize": 100 } }),
    )
    .await;
    assert_eq!(v["meta"]["understood"]["place"]["kind"], "state");
    assert!(data(&v).iter().all(|s| s["state"] == "TX"));
    let v = search(&t, json!({ "query": "furniture in" })).await;
    assert!(v["meta"]["understood"]["place"].is_null(), "{v}");

    // A ZIP code of a store finds that store.
    let snap = t.state.snapshot();
    let e = snap
        .stores
        .iter()
        .find(|e| e.zip.is_some() && e.latitude.is_some())
        .expect("a store with a ZIP code and coordinates");
    let zip = e.zip.as_deref().unwrap().to_string();
    let v = search(
        &t,
        json!({ "query": zip, "pagination": { "pageSize": 100 } }),
    )
    .await;
    assert_eq!(v["meta"]["understood"]["place"]["kind"], "zip");
    assert!(
        data(&v).iter().any(|s| s["slug"] == *e.slug),
        "{} found by its ZIP",
        e.name
    );

    // Nearest first on request.
    let v = search(
        &t,
        json!({ "query": town.name, "sort": "distance", "pagination": { "pageSize": 100 } }),
    )
    .await;
    let distances: Vec<f64> = data(&v)
        .iter()
        .filter_map(|s| s["distanceKm"].as_f64())
        .collect();
    assert!(distances.windows(2).all(|w| w[0] <= w[1]), "{distances:?}");

    // A misspelt town is offered put right.
    let town = busiest_hotspot(&t, |name| !name.contains(' ') && name.len() >= 5);
    let wrong: String = {
        let mut chars: Vec<char> = town.name.chars().collect();
        let last = chars.len() - 1;
        chars[last] = if chars[last] == 'x' { 'y' } else { 'x' };
        chars.into_iter().collect()
    };
    let v = search(&t, json!({ "query": format!("antiques {wrong}") })).await;
    let meant = &v["meta"]["suggestions"]["didYouMean"];
    assert_eq!(
        meant["query"],
        format!("antiques {}", town.name).as_str(),
        "{v}"
    );
    assert!(meant["total"].as_u64().unwrap() > 0);
});

both_with!(
    words_typos_and_edits,
    admin(),
    300,
    |t: TestApp| async move {
        let snap = t.state.snapshot();
        let (category, word) = biggest_category(&snap);
        let right = search(&t, json!({ "query": word })).await;
        assert!(total(&right) >= snap.stores.category_counts[&category.slug] as u64);
        // Every store found says why, the first in words of what it sells.
        assert!(
            data(&right)[0]["why"][0][0]["text"] == "Sells ",
            "{}",
            data(&right)[0]
        );
        // One letter swapped finds the same stores.
        let mut chars: Vec<char> = word.chars().collect();
        chars.swap(1, 2);
        let typo: String = chars.into_iter().collect();
        assert_eq!(
            total(&search(&t, json!({ "query": typo })).await),
            total(&right)
        );
        let v = search(&t, json!({ "query": "qxzvbnw" })).await;
        assert_eq!(total(&v), 0);
        assert!(v["meta"]["suggestions"].is_object());

        // An edit is searchable as soon as it is answered.
        let slug = snap.entry(7).slug.to_string();
        let r = t
            .send_json(
                "PUT",
                &format!("/api/stores/{slug}"),
                &json!({ "data": { "name": "Zanzibarian Curiosities" } }),
                &[AUTH],
            )
            .await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        let v = search(&t, json!({ "query": "zanzibarian" })).await;
        assert_eq!(total(&v), 1);
        assert_eq!(data(&v)[0]["name"], "Zanzibarian Curiosities");
        // And a deleted store is gone from it.
        let r = t
            .send_json(
                "DELETE",
                &format!("/api/stores/{}", data(&v)[0]["id"]),
                &json!({}),
                &[AUTH],
            )
            .await;
        assert!(r.status.is_success(), "{}", r.status);
        assert_eq!(
            total(&search(&t, json!({ "query": "zanzibarian" })).await),
            0
        );
    }
);

/// Every store a search finds, page after page.
async fn found_on_every_page(t: &TestApp, mut body: Value) -> Vec<Value> {
    let mut out = Vec::new();
    for page in 1.. {
        body["pagination"] = json!({ "page": page, "pageSize": 100 });
        let v = search(t, body.clone()).await;
        out.extend(data(&v).iter().cloned());
        if page >= v["meta"]["pagination"]["pageCount"].as_u64().unwrap() {
            return out;
        }
    }
    unreachable!()
}

/// Asserts that search answer `v` found nothing and offers as nearest the stores of `anywhere` (what
/// the same search finds without its place) closest to the centre of its place, nearest first, at
/// most 3, each beyond the radius; returns them.
fn assert_nearest<'v>(t: &TestApp, v: &'v Value, anywhere: &[Value]) -> &'v Vec<Value> {
    assert_eq!(total(v), 0, "{v}");
    let place = &v["meta"]["understood"]["place"];
    let (lat, lng) = (
        place["latitude"].as_f64().expect("a centre"),
        place["longitude"].as_f64().expect("a centre"),
    );
    let radius = place["radiusKm"].as_f64().unwrap();
    let snap = t.state.snapshot();
    let mut expected: Vec<(f64, &str)> = anywhere
        .iter()
        .filter_map(|s| {
            let slug = s["slug"].as_str().unwrap();
            let e = snap.entry(snap.find_store(slug).unwrap());
            let d = antiques_model::geo::distance_km(lat, lng, e.latitude?, e.longitude?);
            Some(((d * 10.0).round() / 10.0, slug))
        })
        .collect();
    expected.sort_by(|a, b| a.0.total_cmp(&b.0));
    let nearest = v["meta"]["suggestions"]["nearest"]
        .as_array()
        .unwrap_or_else(|| panic!("nearest stores offered: {v}"));
    assert_eq!(nearest.len(), expected.len().min(3), "{v}");
    let distances: Vec<f64> = nearest
        .iter()
        .map(|s| s["distanceKm"].as_f64().unwrap())
        .collect();
    let closest: Vec<f64> = expected.iter().take(3).map(|e| e.0).collect();
    assert_eq!(distances, closest, "nearest first, none nearer left out");
    for s in nearest {
        let slug = s["slug"].as_str().unwrap();
        let (d, _) = expected
            .iter()
            .find(|e| e.1 == slug)
            .unwrap_or_else(|| panic!("{slug} is found by the same search without its place"));
        assert_eq!(s["distanceKm"], *d, "{slug}");
        assert!(*d > radius, "{slug} lies beyond the radius");
        let e = snap.entry(snap.find_store(slug).unwrap());
        assert_eq!(s["name"], &*e.name);
        assert_eq!(s["city"], &*e.city);
        assert_eq!(s["state"], &*e.state);
    }
    nearest
}

both_with!(
    nearest_matching_stores_when_a_radius_has_none,
    admin(),
    300,
    |t: TestApp| async move {
        let snap = t.state.snapshot();
        let (_, word) = biggest_category(&snap);
        let anywhere = found_on_every_page(&t, json!({ "query": word })).await;
        assert!(anywhere.len() > 3, "{word} is a common word");

        // A shared position in the Pacific, far from every store.
        let ocean = json!({ "latitude": 30.0, "longitude": -150.0 });
        let v = search(&t, json!({ "query": word, "location": { "near": ocean } })).await;
        let nearest = assert_nearest(&t, &v, &anywhere).clone();
        assert_eq!(nearest.len(), 3);
        // Without words, the nearest of all stores.
        let v = search(&t, json!({ "location": { "near": ocean } })).await;
        assert_nearest(&t, &v, &found_on_every_page(&t, json!({})).await);

        // The same filters: a state other than the nearest store's keeps to that state.
        let facets = search(&t, json!({ "query": word })).await["meta"]["facets"].clone();
        let state = facets["states"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["value"].as_str().unwrap().to_string())
            .find(|s| *s != nearest[0]["state"])
            .expect("the word is found in two states");
        let in_state =
            found_on_every_page(&t, json!({ "query": word, "location": { "state": state } })).await;
        let v = search(
            &t,
            json!({ "query": word, "location": { "near": ocean, "state": state } }),
        )
        .await;
        for s in assert_nearest(&t, &v, &in_state) {
            assert_eq!(s["state"], state.as_str(), "{v}");
        }
        // And a feature some of the word's stores have and some not.
        let feature = facets["features"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| (1..anywhere.len() as u64).contains(&f["count"].as_u64().unwrap()))
            .expect("a feature some have")["value"]
            .as_str()
            .unwrap()
            .to_string();
        let mut body = json!({ "query": word, "filters": {} });
        body["filters"][&feature] = json!(true);
        let featured = found_on_every_page(&t, body.clone()).await;
        body["location"] = json!({ "near": ocean });
        assert_nearest(&t, &search(&t, body).await, &featured);

        // A town named in the query, with none of the word's stores in its radius.
        let mut checked = false;
        'towns: for hotspot in snap.hotspots.iter() {
            for category in snap.categories.iter() {
                let query = format!("{} in {} {}", category.name, hotspot.name, hotspot.state);
                let v = search(&t, json!({ "query": query })).await;
                if total(&v) > 0 || v["meta"]["understood"]["place"]["kind"] != "hotspot" {
                    continue;
                }
                let what = &v["meta"]["suggestions"]["withoutPlace"]["query"];
                if what.is_string() {
                    let anywhere = found_on_every_page(&t, json!({ "query": what })).await;
                    assert_nearest(&t, &v, &anywhere);
                    checked = true;
                    break 'towns;
                }
            }
        }
        assert!(checked, "some category has no store near some hotspot town");

        // A state is searched whole: no radius, no nearest.
        let mut checked = false;
        'states: for state in snap.states.iter() {
            for category in snap.categories.iter() {
                let query = format!("{} {}", category.name, state.code);
                let v = search(&t, json!({ "query": query })).await;
                if total(&v) == 0 && v["meta"]["understood"]["place"]["kind"] == "state" {
                    assert!(v["meta"]["suggestions"]["withoutPlace"].is_object(), "{v}");
                    assert!(v["meta"]["suggestions"]["nearest"].is_null(), "{v}");
                    checked = true;
                    break 'states;
                }
            }
        }
        assert!(checked, "some category has no store in some state");

        // A search that finds something offers none.
        let e = snap.entry(
            snap.find_store(nearest[0]["slug"].as_str().unwrap())
                .unwrap(),
        );
        let here = json!({ "latitude": e.latitude, "longitude": e.longitude });
        let v = search(&t, json!({ "query": word, "location": { "near": here } })).await;
        assert!(total(&v) > 0);
        assert!(v["meta"]["suggestions"]["nearest"].is_null(), "{v}");
    }
);

both_with!(
    open_on_a_day_at_a_time,
    admin(),
    300,
    |t: TestApp| async move {
        let v = search(
            &t,
            json!({ "openAt": { "day": "saturday", "time": "14:00" }, "pagination": { "pageSize": 100 } }),
        )
        .await;
        let all = search(&t, json!({})).await;
        assert!(
            total(&v) > 0 && total(&v) < total(&all),
            "{} of {}",
            total(&v),
            total(&all)
        );
        let today = chrono::Utc::now().date_naive();
        let ahead = (7 + chrono::Weekday::Sat.num_days_from_monday()
            - today.weekday().num_days_from_monday())
            % 7;
        let day = today + chrono::Days::new(u64::from(ahead));
        let snap = t.state.snapshot();
        for s in data(&v) {
            let e = snap.entry(snap.find_store(s["slug"].as_str().unwrap()).unwrap());
            assert!(
                e.is_open_on(chrono::Weekday::Sat, 14 * 60, day.month() * 100 + day.day()),
                "{} is open on Saturday at 2 pm",
                e.name
            );
        }
    }
);

both_with!(
    open_on_a_day_follows_edits_to_hours,
    admin(),
    300,
    |t: TestApp| async move {
        // The stores open then are worked out once per snapshot and handed on to the next one: a
        // store whose hours change is asked again.
        let body = json!({ "query": "", "openAt": { "day": "saturday", "time": "14:00" }, "pagination": { "pageSize": 100 } });
        let open = found_on_every_page(&t, body.clone()).await;
        let slugs = |list: &[Value]| -> Vec<String> {
            list.iter()
                .map(|s| s["slug"].as_str().unwrap().to_string())
                .collect()
        };
        // A week closed but on Saturday, with these hours then.
        let week = |saturday: &[Value]| {
            let mut w = json!({});
            for day in [
                "monday",
                "tuesday",
                "wednesday",
                "thursday",
                "friday",
                "sunday",
            ] {
                w[day] = json!([]);
            }
            w["saturday"] = json!(saturday);
            w
        };
        let before = slugs(&open);
        let closing = before[0].clone();
        let r = t
            .send_json(
                "PUT",
                &format!("/api/stores/{closing}"),
                &json!({ "data": { "openingHours": { "timeZone": "America/New_York", "status": "temporarilyClosed", "weekly": week(&[]) } } }),
                &[AUTH],
            )
            .await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        let snap = t.state.snapshot();
        let closed_one = snap
            .stores
            .iter()
            .find(|e| e.hours.is_some() && !before.iter().any(|s| *s == *e.slug))
            .expect("a store with hours that is closed on Saturday at 2 pm")
            .slug
            .to_string();
        let r = t
            .send_json(
                "PUT",
                &format!("/api/stores/{closed_one}"),
                &json!({ "data": { "openingHours": { "timeZone": "America/Chicago", "status": "regular", "weekly": week(&[{ json!({ "open": "09:00", "close": "17:00" }) }]) } } }),
                &[AUTH],
            )
            .await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        let after = slugs(&found_on_every_page(&t, body).await);
        assert!(!after.contains(&closing), "{closing} closed since");
        assert!(after.contains(&closed_one), "{closed_one} open since");
        assert_eq!(after.len(), before.len());
    }
);

both_with!(
    search_refuses_bad_criteria,
    admin(),
    20,
    |t: TestApp| async move {
        for body in [
            json!({ "openAt": { "day": "funday", "time": "14:00" } }),
            json!({ "openAt": { "day": "monday", "time": "25:00" } }),
            json!({ "openAt": { "day": "monday", "time": "2pm" } }),
            json!({ "location": { "radiusKm": 0 } }),
            json!({ "location": { "radiusKm": 501 } }),
            json!({ "location": { "near": { "latitude": 91, "longitude": 0 } } }),
            json!({ "sort": "random" }),
            // Members that are objects, sent as arrays (serde alone reads a struct by position).
            json!({ "pagination": [null, null] }),
            json!({ "openAt": ["monday", "14:00"] }),
            json!({ "location": [] }),
            json!({ "location": { "near": [42.25, -73.79] } }),
        ] {
            let r = t.post_json("/api/stores/search", &body).await;
            r.assert_error(400);
        }
        // A whole number written with a point is that integer (as JSON Schema counts it); a
        // fraction where an integer is read is not.
        let r = t
            .post_json(
                "/api/stores/search",
                &json!({ "pagination": { "pageSize": 12.0 } }),
            )
            .await;
        assert_eq!(r.json()["meta"]["pagination"]["pageSize"], 12);
        t.post_json(
            "/api/stores/search",
            &json!({ "pagination": { "pageSize": 12.5 } }),
        )
        .await
        .assert_error(400);
    }
);
