//! Generated stores: spread over every state by population, with a cluster around each hotspot.

use crate::categories::{CATEGORIES, CategorySeed};
use crate::hotspots::{HOTSPOTS, HotspotSeed};
use crate::hours::opening_hours;
use crate::names::{store_name, street_address};
use crate::rng::Rng;
use crate::towns::{POPULATION_K, Town, towns_in};
use antiques_model::text::slugify;
use antiques_model::{
    AnalysisMeta, CategoryRef, CustomerSentiment, Hotspot, Phone, SocialLink, Store, StoreAnalysis,
    StoreFeatures, geo, us,
};
use chrono::{DateTime, Duration, TimeZone, Utc};
use std::collections::HashSet;

/// Where a store goes: a town (or hotspot town) and how far from its centre it may lie.
#[derive(Debug, Clone, Copy)]
struct Place {
    city: &'static str,
    state: &'static str,
    lat: f64,
    lng: f64,
    zip: &'static str,
    area: u16,
    tz: &'static str,
    spread_km: f64,
    hotspot: Option<&'static HotspotSeed>,
}

impl From<&'static Town> for Place {
    fn from(t: &'static Town) -> Self {
        Place {
            city: t.name,
            state: t.state,
            lat: t.lat,
            lng: t.lng,
            zip: t.zip,
            area: t.area,
            tz: t.tz,
            spread_km: 5.0,
            hotspot: None,
        }
    }
}

impl From<&'static HotspotSeed> for Place {
    fn from(h: &'static HotspotSeed) -> Self {
        Place {
            city: h.name,
            state: h.state,
            lat: h.lat,
            lng: h.lng,
            zip: h.zip,
            area: h.area,
            tz: h.tz,
            spread_km: h.radius_km * 0.6,
            hotspot: Some(h),
        }
    }
}

/// The fixed base date all generated timestamps derive from.
pub fn base_time() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0)
        .single()
        .expect("valid base date")
}

/// How many stores each hotspot cluster gets, and how many each state gets besides.
fn plan(rng: &mut Rng, store_count: usize) -> (Vec<usize>, Vec<usize>) {
    let scale = store_count as f64 / 2500.0;
    let mut clusters: Vec<usize> = HOTSPOTS
        .iter()
        .enumerate()
        .map(|(i, _)| {
            // The five footer towns come first and get the bigger clusters.
            let base = if i < 5 {
                rng.range(28, 40)
            } else {
                rng.range(10, 36)
            };
            (base as f64 * scale).round() as usize
        })
        .collect();
    let cap = store_count / 3;
    let total: usize = clusters.iter().sum();
    if total > cap {
        for c in &mut clusters {
            *c = *c * cap / total.max(1);
        }
    }
    let remaining = store_count - clusters.iter().sum::<usize>();
    let n_states = us::STATES.len();
    let min_each = (remaining / n_states).min(10);
    let rest = remaining - min_each * n_states;
    let weights: Vec<u32> = us::STATES
        .iter()
        .map(|s| {
            POPULATION_K
                .iter()
                .find(|(c, _)| *c == s.code)
                .map_or(500, |(_, p)| *p)
        })
        .collect();
    let total_w: u64 = weights.iter().map(|&w| w as u64).sum();
    // Largest-remainder apportionment of `rest` by population.
    let mut per_state: Vec<usize> = Vec::with_capacity(n_states);
    let mut remainders: Vec<(u64, usize)> = Vec::with_capacity(n_states);
    for (i, &w) in weights.iter().enumerate() {
        let exact = rest as u64 * w as u64;
        per_state.push(min_each + (exact / total_w) as usize);
        remainders.push((exact % total_w, i));
    }
    let assigned: usize = per_state.iter().sum();
    remainders.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for &(_, i) in remainders.iter().take(remaining - assigned) {
        per_state[i] += 1;
    }
    (clusters, per_state)
}

