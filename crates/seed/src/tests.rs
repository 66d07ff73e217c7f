//! Whole-catalogue tests of [`crate::generate`].

use super::*;
use antiques_model::{OpeningStatus, Store, geo};
use std::collections::{HashMap, HashSet};

fn catalog() -> &'static Catalog {
    static CATALOG: std::sync::OnceLock<Catalog> = std::sync::OnceLock::new();
    CATALOG.get_or_init(|| generate(DEFAULT_SEED, DEFAULT_STORE_COUNT))
}

#[test]
fn deterministic() {
    let a = generate(42, 600);
    let b = generate(42, 600);
    assert_eq!(a, b);
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    let c = generate(43, 600);
    assert_ne!(a.stores, c.stores);
}

#[test]
fn reference_and_demo_are_apart_and_make_the_whole_catalogue() {
    let reference = reference();
    assert!(reference.stores.is_empty() && reference.events.is_empty());
    assert_eq!((reference.regions.len(), reference.states.len()), (4, 51));
    assert!(!reference.categories.is_empty() && !reference.hotspots.is_empty());
    assert!(!reference.guides.is_empty());

    let demo = demo(5, 40);
    assert_eq!(demo.stores.len(), 40);
    assert!(!demo.events.is_empty());
    assert_eq!(
        Catalog {
            stores: demo.stores.clone(),
            events: demo.events.clone(),
            ..Catalog::default()
        },
        demo,
        "the demo part holds no reference data"
    );

    let whole = generate(5, 40);
    assert_eq!(
        whole,
        Catalog {
            stores: demo.stores,
            events: demo.events,
            ..reference
        }
    );
}

/// Every event names a hotspot town of the reference data, or none: demo events never need a
/// town a real directory lacks.
#[test]
fn demo_events_name_reference_towns() {
    let towns: HashSet<String> = reference().hotspots.into_iter().map(|h| h.slug).collect();
    for e in demo(1, 0).events {
        if let Some(town) = &e.hotspot {
            assert!(towns.contains(town), "{}: {town}", e.slug);
        }
    }
}

#[test]
fn counts() {
    let c = catalog();
    assert_eq!(c.stores.len(), DEFAULT_STORE_COUNT);
    assert_eq!(c.regions.len(), 4);
    assert_eq!(c.states.len(), 51);
    assert!(c.hotspots.len() >= 25);
    assert!(c.categories.len() >= 12);
    assert!(c.guides.len() >= 6);
    assert!(c.events.len() >= 23);
    for slug in [
        "adamstown-pa",
        "round-top-tx",
        "hudson-ny",
        "brimfield-ma",
        "nashville-tn",
    ] {
        assert!(c.hotspots.iter().any(|h| h.slug == slug), "{slug}");
    }
}

#[test]
fn every_state_has_at_least_ten_stores() {
    let mut per_state: HashMap<&str, usize> = HashMap::new();
    for s in &catalog().stores {
        *per_state.entry(s.state.as_str()).or_default() += 1;
    }
    for st in &catalog().states {
        let n = per_state.get(st.code.as_str()).copied().unwrap_or(0);
        assert!(n >= 10, "{} has {n} stores", st.code);
    }
    assert_eq!(per_state.len(), 51);
}

#[test]
fn every_hotspot_has_member_stores() {
    let mut members: HashMap<&str, usize> = HashMap::new();
    for s in &catalog().stores {
        if let Some(h) = &s.nearest_antique_hotspot {
            *members.entry(h.slug.as_str()).or_default() += 1;
        }
    }
    for h in &catalog().hotspots {
        let n = members.get(h.slug.as_str()).copied().unwrap_or(0);
        assert!(n >= 5, "{} has {n} stores", h.slug);
    }
}

#[test]
fn nearest_hotspot_matches_the_rule() {
    let c = catalog();
    for s in c.stores.iter().take(500) {
        let expected = geo::nearest_hotspot(s.latitude.unwrap(), s.longitude.unwrap(), &c.hotspots);
        assert_eq!(s.nearest_antique_hotspot, expected);
    }
}

#[test]
fn slugs_are_unique_and_clean() {
    let c = catalog();
    let mut seen = HashSet::new();
    for s in &c.stores {
        assert!(seen.insert(s.slug.as_str()), "duplicate slug {}", s.slug);
        assert_eq!(antiques_model::text::slugify(&s.slug), s.slug);
    }
    // Entity slugs do not collide with each other either.
    let hotspot_slugs: HashSet<&str> = c.hotspots.iter().map(|h| h.slug.as_str()).collect();
    assert_eq!(hotspot_slugs.len(), c.hotspots.len());
}

