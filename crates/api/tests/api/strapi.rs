//! Strapi 5's query language on every collection: operators, shorthand, `$or`/`$and`/`$not`,
//! relations, sort, both paging modes, `fields`, `populate`, `findOne` by `documentId`, and a
//! property test of random filter trees against a straightforward evaluation of the full stores.

use antiques_model::text::fold;
use serde_json::{Value, json};

use crate::common::{AUTH, PASSWORD, TestApp, admin, tokens};
use crate::{both, both_with};

fn enc(v: &str) -> String {
    form_urlencoded::byte_serialize(v.as_bytes()).collect()
}

fn ids(v: &Value) -> Vec<i64> {
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_i64().unwrap())
        .collect()
}

/// Every full store, through the paged list.
async fn all_stores(t: &TestApp) -> Vec<Value> {
    let mut out = Vec::new();
    for page in 1.. {
        let v = t
            .get(&format!(
                "/api/stores?populate=*&pagination[page]={page}&pagination[pageSize]=100"
            ))
            .await
            .json();
        let data = v["data"].as_array().unwrap().clone();
        if data.is_empty() {
            break;
        }
        out.extend(data);
    }
    out
}

/// Ids of every store a query matches, paging through with offsets.
async fn matching_ids(t: &TestApp, query: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut start = 0;
    loop {
        let r = t
            .get(&format!(
                "/api/stores?{query}&fields[0]=id&pagination[start]={start}&pagination[limit]=100"
            ))
            .await;
        assert_eq!(
            r.status.as_u16(),
            200,
            "{query}: {}",
            String::from_utf8_lossy(&r.body)
        );
        let v = r.json();
        let page = ids(&v);
        out.extend(&page);
        let total = v["meta"]["pagination"]["total"].as_u64().unwrap() as usize;
        start += 100;
        if start >= total {
            assert_eq!(out.len(), total, "{query}");
            break;
        }
    }
    out.sort_unstable();
    out
}

both!(
    operators_shorthand_and_logic_on_stores,
    |t: TestApp| async move {
        let stores = all_stores(&t).await;
        let count = |keep: &dyn Fn(&Value) -> bool| {
            let mut v: Vec<i64> = stores
                .iter()
                .filter(|s| keep(s))
                .map(|s| s["id"].as_i64().unwrap())
                .collect();
            v.sort_unstable();
            v
        };
        let first = &stores[0];
        let word = first["name"]
            .as_str()
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .to_lowercase();
        let contains = count(&|s| s["name"].as_str().unwrap().to_lowercase().contains(&word));
        assert!(!contains.is_empty());
        assert_eq!(
            matching_ids(
                &t,
                &format!("filters[name][$containsi]={}", enc(&word.to_uppercase()))
            )
            .await,
            contains
        );
        assert_eq!(
            matching_ids(&t, &format!("filters[name][$notContainsi]={}", enc(&word))).await,
            count(&|s| !s["name"].as_str().unwrap().to_lowercase().contains(&word))
        );
        // The shorthand is $eq; two fields are "and".
        let state = first["state"].as_str().unwrap();
        assert_eq!(
            matching_ids(
                &t,
                &format!("filters[state]={state}&filters[featured]=true")
            )
            .await,
            count(&|s| s["state"] == state && s["featured"] == true)
        );
        // $or of two cities.
        let other = stores.iter().find(|s| s["city"] != first["city"]).unwrap();
        let (a, b) = (
            first["city"].as_str().unwrap(),
            other["city"].as_str().unwrap(),
        );
        assert_eq!(
            matching_ids(
                &t,
                &format!(
                    "filters[$or][0][city][$eq]={}&filters[$or][1][city][$eq]={}",
                    enc(a),
                    enc(b)
                )
            )
            .await,
            count(&|s| s["city"] == a || s["city"] == b)
        );
        // $in, $gte, $between, $not, $null.
        assert_eq!(
            matching_ids(&t, "filters[state][$in][0]=TX&filters[state][$in][1]=NY").await,
            count(&|s| s["state"] == "TX" || s["state"] == "NY")
        );
        assert_eq!(
            matching_ids(&t, "filters[rating][$gte]=8").await,
            count(&|s| s["rating"].as_f64().is_some_and(|r| r >= 8.0))
        );
        assert_eq!(
            matching_ids(
                &t,
                "filters[displayRating][$between][0]=5&filters[displayRating][$between][1]=7"
            )
            .await,
            count(&|s| s["displayRating"]
                .as_f64()
                .is_some_and(|r| (5.0..=7.0).contains(&r)))
        );
        assert_eq!(
            matching_ids(&t, "filters[$not][featured][$eq]=true").await,
            count(&|s| s["featured"] != true)
        );
        assert_eq!(
            matching_ids(&t, "filters[description][$null]=true").await,
            count(&|s| s["description"].is_null())
        );
        assert_eq!(
            matching_ids(&t, "filters[description][$notNull]=true").await,
            count(&|s| !s["description"].is_null())
        );
        // Through relations.
        assert_eq!(
            matching_ids(&t, "filters[categories][slug][$eq]=furniture").await,
            count(&|s| s["categories"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["slug"] == "furniture"))
        );
        let town = stores
            .iter()
            .find_map(|s| s["nearestAntiqueHotspot"]["slug"].as_str())
            .unwrap();
        assert_eq!(
            matching_ids(
                &t,
                &format!("filters[nearestAntiqueHotspot][slug][$eq]={town}")
            )
            .await,
            count(&|s| s["nearestAntiqueHotspot"]["slug"] == town)
        );
    }
);