/// Every store's place, shuffled so that ids do not follow states.
fn places(rng: &mut Rng, store_count: usize) -> Vec<Place> {
    let (clusters, per_state) = plan(rng, store_count);
    let mut out: Vec<Place> = Vec::with_capacity(store_count);
    for (state, &n) in us::STATES.iter().zip(&per_state) {
        let towns = towns_in(state.code);
        let weights: Vec<u32> = (0..towns.len())
            .map(|i| match i {
                0 => 5,
                1 => 3,
                _ => 2,
            })
            .collect();
        for _ in 0..n {
            out.push(Place::from(towns[rng.weighted(&weights)]));
        }
    }
    for (h, &n) in HOTSPOTS.iter().zip(&clusters) {
        out.extend(std::iter::repeat_n(Place::from(h), n));
    }
    for i in (1..out.len()).rev() {
        let j = rng.below(i + 1);
        out.swap(i, j);
    }
    out
}

/// A point at most `max_km` from (`lat`, `lng`), uniformly over the disc.
fn scatter(rng: &mut Rng, lat: f64, lng: f64, max_km: f64) -> (f64, f64) {
    let r = max_km * rng.f64().sqrt();
    let theta = rng.f64() * std::f64::consts::TAU;
    let dlat = r * theta.cos() / 111.32;
    let dlng = r * theta.sin() / (111.32 * lat.to_radians().cos());
    let round6 = |x: f64| (x * 1e6).round() / 1e6;
    (round6(lat + dlat), round6(lng + dlng))
}

fn phone(rng: &mut Rng, area: u16) -> Phone {
    let line = rng.range(0, 99);
    Phone {
        pretty_phone_number: format!("({area}) 555-01{line:02}"),
        phone_number: format!("+1{area}55501{line:02}"),
    }
}

fn rating(rng: &mut Rng) -> f64 {
    let x = 7.7 + (rng.f64() + rng.f64() + rng.f64() - 1.5) * 2.2;
    let x = if rng.chance(0.06) {
        rng.range_f64(2.0, 6.0)
    } else {
        x
    };
    (x.clamp(1.0, 10.0) * 10.0).round() / 10.0
}

const POSITIVE: &[&str] = &[
    "Friendly, knowledgeable staff",
    "Well-organized booths",
    "Huge selection",
    "Fair prices",
    "Clean and well lit",
    "Fun to browse",
    "Quality furniture",
    "Unique finds",
    "Help loading large items",
    "Stock changes often",
    "Owners share the history of pieces",
    "Good for gifts",
];
const CONCERNS: &[&str] = &[
    "Prices on the high side",
    "Limited parking",
    "Cramped aisles",
    "Hours can be irregular",
    "Cash preferred by some dealers",
    "Crowded on weekends",
    "Some booths overpriced",
    "Hard to find from the road",
    "No public restroom",
    "Not much for small budgets",
];
const DRIVERS: &[&str] = &[
    "Selection",
    "Price",
    "Staff knowledge",
    "Atmosphere",
    "Location",
    "Store layout",
    "Item quality",
    "Customer service",
];

fn pick_some(rng: &mut Rng, items: &[&str], lo: usize, hi: usize) -> Vec<String> {
    let k = rng.range(lo as i64, hi as i64) as usize;
    rng.distinct(items.len(), k)
        .into_iter()
        .map(|i| items[i].to_string())
        .collect()
}

fn join_words(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{}, and {last}", rest.join(", ")),
    }
}

fn lower_list(items: &[String]) -> Vec<String> {
    items.iter().map(|s| lower_first(s)).collect()
}

fn lower_first(s: &str) -> String {
    // Keep proper names ("Danish modern", "Civil War items") as they are after the first word.
    let mut it = s.chars();
    match it.next() {
        Some(c) if !s.starts_with("Civil") => c.to_lowercase().chain(it).collect(),
        _ => s.to_string(),
    }
}

