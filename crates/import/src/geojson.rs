//! GeoJSON `FeatureCollection`s such as OpenStreetMap `shop=antiques` exports (overpass turbo).
//!
//! Each feature becomes a store: `name` (required), `addr:housenumber` + `addr:street` (or
//! `addr:full`), `addr:city`, `addr:state` (code or name), `addr:postcode`, `phone` /
//! `contact:phone`, `website` / `contact:website` / `url`, `email` / `contact:email`,
//! `contact:facebook` / `contact:instagram`, `opening_hours` (see [`crate::osm_hours`], in the
//! state's time zone), `description`, and `antiques=*` values as categories. Coordinates come from
//! a Point geometry (`[lng, lat]`) or the centre of a polygon or line. The OSM id comes from the
//! feature's `id` or the `@id` / `id` property (`node/123`). Features without a name, state or city
//! are rejected with the reason; with ZIP centroids, a missing state or city is taken from the
//! postcode.

use crate::abroad::{country_outside_us, outside_us};
use crate::common::{
    Lookup, Report, SlugSet, add_emails, add_phones, add_websites, coords, set_coords, stable_id,
    time_zone,
};
use crate::osm_hours::parse_opening_hours;
use crate::zips::pad_zip;
use crate::{ImportContext, ImportError, ParseOutcome};
use antiques_model::{SocialLink, Store};
use anyhow::Context;
use serde_json::{Map, Value};
use std::collections::HashMap;

/// OSM `antiques=*` values and the category slugs they map to.
const ANTIQUES_VALUES: &[(&str, &str)] = &[
    ("furniture", "furniture"),
    ("jewelry", "jewelry"),
    ("jewellery", "jewelry"),
    ("books", "books-ephemera"),
    ("clothes", "vintage-clothing"),
    ("art", "art"),
    ("clocks", "clocks-watches"),
    ("watches", "clocks-watches"),
    ("toys", "toys-games"),
    ("coins", "coins-militaria"),
    ("militaria", "coins-militaria"),
    ("glass", "glassware"),
    ("silver", "silver"),
    ("lamps", "lighting"),
    ("lighting", "lighting"),
    ("textiles", "textiles-quilts"),
    ("architectural", "architectural-salvage"),
    ("pottery", "pottery-ceramics"),
    ("ceramics", "pottery-ceramics"),
];

/// Parses GeoJSON content.
pub fn parse(bytes: &[u8], ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    let value: Value = serde_json::from_slice(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes))
        .context("invalid JSON")?;
    parse_value(&value, ctx)
}

/// Parses an already-decoded GeoJSON value.
pub fn parse_value(value: &Value, ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    if value.get("type").and_then(Value::as_str) != Some("FeatureCollection") {
        return Err(ImportError::NotFeatureCollection.into());
    }
    let features = value
        .get("features")
        .and_then(Value::as_array)
        .ok_or(ImportError::NotFeatureCollection)?;
    let lookup = Lookup::new(ctx)?;
    let mut report = Report::new("geojson");
    let mut slugs = SlugSet::default();
    let mut seen: HashMap<String, usize> = HashMap::new();
    for (i, feature) in features.iter().enumerate() {
        let line = i + 1;
        report.outcome.rows_read += 1;
        let warnings_before = report.outcome.warnings.len();
        let Some(mut store) = feature_store(feature, line, &lookup, &mut report) else {
            continue;
        };
        let id = store.source_id.clone().unwrap_or_default();
        if let Some(first) = seen.get(&id) {
            report.outcome.warnings.truncate(warnings_before);
            report.reject(line, format!("duplicate of feature {first} ({id})"));
            continue;
        }
        let id_given = !id.starts_with("hash:");
        seen.insert(id, line);
        store.slug = slugs.for_name_city(&store.name, &store.city);
        report.keep(line, store, id_given);
    }
    Ok(report.outcome)
}