both!(sort_paging_fields_and_populate, |t: TestApp| async move {
    // Several sort keys: state ascending, then name descending.
    let v = t
        .get("/api/stores?sort[0]=state:asc&sort[1]=name:desc&fields[0]=state&fields[1]=name&pagination[pageSize]=100")
        .await
        .json();
    let rows: Vec<(String, String)> = v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["state"].as_str().unwrap().into(),
                fold(s["name"].as_str().unwrap()),
            )
        })
        .collect();
    assert!(
        rows.windows(2)
            .all(|w| w[0].0 < w[1].0 || (w[0].0 == w[1].0 && w[0].1 >= w[1].1)),
        "{rows:?}"
    );
    // fields: only those, with id and documentId.
    let first = &v["data"][0];
    let mut keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(keys, ["documentId", "id", "name", "state"]);
    // The same order as a comma-separated string.
    let again = t
        .get("/api/stores?sort=state:asc,name:desc&fields=state,name&pagination[pageSize]=100")
        .await
        .json();
    assert_eq!(again["data"], v["data"]);

    // Offset paging answers Strapi's offset meta.
    let offset = t
        .get("/api/stores?pagination[start]=10&pagination[limit]=5")
        .await
        .json();
    assert_eq!(offset["meta"]["pagination"]["start"], 10);
    assert_eq!(offset["meta"]["pagination"]["limit"], 5);
    assert!(offset["meta"]["pagination"]["page"].is_null());
    let paged = t
        .get("/api/stores?pagination[page]=3&pagination[pageSize]=5")
        .await
        .json();
    assert_eq!(offset["data"], paged["data"]);
    assert_eq!(
        offset["meta"]["pagination"]["total"],
        paged["meta"]["pagination"]["total"]
    );
    // Page and offset paging mixed: each member is as documented, the mix is not (a 422).
    let mixed = t
        .get("/api/stores?pagination[page]=1&pagination[limit]=5")
        .await
        .assert_error(422);
    assert!(mixed.contains("cannot be mixed"), "{mixed}");

    // populate with fields adds the relation asked for.
    let v = t
        .get("/api/stores?fields[0]=name&populate[0]=categories&pagination[pageSize]=1")
        .await
        .json();
    assert!(v["data"][0]["categories"].is_array());
    assert!(v["data"][0]["nearestAntiqueHotspot"].is_null());
    let v = t
        .get("/api/stores?populate[storeAnalysis]=true&pagination[pageSize]=1")
        .await
        .json();
    assert!(v["data"][0].get("storeAnalysis").is_some());
    t.get("/api/stores?status=published&locale=en")
        .await
        .assert_cache("public, max-age=60");
});

