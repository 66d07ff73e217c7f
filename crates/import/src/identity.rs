//! Which listed store an imported row is, and which new rows look like a business the directory
//! already lists.
//!
//! A row is matched first by its `source` and `source_id` (storage does that). A row whose file
//! gave it no `source_id` has one made from its name and address, which changes with any edit of
//! the spelling; so before such a row becomes a new store, it takes the identity of a listed store
//! with the same normalised name, street, city and state ([`identity_key`]): `Old Mill Antiques,
//! 12 N. Main Street` updates the store listed as `old mill antiques, 12 North Main St`.
//!
//! A row that is still new is compared with every listed store it did not match: the same name and
//! city within 100 m, the same normalised name, street, city and state (a row with its own
//! `source_id` is never matched by address, but is named as a likely duplicate of the listed store
//! at its address), the same phone line or the same website make it a likely duplicate, reported
//! (not merged: two shops may share a building, a phone or a mall's website).

use antiques_model::Store;
use antiques_model::geo::distance_km;
use antiques_model::text::fold;
use std::collections::{HashMap, HashSet};

/// How close two listings of one name in one town must be to be called one business.
pub const SAME_PLACE_METRES: f64 = 100.0;

/// Words of a street address written in more than one way, each with the form the key uses.
const STREET_WORDS: &[(&str, &str)] = &[
    ("street", "st"),
    ("avenue", "ave"),
    ("av", "ave"),
    ("road", "rd"),
    ("drive", "dr"),
    ("boulevard", "blvd"),
    ("lane", "ln"),
    ("highway", "hwy"),
    ("route", "rte"),
    ("parkway", "pkwy"),
    ("place", "pl"),
    ("court", "ct"),
    ("square", "sq"),
    ("terrace", "ter"),
    ("turnpike", "tpke"),
    ("circle", "cir"),
    ("suite", "ste"),
    ("building", "bldg"),
    ("north", "n"),
    ("south", "s"),
    ("east", "e"),
    ("west", "w"),
    ("northeast", "ne"),
    ("northwest", "nw"),
    ("southeast", "se"),
    ("southwest", "sw"),
];

/// Words a business name is written with or without.
const NAME_WORDS: &[(&str, &str)] = &[("and", ""), ("the", ""), ("co", "company")];

/// Words of a town's name written in more than one way.
const TOWN_WORDS: &[(&str, &str)] = &[("saint", "st"), ("mount", "mt"), ("fort", "ft")];

/// Folded text (lower case, no accents or punctuation) with each word replaced as `words` says.
fn normalised(text: &str, words: &[(&str, &str)]) -> String {
    fold(&text.replace('&', " and "))
        .split(' ')
        .map(|w| {
            words
                .iter()
                .find(|(from, _)| *from == w)
                .map_or(w, |(_, to)| *to)
        })
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The normalised name, street, city and state of a store; `None` without a street, which is too
/// little to tell two businesses of one name in one town apart.
pub fn identity_key(store: &Store) -> Option<String> {
    let street = normalised(store.address.as_deref().unwrap_or(""), STREET_WORDS);
    if street.is_empty() {
        return None;
    }
    Some(format!(
        "{}|{street}|{}|{}",
        normalised(&store.name, NAME_WORDS),
        normalised(&store.city, TOWN_WORDS),
        store.state.to_ascii_uppercase()
    ))
}

/// What tells two rows of one file apart as stores: the normalised name, street, city and state
/// ([`identity_key`]'s parts), the street empty when there is none. Two rows with the same key are
/// the same store however each spells its street (`4 Main St`, `4 Main Street`).
pub fn same_store_key(store: &Store) -> String {
    format!(
        "{}|{}|{}|{}",
        normalised(&store.name, NAME_WORDS),
        normalised(store.address.as_deref().unwrap_or(""), STREET_WORDS),
        normalised(&store.city, TOWN_WORDS),
        store.state.to_ascii_uppercase()
    )
}

/// A store's name and town, normalised: the first half of "same name and city within 100 m".
fn name_town_key(store: &Store) -> String {
    format!(
        "{}|{}|{}",
        normalised(&store.name, NAME_WORDS),
        normalised(&store.city, TOWN_WORDS),
        store.state.to_ascii_uppercase()
    )
}

/// The lines a store can be called on, without extensions: one switchboard with many extensions
/// is one business's phone.
fn phone_lines(store: &Store) -> impl Iterator<Item = &str> {
    store
        .phones
        .iter()
        .map(|p| p.phone_number.split(';').next().unwrap_or_default())
        .filter(|n| !n.is_empty())
}

/// A website as its host and path: scheme, `www.`, case of the host and a closing `/` set aside.
fn site_key(url: &str) -> Option<String> {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.split(['?', '#']).next().unwrap_or_default();
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    let host = host.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host);
    if host.is_empty() {
        return None;
    }
    Some(format!("{host}/{}", path.trim_end_matches('/')))
}