/// A property as trimmed text (numbers are accepted too: `addr:postcode` is sometimes numeric).
fn prop(props: &Map<String, Value>, names: &[&str]) -> Option<String> {
    names.iter().find_map(|n| {
        let v = match props.get(*n)? {
            Value::String(s) => s.trim().to_string(),
            Value::Number(n) => n.to_string(),
            _ => return None,
        };
        (!v.is_empty()).then_some(v)
    })
}

/// The OSM id: `node/123` from the feature id or the `@id`/`id` property, else `@type` + `id`.
fn osm_id(feature: &Value, props: &Map<String, Value>) -> Option<String> {
    let text = |v: &Value| match v {
        Value::String(s) => Some(s.trim().to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    let raw = feature
        .get("id")
        .and_then(text)
        .or_else(|| prop(props, &["@id", "id"]))?;
    if raw.contains('/') {
        return Some(raw);
    }
    let kind = prop(props, &["@type", "type"])
        .filter(|t| matches!(t.as_str(), "node" | "way" | "relation"));
    Some(match kind {
        Some(k) => format!("{k}/{raw}"),
        None => raw,
    })
}

/// A representative point of a geometry: the point itself, else the mean of the outer ring's or
/// line's vertices.
fn point(geometry: &Value) -> Option<(f64, f64)> {
    let pair = |v: &Value| -> Option<(f64, f64)> {
        let a = v.as_array()?;
        Some((a.get(1)?.as_f64()?, a.first()?.as_f64()?))
    };
    let mean = |pts: &[Value]| -> Option<(f64, f64)> {
        let ps: Vec<(f64, f64)> = pts.iter().filter_map(pair).collect();
        (!ps.is_empty()).then(|| {
            let n = ps.len() as f64;
            (
                ps.iter().map(|p| p.0).sum::<f64>() / n,
                ps.iter().map(|p| p.1).sum::<f64>() / n,
            )
        })
    };
    let c = geometry.get("coordinates")?;
    let (lat, lng) = match geometry.get("type")?.as_str()? {
        "Point" => pair(c)?,
        "LineString" | "MultiPoint" => mean(c.as_array()?)?,
        "Polygon" | "MultiLineString" => mean(c.as_array()?.first()?.as_array()?)?,
        "MultiPolygon" => mean(c.as_array()?.first()?.as_array()?.first()?.as_array()?)?,
        _ => return None,
    };
    coords(lat, lng)
}

fn feature_store(
    feature: &Value,
    line: usize,
    lookup: &Lookup,
    report: &mut Report,
) -> Option<Store> {
    let Some(props) = feature.get("properties").and_then(Value::as_object) else {
        report.reject(line, "feature without properties");
        return None;
    };
    let id = osm_id(feature, props);
    let Some(name) = prop(props, &["name", "name:en", "official_name", "brand"]) else {
        report.reject(
            line,
            format!("{}: no name", id.as_deref().unwrap_or("feature")),
        );
        return None;
    };
    let zip = prop(props, &["addr:postcode", "postal_code"]).and_then(|z| pad_zip(&z));
    let centroid = lookup.geocode(zip.as_deref());
    let raw_state = prop(props, &["addr:state", "is_in:state", "is_in:state_code"]);
    // Canadian addresses in OpenStreetMap give `addr:province` where US ones give `addr:state`.
    let division = raw_state
        .clone()
        .or_else(|| prop(props, &["addr:province"]));
    if let Some(why) = prop(props, &["addr:country"])
        .and_then(|c| country_outside_us(&c))
        .or_else(|| outside_us(division.as_deref(), None, ""))
    {
        report.reject(line, format!("{name}: {why}"));
        return None;
    }
    let state = match raw_state.as_deref().and_then(|s| lookup.state_code(s)) {
        Some(code) => code,
        None => match centroid
            .and_then(|c| c.state)
            .and_then(|s| lookup.state_code(s))
        {
            Some(code) => {
                report.warn(
                    line,
                    "state",
                    format!("state taken from ZIP {}", zip.as_deref().unwrap_or("")),
                );
                code
            }
            None => {
                report.reject(
                    line,
                    match raw_state {
                        Some(raw) => format!("{name}: unknown state {raw:?}"),
                        None => {
                            format!("{name}: no addr:state (and no known ZIP to derive it from)")
                        }
                    },
                );
                return None;
            }
        },
    };
    let city = match prop(
        props,
        &["addr:city", "addr:town", "addr:village", "addr:hamlet"],
    ) {
        Some(c) => c,
        None => match centroid.and_then(|c| c.city.map(str::to_string)) {
            Some(c) => {
                report.warn(
                    line,
                    "city",
                    format!("city taken from ZIP {}", zip.as_deref().unwrap_or("")),
                );
                c
            }
            None => {
                report.reject(line, format!("{name}: no addr:city"));
                return None;
            }
        },
    };
    let mut store = Store::new(name, String::new(), city, state, lookup.now);
    store.address = match (
        prop(props, &["addr:housenumber"]),
        prop(props, &["addr:street"]),
    ) {
        (Some(n), Some(s)) => Some(format!("{n} {s}")),
        (None, Some(s)) => Some(s),
        _ => prop(props, &["addr:full"]),
    };
    store.zip_code = zip;
    match feature.get("geometry").and_then(point) {
        Some((lat, lng)) => set_coords(&mut store, lat, lng),
        None => match centroid.and_then(|c| coords(c.lat, c.lng)) {
            Some((lat, lng)) => {
                report.warn(
                    line,
                    "coordinates",
                    "no usable geometry; coordinates from the ZIP",
                );
                set_coords(&mut store, lat, lng);
            }
            None => report.warn(line, "coordinates", "no usable geometry; no coordinates"),
        },
    }
    if let Some(raw) = prop(props, &["phone", "contact:phone"]) {
        add_phones(&mut store, &raw, line, report);
    }
    if let Some(raw) = prop(props, &["website", "contact:website", "url"]) {
        add_websites(&mut store, &raw, line, report);
    }
    if let Some(raw) = prop(props, &["email", "contact:email"]) {
        add_emails(&mut store, &raw, line, report);
    }
    for (tag, platform, base) in [
        ("contact:facebook", "facebook", "https://www.facebook.com/"),
        (
            "contact:instagram",
            "instagram",
            "https://www.instagram.com/",
        ),
    ] {
        if let Some(v) = prop(props, &[tag]) {
            let url = if v.contains("://") {
                v
            } else {
                format!("{base}{}", v.trim_start_matches('@'))
            };
            store.social_links.push(SocialLink {
                platform: platform.to_string(),
                url,
            });
        }
    }
    if let Some(raw) = prop(props, &["opening_hours"]) {
        match parse_opening_hours(&raw, time_zone(&store.state)) {
            Ok(h) => store.opening_hours = Some(h),
            Err(e) => report.warn(line, "hours", format!("{e}; dropped")),
        }
    }
    store.description = prop(props, &["description"]);
    if let Some(raw) = prop(props, &["antiques"]) {
        for v in raw.split(';').map(|v| v.trim().to_lowercase()) {
            let slug = ANTIQUES_VALUES
                .iter()
                .find(|(k, _)| *k == v)
                .map(|(_, s)| *s);
            if let Some(c) = slug.and_then(|s| lookup.category(s))
                && !store.categories.contains(&c)
            {
                store.categories.push(c);
            }
        }
    }
    store.source = Some(crate::source_for(lookup.context(), "geojson"));
    store.source_id = Some(id.unwrap_or_else(|| {
        report.warn(
            line,
            "source_id",
            "no OSM id; using a hash of name and address",
        );
        format!(
            "hash:{}",
            stable_id(&[
                &store.name,
                store.address.as_deref().unwrap_or(""),
                &store.city,
                &store.state
            ])
        )
    }));
    Some(store)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::ctx;
    use antiques_model::OpeningStatus;

    const OSM: &str = r#"{
      "type": "FeatureCollection",
      "generator": "overpass-turbo",
      "features": [
        {"type": "Feature", "id": "node/123",
         "properties": {"@id": "node/123", "shop": "antiques", "name": "Warren Street Antiques",
           "addr:housenumber": "512", "addr:street": "Warren Street", "addr:city": "Hudson",
           "addr:state": "NY", "addr:postcode": "12534", "phone": "+1 518 555 0100",
           "website": "warrenstreet.example", "email": "Shop@WarrenStreet.example",
           "opening_hours": "Mo-Sa 10:00-17:00; Su 12:00-17:00", "antiques": "furniture;clocks",
           "contact:facebook": "warrenstreetantiques"},
         "geometry": {"type": "Point", "coordinates": [-73.791, 42.2529]}},
        {"type": "Feature", "id": "way/77",
         "properties": {"name": "Barn Finds", "addr:city": "Round Top", "addr:state": "Texas",
           "opening_hours": "by appointment", "phone": "No data available"},
         "geometry": {"type": "Polygon", "coordinates": [[[-96.70, 30.06], [-96.69, 30.06], [-96.69, 30.07], [-96.70, 30.07]]]}},
        {"type": "Feature", "id": "node/5",
         "properties": {"shop": "antiques", "addr:city": "Nowhere", "addr:state": "TX"},
         "geometry": {"type": "Point", "coordinates": [-96.0, 30.0]}},
        {"type": "Feature", "id": "node/6",
         "properties": {"shop": "antiques", "name": "Stateless", "addr:city": "Somewhere"},
         "geometry": {"type": "Point", "coordinates": [-96.0, 30.0]}},
        {"type": "Feature", "id": "node/7",
         "properties": {"shop": "antiques", "name": "Odd Hours", "addr:city": "Galena", "addr:state": "il",
           "opening_hours": "sunrise-sunset"},
         "geometry": {"type": "Point", "coordinates": [-90.429, 42.4167]}},
        {"type": "Feature", "id": "node/123",
         "properties": {"name": "Warren Street Antiques", "addr:city": "Hudson", "addr:state": "NY"},
         "geometry": {"type": "Point", "coordinates": [-73.791, 42.2529]}}
      ]
    }"#;

    #[test]
    fn osm_export() {
        let out = parse(OSM.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.format, "geojson");
        assert_eq!(out.rows_read, 6);
        assert_eq!(out.stores.len(), 3, "{:?}", out.rejected);
        let a = &out.stores[0];
        assert_eq!(a.source.as_deref(), Some("osm"));
        assert_eq!(a.source_id.as_deref(), Some("node/123"));
        assert_eq!(a.address.as_deref(), Some("512 Warren Street"));
        assert_eq!((a.latitude, a.longitude), (Some(42.2529), Some(-73.791)));
        assert_eq!(a.slug, "warren-street-antiques-hudson");
        assert_eq!(a.phones[0].pretty_phone_number, "(518) 555-0100");
        assert_eq!(a.websites, ["https://warrenstreet.example"]);
        assert_eq!(a.emails, ["shop@warrenstreet.example"]);
        assert_eq!(
            a.social_links[0].url,
            "https://www.facebook.com/warrenstreetantiques"
        );
        let h = a.opening_hours.as_ref().unwrap();
        assert_eq!(h.time_zone, "America/New_York");
        assert_eq!(h.weekly.sunday[0].open, "12:00");
        let cats: Vec<&str> = a.categories.iter().map(|c| c.slug.as_str()).collect();
        assert_eq!(cats, ["furniture", "clocks-watches"]);

        let b = &out.stores[1];
        assert_eq!(
            (b.state.as_str(), b.source_id.as_deref()),
            ("TX", Some("way/77"))
        );
        assert!((b.latitude.unwrap() - 30.065).abs() < 1e-9);
        assert_eq!(
            b.opening_hours.as_ref().unwrap().status,
            OpeningStatus::ByAppointment
        );
        assert_eq!(
            b.opening_hours.as_ref().unwrap().time_zone,
            "America/Chicago"
        );

        let c = &out.stores[2];
        assert_eq!(c.state, "IL");
        assert!(c.opening_hours.is_none());
        assert!(
            out.warnings
                .iter()
                .any(|w| w.line == 5 && w.message.contains("sunrise-sunset"))
        );
        assert!(
            out.warnings
                .iter()
                .any(|w| w.line == 2 && w.message.contains("No data available"))
        );

        let reasons: Vec<(usize, &str)> = out
            .rejected
            .iter()
            .map(|r| (r.line, r.reason.as_str()))
            .collect();
        assert!(
            reasons[0].0 == 3 && reasons[0].1.contains("no name"),
            "{reasons:?}"
        );
        assert!(
            reasons[1].0 == 4 && reasons[1].1.contains("no addr:state"),
            "{reasons:?}"
        );
        assert!(
            reasons[2].0 == 6 && reasons[2].1.contains("duplicate of feature 1"),
            "{reasons:?}"
        );
    }

    #[test]
    fn state_and_city_from_the_zip() {
        let dir =
            std::env::temp_dir().join(format!("antiques-geojson-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let zips = dir.join("z.csv");
        std::fs::write(
            &zips,
            "zip,lat,lng,city,state_name\n1010,42.12,-72.2,Brimfield,Massachusetts\n",
        )
        .unwrap();
        let json = r#"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"@id":"node/9","name":"Field Finds","addr:postcode":"01010"},"geometry":null}]}"#;
        let out = parse(json.as_bytes(), &ctx().with_zip_centroids(&zips)).unwrap();
        let s = &out.stores[0];
        assert_eq!(
            (s.state.as_str(), s.city.as_str(), s.latitude),
            ("MA", "Brimfield", Some(42.12))
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn features_outside_the_us_are_rejected_as_such() {
        let fc = r#"{"type": "FeatureCollection", "features": [
            {"type": "Feature", "id": "node/1",
             "properties": {"name": "Maple Finds", "addr:city": "Toronto", "addr:province": "ON"},
             "geometry": {"type": "Point", "coordinates": [-79.38, 43.65]}},
            {"type": "Feature", "id": "node/2",
             "properties": {"name": "Tienda", "addr:city": "Tijuana", "addr:country": "MX"},
             "geometry": {"type": "Point", "coordinates": [-117.0, 32.5]}},
            {"type": "Feature", "id": "node/3",
             "properties": {"name": "Lost", "addr:city": "X", "addr:state": "Narnia"},
             "geometry": {"type": "Point", "coordinates": [-96.0, 30.0]}},
            {"type": "Feature", "id": "node/4",
             "properties": {"name": "Thames Finds", "addr:city": "London", "addr:country": "GB"},
             "geometry": {"type": "Point", "coordinates": [-0.12, 51.5]}},
            {"type": "Feature", "id": "node/5",
             "properties": {"name": "Home Barn", "addr:city": "Hudson", "addr:state": "NY", "addr:country": "US"},
             "geometry": {"type": "Point", "coordinates": [-73.79, 42.25]}}
        ]}"#;
        let out = parse(fc.as_bytes(), &ctx()).unwrap();
        let reasons: Vec<&str> = out.rejected.iter().map(|r| r.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "Maple Finds: outside the US: state \"ON\" is a Canadian province",
                "Tienda: outside the US: country \"MX\" is Mexico",
                "Lost: unknown state \"Narnia\"",
                "Thames Finds: outside the US: country \"GB\"",
            ]
        );
        assert_eq!(out.stores.len(), 1);
        assert_eq!(out.stores[0].name, "Home Barn");
    }

    #[test]
    fn not_a_feature_collection() {
        assert!(parse(br#"{"type":"Feature"}"#, &ctx()).is_err());
    }
}