both!(
    every_collection_speaks_the_same_language,
    |t: TestApp| async move {
        for (collection, field) in [
            ("hotspots", "name"),
            ("states", "name"),
            ("regions", "name"),
            ("categories", "name"),
            ("guides", "title"),
            ("events", "title"),
        ] {
            let extra = if collection == "events" {
                "upcoming=false&"
            } else {
                ""
            };
            let all = t.get(&format!("/api/{collection}?{extra}")).await.json();
            let docs = all["data"].as_array().unwrap();
            assert!(!docs.is_empty(), "{collection}");
            // Every document has id and documentId, and findOne by documentId answers it.
            for d in docs {
                assert!(d["id"].as_i64().unwrap() > 0, "{collection}: {d}");
                let doc_id = d["documentId"].as_str().unwrap();
                let one = t.get(&format!("/api/{collection}/{doc_id}")).await.json();
                assert_eq!(one["data"]["id"], d["id"], "{collection}/{doc_id}");
            }
            // Sort descending, page by two, with a field list.
            let v = t
            .get(&format!(
                "/api/{collection}?{extra}sort={field}:desc&pagination[pageSize]=2&fields[0]={field}"
            ))
            .await
            .json();
            let mut want: Vec<String> = docs
                .iter()
                .map(|d| d[field].as_str().unwrap().to_string())
                .collect();
            want.sort_by(|a, b| fold(b).cmp(&fold(a)).then(b.cmp(a)));
            let got: Vec<&str> = v["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d[field].as_str().unwrap())
                .collect();
            assert_eq!(got, want[..want.len().min(2)], "{collection}");
            assert_eq!(v["meta"]["pagination"]["pageSize"], 2);
            assert_eq!(v["meta"]["pagination"]["total"], docs.len());
            assert_eq!(v["data"][0].as_object().unwrap().len(), 3, "{collection}");
            // A filter on the first document's field finds it.
            let value = docs[0][field].as_str().unwrap();
            let found = t
                .get(&format!(
                    "/api/{collection}?{extra}filters[{field}][$eqi]={}",
                    enc(&value.to_uppercase())
                ))
                .await
                .json();
            assert!(
                found["data"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|d| d["id"] == docs[0]["id"]),
                "{collection}"
            );
            // Offset paging.
            let o = t
                .get(&format!(
                    "/api/{collection}?{extra}pagination[start]=1&pagination[limit]=1"
                ))
                .await
                .json();
            assert_eq!(o["meta"]["pagination"]["start"], 1);
            assert_eq!(o["data"].as_array().unwrap().len(), 1.min(docs.len() - 1));
        }
        // Relations of regions: states.
        let v = t
            .get("/api/regions?filters[states][code][$eq]=TX")
            .await
            .json();
        assert_eq!(v["data"].as_array().unwrap().len(), 1);
        assert!(
            v["data"][0]["states"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["code"] == "TX")
        );
    }
);

both!(what_is_not_supported_says_so, |t: TestApp| async move {
    for (query, names) in [
        ("/api/stores?filters[colour][$eq]=red", "filters[colour]"),
        ("/api/stores?filters[name][$like]=x", "$like"),
        (
            "/api/stores?filters[rating][$containsi]=x",
            "rating is not text",
        ),
        ("/api/stores?filters[rating][$gt]=high", "must be a number"),
        (
            "/api/stores?filters[openingHours][$null]=true",
            "filters[openingHours]",
        ),
        (
            "/api/stores?sort=openingHours:asc",
            "Unknown sort field: openingHours",
        ),
        ("/api/stores?sort=name:up", "asc or desc"),
        (
            "/api/stores?fields[0]=colour",
            "Unknown field in fields: colour",
        ),
        (
            "/api/stores?populate=owner",
            "Unknown relation in populate: owner",
        ),
        (
            "/api/stores?populate[categories][fields][0]=name",
            "populate[categories]",
        ),
        ("/api/hotspots?status=draft", "have no drafts"),
        ("/api/regions/south?status=draft", "have no drafts"),
        ("/api/stores?locale=fr", "Unknown locale"),
        (
            "/api/hotspots?filters[storeCount][$between][0]=1",
            "two values",
        ),
        (
            "/api/states?pagination[pageSize]=500",
            "pagination[pageSize]",
        ),
        ("/api/guides?filters[body][$containsi]=x", "filters[body]"),
        (
            "/api/events?filters[startDate][$gte]=soon",
            "must be a date",
        ),
    ] {
        let message = t.get(query).await.assert_error(400);
        assert!(message.contains(names), "{query}: {message}");
    }
    let many: String = (0..101)
        .map(|i| format!("&filters[id][$in][{i}]={i}"))
        .collect();
    let message = t
        .get(&format!("/api/stores?x=1{many}").replace("?x=1&", "?"))
        .await
        .assert_error(400);
    assert!(message.contains("at most 100"), "{message}");
    let deep = format!("/api/stores?filters{}[name][$eq]=x", "[$not]".repeat(12));
    t.get(&deep).await.assert_error(400);
    // As documented, but reading more fields of whole stores than one query may: a 422.
    let message = t
        .get("/api/stores?filters[description][$containsi]=a&filters[zipCode][$eq]=1&filters[rating][$gt]=1&sort=createdAt")
        .await
        .assert_error(422);
    assert!(message.contains("at most 3"), "{message}");
});

/// A tiny deterministic generator (the tests need no randomness crate).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.next() as usize % items.len()]
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum K {
    Text,
    Num,
    Bool,
    Time,
}

/// (path in the query, path in the store, kind, through a list)
const FIELDS: &[(&str, &str, K)] = &[
    ("name", "name", K::Text),
    ("city", "city", K::Text),
    ("state", "state", K::Text),
    ("zipCode", "zipCode", K::Text),
    ("description", "description", K::Text),
    ("region", "region", K::Text),
    ("rating", "rating", K::Num),
    ("displayRating", "displayRating", K::Num),
    ("id", "id", K::Num),
    ("latitude", "latitude", K::Num),
    ("featured", "featured", K::Bool),
    ("verified", "verified", K::Bool),
    ("hasWebsite", "hasWebsite", K::Bool),
    ("updatedAt", "updatedAt", K::Time),
    ("createdAt", "createdAt", K::Time),
    ("categories][slug", "categories.slug", K::Text),
    ("categories][name", "categories.name", K::Text),
    (
        "nearestAntiqueHotspot][slug",
        "nearestAntiqueHotspot.slug",
        K::Text,
    ),
    ("websites", "websites", K::Text),
];

/// The values of a store at a dotted path (through lists and relations); none when null.
fn values_at<'a>(store: &'a Value, path: &str) -> Vec<&'a Value> {
    let mut current = vec![store];
    for part in path.split('.') {
        let mut next = Vec::new();
        for v in current {
            match v.get(part) {
                Some(Value::Array(items)) => next.extend(items.iter()),
                Some(Value::Null) | None => {}
                Some(x) => next.push(x),
            }
        }
        current = next;
    }
    current.into_iter().filter(|v| !v.is_null()).collect()
}

fn micros(s: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(s)
        .map(|t| t.timestamp_micros())
        .unwrap_or_else(|_| {
            chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
                .unwrap()
                .and_hms_opt(0, 0, 0)
                .unwrap()
                .and_utc()
                .timestamp_micros()
        })
}

/// A condition evaluated the plain way over one store's JSON.
fn holds(store: &Value, path: &str, kind: K, op: &str, args: &[String]) -> bool {
    let vals = values_at(store, path);
    let folded = op.ends_with('i') && op != "$in" && op != "$notIn";
    let text = |v: &Value| {
        let s = v.as_str().unwrap_or_default();
        if folded { fold(s) } else { s.to_string() }
    };
    let arg = |i: usize| {
        if folded {
            fold(&args[i])
        } else {
            args[i].clone()
        }
    };
    let cmp = |v: &Value, a: &str| -> Option<std::cmp::Ordering> {
        match kind {
            K::Text => Some(text(v).as_str().cmp(a)),
            K::Num => v.as_f64()?.partial_cmp(&a.parse::<f64>().ok()?),
            K::Bool => Some(v.as_bool()?.cmp(&(a == "true"))),
            K::Time => Some(micros(v.as_str()?).cmp(&micros(a))),
        }
    };
    use std::cmp::Ordering::*;
    let any = |f: &dyn Fn(&Value) -> bool| vals.iter().any(|v| f(v));
    match op {
        "$eq" | "$eqi" => any(&|v| cmp(v, &arg(0)) == Some(Equal)),
        "$ne" | "$nei" => !any(&|v| cmp(v, &arg(0)) == Some(Equal)),
        "$lt" => any(&|v| cmp(v, &arg(0)) == Some(Less)),
        "$lte" => any(&|v| matches!(cmp(v, &arg(0)), Some(Less | Equal))),
        "$gt" => any(&|v| cmp(v, &arg(0)) == Some(Greater)),
        "$gte" => any(&|v| matches!(cmp(v, &arg(0)), Some(Greater | Equal))),
        "$in" => any(&|v| args.iter().any(|a| cmp(v, a) == Some(Equal))),
        "$notIn" => !any(&|v| args.iter().any(|a| cmp(v, a) == Some(Equal))),
        "$between" => any(&|v| {
            matches!(cmp(v, &args[0]), Some(Greater | Equal))
                && matches!(cmp(v, &args[1]), Some(Less | Equal))
        }),
        "$contains" | "$containsi" => any(&|v| text(v).contains(&arg(0))),
        "$notContains" | "$notContainsi" => !any(&|v| text(v).contains(&arg(0))),
        "$startsWith" | "$startsWithi" => any(&|v| text(v).starts_with(&arg(0))),
        "$endsWith" | "$endsWithi" => any(&|v| text(v).ends_with(&arg(0))),
        "$null" => vals.is_empty() == (args[0] == "true"),
        "$notNull" => vals.is_empty() != (args[0] == "true"),
        other => panic!("{other}"),
    }
}

