//! Our JSON format: the catalogue export ([`antiques_model::Catalog`], camelCase as the API
//! writes it). Also accepted: a bare array of stores, or `{ "data": [stores] }` as the API lists
//! them. Store objects may leave out list fields, flags, ids and timestamps (defaults are filled
//! in), may give `phone`, `website` or `email` as a single string, and may give a `country` (not
//! stored; one other than the US rejects the store).

use crate::abroad::{country_outside_us, outside_us};
use crate::common::{Lookup, Report, SlugSet, map_url, stable_id};
use crate::{ImportContext, ImportError, ParseOutcome};
use antiques_model::text::{normalize_email, normalize_url, normalize_us_phone, slugify};
use antiques_model::{Catalog, Store};
use anyhow::Context;
use chrono::{DateTime, Utc};
use serde_json::{Map, Value, json};

/// Parses our JSON (or a GeoJSON FeatureCollection given as `.json`) into stores and a report.
pub fn parse(bytes: &[u8], ctx: &ImportContext) -> anyhow::Result<ParseOutcome> {
    let value: Value = serde_json::from_slice(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes))
        .context("invalid JSON")?;
    if value.get("type").and_then(Value::as_str) == Some("FeatureCollection") {
        return crate::geojson::parse_value(&value, ctx);
    }
    let stores = match &value {
        Value::Array(items) => items,
        Value::Object(o) => match (o.get("stores"), o.get("data")) {
            (Some(Value::Array(s)), _) | (None, Some(Value::Array(s))) => s,
            _ if [
                "regions",
                "states",
                "hotspots",
                "categories",
                "guides",
                "events",
            ]
            .iter()
            .any(|k| o.contains_key(*k)) =>
            {
                &Vec::new()
            }
            _ => return Err(ImportError::UnrecognisedJson.into()),
        },
        _ => return Err(ImportError::UnrecognisedJson.into()),
    };
    let lookup = Lookup::new(ctx)?;
    let mut report = Report::new("json");
    let mut slugs = SlugSet::default();
    for (i, item) in stores.iter().enumerate() {
        let line = i + 1;
        report.outcome.rows_read += 1;
        let mut store = match store_from_value(item.clone(), lookup.now) {
            Ok(s) => s,
            Err(e) => {
                report.reject(line, format!("not a store: {e}"));
                continue;
            }
        };
        store.name = store.name.trim().to_string();
        store.city = store.city.trim().to_string();
        if store.name.is_empty() {
            report.reject(line, "missing name");
            continue;
        }
        if store.city.is_empty() {
            report.reject(line, format!("{}: missing city", store.name));
            continue;
        }
        let country = item.get("country").and_then(Value::as_str);
        let abroad = country
            .and_then(country_outside_us)
            .or_else(|| outside_us(Some(&store.state), store.address.as_deref(), &store.city));
        if let Some(why) = abroad {
            report.reject(line, format!("{}: {why}", store.name));
            continue;
        }
        match lookup.state_code(&store.state) {
            Some(code) => store.state = code,
            None => {
                report.reject(
                    line,
                    format!("{}: unknown state {:?}", store.name, store.state),
                );
                continue;
            }
        }
        let wanted = if store.slug.trim().is_empty() {
            slugify(&format!("{} {}", store.name, store.city))
        } else {
            slugify(&store.slug)
        };
        let slug = slugs.unique(&wanted);
        if slug != wanted && !store.slug.trim().is_empty() {
            report.reject(line, format!("{}: duplicate slug {wanted:?}", store.name));
            continue;
        }
        store.slug = slug;
        if store.map_url.is_none()
            && let (Some(lat), Some(lng)) = (store.latitude, store.longitude)
        {
            store.map_url = Some(map_url(lat, lng));
        }
        if let Some(value) = store.rating {
            store.rating = match crate::rating::number_on_ten(value, lookup.rating_scale) {
                Ok(rating) => Some(rating),
                Err(why) => {
                    report.warn(line, "rating", why);
                    None
                }
            };
        }
        if store.source.is_none() {
            store.source = Some(crate::source_for(ctx, "json"));
        }
        let id_given = store.source_id.is_some();
        if store.source_id.is_none() {
            store.source_id = Some(stable_id(&[
                &store.name,
                store.address.as_deref().unwrap_or(""),
                &store.city,
                &store.state,
            ]));
        }
        report.keep(line, store, id_given);
    }
    Ok(report.outcome)
}

/// Reads a whole catalogue export. Stores get the same defaults as in [`parse`]; any entity that
/// does not fit its type is an error naming it.
pub fn parse_catalog_json(bytes: &[u8]) -> anyhow::Result<Catalog> {
    let mut value: Value =
        serde_json::from_slice(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes))
            .context("invalid JSON")?;
    let now = Utc::now();
    let stores = match &mut value {
        Value::Array(items) => std::mem::take(items),
        Value::Object(o) => match o.remove("stores") {
            Some(Value::Array(items)) => items,
            Some(_) => anyhow::bail!("\"stores\" must be an array"),
            None => Vec::new(),
        },
        _ => return Err(ImportError::UnrecognisedJson.into()),
    };
    let mut catalog: Catalog = if value.is_object() {
        serde_json::from_value(value).context("catalogue entities")?
    } else {
        Catalog::default()
    };
    catalog.stores = stores
        .into_iter()
        .enumerate()
        .map(|(i, v)| store_from_value(v, now).with_context(|| format!("store {}", i + 1)))
        .collect::<anyhow::Result<_>>()?;
    Ok(catalog)
}