fn analysis(
    rng: &mut Rng,
    format: &str,
    multi_vendor: bool,
    specialties: &[String],
) -> StoreAnalysis {
    let size = if multi_vendor {
        *rng.pick(&["medium", "large", "large"])
    } else {
        *rng.pick(&["small", "small", "medium", "large"])
    };
    let browsing = match size {
        "small" => "30-60 minutes",
        "medium" => *rng.pick(&["1-2 hours", "1 hour"]),
        _ => *rng.pick(&["2-3 hours", "Half a day"]),
    };
    let price_range = *rng.pick(&["$", "$$", "$$", "$$", "$$$"]);
    let features = StoreFeatures {
        delivery: rng.chance(if size == "small" { 0.15 } else { 0.4 }),
        shipping: rng.chance(0.45),
        auctions: rng.chance(0.1),
        multi_vendor,
        multiple_floors: size == "large" && rng.chance(0.45),
    };
    let price_indicators = match price_range {
        "$" => vec![
            "Many items under $50".to_string(),
            "Bargain tables and clearance booths".to_string(),
        ],
        "$$" => vec![
            "Prices in line with the area".to_string(),
            "Room to negotiate on larger pieces".to_string(),
        ],
        _ => vec![
            "Premium pieces priced accordingly".to_string(),
            "Condition and provenance reflected in prices".to_string(),
        ],
    };
    let specialty_mentions = specialties
        .iter()
        .take(2)
        .map(|s| format!("Shoppers mention the {}", lower_first(s)))
        .collect();
    let description = format!(
        "A {size} {} with a focus on {}{}.",
        lower_first(format),
        join_words(&lower_list(specialties)),
        if features.multiple_floors {
            ", spread over more than one floor"
        } else {
            ""
        }
    );
    StoreAnalysis {
        size: size.to_string(),
        price_range: price_range.to_string(),
        specialties: specialties.to_vec(),
        store_format: format.to_string(),
        browsing_duration: browsing.to_string(),
        description,
        features,
        analysis: AnalysisMeta {
            confidence_level: rng
                .pick(&["high", "high", "medium", "medium", "low"])
                .to_string(),
            price_indicators,
            specialty_mentions,
        },
    }
}

/// The generator's state while stores are made.
pub struct StoreGen<'a> {
    rng: Rng,
    hotspots: &'a [Hotspot],
    slugs: HashSet<String>,
    /// (state, lower-case name) of every store made: no two stores of a state share a name.
    names: HashSet<(&'static str, String)>,
    category_weights: Vec<u32>,
}

impl<'a> StoreGen<'a> {
    pub fn new(seed: u64, hotspots: &'a [Hotspot]) -> Self {
        Self {
            rng: Rng::fork(seed, 3),
            hotspots,
            slugs: HashSet::new(),
            names: HashSet::new(),
            category_weights: CATEGORIES.iter().map(|c| c.weight).collect(),
        }
    }

    /// `drawn`, or a variant of it when the state already has a store of that name: "of {city}",
    /// then "Annex", then a number, as real businesses tell themselves apart. No random draw, so the
    /// stores made after keep what they would have been.
    fn unique_name(&mut self, drawn: String, city: &str, state: &'static str) -> String {
        let mut variants = vec![drawn.clone()];
        if !drawn.contains(city) {
            variants.push(format!("{drawn} of {city}"));
        }
        variants.push(format!("{drawn} Annex"));
        variants.extend(
            ["II", "III", "IV", "V"]
                .iter()
                .map(|n| format!("{drawn} {n}")),
        );
        for name in variants {
            if self.names.insert((state, name.to_lowercase())) {
                return name;
            }
        }
        let mut n = 6;
        loop {
            let name = format!("{drawn} No. {n}");
            if self.names.insert((state, name.to_lowercase())) {
                return name;
            }
            n += 1;
        }
    }

    fn unique_slug(&mut self, name: &str, city: &str, state: &str) -> String {
        let base = slugify(name);
        if self.slugs.insert(base.clone()) {
            return base;
        }
        let with_city = format!("{base}-{}", slugify(&format!("{city} {state}")));
        if self.slugs.insert(with_city.clone()) {
            return with_city;
        }
        let mut n = 2;
        loop {
            let candidate = format!("{with_city}-{n}");
            if self.slugs.insert(candidate.clone()) {
                return candidate;
            }
            n += 1;
        }
    }