/// How an imported store relates to the listed ones.
#[derive(Debug, Clone, PartialEq)]
pub enum Relation {
    /// Took the identity (`source`, `source_id`, slug) of this listed store, matched by
    /// [`identity_key`].
    SameAddress { slug: String },
    /// New, but looks like this listed store, for the reason given ("same phone (518) 555-0142").
    LikelyDuplicate {
        slug: String,
        name: String,
        source: Option<String>,
        why: String,
    },
}

/// What [`relate`] found for the store at `index` of the batch.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub index: usize,
    pub relation: Relation,
}

/// Relates a batch of imported stores to the listed ones, in place: a store whose file gave no
/// `source_id` (`ids_given[i]` false) and that matches no listed store by `source` and `source_id`
/// takes the identity of the listed store with its [`identity_key`], if one has it and no other
/// store of the batch claims it; a store that stays new is checked for likely duplicates. Returns
/// what it found, in batch order.
pub fn relate(batch: &mut [Store], ids_given: &[bool], listed: &[Store]) -> Vec<Found> {
    let by_source: HashMap<(&str, &str), usize> = listed
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some(((s.source.as_deref()?, s.source_id.as_deref()?), i)))
        .collect();
    let by_slug: HashMap<&str, usize> = listed
        .iter()
        .enumerate()
        .map(|(i, s)| (s.slug.as_str(), i))
        .collect();
    // Listed stores the batch names by their own identity come first: a match by address never
    // takes a store another row names by its id.
    let mut claimed: HashSet<usize> = HashSet::new();
    let mut matched: Vec<Option<usize>> = batch
        .iter()
        .map(|s| match (&s.source, &s.source_id) {
            (Some(src), Some(id)) => by_source.get(&(src.as_str(), id.as_str())).copied(),
            _ => by_slug.get(s.slug.as_str()).copied(),
        })
        .collect();
    claimed.extend(matched.iter().flatten());

    let mut by_identity: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, s) in listed.iter().enumerate() {
        if let Some(k) = identity_key(s) {
            by_identity.entry(k).or_default().push(i);
        }
    }
    let mut found = Vec::new();
    for (index, store) in batch.iter_mut().enumerate() {
        if matched[index].is_some() || ids_given.get(index).copied().unwrap_or(true) {
            continue;
        }
        let Some(candidates) = identity_key(store).and_then(|k| by_identity.get(&k)) else {
            continue;
        };
        let Some(&i) = candidates.iter().find(|i| !claimed.contains(i)) else {
            continue;
        };
        claimed.insert(i);
        matched[index] = Some(i);
        let listed_store = &listed[i];
        store.source = listed_store.source.clone();
        store.source_id = listed_store.source_id.clone();
        store.slug = listed_store.slug.clone();
        found.push(Found {
            index,
            relation: Relation::SameAddress {
                slug: listed_store.slug.clone(),
            },
        });
    }

    // Likely duplicates: the new stores against every listed store none of the batch is.
    let mut by_name_town: HashMap<String, Vec<usize>> = HashMap::new();
    let mut by_address: HashMap<String, usize> = HashMap::new();
    let mut by_phone: HashMap<&str, usize> = HashMap::new();
    let mut by_site: HashMap<String, usize> = HashMap::new();
    for (i, s) in listed.iter().enumerate() {
        if claimed.contains(&i) {
            continue;
        }
        by_name_town.entry(name_town_key(s)).or_default().push(i);
        if let Some(k) = identity_key(s) {
            by_address.entry(k).or_insert(i);
        }
        for line in phone_lines(s) {
            by_phone.entry(line).or_insert(i);
        }
        for site in s.websites.iter().filter_map(|w| site_key(w)) {
            by_site.entry(site).or_insert(i);
        }
    }
    for (index, store) in batch.iter().enumerate() {
        if matched[index].is_some() {
            continue;
        }
        let near = |other: &Store| match (
            store.latitude,
            store.longitude,
            other.latitude,
            other.longitude,
        ) {
            (Some(a), Some(b), Some(c), Some(d)) => {
                distance_km(a, b, c, d) * 1000.0 <= SAME_PLACE_METRES
            }
            _ => false,
        };
        let same_place = by_name_town
            .get(&name_town_key(store))
            .and_then(|c| c.iter().copied().find(|&i| near(&listed[i])))
            .map(|i| {
                (
                    i,
                    format!("same name in {} within {SAME_PLACE_METRES} m", store.city),
                )
            });
        let same_address = || {
            identity_key(store)
                .and_then(|k| by_address.get(&k))
                .map(|&i| (i, "same name and address".to_string()))
        };
        let same_phone = || {
            store.phones.iter().find_map(|p| {
                let line = p.phone_number.split(';').next()?;
                by_phone.get(line).map(|&i| {
                    let pretty = p
                        .pretty_phone_number
                        .split(" ext.")
                        .next()
                        .unwrap_or_default();
                    (i, format!("same phone {pretty}"))
                })
            })
        };
        let same_site = || {
            store.websites.iter().find_map(|w| {
                by_site
                    .get(&site_key(w)?)
                    .map(|&i| (i, format!("same website {w}")))
            })
        };
        if let Some((i, why)) = same_place
            .or_else(same_address)
            .or_else(same_phone)
            .or_else(same_site)
        {
            let other = &listed[i];
            found.push(Found {
                index,
                relation: Relation::LikelyDuplicate {
                    slug: other.slug.clone(),
                    name: other.name.clone(),
                    source: other.source.clone(),
                    why,
                },
            });
        }
    }
    found.sort_by_key(|f| f.index);
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn store(name: &str, address: &str, city: &str) -> Store {
        let mut s = Store::new(
            name.into(),
            antiques_model::text::slugify(&format!("{name} {city}")),
            city.into(),
            "NY".into(),
            Utc::now(),
        );
        s.address = (!address.is_empty()).then(|| address.to_string());
        s
    }

    fn listed(name: &str, address: &str, city: &str, source: &str, id: &str) -> Store {
        let mut s = store(name, address, city);
        s.source = Some(source.into());
        s.source_id = Some(id.into());
        s
    }

    #[test]
    fn keys_ignore_spelling_of_streets_names_and_towns() {
        let a = store(
            "Old Mill & Co.",
            "12 N. Main Street, Suite 4",
            "Saint James",
        );
        let b = store(
            "old mill and company",
            "12 North Main St Ste 4",
            "St. James",
        );
        assert_eq!(identity_key(&a), identity_key(&b));
        let c = store("Old Mill", "14 North Main St", "St. James");
        assert_ne!(identity_key(&a), identity_key(&c));
        assert_eq!(identity_key(&store("Old Mill", "", "Hudson")), None);
    }

    #[test]
    fn rows_of_one_file_are_one_store_whatever_their_street_suffix() {
        let key = |name: &str, address: &str| same_store_key(&store(name, address, "Hudson"));
        assert_eq!(
            key("Red Door", "4 Main St"),
            key("Red Door", "4 Main Street")
        );
        assert_eq!(
            key("Red Door", "12 N. Oak Ave."),
            key("red door", "12 North Oak Avenue")
        );
        assert_eq!(key("Red Door", "1 Mill Rd"), key("Red Door", "1 Mill Road"));
        assert_eq!(key("Red Door", ""), key("Red Door", ""));
        assert_ne!(key("Red Door", "4 Main St"), key("Red Door", "6 Main St"));
        assert_ne!(key("Red Door", "4 Main St"), key("Blue Door", "4 Main St"));
    }

    #[test]
    fn a_row_without_an_id_takes_the_listed_store_at_its_address() {
        let shelf = vec![listed(
            "Old Mill",
            "12 Main Street",
            "Hudson",
            "csv:old.csv",
            "7",
        )];
        let mut batch = vec![store("Old Mill", "12 Main St.", "Hudson")];
        batch[0].source = Some("csv".into());
        batch[0].source_id = Some("derived".into());
        let found = relate(&mut batch, &[false], &shelf);
        assert_eq!(batch[0].source.as_deref(), Some("csv:old.csv"));
        assert_eq!(batch[0].source_id.as_deref(), Some("7"));
        assert_eq!(batch[0].slug, shelf[0].slug);
        assert!(matches!(found[0].relation, Relation::SameAddress { .. }));
    }

    #[test]
    fn a_row_with_its_own_id_is_not_matched_by_address_but_reported() {
        let shelf = vec![listed(
            "Old Mill",
            "12 Main Street",
            "Hudson",
            "osm",
            "node/1",
        )];
        let mut batch = vec![store("Old Mill", "12 Main St.", "Hudson")];
        batch[0].source = Some("csv".into());
        batch[0].source_id = Some("A-1".into());
        let found = relate(&mut batch, &[true], &shelf);
        assert_eq!(batch[0].source_id.as_deref(), Some("A-1"));
        assert_eq!(batch[0].source.as_deref(), Some("csv"));
        assert_eq!(
            found,
            [Found {
                index: 0,
                relation: Relation::LikelyDuplicate {
                    slug: shelf[0].slug.clone(),
                    name: "Old Mill".into(),
                    source: Some("osm".into()),
                    why: "same name and address".into(),
                },
            }],
            "no coordinates, phone or website to compare, but the same name and address"
        );
        batch[0].latitude = Some(42.2529);
        batch[0].longitude = Some(-73.7910);
        let mut shelf = shelf;
        shelf[0].latitude = Some(42.2530);
        shelf[0].longitude = Some(-73.7911);
        let found = relate(&mut batch, &[true], &shelf);
        assert!(matches!(
            &found[0].relation,
            Relation::LikelyDuplicate { why, .. } if why.contains("within 100 m")
        ));
    }

    #[test]
    fn the_same_phone_line_or_website_is_a_likely_duplicate() {
        let phone = antiques_model::text::normalize_us_phone("518-555-0142").unwrap();
        let with_ext = antiques_model::text::normalize_us_phone("518-555-0142 x12").unwrap();
        let mut a = listed("Hudson Mall", "1 Warren St", "Hudson", "osm", "node/9");
        a.phones = vec![phone];
        a.websites = vec!["https://www.hudsonmall.com/".into()];
        let mut b = store(
            "The Hudson Antiques Mall",
            "1 Warren Street Unit B",
            "Hudson",
        );
        b.phones = vec![with_ext];
        let found = relate(&mut [b.clone()], &[true], std::slice::from_ref(&a));
        assert!(matches!(
            &found[0].relation,
            Relation::LikelyDuplicate { why, .. } if why == "same phone (518) 555-0142"
        ));
        b.phones.clear();
        b.websites = vec!["http://hudsonmall.com".into()];
        let found = relate(&mut [b], &[true], &[a]);
        assert!(matches!(
            &found[0].relation,
            Relation::LikelyDuplicate { why, .. } if why.starts_with("same website")
        ));
    }

    #[test]
    fn a_store_named_by_its_id_is_not_taken_by_another_rows_address() {
        let shelf = vec![listed("Old Mill", "12 Main Street", "Hudson", "csv", "7")];
        let mut by_id = store("Old Mill Antiques", "12 Main Street", "Hudson");
        by_id.source = Some("csv".into());
        by_id.source_id = Some("7".into());
        let mut by_address = store("Old Mill", "12 Main St", "Hudson");
        by_address.source = Some("csv".into());
        by_address.source_id = Some("derived".into());
        let mut batch = vec![by_address, by_id];
        let found = relate(&mut batch, &[false, true], &shelf);
        assert_eq!(batch[0].source_id.as_deref(), Some("derived"));
        assert!(found.is_empty());
    }
}