#[test]
fn no_two_stores_of_a_state_share_a_name() {
    let c = catalog();
    let mut seen = HashSet::new();
    for s in &c.stores {
        assert!(
            seen.insert((s.state.as_str(), s.name.to_lowercase())),
            "two stores named {} in {}",
            s.name,
            s.state
        );
    }
}

#[test]
fn variety_of_store_data() {
    let stores = &catalog().stores;
    let share = |f: &dyn Fn(&Store) -> bool| {
        stores.iter().filter(|s| f(s)).count() as f64 / stores.len() as f64
    };
    assert!(share(&|s| s.rating.is_none()) > 0.05);
    assert!(share(&|s| s.websites.is_empty()) > 0.1);
    assert!(share(&|s| s.websites.len() > 1) > 0.02);
    assert!(share(&|s| s.phones.is_empty()) > 0.03);
    assert!(share(&|s| s.phones.len() > 1) > 0.03);
    assert!(share(&|s| s.store_analysis.is_none()) > 0.2);
    let enhanced = share(&|s| s.has_enhanced_data);
    assert!((0.5..0.7).contains(&enhanced), "{enhanced}");
    let featured = share(&|s| s.featured);
    assert!((0.03..0.08).contains(&featured), "{featured}");
    let verified = share(&|s| s.verified);
    assert!((0.3..0.5).contains(&verified), "{verified}");
    assert!(share(&|s| s.name.starts_with(|c: char| c.is_ascii_digit())) > 0.01);
    assert!(share(&|s| s.opening_hours.is_none()) > 0.01);
    for status in [
        OpeningStatus::ByAppointment,
        OpeningStatus::Seasonal,
        OpeningStatus::TemporarilyClosed,
    ] {
        assert!(
            share(&|s| s.opening_hours.as_ref().is_some_and(|h| h.status == status)) > 0.01,
            "{status:?}"
        );
    }
    // Letters A-Z are well covered for the alphabetical listing.
    let letters: HashSet<char> = stores
        .iter()
        .filter_map(|s| s.name.chars().next())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    assert!(letters.len() >= 20, "{letters:?}");
}

#[test]
fn stores_are_internally_consistent() {
    let c = catalog();
    let category_slugs: HashSet<&str> = c.categories.iter().map(|x| x.slug.as_str()).collect();
    for s in &c.stores {
        assert_eq!(s.id, 0);
        assert!(s.document_id.is_empty());
        assert_eq!(s.source.as_deref(), Some("seed"));
        assert!(s.source_id.as_deref().unwrap().starts_with("seed-"));
        assert!((1..=4).contains(&s.categories.len()));
        assert!(
            s.categories
                .iter()
                .all(|x| category_slugs.contains(x.slug.as_str()))
        );
        assert!(s.photos.is_empty());
        if let Some(r) = s.rating {
            assert!((0.0..=10.0).contains(&r));
        }
        if let Some(a) = &s.store_analysis {
            assert!(s.has_enhanced_data);
            assert_eq!(a.specialties.len(), s.categories.len());
            assert_eq!(
                s.customer_sentiment.as_ref().unwrap().overall_sentiment,
                s.rating
            );
        }
        for p in &s.phones {
            assert!(p.phone_number.starts_with("+1") && p.phone_number.len() == 12);
            assert!(p.pretty_phone_number.contains("555-01"));
            assert_eq!(
                antiques_model::text::normalize_us_phone(&p.pretty_phone_number).as_ref(),
                Some(p)
            );
        }
        assert!(
            s.websites
                .iter()
                .all(|w| w.starts_with("https://") && w.ends_with(".example"))
        );
        assert!(s.emails.iter().all(|e| e.ends_with(".example")));
        assert!(s.zip_code.as_ref().unwrap().len() == 5);
        assert!(s.updated_at >= s.created_at);
        assert!(s.created_at >= stores::base_time());
        assert!(us::state_by_code(&s.state).is_some());
        assert!(
            s.map_url
                .as_ref()
                .unwrap()
                .starts_with("https://www.openstreetmap.org/?mlat=")
        );
    }
}

#[test]
fn small_and_large_counts_work() {
    for n in [0, 1, 10, 51, 100] {
        assert_eq!(generate(1, n).stores.len(), n);
    }
    // Large catalogues (benchmarks use 100k; `cargo run --release --example seed_json -- 1 100000`
    // times it) keep every slug and source id unique.
    let big = generate(7, 30_000);
    assert_eq!(big.stores.len(), 30_000);
    let slugs: HashSet<&str> = big.stores.iter().map(|s| s.slug.as_str()).collect();
    assert_eq!(slugs.len(), big.stores.len());
    let ids: HashSet<&str> = big
        .stores
        .iter()
        .filter_map(|s| s.source_id.as_deref())
        .collect();
    assert_eq!(ids.len(), big.stores.len());
}
