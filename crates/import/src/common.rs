//! What every importer shares: state and category lookups, unique slugs, stable ids, the report.

use crate::zips::ZipTable;
use crate::{ImportContext, ParseOutcome, RatingScale, RejectedRow, RowWarning};
use antiques_model::text::slugify;
use antiques_model::{CategoryRef, Store, us};
use chrono::{DateTime, Utc};
use std::collections::{HashMap, HashSet};

/// Lookups built once per file from the [`ImportContext`].
pub(crate) struct Lookup<'a> {
    states: HashMap<String, String>,
    categories: HashMap<String, CategoryRef>,
    pub zips: Option<ZipTable>,
    /// The scale of ratings in rows that do not give their own.
    pub rating_scale: RatingScale,
    pub now: DateTime<Utc>,
    ctx: &'a ImportContext,
}

/// Lower-case letters and digits only: `New Hampshire ` and `new-hampshire` give the same key.
pub(crate) fn key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

impl<'a> Lookup<'a> {
    pub fn new(ctx: &'a ImportContext) -> anyhow::Result<Self> {
        let mut states = HashMap::new();
        let known: Vec<antiques_model::State> = if ctx.states.is_empty() {
            us::states()
        } else {
            ctx.states.clone()
        };
        for s in &known {
            let code = s.code.trim().to_ascii_uppercase();
            states.insert(key(&s.code), code.clone());
            states.insert(key(&s.name), code.clone());
            states.insert(key(&s.slug), code.clone());
            if code == "DC" {
                states.insert("washingtondc".into(), code.clone());
                states.insert("dc".into(), code);
            }
        }
        let mut categories = HashMap::new();
        for c in &ctx.categories {
            let r = CategoryRef {
                slug: c.slug.clone(),
                name: c.name.clone(),
            };
            categories.insert(key(&c.slug), r.clone());
            categories.insert(key(&c.name), r);
        }
        let zips = ctx
            .zip_centroids
            .as_deref()
            .map(ZipTable::load)
            .transpose()?;
        Ok(Self {
            states,
            categories,
            zips,
            rating_scale: ctx.rating_scale,
            now: Utc::now(),
            ctx,
        })
    }

    /// The two-letter code of a state given by code or name (any case, stray spaces).
    pub fn state_code(&self, raw: &str) -> Option<String> {
        let k = key(raw);
        if k.is_empty() {
            return None;
        }
        self.states.get(&k).cloned()
    }

    /// The context the lookups were built from.
    pub fn context(&self) -> &ImportContext {
        self.ctx
    }

    /// A known category by slug or name.
    pub fn category(&self, raw: &str) -> Option<CategoryRef> {
        self.categories.get(&key(raw)).cloned()
    }

    /// A centroid in the town `city` of the state with code `state`, matched by the state's
    /// name or code as the centroid file spells it.
    pub fn geocode_city(&self, city: &str, state: &str) -> Option<crate::zips::ZipCentroid<'_>> {
        let zips = self.zips.as_ref()?;
        let name = us::state_by_code(state).map(|s| s.name);
        name.and_then(|n| zips.city(city, n))
            .or_else(|| zips.city(city, state))
    }

    /// Coordinates (and the file's city and state) for a ZIP, when a centroid table was given.
    pub fn geocode(&self, zip: Option<&str>) -> Option<crate::zips::ZipCentroid<'_>> {
        self.zips.as_ref()?.get(zip?)
    }
}

/// Slugs unique within one file: `name-city`, then `name-city-2`, ...
#[derive(Default)]
pub(crate) struct SlugSet(HashSet<String>);

impl SlugSet {
    pub fn unique(&mut self, base: &str) -> String {
        let base = if base.is_empty() {
            "store".to_string()
        } else {
            base.to_string()
        };
        if self.0.insert(base.clone()) {
            return base;
        }
        (2..)
            .map(|n| format!("{base}-{n}"))
            .find(|c| self.0.insert(c.clone()))
            .expect("an unused suffix exists")
    }

    pub fn for_name_city(&mut self, name: &str, city: &str) -> String {
        self.unique(&slugify(&format!("{name} {city}")))
    }
}

/// A stable 64-bit FNV-1a hash, hex: the same text always gives the same id across runs and
/// machines (std's hasher is randomly seeded, so it is not used).
pub(crate) fn stable_id(parts: &[&str]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            h ^= 0x1f;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        for b in part
            .trim()
            .to_lowercase()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .bytes()
        {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// An OpenStreetMap link for a point.
pub(crate) fn map_url(lat: f64, lng: f64) -> String {
    format!("https://www.openstreetmap.org/?mlat={lat:.5}&mlon={lng:.5}#map=17/{lat:.5}/{lng:.5}")
}

/// Valid coordinates, rounded to 6 decimals.
pub(crate) fn coords(lat: f64, lng: f64) -> Option<(f64, f64)> {
    let ok = lat.is_finite()
        && lng.is_finite()
        && (-90.0..=90.0).contains(&lat)
        && (-180.0..=180.0).contains(&lng)
        && !(lat == 0.0 && lng == 0.0);
    let r = |x: f64| (x * 1e6).round() / 1e6;
    ok.then(|| (r(lat), r(lng)))
}

/// The IANA time zone most of a state keeps (approximate for split states).
pub(crate) fn time_zone(state_code: &str) -> &'static str {
    us::state_by_code(state_code).map_or("America/New_York", |s| s.time_zone)
}

/// Sets coordinates (and the map link) on a store.
pub(crate) fn set_coords(store: &mut Store, lat: f64, lng: f64) {
    store.latitude = Some(lat);
    store.longitude = Some(lng);
    store.map_url = Some(map_url(lat, lng));
}

/// A social platform for profile URLs that are not a store's own website.
pub(crate) fn social_platform(url: &str) -> Option<&'static str> {
    let host = url
        .split("://")
        .nth(1)
        .unwrap_or(url)
        .split('/')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    let host = host
        .strip_prefix("www.")
        .or_else(|| host.strip_prefix("m."))
        .unwrap_or(&host);
    match host {
        "facebook.com" | "fb.com" | "business.facebook.com" => Some("facebook"),
        "instagram.com" => Some("instagram"),
        "pinterest.com" => Some("pinterest"),
        "etsy.com" => Some("etsy"),
        "x.com" | "twitter.com" => Some("x"),
        "youtube.com" => Some("youtube"),
        _ => None,
    }
}

