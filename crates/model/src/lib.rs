//! Domain types of the antique store directory.
//!
//! These types are the shape of the data everywhere: they are what the storage layer persists, what
//! the HTTP API serialises (camelCase, as the web app reads it, see `docs/api.md`), what the seed
//! generator produces and what the importers emit. They hold no I/O.

pub mod geo;
pub mod hours;
pub mod text;
pub mod us;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use hours::{DayHours, OpeningHours, OpeningStatus, Season, TimeRange, WeeklyHours};

/// A phone number as shown and as dialled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Phone {
    /// Human formatting, e.g. `(979) 555-0123`.
    pub pretty_phone_number: String,
    /// E.164 with an optional RFC 3966 extension, e.g. `+19795550123` or `+15185550142;ext=12`:
    /// what a `tel:` link dials.
    pub phone_number: String,
}

/// A photo of a store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Photo {
    pub url: String,
    pub alt: String,
    pub width: Option<u32>,
    pub height: Option<u32>,
}

/// A link to one of the store's social profiles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SocialLink {
    /// `facebook`, `instagram`, `pinterest`, `etsy`, `x`, `youtube` or `other`.
    pub platform: String,
    pub url: String,
}

/// Search-engine overrides for a store page.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Seo {
    pub meta_title: Option<String>,
    pub meta_description: Option<String>,
}

/// The five yes/no features of a store analysis; each name is also a search filter name.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoreFeatures {
    pub delivery: bool,
    pub shipping: bool,
    pub auctions: bool,
    pub multi_vendor: bool,
    pub multiple_floors: bool,
}

/// How sure the analysis is, and what it was based on.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisMeta {
    /// `high`, `medium` or `low`.
    pub confidence_level: String,
    pub price_indicators: Vec<String>,
    pub specialty_mentions: Vec<String>,
}

/// What an analysis of reviews and listings says about a store.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoreAnalysis {
    /// `small`, `medium` or `large`.
    pub size: String,
    /// `$`, `$$` or `$$$`.
    pub price_range: String,
    pub specialties: Vec<String>,
    /// e.g. `Antique mall`, `Single-owner shop`, `Consignment`, `Barn / warehouse`.
    pub store_format: String,
    /// e.g. `1-2 hours`.
    pub browsing_duration: String,
    pub description: String,
    pub features: StoreFeatures,
    pub analysis: AnalysisMeta,
}

/// What shoppers say, summarised. `overall_sentiment` is on a 0–10 scale.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerSentiment {
    pub overall_sentiment: Option<f64>,
    pub positive_themes: Vec<String>,
    pub concerns: Vec<String>,
    pub satisfaction_drivers: Vec<String>,
}

/// A reference from a store to the hotspot town nearest to it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HotspotRef {
    pub slug: String,
    /// The town's name, e.g. `Round Top`.
    pub name: String,
    /// Two-letter state code.
    pub state: String,
    pub distance_km: f64,
}

/// A category a store belongs to (a short reference, as embedded in a store).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryRef {
    pub slug: String,
    pub name: String,
}