    /// All stores.
    pub fn generate(&mut self, store_count: usize) -> Vec<Store> {
        let places = places(&mut self.rng, store_count);
        places
            .into_iter()
            .enumerate()
            .map(|(i, p)| self.store(i + 1, p))
            .collect()
    }

    fn store(&mut self, n: usize, place: Place) -> Store {
        let drawn = store_name(&mut self.rng, place.city);
        // What the store is follows from the name drawn (a variant only adds to it).
        let lower = drawn.to_lowercase();
        let name = self.unique_name(drawn, place.city, place.state);
        let rng = &mut self.rng;
        let state_name = us::state_by_code(place.state).map_or(place.state, |s| s.name);
        let multi_vendor = lower.contains("mall")
            || lower.contains("co-op")
            || lower.contains("market")
            || lower.contains("center")
            || rng.chance(0.2);
        let format = if multi_vendor {
            *rng.pick(&[
                "Antique mall",
                "Antique mall",
                "Multi-dealer co-op",
                "Antique market hall",
            ])
        } else {
            *rng.pick(&[
                "Single-owner shop",
                "Single-owner shop",
                "Barn / warehouse",
                "Consignment shop",
                "Gallery",
            ])
        };
        let (lat, lng) = scatter(rng, place.lat, place.lng, place.spread_km);

        // Specialties first; categories follow from them.
        let k = rng.weighted(&[3, 4, 3, 2]) + 1;
        let mut chosen: Vec<&CategorySeed> = Vec::with_capacity(k);
        while chosen.len() < k {
            let c = &CATEGORIES[rng.weighted(&self.category_weights)];
            if !chosen.iter().any(|x| x.slug == c.slug) {
                chosen.push(c);
            }
        }
        let specialties: Vec<String> = chosen
            .iter()
            .map(|c| {
                if rng.chance(0.6) {
                    c.specialties[0]
                } else {
                    *rng.pick(c.specialties)
                }
                .to_string()
            })
            .collect();
        let categories = chosen
            .iter()
            .map(|c| CategoryRef {
                slug: c.slug.to_string(),
                name: c.name.to_string(),
            })
            .collect();

        // Rating, analysis and sentiment.
        let rated = rng.chance(0.87);
        let rating_value = if rated { Some(rating(rng)) } else { None };
        let enhanced = rated && rng.chance(0.69);
        let with_sentiment = enhanced || (rated && rng.chance(0.3));
        let store_analysis = enhanced.then(|| analysis(rng, format, multi_vendor, &specialties));
        let customer_sentiment = with_sentiment.then(|| {
            let r = rating_value.unwrap_or(7.0);
            CustomerSentiment {
                overall_sentiment: rating_value,
                positive_themes: pick_some(rng, POSITIVE, 2, 4),
                concerns: if r >= 9.0 && rng.chance(0.5) {
                    Vec::new()
                } else {
                    pick_some(rng, CONCERNS, 1, if r < 6.0 { 3 } else { 2 })
                },
                satisfaction_drivers: pick_some(rng, DRIVERS, 2, 3),
            }
        });

        let slug = self.unique_slug(&name, place.city, place.state);
        let rng = &mut self.rng;
        let domain = format!("{}.example", slug.replace('-', ""));
        let websites = match rng.weighted(&[25, 65, 10]) {
            0 => Vec::new(),
            1 => vec![format!("https://www.{domain}")],
            _ => vec![
                format!("https://www.{domain}"),
                format!("https://shop.{domain}"),
            ],
        };
        let mut emails = Vec::new();
        if !websites.is_empty() && rng.chance(0.7) {
            emails.push(format!(
                "{}@{domain}",
                rng.pick(&["info", "hello", "shop", "contact"])
            ));
            if rng.chance(0.08) {
                emails.push(format!("sales@{domain}"));
            }
        } else if websites.is_empty() && rng.chance(0.3) {
            emails.push(format!("{}@mail.example", slug.replace('-', ".")));
        }
        let phones = match rng.weighted(&[8, 82, 10]) {
            0 => Vec::new(),
            1 => vec![phone(rng, place.area)],
            _ => {
                let first = phone(rng, place.area);
                let mut second = phone(rng, place.area);
                if second == first {
                    second = Phone {
                        pretty_phone_number: format!("({}) 555-0199", place.area),
                        phone_number: format!("+1{}5550199", place.area),
                    };
                }
                if second == first {
                    vec![first]
                } else {
                    vec![first, second]
                }
            }
        };
        let social_links = if rng.chance(0.3) {
            let handle = slug.replace('-', "");
            let mut links = vec![SocialLink {
                platform: "facebook".into(),
                url: format!("https://facebook.example/{handle}"),
            }];
            if rng.chance(0.5) {
                links.push(SocialLink {
                    platform: "instagram".into(),
                    url: format!("https://instagram.example/{handle}"),
                });
            }
            links
        } else {
            Vec::new()
        };

        let show_town = place.hotspot.is_some_and(|h| {
            matches!(
                h.slug,
                "round-top-tx" | "brimfield-ma" | "canton-tx" | "adamstown-pa" | "springfield-oh"
            )
        });
        let opening_hours = opening_hours(rng, place.tz, multi_vendor, show_town);

        let what = join_words(&lower_list(&specialties));
        let kind = lower_first(format);
        let article = if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        let description = format!(
            "{name} is {article} {kind} in {}, {state_name}, with a focus on {what}.",
            place.city
        );
        let enhanced_description = match (&store_analysis, &customer_sentiment) {
            (Some(a), Some(s)) => Some(format!(
                "Shoppers single out {}. Plan on {} to see everything{}.",
                join_words(&lower_list(&s.positive_themes)),
                lower_first(&a.browsing_duration),
                if a.features.shipping {
                    "; shipping can be arranged for larger purchases"
                } else {
                    ""
                }
            )),
            _ => None,
        };

        let created_at = base_time() + Duration::seconds(rng.range(0, 280 * 86_400));
        let updated_at = created_at + Duration::seconds(rng.range(0, 40 * 86_400));
        let featured = rng.chance(0.05);
        let verified = rng.chance(if enhanced { 0.55 } else { 0.18 });
        let address = street_address(rng, multi_vendor);

        Store {
            id: 0,
            document_id: String::new(),
            name,
            slug,
            description: Some(description),
            enhanced_description,
            address: Some(address),
            city: place.city.to_string(),
            state: place.state.to_string(),
            zip_code: Some(place.zip.to_string()),
            phones,
            websites,
            emails,
            map_url: Some(format!(
                "https://www.openstreetmap.org/?mlat={lat:.5}&mlon={lng:.5}#map=17/{lat:.5}/{lng:.5}"
            )),
            rating: rating_value,
            place_id: None,
            google_place_id: None,
            featured,
            verified,
            last_verified_at: None,
            has_enhanced_data: enhanced,
            latitude: Some(lat),
            longitude: Some(lng),
            opening_hours,
            photos: Vec::new(),
            social_links,
            seo: None,
            nearest_antique_hotspot: geo::nearest_hotspot(lat, lng, self.hotspots),
            store_analysis,
            customer_sentiment,
            categories,
            source: Some(antiques_model::SAMPLE_SOURCE.to_string()),
            source_id: Some(format!("seed-{n}")),
            created_at,
            updated_at,
            published_at: Some(created_at),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_adds_up_and_covers_every_state() {
        for n in [0, 1, 60, 600, 2500, 100_000] {
            let mut rng = Rng::new(5);
            let (clusters, per_state) = plan(&mut rng, n);
            assert_eq!(
                clusters.iter().sum::<usize>() + per_state.iter().sum::<usize>(),
                n,
                "{n}"
            );
            if n >= 2500 {
                assert!(per_state.iter().all(|&c| c >= 10));
                assert!(clusters.iter().all(|&c| c >= 10));
            }
        }
    }

    #[test]
    fn scatter_stays_within_distance() {
        let mut rng = Rng::new(9);
        for _ in 0..1000 {
            let (lat, lng) = scatter(&mut rng, 42.0, -73.0, 9.0);
            assert!(geo::distance_km(42.0, -73.0, lat, lng) <= 9.05);
        }
    }
}