/// A random filter: the query parameters under `prefix` and the plain evaluation.
enum Tree {
    Cond(&'static str, &'static str, K, &'static str, Vec<String>),
    And(Vec<Tree>),
    Or(Vec<Tree>),
    Not(Box<Tree>),
}

impl Tree {
    fn eval(&self, s: &Value) -> bool {
        match self {
            Tree::Cond(_, path, kind, op, args) => holds(s, path, *kind, op, args),
            Tree::And(all) => all.iter().all(|t| t.eval(s)),
            Tree::Or(any) => any.iter().any(|t| t.eval(s)),
            Tree::Not(t) => !t.eval(s),
        }
    }

    fn query(&self, prefix: &str, out: &mut Vec<String>) {
        match self {
            Tree::Cond(field, _, _, op, args) => match *op {
                "$in" | "$notIn" | "$between" => {
                    for (i, a) in args.iter().enumerate() {
                        out.push(format!("{prefix}[{field}][{op}][{i}]={}", enc(a)));
                    }
                }
                _ => out.push(format!("{prefix}[{field}][{op}]={}", enc(&args[0]))),
            },
            Tree::And(all) => {
                for (i, t) in all.iter().enumerate() {
                    t.query(&format!("{prefix}[$and][{i}]"), out);
                }
            }
            Tree::Or(any) => {
                for (i, t) in any.iter().enumerate() {
                    t.query(&format!("{prefix}[$or][{i}]"), out);
                }
            }
            Tree::Not(t) => t.query(&format!("{prefix}[$not]"), out),
        }
    }
}

/// A value of `path` taken from a random store (or a piece of one, for the text operators).
fn sample(rng: &mut Lcg, stores: &[Value], path: &str, kind: K, op: &str) -> String {
    for _ in 0..20 {
        let store = rng.pick(stores);
        let vals = values_at(store, path);
        if vals.is_empty() {
            continue;
        }
        let v = rng.pick(&vals);
        return match kind {
            K::Text => {
                let s = v.as_str().unwrap().to_string();
                let chars: Vec<char> = s.chars().collect();
                let cut = |from: usize, to: usize| chars[from..to].iter().collect::<String>();
                let n = chars.len();
                let piece = match op {
                    "$contains" | "$containsi" | "$notContains" | "$notContainsi" if n > 3 => {
                        let a = rng.next() as usize % (n - 2);
                        cut(a, (a + 3).min(n))
                    }
                    "$startsWith" | "$startsWithi" if n > 2 => {
                        cut(0, 2 + rng.next() as usize % (n - 1))
                    }
                    "$endsWith" | "$endsWithi" if n > 2 => cut(n - 2, n),
                    _ => s,
                };
                if op.ends_with('i') && rng.next().is_multiple_of(2) {
                    piece.to_uppercase()
                } else {
                    piece
                }
            }
            K::Num => v.as_f64().unwrap().to_string(),
            K::Bool => v.as_bool().unwrap().to_string(),
            K::Time => v.as_str().unwrap().to_string(),
        };
    }
    match kind {
        K::Text => "zz".into(),
        K::Num => "5".into(),
        K::Bool => "true".into(),
        K::Time => "2026-01-01".into(),
    }
}

fn random_tree(rng: &mut Lcg, stores: &[Value], depth: u32) -> Tree {
    if depth > 0 && rng.next().is_multiple_of(3) {
        let n = 2 + rng.next() as usize % 2;
        let children = (0..n)
            .map(|_| random_tree(rng, stores, depth - 1))
            .collect();
        return match rng.next() % 3 {
            0 => Tree::And(children),
            1 => Tree::Or(children),
            _ => Tree::Not(Box::new(random_tree(rng, stores, depth - 1))),
        };
    }
    let &(field, path, kind) = rng.pick(FIELDS);
    let ops: &[&'static str] = match kind {
        K::Text => &[
            "$eq",
            "$eqi",
            "$ne",
            "$nei",
            "$in",
            "$notIn",
            "$contains",
            "$containsi",
            "$notContains",
            "$notContainsi",
            "$startsWith",
            "$startsWithi",
            "$endsWith",
            "$endsWithi",
            "$lt",
            "$gte",
            "$null",
            "$notNull",
        ],
        K::Num | K::Time => &[
            "$eq", "$ne", "$lt", "$lte", "$gt", "$gte", "$between", "$in", "$null", "$notNull",
        ],
        K::Bool => &["$eq", "$ne", "$null"],
    };
    let op = *rng.pick(ops);
    let args = match op {
        "$null" | "$notNull" => vec![rng.pick(&["true", "false"]).to_string()],
        "$in" | "$notIn" => (0..1 + rng.next() % 3)
            .map(|_| sample(rng, stores, path, kind, "$eq"))
            .collect(),
        "$between" => {
            let mut two = [
                sample(rng, stores, path, kind, op),
                sample(rng, stores, path, kind, op),
            ];
            let ordered = match kind {
                K::Num => two[0].parse::<f64>().unwrap() <= two[1].parse::<f64>().unwrap(),
                _ => micros(&two[0]) <= micros(&two[1]),
            };
            if !ordered {
                two.swap(0, 1);
            }
            two.to_vec()
        }
        _ => vec![sample(rng, stores, path, kind, op)],
    };
    Tree::Cond(field, path, kind, op, args)
}

both!(
    random_filter_trees_match_a_plain_evaluation,
    |t: TestApp| async move {
        let stores = all_stores(&t).await;
        let mut rng = Lcg(0x5eed);
        let mut nonempty = 0;
        for _ in 0..120 {
            let tree = random_tree(&mut rng, &stores, 2);
            let mut params = Vec::new();
            tree.query("filters", &mut params);
            let query = params.join("&");
            let mut want: Vec<i64> = stores
                .iter()
                .filter(|s| tree.eval(s))
                .map(|s| s["id"].as_i64().unwrap())
                .collect();
            want.sort_unstable();
            if !want.is_empty() && want.len() < stores.len() {
                nonempty += 1;
            }
            assert_eq!(matching_ids(&t, &query).await, want, "{query}");
        }
        // The trees are not all trivial: most select some stores and not others.
        assert!(nonempty > 40, "{nonempty}");
    }
);

both_with!(
    documents_are_written_in_strapis_shape,
    admin(),
    20,
    |t: TestApp| async move {
        let auth = [AUTH];
        let mut deleted_ids: Vec<(&str, i64)> = Vec::new();
        // Without the admin token or a session, a write is refused.
        let refused = t
            .send_json(
                "POST",
                "/api/categories",
                &json!({ "data": { "name": "Lamps" } }),
                &[],
            )
            .await;
        assert_eq!(refused.status.as_u16(), 401);

        for (collection, data, change) in [
            (
                "categories",
                json!({ "name": "Oil Lamps", "description": "Brass and glass." }),
                json!({ "description": "Brass, glass and wicks." }),
            ),
            (
                "hotspots",
                json!({ "name": "Frenchtown", "state": "NJ", "latitude": 40.5262, "longitude": -75.0616,
                        "description": "A river town of dealers.", "bestTimeToVisit": "Spring", "radiusKm": 15 }),
                json!({ "bestTimeToVisit": "Any weekend" }),
            ),
            (
                "events",
                json!({ "title": "River Town Show", "description": "Sixty dealers.", "startDate": "2027-05-01",
                        "endDate": "2027-05-02", "venue": "The Fairground", "city": "Lambertville", "state": "NJ" }),
                json!({ "venue": "The Old Mill" }),
            ),
            (
                "guides",
                json!({ "title": "Oil Lamps", "summary": "What to check.", "body": "The burner first.",
                        "author": "The editors", "publishedAt": "2026-11-01" }),
                json!({ "summary": "What to check before you buy." }),
            ),
        ] {
            let created = t
                .send_json(
                    "POST",
                    &format!("/api/{collection}"),
                    &json!({ "data": data }),
                    &auth,
                )
                .await;
            assert_eq!(
                created.status.as_u16(),
                201,
                "{collection}: {}",
                String::from_utf8_lossy(&created.body)
            );
            let doc = created.json()["data"].clone();
            let document_id = doc["documentId"].as_str().unwrap().to_string();
            assert!(doc["id"].as_i64().unwrap() > 0, "{collection}: {doc}");
            // The public read answers it, by documentId.
            let read = t
                .get(&format!("/api/{collection}/{document_id}"))
                .await
                .json();
            assert_eq!(read["data"]["id"], doc["id"], "{collection}");

            // An update changes the fields sent and keeps the others; a document read can be sent back.
            let updated = t
                .send_json(
                    "PUT",
                    &format!("/api/{collection}/{document_id}"),
                    &json!({ "data": change }),
                    &auth,
                )
                .await;
            assert_eq!(
                updated.status.as_u16(),
                200,
                "{collection}: {}",
                String::from_utf8_lossy(&updated.body)
            );
            let after = updated.json()["data"].clone();
            for (k, v) in change.as_object().unwrap() {
                assert_eq!(&after[k], v, "{collection}.{k}");
            }
            for k in data
                .as_object()
                .unwrap()
                .keys()
                .filter(|k| !change.as_object().unwrap().contains_key(*k))
            {
                assert_eq!(after[k], doc[k], "{collection}.{k} kept");
            }
            let echoed = t
                .send_json(
                    "PUT",
                    &format!("/api/{collection}/{document_id}"),
                    &json!({ "data": after }),
                    &auth,
                )
                .await;
            assert_eq!(
                echoed.status.as_u16(),
                200,
                "{collection}: {}",
                String::from_utf8_lossy(&echoed.body)
            );

            // A field the kind does not have is a 400 naming it.
            let wrong = t
                .send_json(
                    "PUT",
                    &format!("/api/{collection}/{document_id}"),
                    &json!({ "data": { "colour": "red" } }),
                    &auth,
                )
                .await;
            assert!(wrong.assert_error(400).contains("colour"), "{collection}");

            deleted_ids.push((collection, doc["id"].as_i64().unwrap()));
            let deleted = t
                .send_json(
                    "DELETE",
                    &format!("/api/{collection}/{document_id}"),
                    &json!({}),
                    &auth,
                )
                .await;
            assert_eq!(deleted.status.as_u16(), 200, "{collection}");
            assert_eq!(deleted.json()["data"]["documentId"], document_id.as_str());
            t.get(&format!("/api/{collection}/{document_id}"))
                .await
                .assert_not_found();
        }

        // The id of a deleted record is never given again, even when it was the newest.
        let again = t
            .send_json(
                "POST",
                "/api/categories",
                &json!({ "data": { "name": "Wicks", "description": "x" } }),
                &auth,
            )
            .await
            .json();
        let gone = deleted_ids
            .iter()
            .find(|(c, _)| *c == "categories")
            .unwrap()
            .1;
        assert!(
            again["data"]["id"].as_i64().unwrap() > gone,
            "{again} after {gone}"
        );

        // Guides alone have drafts: a draft is answered, with its id, and kept off the public reads.
        let draft = t
            .send_json(
                "POST",
                "/api/guides?status=draft",
                &json!({ "data": { "title": "Draft Lamps", "summary": "Soon.", "body": "Soon.",
                                   "author": "The editors", "publishedAt": "2026-11-01" } }),
                &auth,
            )
            .await;
        assert_eq!(draft.status.as_u16(), 201);
        let draft = draft.json()["data"].clone();
        assert!(draft["id"].as_i64().unwrap() > 0);
        assert!(draft["readingMinutes"].as_u64().is_some(), "{draft}");
        t.get(&format!(
            "/api/guides/{}",
            draft["documentId"].as_str().unwrap()
        ))
        .await
        .assert_not_found();
        let refused = t
            .send_json(
                "POST",
                "/api/events?status=draft",
                &json!({ "data": {} }),
                &auth,
            )
            .await;
        assert!(refused.assert_error(400).contains("no drafts"));
    }
);

both_with!(
    the_consoles_record_lists_speak_it_too,
    admin(),
    20,
    |t: TestApp| async move {
        let auth = [AUTH];
        assert_eq!(t.get("/api/admin/hotspots").await.status.as_u16(), 401);
        let all = t.get_with("/api/admin/hotspots", &auth).await.json();
        let total = all["data"].as_array().unwrap().len();
        assert_eq!(all["meta"]["pagination"]["total"], total);
        let tx = t
            .get_with(
                "/api/admin/hotspots?filters[state][$eq]=TX&sort=name:desc&fields[0]=name",
                &auth,
            )
            .await
            .json();
        let names: Vec<&str> = tx["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h["name"].as_str().unwrap())
            .collect();
        let mut want: Vec<&str> = all["data"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["state"] == "TX")
            .map(|h| h["name"].as_str().unwrap())
            .collect();
        want.sort_by_key(|n| std::cmp::Reverse(fold(n)));
        assert_eq!(names, want);
        assert!(tx["data"][0]["id"].as_i64().unwrap() > 0);
        assert_eq!(tx["data"][0].as_object().unwrap().len(), 3);

        // A draft guide is in the console's list, and a filter on `draft` finds it.
        let created = t
            .send_json(
                "POST",
                "/api/guides?status=draft",
                &json!({ "data": { "title": "Unfinished", "summary": "Soon.", "body": "Soon.",
                               "author": "The editors", "publishedAt": "2026-11-01" } }),
                &auth,
            )
            .await;
        assert_eq!(created.status.as_u16(), 201);
        let drafts = t
            .get_with("/api/admin/guides?filters[draft][$eq]=true", &auth)
            .await
            .json();
        assert_eq!(drafts["data"].as_array().unwrap().len(), 1);
        assert_eq!(drafts["data"][0]["title"], "Unfinished");
        let paged = t
            .get_with(
                "/api/admin/categories?pagination[start]=2&pagination[limit]=3",
                &auth,
            )
            .await
            .json();
        assert_eq!(paged["meta"]["pagination"]["limit"], 3);
        assert_eq!(paged["data"].as_array().unwrap().len(), 3);
        t.get_with("/api/admin/events?filters[colour][$eq]=red", &auth)
            .await
            .assert_error(400);
    }
);

both_with!(
    an_editors_session_reads_drafts_behind_a_read_token,
    tokens(),
    20,
    |t: TestApp| async move {
        // Signing in is a read: it takes the read token.
        let reader = [("authorization", "Bearer reader-token")];
        t.db.add_user(
            "ed@example.com",
            antiques_storage::Role::Editor,
            &antiques_storage::hash_password(PASSWORD).unwrap(),
        )
        .await
        .unwrap();
        let login = t
            .send_json(
                "POST",
                "/api/admin/login",
                &json!({ "email": "ed@example.com", "password": PASSWORD }),
                &reader,
            )
            .await;
        assert_eq!(
            login.status.as_u16(),
            200,
            "{}",
            String::from_utf8_lossy(&login.body)
        );
        let bearer = format!("Bearer {}", login.json()["data"]["token"].as_str().unwrap());
        let session = [("authorization", bearer.as_str())];
        // The read token reads what is published; an editor's session reads drafts too.
        assert_eq!(
            t.get_with("/api/stores?status=draft", &reader)
                .await
                .status
                .as_u16(),
            403
        );
        let drafts = t
            .get_with("/api/stores?status=draft&pagination[pageSize]=1", &session)
            .await;
        assert_eq!(
            drafts.status.as_u16(),
            200,
            "{}",
            String::from_utf8_lossy(&drafts.body)
        );
        assert_eq!(
            t.get_with("/api/stores?pagination[pageSize]=1", &session)
                .await
                .status
                .as_u16(),
            200
        );
        // Any other token is still refused.
        let stranger = [("authorization", "Bearer not-a-token")];
        assert_eq!(
            t.get_with("/api/stores", &stranger).await.status.as_u16(),
            403
        );
    }
);

/// Every limit wide open: the console-list test sends many forms from one address.
fn console_lists_config() -> antiques_api::ApiConfig {
    let open = antiques_api::config::RateLimit {
        max: 1000,
        window: std::time::Duration::from_secs(60),
    };
    antiques_api::ApiConfig {
        signup_limit: open,
        form_limit: open,
        ..admin()
    }
}

fn texts<'a>(v: &'a Value, key: &str) -> Vec<&'a str> {
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d[key].as_str().unwrap())
        .collect()
}