/// A store from a JSON object, with defaults for what it leaves out.
fn store_from_value(mut value: Value, now: DateTime<Utc>) -> anyhow::Result<Store> {
    let obj = value.as_object_mut().context("expected an object")?;
    fill_defaults(obj, now);
    Ok(serde_json::from_value(value)?)
}

fn fill_defaults(obj: &mut Map<String, Value>, now: DateTime<Utc>) {
    // Single-value conveniences.
    if !obj.contains_key("phones")
        && let Some(Value::String(p)) = obj.remove("phone")
    {
        obj.insert(
            "phones".into(),
            json!(normalize_us_phone(&p).into_iter().collect::<Vec<_>>()),
        );
    }
    if let Some(Value::String(w)) = obj
        .get("websites")
        .cloned()
        .or_else(|| obj.remove("website"))
    {
        obj.insert(
            "websites".into(),
            json!(normalize_url(&w).into_iter().collect::<Vec<_>>()),
        );
    }
    if let Some(Value::String(e)) = obj.get("emails").cloned().or_else(|| obj.remove("email")) {
        obj.insert(
            "emails".into(),
            json!(normalize_email(&e).into_iter().collect::<Vec<_>>()),
        );
    }
    let now = json!(now);
    let defaults = [
        ("id", json!(0)),
        ("documentId", json!("")),
        ("slug", json!("")),
        ("phones", json!([])),
        ("websites", json!([])),
        ("emails", json!([])),
        ("photos", json!([])),
        ("socialLinks", json!([])),
        ("categories", json!([])),
        ("featured", json!(false)),
        ("verified", json!(false)),
        ("hasEnhancedData", json!(false)),
        ("createdAt", now.clone()),
        ("updatedAt", now),
    ];
    for (k, v) in defaults {
        if obj.get(k).is_none_or(Value::is_null) {
            obj.insert(k.to_string(), v);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::ctx;

    #[test]
    fn catalogue_export_round_trip() {
        let mut catalog = Catalog {
            states: antiques_model::us::states(),
            regions: antiques_model::us::regions(),
            ..Catalog::default()
        };
        let json = r#"{"name":"Old Mill","city":"Hudson","state":"New York","website":"oldmill.example","phone":"518-555-0100"}"#;
        catalog
            .stores
            .push(store_from_value(serde_json::from_str(json).unwrap(), Utc::now()).unwrap());
        let bytes = serde_json::to_vec(&catalog).unwrap();
        let back = parse_catalog_json(&bytes).unwrap();
        assert_eq!(back, catalog);
        assert_eq!(back.stores[0].websites, ["https://oldmill.example"]);
        assert_eq!(back.stores[0].phones[0].phone_number, "+15185550100");

        let out = parse(&bytes, &ctx()).unwrap();
        assert_eq!(out.format, "json");
        assert_eq!(out.stores.len(), 1);
        let s = &out.stores[0];
        assert_eq!(
            (s.state.as_str(), s.slug.as_str(), s.source.as_deref()),
            ("NY", "old-mill-hudson", Some("json"))
        );
    }

    #[test]
    fn bad_stores_are_rejected_not_fatal() {
        let json = r#"{"data": [
            {"name": "Good", "city": "Galena", "state": "IL", "slug": "good", "source": "seed", "sourceId": "seed-1"},
            {"name": "No City", "state": "IL"},
            {"name": "Bad State", "city": "X", "state": "Narnia"},
            {"name": "", "city": "X", "state": "IL"},
            {"name": "Again", "city": "Galena", "state": "IL", "slug": "good"},
            "not an object"
        ]}"#;
        let out = parse(json.as_bytes(), &ctx()).unwrap();
        assert_eq!(out.rows_read, 6);
        assert_eq!(out.stores.len(), 1);
        assert_eq!(out.stores[0].source_id.as_deref(), Some("seed-1"));
        let lines: Vec<usize> = out.rejected.iter().map(|r| r.line).collect();
        assert_eq!(lines, [2, 3, 4, 5, 6]);
        assert!(
            out.rejected[0].reason.contains("city"),
            "{:?}",
            out.rejected
        );
        assert!(out.rejected[1].reason.contains("unknown state"));
        assert!(out.rejected[2].reason.contains("missing name"));
        assert!(out.rejected[3].reason.contains("duplicate slug"));
    }

    #[test]
    fn stores_outside_the_us_are_rejected_as_such() {
        let json = r#"[
            {"name": "Maple Finds", "city": "Toronto", "state": "ON"},
            {"name": "Bad State", "city": "X", "state": "Narnia"},
            {"name": "Thames Finds", "city": "London", "state": "England", "country": "GB"},
            {"name": "Home Barn", "city": "Hudson", "state": "NY", "country": "United States"}
        ]"#;
        let out = parse(json.as_bytes(), &ctx()).unwrap();
        let reasons: Vec<&str> = out.rejected.iter().map(|r| r.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "Maple Finds: outside the US: state \"ON\" is a Canadian province",
                "Bad State: unknown state \"Narnia\"",
                "Thames Finds: outside the US: country \"GB\"",
            ]
        );
        assert_eq!(out.stores.len(), 1);
        assert_eq!(out.stores[0].name, "Home Barn");
    }

    #[test]
    fn geojson_in_a_json_file_and_unknown_json() {
        let fc = r#"{"type":"FeatureCollection","features":[]}"#;
        assert_eq!(parse(fc.as_bytes(), &ctx()).unwrap().format, "geojson");
        assert!(parse(br#"{"hello": 1}"#, &ctx()).is_err());
        assert!(parse(b"not json", &ctx()).is_err());
    }
}
