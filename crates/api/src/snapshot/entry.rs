//! One store as the snapshot keeps it: the few fields reads look up, filter, sort and place it by, and
//! its full answer compressed. Everything a summary shows is cut from the full answer when it is sent
//! ([`summary_of`]), so no store is kept twice.

use std::collections::HashMap;
use std::sync::Arc;

use antiques_model::text::fold;
use antiques_model::{OpeningHours, Store, StoreFeatures};
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde::ser::SerializeMap;
use serde_json::value::RawValue;

use super::codec::Packed;
use super::layout::{AnswerLayout, NOT_IN_SUMMARY, write_with_layout};
use crate::views::{StoreDerived, StoreFull};

/// One store: what reads need without its answer, and the answer packed.
#[derive(Debug)]
pub struct StoreEntry {
    pub id: i64,
    pub document_id: Box<str>,
    pub slug: Box<str>,
    pub name: Box<str>,
    /// Street address (the name search shows it).
    pub address: Option<Box<str>>,
    /// Folded name (lower case, no accents, single spaces): the name order and the name search.
    pub folded_name: Box<str>,
    pub city: Box<str>,
    /// Folded city, for the city filter.
    pub folded_city: Box<str>,
    /// Two-letter state code.
    pub state: Box<str>,
    /// The state code's two bytes, kept in the entry: a search compares it for every store it
    /// finds, and the text behind `state` is one more memory read away.
    pub state_code: StateCode,
    /// Five-digit ZIP code (the first five digits of a ZIP+4), for places typed into a search.
    pub zip: Option<Box<str>>,
    /// Region slug of the store's state.
    pub region: Option<Box<str>>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// The rating the page shows: customer sentiment, else the listing rating.
    pub rating: Option<f64>,
    pub featured: bool,
    pub verified: bool,
    pub has_enhanced_data: bool,
    /// Whether the store has a non-blank website.
    pub has_website: bool,
    /// The yes/no features of the store analysis (all false without one).
    pub features: StoreFeatures,
    /// Category slugs.
    pub categories: Box<[Box<str>]>,
    /// [`text_key`] of each of `categories`, in the same order: searches and their counts compare
    /// these numbers first and a slug's text only when its number matches.
    pub category_keys: Box<[u64]>,
    /// Slug of the nearest hotspot town.
    pub hotspot: Option<Box<str>>,
    pub updated_at: DateTime<Utc>,
    /// Opening hours, shared between stores with the same ones.
    pub hours: Option<Arc<OpeningHours>>,
    /// The full store as JSON ([`StoreFull`]), compressed.
    pub(super) full: Packed,
    /// Where a search result's summary and texts sit in the full answer.
    pub(super) layout: AnswerLayout,
}

/// A state's two-letter code as two bytes (`[0, 0]` for text that is not two bytes long).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct StateCode(pub [u8; 2]);

impl StateCode {
    pub fn of(code: &str) -> StateCode {
        match code.as_bytes() {
            [a, b] => StateCode([*a, *b]),
            _ => StateCode::default(),
        }
    }
}

/// A number for a short text (a category slug), equal for equal texts: comparing two is one
/// instruction where comparing the texts is a call. Different texts may share one, so a match is
/// confirmed on the text.
pub fn text_key(text: &str) -> u64 {
    xxhash_rust::xxh3::xxh3_64(text.as_bytes())
}

/// A category slug with its [`text_key`], worked out once for a search rather than per store.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyedSlug {
    pub key: u64,
    pub slug: Box<str>,
}

impl KeyedSlug {
    pub fn new(slug: &str) -> KeyedSlug {
        KeyedSlug {
            key: text_key(slug),
            slug: slug.into(),
        }
    }
}

/// Opening hours shared by value: weekly schedules repeat across a catalogue, so a snapshot keeps
/// each distinct one once.
#[derive(Debug, Default)]
pub struct HoursTable(HashMap<OpeningHours, Arc<OpeningHours>>);

impl HoursTable {
    fn share(&mut self, hours: OpeningHours) -> Arc<OpeningHours> {
        self.0
            .entry(hours)
            .or_insert_with_key(|h| Arc::new(h.clone()))
            .clone()
    }
}