both_with!(
    the_consoles_database_lists_speak_it_too,
    console_lists_config(),
    20,
    |t: TestApp| async move {
        let auth = [AUTH];

        // The store list: the console's own filters, then the query language over what they pick.
        let all = t
            .get_with("/api/admin/stores?pagination[pageSize]=100", &auth)
            .await
            .json();
        let rows = all["data"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 20);
        let state = rows[3]["state"].as_str().unwrap();
        let sorted = t
            .get_with(
                &format!("/api/admin/stores?state={state}&sort=updatedAt:desc,name:desc&fields[0]=name&fields[1]=updatedAt"),
                &auth,
            )
            .await
            .json();
        let mut want: Vec<&Value> = rows.iter().filter(|r| r["state"] == state).collect();
        want.sort_by(|a, b| {
            micros(b["updatedAt"].as_str().unwrap())
                .cmp(&micros(a["updatedAt"].as_str().unwrap()))
                .then_with(|| {
                    fold(b["name"].as_str().unwrap()).cmp(&fold(a["name"].as_str().unwrap()))
                })
        });
        assert_eq!(
            texts(&sorted, "name"),
            want.iter()
                .map(|r| r["name"].as_str().unwrap())
                .collect::<Vec<_>>()
        );
        let first = sorted["data"][0].as_object().unwrap();
        let mut keys: Vec<&str> = first.keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(keys, ["documentId", "id", "name", "updatedAt"]);

        let word = fold(rows[7]["name"].as_str().unwrap())
            .split(' ')
            .next()
            .unwrap()
            .to_string();
        let found = t
            .get_with(
                &format!("/api/admin/stores?filters[$or][0][name][$containsi]={}&filters[$or][1][featured][$eq]=true", enc(&word)),
                &auth,
            )
            .await
            .json();
        let want: Vec<&str> = rows
            .iter()
            .filter(|r| fold(r["name"].as_str().unwrap()).contains(&word) || r["featured"] == true)
            .map(|r| r["name"].as_str().unwrap())
            .collect();
        assert!(!want.is_empty());
        assert_eq!(
            texts(&found, "name"),
            want,
            "in the list's own order, by name"
        );
        assert_eq!(found["meta"]["pagination"]["total"], want.len());

        let window = t
            .get_with(
                "/api/admin/stores?pagination[start]=5&pagination[limit]=4",
                &auth,
            )
            .await
            .json();
        assert_eq!(
            ids(&window),
            rows[5..9]
                .iter()
                .map(|r| r["id"].as_i64().unwrap())
                .collect::<Vec<_>>()
        );
        assert_eq!(
            window["meta"]["pagination"],
            json!({ "start": 5, "limit": 4, "total": 20 })
        );
        t.get_with("/api/admin/stores?filters[colour][$eq]=red", &auth)
            .await
            .assert_error(400);
        t.get_with("/api/admin/stores?sort=city:sideways", &auth)
            .await
            .assert_error(400);

        // Newsletter signups: `q`, then filters and sort on the rows.
        for (email, source) in [
            ("ann@example.org", "footer"),
            ("bob@example.com", "inline"),
            ("cy@example.org", "inline"),
            ("dee@shop.example.org", "footer"),
        ] {
            let r = t
                .post_json(
                    "/api/email-signups/submit",
                    &json!({ "email": email, "source": source }),
                )
                .await;
            assert_eq!(r.status, 200);
        }
        let org = t
            .get_with(
                "/api/email-signups?q=example&filters[email][$endsWith]=.org&filters[source][$eq]=inline",
                &auth,
            )
            .await
            .json();
        assert_eq!(texts(&org, "email"), ["cy@example.org"]);
        let by_email = t
            .get_with(
                "/api/email-signups?sort=email:desc&pagination[pageSize]=2&pagination[page]=2",
                &auth,
            )
            .await
            .json();
        assert_eq!(
            texts(&by_email, "email"),
            ["bob@example.com", "ann@example.org"]
        );
        assert_eq!(by_email["meta"]["pagination"]["pageCount"], 2);

        // The review queues: the sent fields and the store are filtered through like relations.
        for city in ["Hudson", "Round Top", "hudson"] {
            let r = t
                .post_json(
                    "/api/store-submissions",
                    &json!({ "name": format!("Shop in {city}"), "address": "1 Main St", "city": city,
                             "state": "NY", "zipCode": "12534", "email": "owner@example.com" }),
                )
                .await;
            assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.body));
        }
        let hudson = t
            .get_with(
                "/api/admin/submissions?filters[fields][city][$eqi]=HUDSON&sort=id:asc",
                &auth,
            )
            .await
            .json();
        let names: Vec<&str> = hudson["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["fields"]["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["Shop in Hudson", "Shop in hudson"]);
        let none = t
            .get_with(
                "/api/admin/submissions?status=approved&filters[fields][city][$eqi]=hudson",
                &auth,
            )
            .await
            .json();
        assert_eq!(
            none["meta"]["pagination"]["total"], 0,
            "the queue's status still applies"
        );
        t.get_with(
            "/api/admin/submissions?filters[fields][colour][$eq]=red",
            &auth,
        )
        .await
        .assert_error(400);
        let raw = t
            .get_with(
                "/api/store-submissions?filters[city][$startsWith]=Round&fields[0]=name",
                &auth,
            )
            .await
            .json();
        assert_eq!(raw["data"].as_array().unwrap().len(), 1);
        assert_eq!(raw["data"][0]["name"], "Shop in Round Top");
        assert_eq!(
            raw["data"][0].get("city"),
            None,
            "only the fields asked for"
        );

        // Accounts.
        crate::common::sign_in(&t, "ed@example.com", antiques_storage::Role::Editor).await;
        crate::common::sign_in(&t, "al@example.com", antiques_storage::Role::Admin).await;
        let admins = t
            .get_with("/api/admin/users?filters[role][$eq]=admin", &auth)
            .await
            .json();
        assert_eq!(texts(&admins, "email"), ["al@example.com"]);
    }
);