/// An antique store: every field the directory keeps about a shop.
///
/// `id` and `document_id` are assigned by storage; a store built elsewhere (seed, import) carries
/// `id = 0` and an empty `document_id` until it is written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = StoreRecord)]
pub struct Store {
    pub id: i64,
    pub document_id: String,
    pub name: String,
    pub slug: String,
    pub description: Option<String>,
    pub enhanced_description: Option<String>,
    /// Street address, without city, state or ZIP.
    pub address: Option<String>,
    pub city: String,
    /// Two-letter state code (`TX`).
    pub state: String,
    pub zip_code: Option<String>,
    pub phones: Vec<Phone>,
    /// Absolute URLs (`https://` added on the way in when missing).
    pub websites: Vec<String>,
    pub emails: Vec<String>,
    pub map_url: Option<String>,
    /// A 0–10 rating from the listing source; the page prefers `customer_sentiment.overall_sentiment`.
    pub rating: Option<f64>,
    pub place_id: Option<String>,
    pub google_place_id: Option<String>,
    pub featured: bool,
    pub verified: bool,
    /// When an editor last confirmed the listing (approving it, a claim, an applied change report,
    /// or "mark verified"); shown on the store's page.
    #[serde(default)]
    pub last_verified_at: Option<DateTime<Utc>>,
    pub has_enhanced_data: bool,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub opening_hours: Option<OpeningHours>,
    pub photos: Vec<Photo>,
    pub social_links: Vec<SocialLink>,
    pub seo: Option<Seo>,
    /// Computed from the coordinates whenever the store is written (see [`geo::nearest_hotspot`]).
    pub nearest_antique_hotspot: Option<HotspotRef>,
    pub store_analysis: Option<StoreAnalysis>,
    pub customer_sentiment: Option<CustomerSentiment>,
    pub categories: Vec<CategoryRef>,
    /// Where the record came from (`seed`, `csv`, `osm`, or the source an import named), and the
    /// key that makes re-imports idempotent together with `slug`.
    pub source: Option<String>,
    pub source_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub published_at: Option<DateTime<Utc>>,
}

impl Store {
    /// A store with the given identity, published `now`, and every other field empty (not yet
    /// written: `id = 0`, no `document_id`). Import and admin writes fill in the rest.
    pub fn new(
        name: String,
        slug: String,
        city: String,
        state: String,
        now: DateTime<Utc>,
    ) -> Store {
        Store {
            id: 0,
            document_id: String::new(),
            name,
            slug,
            description: None,
            enhanced_description: None,
            address: None,
            city,
            state,
            zip_code: None,
            phones: Vec::new(),
            websites: Vec::new(),
            emails: Vec::new(),
            map_url: None,
            rating: None,
            place_id: None,
            google_place_id: None,
            featured: false,
            verified: false,
            last_verified_at: None,
            has_enhanced_data: false,
            latitude: None,
            longitude: None,
            opening_hours: None,
            photos: Vec::new(),
            social_links: Vec::new(),
            seo: None,
            nearest_antique_hotspot: None,
            store_analysis: None,
            customer_sentiment: None,
            categories: Vec::new(),
            source: None,
            source_id: None,
            created_at: now,
            updated_at: now,
            published_at: Some(now),
        }
    }
}

/// True for a string with something other than white space.
fn has_text(s: &str) -> bool {
    !s.trim().is_empty()
}

/// Values derived from a store's fields. The content service sends them with every store, so the
/// site shows them and never derives them again.
impl Store {
    /// The rating shown, on the 0–10 scale: what shoppers say
    /// (`customer_sentiment.overall_sentiment`), else the listing's `rating`, else none.
    pub fn display_rating(&self) -> Option<f64> {
        self.customer_sentiment
            .as_ref()
            .and_then(|c| c.overall_sentiment)
            .filter(|r| r.is_finite())
            .or(self.rating.filter(|r| r.is_finite()))
    }

    /// Address, city, state and ZIP code joined with ", ", blank parts left out.
    pub fn full_address(&self) -> String {
        [
            self.address.as_deref().unwrap_or_default(),
            &self.city,
            &self.state,
            self.zip_code.as_deref().unwrap_or_default(),
        ]
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
    }

    /// Whether the store has a website that is not blank.
    pub fn has_website(&self) -> bool {
        self.websites.iter().any(|w| has_text(w))
    }

    /// Whether the store has a phone number that is not blank.
    pub fn has_phone(&self) -> bool {
        self.phones
            .iter()
            .any(|p| has_text(&p.phone_number) || has_text(&p.pretty_phone_number))
    }

    /// Whether the store has a map link that is not blank.
    pub fn has_map(&self) -> bool {
        self.map_url.as_deref().is_some_and(has_text)
    }