impl StoreEntry {
    /// The entry of a store whose full answer is packed already.
    pub(super) fn new(
        store: Store,
        region: Option<&str>,
        (full, layout): (Packed, AnswerLayout),
        hours: Option<&mut HoursTable>,
    ) -> Self {
        let rating = store.display_rating();
        let has_website = store.has_website();
        let features = store
            .store_analysis
            .as_ref()
            .map(|a| a.features)
            .unwrap_or_default();
        let hours_of = store.opening_hours.map(|h| match hours {
            Some(table) => table.share(h),
            None => Arc::new(h),
        });
        StoreEntry {
            id: store.id,
            folded_name: fold(&store.name).into_boxed_str(),
            folded_city: fold(&store.city).into_boxed_str(),
            document_id: store.document_id.into_boxed_str(),
            slug: store.slug.into_boxed_str(),
            name: store.name.into_boxed_str(),
            address: store.address.map(String::into_boxed_str),
            city: store.city.into_boxed_str(),
            state_code: StateCode::of(&store.state),
            state: store.state.into_boxed_str(),
            zip: store
                .zip_code
                .as_deref()
                .and_then(|z| z.trim().get(..5))
                .filter(|z| z.bytes().all(|b| b.is_ascii_digit()))
                .map(Box::from),
            region: region.map(Box::from),
            latitude: store.latitude,
            longitude: store.longitude,
            rating,
            featured: store.featured,
            verified: store.verified,
            has_enhanced_data: store.has_enhanced_data,
            has_website,
            features,
            category_keys: store.categories.iter().map(|c| text_key(&c.slug)).collect(),
            categories: store
                .categories
                .into_iter()
                .map(|c| c.slug.into_boxed_str())
                .collect(),
            hotspot: store
                .nearest_antique_hotspot
                .map(|h| h.slug.into_boxed_str()),
            updated_at: store.updated_at,
            hours: hours_of,
            full,
            layout,
        }
    }

    /// Top-stores score: rating + 0.5 if verified + 0.25 if enhanced.
    pub fn score(&self) -> f64 {
        self.rating.unwrap_or(0.0)
            + if self.verified { 0.5 } else { 0.0 }
            + if self.has_enhanced_data { 0.25 } else { 0.0 }
    }

    /// Whether the store is in a category.
    pub fn in_category(&self, slug: &str) -> bool {
        self.categories.iter().any(|c| &**c == slug)
    }

    /// [`StoreEntry::in_category`] for a slug keyed once for many stores.
    pub fn in_keyed_category(&self, wanted: &KeyedSlug) -> bool {
        self.category_keys
            .iter()
            .zip(self.categories.iter())
            .any(|(key, slug)| *key == wanted.key && **slug == *wanted.slug)
    }

    /// Whether the store is open at an instant (by its hours in its own time zone).
    pub fn is_open_at(&self, at: DateTime<Utc>) -> bool {
        self.hours.as_ref().is_some_and(|h| h.is_open_at(at))
    }

    /// Whether the store is open on a weekday at a local time of its own (see
    /// [`OpeningHours::is_open_on`]).
    pub fn is_open_on(&self, weekday: chrono::Weekday, minute: u32, mmdd: u32) -> bool {
        self.hours
            .as_ref()
            .is_some_and(|h| h.is_open_on(weekday, minute, mmdd))
    }
}

/// The full answer of a store ([`StoreFull`]) as JSON bytes, and where its members sit.
pub(super) fn full_json(
    store: &Store,
    state_name: Option<&str>,
    region: Option<&str>,
) -> (Vec<u8>, AnswerLayout) {
    let full = StoreFull {
        store,
        derived: StoreDerived::of(store, state_name, region),
    };
    // A store is plain data (strings, numbers, vectors): serialising it cannot fail.
    write_with_layout(&full).unwrap_or_else(|_| (b"null".to_vec(), AnswerLayout::default()))
}

/// A store summary cut from the full answer, with more members after it (a distance, a rank).
/// Serialises as one JSON object; its shape is `StoreSummary`'s (a test compares them store by store).
pub struct SummaryJson {
    full: Box<RawValue>,
    extra: serde_json::Map<String, serde_json::Value>,
}

/// The summary of a full store answer.
pub fn summary_of(full: Box<RawValue>) -> SummaryJson {
    SummaryJson {
        full,
        extra: serde_json::Map::new(),
    }
}

impl SummaryJson {
    /// The summary followed by the members of `extra` (a struct serialising as an object).
    pub fn with(mut self, extra: &impl Serialize) -> Self {
        if let Ok(serde_json::Value::Object(members)) = serde_json::to_value(extra) {
            self.extra.extend(members);
        }
        self
    }
}