/// Ids in the order of `sort` over `stores` done plainly: each key in turn (empty values last), ties
/// by folded name, then id.
fn plainly_sorted(stores: &[&Value], keys: &[(&str, bool)]) -> Vec<i64> {
    let mut sorted: Vec<&Value> = stores.to_vec();
    let value = |s: &Value, key: &str| -> Option<(f64, String)> {
        match &s[key] {
            Value::Number(n) => Some((n.as_f64().unwrap(), String::new())),
            Value::String(t) if key.ends_with("At") => Some((micros(t) as f64, String::new())),
            Value::String(t) => Some((0.0, fold(t))),
            _ => None,
        }
    };
    sorted.sort_by(|a, b| {
        for (key, desc) in keys {
            let o = match (value(a, key), value(b, key)) {
                (None, None) => std::cmp::Ordering::Equal,
                (None, Some(_)) => std::cmp::Ordering::Greater,
                (Some(_), None) => std::cmp::Ordering::Less,
                (Some(x), Some(y)) => {
                    let o = x.0.total_cmp(&y.0).then_with(|| x.1.cmp(&y.1));
                    if *desc { o.reverse() } else { o }
                }
            };
            if o.is_ne() {
                return o;
            }
        }
        fold(a["name"].as_str().unwrap())
            .cmp(&fold(b["name"].as_str().unwrap()))
            .then_with(|| a["id"].as_i64().cmp(&b["id"].as_i64()))
    });
    sorted.iter().map(|s| s["id"].as_i64().unwrap()).collect()
}