    /// Detailed insights exist only when the store has enhanced data and a store analysis.
    pub fn has_detailed_insights(&self) -> bool {
        self.has_enhanced_data && self.store_analysis.is_some()
    }

    /// Whether the store is generated sample data (the demo catalogue), labelled as such on its page.
    pub fn is_sample(&self) -> bool {
        self.source.as_deref() == Some(SAMPLE_SOURCE)
    }
}

/// The `source` of the generated demo stores.
pub const SAMPLE_SOURCE: &str = "seed";

/// A region of the US (Northeast, South, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = RegionRecord)]
pub struct Region {
    pub slug: String,
    pub name: String,
    pub description: String,
}

/// A US state (or DC).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = StateRecord)]
pub struct State {
    /// Two-letter code, upper case.
    pub code: String,
    pub name: String,
    /// e.g. `new-york`.
    pub slug: String,
    /// Slug of the region.
    pub region: String,
}

/// A famous antique town, a destination page of its own.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = HotspotRecord)]
pub struct Hotspot {
    /// Town and state, e.g. `round-top-tx`.
    pub slug: String,
    /// The town's name, e.g. `Round Top`.
    pub name: String,
    /// Two-letter state code.
    pub state: String,
    pub latitude: f64,
    pub longitude: f64,
    pub description: String,
    pub best_time_to_visit: String,
    /// Stores within this distance whose nearest hotspot this is belong to it.
    pub radius_km: f64,
}

/// A category of antiques (furniture, jewelry, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = CategoryRecord)]
pub struct Category {
    pub slug: String,
    pub name: String,
    pub description: String,
}

/// A buying guide, with a Markdown body.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = GuideRecord)]
pub struct Guide {
    pub slug: String,
    pub title: String,
    pub summary: String,
    /// Markdown. Raw HTML in it is never rendered as HTML.
    pub body: String,
    pub cover_url: Option<String>,
    pub cover_alt: Option<String>,
    pub author: String,
    /// Category slugs the guide is about (used for related guides).
    pub tags: Vec<String>,
    pub published_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// A draft is kept and edited in the console but not shown on the public site.
    #[serde(default)]
    pub draft: bool,
}

/// An antique show, fair or market.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = EventRecord)]
pub struct Event {
    pub slug: String,
    pub title: String,
    pub description: String,
    /// Inclusive dates, local to the venue.
    pub start_date: chrono::NaiveDate,
    pub end_date: chrono::NaiveDate,
    pub venue: String,
    pub city: String,
    pub state: String,
    /// Slug of the hotspot town it takes place in, if any.
    pub hotspot: Option<String>,
    pub url: Option<String>,
}

/// Where a newsletter signup form sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SignupSource {
    Inline,
    Footer,
}

/// A newsletter signup. The e-mail is stored trimmed and lower-cased, once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailSignup {
    pub email: String,
    pub source: SignupSource,
    pub created_at: DateTime<Utc>,
}

/// The numeric ids storage gives reference records, by the key each is known by (the code of a
/// state, the slug of everything else). Their `documentId` is their slug, which never changes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecordIds {
    pub regions: std::collections::HashMap<String, i64>,
    pub states: std::collections::HashMap<String, i64>,
    pub hotspots: std::collections::HashMap<String, i64>,
    pub categories: std::collections::HashMap<String, i64>,
    pub guides: std::collections::HashMap<String, i64>,
    pub events: std::collections::HashMap<String, i64>,
}