impl Serialize for SummaryJson {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        // Members borrowed from the full answer; the keys are plain camelCase names (no escapes).
        let members: Vec<(&str, &RawValue)> =
            serde_json::from_str::<OrderedMembers<'_>>(self.full.get())
                .map_err(S::Error::custom)?
                .0;
        let mut map = serializer.serialize_map(None)?;
        for (k, v) in members {
            if !NOT_IN_SUMMARY.contains(&k) {
                map.serialize_entry(k, v)?;
            }
        }
        for (k, v) in &self.extra {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// JSON text this service wrote itself from parsed or serialised parts, so valid by construction:
/// sent as it is. `RawValue::from_string` would parse it again to check it, and a search writes
/// dozens of these a request (that check was a quarter of a search's instructions).
#[derive(Debug, Clone, PartialEq)]
pub struct JsonText(String);

impl JsonText {
    /// JSON `null`: what a text that could not be written stands for (the test suite's
    /// comparisons would show one).
    pub fn null() -> JsonText {
        JsonText("null".to_string())
    }

    pub fn get(&self) -> &str {
        &self.0
    }
}

/// A JSON object followed by the members of `extra` (a struct serialising as an object), joined
/// as text: neither is parsed again.
pub fn with_members(object: &JsonText, extra: &impl Serialize) -> JsonText {
    let object = object.get().trim_end();
    let members = serde_json::to_string(extra).unwrap_or_default();
    let members = members
        .strip_prefix('{')
        .and_then(|m| m.strip_suffix('}'))
        .unwrap_or_default();
    match object.strip_suffix('}') {
        Some(open) if !members.is_empty() => {
            let empty = open.trim_end() == "{";
            JsonText(format!("{open}{}{members}}}", if empty { "" } else { "," }))
        }
        _ => JsonText(object.to_string()),
    }
}

/// The summary of a full store answer (JSON text) as JSON text, cut along the answer's layout:
/// the same object [`summary_of`] writes (a test compares them), with no pass over the answer.
/// `null` when the layout is not the answer's (it always is: both are kept in one entry).
pub fn summary_text(full: &str, layout: &AnswerLayout) -> JsonText {
    match layout.summary(full) {
        Some(mut text) => {
            // Kept with the found store for the rest of the snapshot: no room to spare.
            text.shrink_to_fit();
            JsonText(text)
        }
        None => JsonText::null(),
    }
}

/// The members of a JSON object in their order, values unparsed.
struct OrderedMembers<'a>(Vec<(&'a str, &'a RawValue)>);

impl<'de> serde::Deserialize<'de> for OrderedMembers<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Members;
        impl<'de> serde::de::Visitor<'de> for Members {
            type Value = OrderedMembers<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                let mut out = Vec::with_capacity(48);
                while let Some(pair) = map.next_entry::<&'de str, &'de RawValue>()? {
                    out.push(pair);
                }
                Ok(OrderedMembers(out))
            }
        }
        d.deserialize_map(Members)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::layout::TextMember;
    use crate::views::{Distance, NearbyStore, StoreSummary};

    /// The full answer of a store of Texas, as the snapshot keeps it, and its layout.
    fn full_in_texas(store: &Store) -> (Box<RawValue>, AnswerLayout) {
        let (json, layout) = full_json(store, Some("Texas"), None);
        (
            RawValue::from_string(String::from_utf8(json).unwrap()).unwrap(),
            layout,
        )
    }

    #[test]
    fn summaries_cut_from_the_full_answer_are_store_summaries() {
        let catalog = antiques_seed::generate(7, 60);
        for store in &catalog.stores {
            let (full, _) = full_in_texas(store);
            let cut = serde_json::to_value(summary_of(full).with(&Distance { distance_km: 1.5 }))
                .unwrap();
            let typed = serde_json::to_value(NearbyStore {
                store: StoreSummary::of(store, Some("Texas")),
                distance_km: 1.5,
            })
            .unwrap();
            assert_eq!(cut, typed, "{}", store.name);
        }
    }

    #[test]
    fn summaries_cut_along_the_layout_are_the_cut_summaries() {
        let catalog = antiques_seed::generate(11, 60);
        for store in &catalog.stores {
            let (full, layout) = full_in_texas(store);
            assert_eq!(
                full.get(),
                serde_json::to_string(&StoreFull {
                    store,
                    derived: StoreDerived::of(store, Some("Texas"), None),
                })
                .unwrap(),
                "the answer serde_json writes"
            );
            let text = summary_text(full.get(), &layout);
            let cut = serde_json::to_string(&summary_of(full.clone())).unwrap();
            assert_eq!(text.get(), cut, "{}", store.name);
            let members: serde_json::Map<String, serde_json::Value> =
                serde_json::from_str(full.get()).unwrap();
            for text in TextMember::ALL {
                let value = layout
                    .text(full.get(), text)
                    .map(|v| serde_json::from_str::<serde_json::Value>(v).unwrap());
                let expected = match text.path() {
                    (key, None) => members.get(key),
                    (key, Some(inner)) => members.get(key).and_then(|v| v.get(inner)),
                };
                assert_eq!(value.as_ref(), expected, "{}", store.name);
            }
        }
    }
}