/// Ids of a query's stores in its order, paging through.
async fn listed_ids(t: &TestApp, query: &str) -> Vec<i64> {
    let mut out = Vec::new();
    for page in 1.. {
        let v = t
            .get(&format!(
                "/api/stores?{query}&fields[0]=id&pagination[page]={page}&pagination[pageSize]=100"
            ))
            .await
            .json();
        let got = ids(&v);
        if got.is_empty() {
            break;
        }
        out.extend(got);
    }
    out
}

both!(
    kept_orders_and_name_scans_answer_as_a_plain_sort_would,
    |t: TestApp| async move {
        let stores = all_stores(&t).await;
        let every: Vec<&Value> = stores.iter().collect();
        // The commonest word of the names, so the scan picks many stores but not all.
        let mut counts = std::collections::HashMap::<String, usize>::new();
        for s in &stores {
            for w in fold(s["name"].as_str().unwrap()).split(' ') {
                *counts.entry(w.to_string()).or_default() += 1;
            }
        }
        let (word, _) = counts
            .into_iter()
            .filter(|(_, n)| *n < stores.len())
            .max_by_key(|(w, n)| (*n, w.clone()))
            .unwrap();
        let part = &word[..word.len().min(4)];
        let holding: Vec<&Value> = stores
            .iter()
            .filter(|s| fold(s["name"].as_str().unwrap()).contains(part))
            .collect();
        assert!(!holding.is_empty() && holding.len() < stores.len());
        for (sort, keys) in [
            ("displayRating:desc", &[("displayRating", true)][..]),
            (
                "displayRating:desc,name:asc",
                &[("displayRating", true), ("name", false)][..],
            ),
            (
                "updatedAt:desc,name:asc",
                &[("updatedAt", true), ("name", false)][..],
            ),
            ("name:desc", &[("name", true)][..]),
            (
                "city:asc,displayRating:desc",
                &[("city", false), ("displayRating", true)][..],
            ),
        ] {
            assert_eq!(
                listed_ids(&t, &format!("sort={sort}")).await,
                plainly_sorted(&every, keys),
                "{sort}"
            );
            let scanned = format!(
                "filters[name][$containsi]={}&filters[featured][$ne]=true&sort={sort}",
                enc(&part.to_uppercase())
            );
            let want: Vec<&Value> = holding
                .iter()
                .copied()
                .filter(|s| s["featured"] != true)
                .collect();
            assert_eq!(
                listed_ids(&t, &scanned).await,
                plainly_sorted(&want, keys),
                "{scanned}"
            );
        }
    }
);