/// Splits a multi-valued cell on `;` (and `|`), trimming and dropping blanks.
pub(crate) fn split_multi(s: &str) -> impl Iterator<Item = &str> {
    s.split([';', '|']).map(str::trim).filter(|p| !p.is_empty())
}

/// Accumulates the stores, rejects and warnings of one file.
pub(crate) struct Report {
    pub outcome: ParseOutcome,
}

impl Report {
    pub fn new(format: &str) -> Self {
        Self {
            outcome: ParseOutcome {
                stores: Vec::new(),
                store_lines: Vec::new(),
                ids_given: Vec::new(),
                rejected: Vec::new(),
                warnings: Vec::new(),
                format: format.to_string(),
                rows_read: 0,
            },
        }
    }

    /// Keeps a store read from `line`; `id_given` says whether the file gave its `source_id`.
    pub fn keep(&mut self, line: usize, store: Store, id_given: bool) {
        self.outcome.stores.push(store);
        self.outcome.store_lines.push(line);
        self.outcome.ids_given.push(id_given);
    }

    pub fn reject(&mut self, line: usize, reason: impl Into<String>) {
        self.outcome.rejected.push(RejectedRow {
            line,
            reason: reason.into(),
        });
    }

    pub fn warn(&mut self, line: usize, field: &'static str, message: impl Into<String>) {
        self.outcome.warnings.push(RowWarning {
            line,
            field,
            message: message.into(),
        });
    }
}

/// Adds phones from text (one or several), warning about text that is not a phone number.
pub(crate) fn add_phones(store: &mut Store, raw: &str, line: usize, report: &mut Report) {
    for part in split_multi(raw) {
        match antiques_model::text::normalize_us_phone(part) {
            Some(p) if !store.phones.contains(&p) => store.phones.push(p),
            Some(_) => {}
            None => report.warn(
                line,
                "phone",
                format!("phone {part:?} is not a US phone number; dropped"),
            ),
        }
    }
}

/// Adds websites (social profiles go to `social_links`), warning about unusable text.
pub(crate) fn add_websites(store: &mut Store, raw: &str, line: usize, report: &mut Report) {
    for part in split_multi(raw) {
        match antiques_model::text::normalize_url(part) {
            Some(url) => {
                if let Some(platform) = social_platform(&url) {
                    if !store.social_links.iter().any(|l| l.url == url) {
                        store.social_links.push(antiques_model::SocialLink {
                            platform: platform.to_string(),
                            url,
                        });
                    }
                } else if !store.websites.contains(&url) {
                    store.websites.push(url);
                }
            }
            None => report.warn(
                line,
                "website",
                format!("website {part:?} is not a web address; dropped"),
            ),
        }
    }
}

/// Adds e-mail addresses (split on `;` or `,`), warning about ones that do not look valid.
pub(crate) fn add_emails(store: &mut Store, raw: &str, line: usize, report: &mut Report) {
    for part in raw
        .split([';', ','])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let part = part.strip_prefix("mailto:").unwrap_or(part);
        match antiques_model::text::normalize_email(part) {
            Some(e) if !store.emails.contains(&e) => store.emails.push(e),
            Some(_) => {}
            None => report.warn(
                line,
                "email",
                format!("e-mail {part:?} does not look like an e-mail address; dropped"),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_ids_ignore_case_and_spacing() {
        assert_eq!(
            stable_id(&["Old Mill", "1 Main St"]),
            stable_id(&[" old  mill", "1 MAIN ST "])
        );
        assert_ne!(
            stable_id(&["Old Mill", "1 Main St"]),
            stable_id(&["Old Mill 1", "Main St"])
        );
        assert_eq!(stable_id(&["a"]).len(), 16);
    }

    #[test]
    fn slugs_get_numbers() {
        let mut s = SlugSet::default();
        assert_eq!(
            s.for_name_city("Goodwill", "Springfield"),
            "goodwill-springfield"
        );
        assert_eq!(
            s.for_name_city("Goodwill", "Springfield"),
            "goodwill-springfield-2"
        );
        assert_eq!(s.unique(""), "store");
    }

    #[test]
    fn social_hosts() {
        assert_eq!(
            social_platform("http://www.facebook.com/sweetpickins/"),
            Some("facebook")
        );
        assert_eq!(social_platform("https://shop.example"), None);
    }
}