/// A whole catalogue: what `antiques seed` generates, what `antiques export` writes and what
/// `antiques import` reads in our JSON format (every field optional to import except `stores`; a
/// member the format does not have is refused).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
///
/// The document gives each member's entries as plain objects: an entry is read as its record
/// (`StoreRecord`, `RegionRecord`, …, as the API sends them) with every member it leaves out at its
/// default, which no schema of the record itself says; what cannot be read is answered per entry.
pub struct Catalog {
    /// Regions (`RegionRecord`).
    #[schema(value_type = Vec<Object>)]
    pub regions: Vec<Region>,
    /// States (`StateRecord`).
    #[schema(value_type = Vec<Object>)]
    pub states: Vec<State>,
    /// Hotspot towns (`HotspotRecord`).
    #[schema(value_type = Vec<Object>)]
    pub hotspots: Vec<Hotspot>,
    /// Categories (`CategoryRecord`).
    #[schema(value_type = Vec<Object>)]
    pub categories: Vec<Category>,
    /// Stores as `GET /api/stores/{id}` sends them (`StoreRecord`). Each is read on its own: one
    /// that cannot be read as a store is refused and reported, the others are imported.
    #[schema(required = true, value_type = Vec<Object>)]
    pub stores: Vec<Store>,
    /// Buying guides (`GuideRecord`).
    #[schema(value_type = Vec<Object>)]
    pub guides: Vec<Guide>,
    /// Events (`EventRecord`).
    #[schema(value_type = Vec<Object>)]
    pub events: Vec<Event>,
}

#[cfg(test)]
mod derived_value_tests {
    use super::*;

    fn store() -> Store {
        let mut s = Store::new(
            "Barn Finds".into(),
            "barn-finds".into(),
            "Hudson".into(),
            "NY".into(),
            Utc::now(),
        );
        s.address = Some("1 Main St".into());
        s.zip_code = Some("12534".into());
        s
    }

    fn sentiment(overall: Option<f64>) -> CustomerSentiment {
        CustomerSentiment {
            overall_sentiment: overall,
            ..Default::default()
        }
    }

    #[test]
    fn full_address_joins_the_parts_that_are_not_blank() {
        assert_eq!(store().full_address(), "1 Main St, Hudson, NY, 12534");
        let mut s = store();
        s.address = Some("  ".into());
        s.zip_code = None;
        assert_eq!(s.full_address(), "Hudson, NY");
    }

    #[test]
    fn display_rating_prefers_what_shoppers_say_then_the_listing() {
        let mut s = store();
        s.rating = Some(7.2);
        s.customer_sentiment = Some(sentiment(Some(9.1)));
        assert_eq!(s.display_rating(), Some(9.1));
        s.customer_sentiment = Some(sentiment(None));
        assert_eq!(s.display_rating(), Some(7.2));
        s.rating = None;
        assert_eq!(s.display_rating(), None);
        s.rating = Some(f64::NAN);
        assert_eq!(s.display_rating(), None);
    }

    #[test]
    fn contact_flags_are_true_only_for_text_that_is_not_blank() {
        let mut s = store();
        assert!(!s.has_website() && !s.has_phone() && !s.has_map());
        s.websites = vec!["".into(), "  ".into()];
        s.phones = vec![Phone {
            pretty_phone_number: " ".into(),
            phone_number: "".into(),
        }];
        s.map_url = Some(" ".into());
        assert!(!s.has_website() && !s.has_phone() && !s.has_map());
        s.websites.push("https://x.example".into());
        s.phones.push(Phone {
            pretty_phone_number: "(518) 555-0100".into(),
            phone_number: "".into(),
        });
        s.map_url = Some("https://maps.example/1".into());
        assert!(s.has_website() && s.has_phone() && s.has_map());
    }

    #[test]
    fn detailed_insights_need_enhanced_data_and_an_analysis() {
        let mut s = store();
        s.store_analysis = Some(StoreAnalysis::default());
        assert!(!s.has_detailed_insights());
        s.has_enhanced_data = true;
        assert!(s.has_detailed_insights());
        s.store_analysis = None;
        assert!(!s.has_detailed_insights());
    }

    #[test]
    fn sample_stores_are_those_the_demo_generator_wrote() {
        let mut s = store();
        assert!(!s.is_sample());
        s.source = Some(SAMPLE_SOURCE.into());
        assert!(s.is_sample());
    }
}