both_with!(
    a_repeated_list_answers_every_write_at_once,
    admin(),
    20,
    |t: TestApp| async move {
        let named = "/api/stores?filters[name][$containsi]=zebrawood&sort=name:desc";
        assert!(ids(&t.get(named).await.json()).is_empty());
        let first = t.get("/api/stores?pagination[pageSize]=1").await.json()["data"][0].clone();
        let renamed = t
            .send_json(
                "PUT",
                &format!("/api/stores/{}", first["documentId"].as_str().unwrap()),
                &json!({ "data": { "name": "Zebrawood Antiques" } }),
                &[AUTH],
            )
            .await;
        assert_eq!(renamed.status.as_u16(), 200);
        // The same query asked again answers the store renamed, not the answer kept before.
        assert_eq!(
            ids(&t.get(named).await.json()),
            vec![first["id"].as_i64().unwrap()]
        );

        // A refused query is not kept either: once the category exists, the same query answers.
        let by_category = "/api/stores?filters[categories][slug][$eq]=oil-lamps";
        t.get(by_category).await.assert_error(422);
        let created = t
            .send_json(
                "POST",
                "/api/categories",
                &json!({ "data": { "name": "Oil Lamps", "slug": "oil-lamps", "description": "Brass and glass." } }),
                &[AUTH],
            )
            .await;
        assert_eq!(
            created.status.as_u16(),
            201,
            "{}",
            String::from_utf8_lossy(&created.body)
        );
        assert_eq!(t.get(by_category).await.status.as_u16(), 200);
    }
);
