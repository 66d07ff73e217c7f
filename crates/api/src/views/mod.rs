//! Every request and response body of the API, as typed views: the handlers serialise these, and the
//! OpenAPI document (`/api/openapi.json`, the contract the web app's types are generated from) is
//! derived from the same types.
//!
//! A full store is serialised once per snapshot and kept compressed (see `snapshot`); the views that
//! carry one hold that JSON as [`RawValue`] and declare its schema with `value_type`. Summaries are
//! serialised from the store as they are sent.

use antiques_model::{CategoryRef, Event, Guide, Hotspot, HotspotRef, OpeningHours, Phone, Store};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use utoipa::ToSchema;

use crate::snapshot::SummaryJson;

mod console;
mod records;
mod review;
mod search;
pub use console::*;
pub use records::*;
pub use review::*;
pub use search::*;

// ---------------------------------------------------------------------------------------------
// Envelopes and errors
// ---------------------------------------------------------------------------------------------

/// An empty `meta`.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct EmptyMeta {}

/// Strapi's page description of a list.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pagination {
    /// The page, from 1.
    pub page: u32,
    /// Items per page.
    pub page_size: u32,
    /// Number of pages (0 for an empty list).
    pub page_count: u32,
    /// Number of items in all pages.
    pub total: u64,
}

/// Strapi's offset description of a list (`pagination[start]`, `pagination[limit]`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
pub struct OffsetPagination {
    /// Index of the first item sent, from 0.
    pub start: u32,
    /// Most items sent.
    pub limit: u32,
    /// Number of items in the whole list.
    pub total: u64,
}

/// `meta.pagination` of a collection: by page, or by offset when `pagination[start]` or
/// `pagination[limit]` was asked.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(untagged)]
pub enum ListPagination {
    Page(Pagination),
    Offset(OffsetPagination),
}

/// `meta` of a collection list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ListMeta {
    pub pagination: ListPagination,
}

/// `meta` of a paged list.
#[derive(Debug, Serialize, ToSchema)]
pub struct PagedMeta {
    pub pagination: Pagination,
}

/// `meta` of an unpaged list: how many items it holds.
#[derive(Debug, Serialize, ToSchema)]
pub struct CountMeta {
    pub total: u64,
}

/// The body of every error answer (4xx and 5xx), in Strapi's shape.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorResponse<'a> {
    /// Always `null`.
    #[schema(schema_with = null_schema)]
    pub data: (),
    pub error: ErrorDetail<'a>,
}

/// A schema written as the JSON the document shows, for the few no Rust type describes (a choice
/// between two shapes of a query parameter, an enumeration of strings a handler reads as text).
pub fn schema_from_json(
    schema: serde_json::Value,
) -> utoipa::openapi::RefOr<utoipa::openapi::Schema> {
    serde_json::from_value(schema).expect("a schema written in the code is valid")
}

/// The schema of a value of any JSON type, each type named (utoipa reads back a schema with no
/// `type` as no schema at all).
pub fn any_json_value() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{SchemaType, Type};
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([
            Type::String,
            Type::Number,
            Type::Boolean,
            Type::Array,
            Type::Object,
            Type::Null,
        ]))
        .build()
}

/// An e-mail address the directory accepts ([`antiques_model::text::valid_email`]).
fn email_schema() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{KnownFormat, SchemaFormat, Type};
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(Type::String)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Email)))
        .max_length(Some(254))
        .pattern(Some(antiques_model::text::EMAIL_PATTERN))
        .description(Some("Trimmed and lower-cased before it is stored."))
        .build()
}

/// The schema of a value that is always `null`.
fn null_schema() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Null)
        .build()
}

/// What went wrong.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorDetail<'a> {
    /// The HTTP status.
    pub status: u16,
    /// Strapi's error name, e.g. `ValidationError`, `NotFoundError`.
    pub name: &'static str,
    /// A plain-English message, fit to show to a visitor.
    pub message: &'a str,
    #[schema(value_type = ErrorDetails)]
    pub details: &'a serde_json::Value,
}

/// Structured details: the field errors of a form body, else an empty object.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct ErrorDetails {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<FieldErrorView>,
}

/// One field error of a form body.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldErrorView {
    /// Path of the field, e.g. `["email"]`.
    pub path: Vec<String>,
    /// What is wrong with it.
    pub message: String,
    /// Always `ValidationError`.
    pub name: String,
}

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

/// What the content service derives from a store, sent with every store (full or summary) so the
/// site shows these values and never derives them again.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoreDerived<'a> {
    /// Whether the store is generated sample data (labelled as such on its page).
    pub is_sample: bool,
    /// The rating shown, 0–10: `customerSentiment.overallSentiment`, else `rating`, else null.
    pub display_rating: Option<f64>,
    /// Name of the store's state (`Texas`), null for an unknown code.
    pub state_name: Option<&'a str>,
    /// Slug of the region of the store's state (`south`), null for an unknown code.
    pub region: Option<&'a str>,
    /// Address, city, state and ZIP code joined with ", ", blank parts left out.
    pub full_address: String,
    /// Whether a website that is not blank is listed.
    pub has_website: bool,
    /// Whether a phone number that is not blank is listed.
    pub has_phone: bool,
    /// Whether a map link that is not blank is listed.
    pub has_map: bool,
    /// Whether detailed insights exist: enhanced data and a store analysis are both present.
    pub has_detailed_insights: bool,
}

impl<'a> StoreDerived<'a> {
    /// The derived values of a store; `state_name` and `region` come from the catalogue's states.
    pub fn of(store: &Store, state_name: Option<&'a str>, region: Option<&'a str>) -> Self {
        StoreDerived {
            is_sample: store.is_sample(),
            display_rating: store.display_rating(),
            state_name,
            region,
            full_address: store.full_address(),
            has_website: store.has_website(),
            has_phone: store.has_phone(),
            has_map: store.has_map(),
            has_detailed_insights: store.has_detailed_insights(),
        }
    }
}

/// A store with everything (`GET /api/stores/{id}`, lists with `populate=*`): every stored field
/// and the derived values.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Store)]
pub struct StoreFull<'a> {
    #[serde(flatten)]
    pub store: &'a Store,
    #[serde(flatten)]
    pub derived: StoreDerived<'a>,
}

/// A store as lists return it without `populate`: the full store less `storeAnalysis`,
/// `customerSentiment`, `photos`, `socialLinks`, `seo` and `emails`. Opening hours stay, so a list
/// can say whether each store is open at the moment it is shown.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoreSummary<'a> {
    pub id: i64,
    pub document_id: &'a str,
    pub name: &'a str,
    pub slug: &'a str,
    pub description: Option<&'a str>,
    pub enhanced_description: Option<&'a str>,
    pub address: Option<&'a str>,
    pub city: &'a str,
    pub state: &'a str,
    pub zip_code: Option<&'a str>,
    pub phones: &'a [Phone],
    pub websites: &'a [String],
    pub map_url: Option<&'a str>,
    /// The listing's own rating, 0–10 (what is shown is `displayRating`).
    pub rating: Option<f64>,
    pub place_id: Option<&'a str>,
    pub google_place_id: Option<&'a str>,
    pub featured: bool,
    pub verified: bool,
    pub last_verified_at: Option<DateTime<Utc>>,
    pub has_enhanced_data: bool,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub opening_hours: Option<&'a OpeningHours>,
    pub nearest_antique_hotspot: Option<&'a HotspotRef>,
    pub categories: &'a [CategoryRef],
    pub source: Option<&'a str>,
    pub source_id: Option<&'a str>,
    pub created_at: &'a DateTime<Utc>,
    pub updated_at: &'a DateTime<Utc>,
    pub published_at: Option<&'a DateTime<Utc>>,
    #[serde(flatten)]
    pub derived: StoreDerived<'a>,
}

impl<'a> StoreSummary<'a> {
    /// The summary of a store.
    pub fn of(s: &'a Store, state_name: Option<&'a str>) -> Self {
        StoreSummary {
            id: s.id,
            document_id: &s.document_id,
            name: &s.name,
            slug: &s.slug,
            description: s.description.as_deref(),
            enhanced_description: s.enhanced_description.as_deref(),
            address: s.address.as_deref(),
            city: &s.city,
            state: &s.state,
            zip_code: s.zip_code.as_deref(),
            phones: &s.phones,
            websites: &s.websites,
            map_url: s.map_url.as_deref(),
            rating: s.rating,
            place_id: s.place_id.as_deref(),
            google_place_id: s.google_place_id.as_deref(),
            featured: s.featured,
            verified: s.verified,
            last_verified_at: s.last_verified_at,
            has_enhanced_data: s.has_enhanced_data,
            latitude: s.latitude,
            longitude: s.longitude,
            opening_hours: s.opening_hours.as_ref(),
            nearest_antique_hotspot: s.nearest_antique_hotspot.as_ref(),
            categories: &s.categories,
            source: s.source.as_deref(),
            source_id: s.source_id.as_deref(),
            created_at: &s.created_at,
            updated_at: &s.updated_at,
            published_at: s.published_at.as_ref(),
            derived: StoreDerived::of(s, state_name, None),
        }
    }
}

/// The distance appended to a nearby store.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Distance {
    /// Kilometres, one decimal.
    pub distance_km: f64,
}

/// Why a store ranks where it does among a hotspot's top stores.
#[derive(Debug, Serialize)]
pub struct Ranking {
    /// 1 to 10.
    pub rank: usize,
    /// rating + 0.5 if verified + 0.25 if enhanced, two decimals.
    pub score: f64,
    /// Short reasons in words ("Rated 8.6/10 by shoppers", "Verified listing", ...).
    pub reasons: Vec<String>,
}

/// A store summary with its distance from a point.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NearbyStore<'a> {
    #[serde(flatten)]
    pub store: StoreSummary<'a>,
    /// Great-circle distance in kilometres, one decimal.
    pub distance_km: f64,
}

/// A store summary with its place among a hotspot's top stores.
#[derive(Debug, Serialize, ToSchema)]
pub struct RankedStore<'a> {
    #[serde(flatten)]
    pub store: StoreSummary<'a>,
    /// 1 to 10.
    pub rank: usize,
    /// rating + 0.5 if verified + 0.25 if enhanced, two decimals.
    pub score: f64,
    /// Short reasons in words ("Rated 8.6/10 by shoppers", "Verified listing", ...).
    pub reasons: Vec<String>,
}

/// A store in a list: its summary, or with `populate=*` the full store.
#[derive(Serialize)]
#[serde(untagged)]
pub enum ListedStore {
    Full(Box<RawValue>),
    Summary(SummaryJson),
    /// Cut to the `fields` asked.
    Shaped(serde_json::Value),
}

/// A page of stores (`GET /api/stores`): summaries, or full stores with `populate=*`.
#[derive(Serialize, ToSchema)]
pub struct StoreListResponse {
    #[schema(value_type = Vec<StoreSummary>)]
    pub data: Vec<ListedStore>,
    pub meta: ListMeta,
}

/// One store with the stores near it.
#[derive(Serialize, ToSchema)]
pub struct StoreDetailResponse {
    #[schema(value_type = StoreFull)]
    pub data: Box<RawValue>,
    pub meta: StoreDetailMeta,
}

/// `meta` of a store: up to six stores within 150 km, nearest first.
#[derive(Serialize, ToSchema)]
pub struct StoreDetailMeta {
    #[schema(value_type = Vec<NearbyStore>)]
    pub nearby: Vec<SummaryJson>,
}

/// Catalogue totals for the home page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceStats {
    pub total_stores: u64,
    /// Distinct city and state pairs.
    pub distinct_cities: u64,
    /// States (and DC) with at least one store.
    pub total_states: u64,
    pub total_hotspots: u64,
}

/// `GET /api/stores/reference`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReferenceResponse {
    pub data: ReferenceStats,
    pub meta: EmptyMeta,
}

/// How many stores' names start with a letter or digit.
#[derive(Debug, Serialize, ToSchema)]
pub struct LetterCount {
    /// `a`..`z` or `0`..`9`.
    pub letter: String,
    pub count: u64,
}

/// `GET /api/stores/letters`.
#[derive(Debug, Serialize, ToSchema)]
pub struct LettersResponse {
    pub data: Vec<LetterCount>,
    pub meta: EmptyMeta,
}

/// One hit of the name search.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NameSearchHit<'a> {
    pub id: i64,
    pub document_id: &'a str,
    pub name: &'a str,
    pub slug: &'a str,
    pub city: &'a str,
    pub state: &'a str,
    /// Street address, without city, state or ZIP: what tells apart stores of one name in one town.
    pub address: Option<&'a str>,
}

/// `GET /api/stores/name-search`.
#[derive(Debug, Serialize, ToSchema)]
pub struct NameSearchResponse<'a> {
    pub data: Vec<NameSearchHit<'a>>,
    pub meta: PagedMeta,
}

/// `meta` of a nearby search.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NearMeta {
    pub total: u64,
    pub radius_km: f64,
}

/// `GET /api/stores/near`.
#[derive(Serialize, ToSchema)]
pub struct NearResponse {
    #[schema(value_type = Vec<NearbyStore>)]
    pub data: Vec<SummaryJson>,
    pub meta: NearMeta,
}

/// A store summary as asked for by a slug it has or had.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SluggedStore<'a> {
    #[serde(flatten)]
    pub store: StoreSummary<'a>,
    /// The slug asked for: the store's `slug`, or one it had before it was renamed (its `slug` is
    /// then the one to use from now on).
    pub asked_slug: String,
}

/// `askedSlug` of a [`SluggedStore`].
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AskedSlug<'a> {
    pub asked_slug: &'a str,
}

/// `GET /api/stores/by-slugs`.
#[derive(Serialize, ToSchema)]
pub struct StoresBySlugResponse {
    /// One store for each slug asked that leads to a published store, in the order asked.
    #[schema(value_type = Vec<SluggedStore>)]
    pub data: Vec<SummaryJson>,
    pub meta: EmptyMeta,
}

/// A store on the map.
#[derive(Debug, Serialize, ToSchema)]
pub struct MapPoint<'a> {
    pub slug: &'a str,
    pub name: &'a str,
    pub city: &'a str,
    pub state: &'a str,
    pub lat: f64,
    pub lng: f64,
}

/// `GET /api/stores/map`.
#[derive(Debug, Serialize, ToSchema)]
pub struct MapResponse<'a> {
    pub data: Vec<MapPoint<'a>>,
    pub meta: CountMeta,
}

/// A store page for the sitemap.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SitemapEntry<'a> {
    pub slug: &'a str,
    pub updated_at: &'a DateTime<Utc>,
}

/// `GET /api/stores/sitemap`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SitemapResponse<'a> {
    pub data: Vec<SitemapEntry<'a>>,
    pub meta: CountMeta,
}

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/// A hotspot town with how many stores belong to it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Hotspot)]
pub struct HotspotView<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    #[serde(flatten)]
    pub hotspot: &'a Hotspot,
    /// Name of the town's state (`Texas`).
    pub state_name: Option<&'a str>,
    pub store_count: u64,
}

/// A hotspot town with its upcoming events.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HotspotDetail<'a> {
    #[serde(flatten)]
    pub hotspot: HotspotView<'a>,
    /// Events not over yet, by start date.
    pub upcoming_events: Vec<EventView<'a>>,
}

/// `GET /api/hotspots`.
#[derive(Debug, Serialize, ToSchema)]
pub struct HotspotListResponse<'a> {
    pub data: Vec<HotspotView<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/hotspots/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct HotspotResponse<'a> {
    pub data: HotspotDetail<'a>,
    pub meta: EmptyMeta,
}

/// The hotspot and its ten best stores.
#[derive(Serialize, ToSchema)]
pub struct TopStores<'a> {
    pub hotspot: HotspotView<'a>,
    #[schema(value_type = Vec<RankedStore>)]
    pub stores: Vec<SummaryJson>,
}

/// How the top stores are ranked, and among how many.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopStoresMeta {
    /// The ranking rule in words.
    pub ranking_rule: &'static str,
    /// How many stores belong to the hotspot.
    pub total: u64,
}

/// `GET /api/hotspots/{slug}/top-stores`.
#[derive(Serialize, ToSchema)]
pub struct TopStoresResponse<'a> {
    pub data: TopStores<'a>,
    pub meta: TopStoresMeta,
}

/// A state with its region's name and its number of stores.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = State)]
pub struct StateView<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    /// Two-letter code, upper case.
    pub code: &'a str,
    pub name: &'a str,
    /// e.g. `new-york`.
    pub slug: &'a str,
    /// Slug of the region.
    pub region: &'a str,
    pub region_name: Option<&'a str>,
    pub store_count: u64,
}

/// A city of a state with its number of stores.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CityCount {
    pub name: String,
    pub store_count: u64,
}

/// A state with its cities (most stores first) and its hotspot towns.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateDetail<'a> {
    #[serde(flatten)]
    pub state: StateView<'a>,
    pub cities: Vec<CityCount>,
    pub hotspots: Vec<HotspotView<'a>>,
}

/// `GET /api/states`.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateListResponse<'a> {
    pub data: Vec<StateView<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/states/{slugOrCode}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateResponse<'a> {
    pub data: StateDetail<'a>,
    pub meta: EmptyMeta,
}

/// A region with its states and its number of stores.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Region)]
pub struct RegionView<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    pub slug: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub store_count: u64,
    pub states: Vec<StateView<'a>>,
}

/// A region with its hotspot towns.
#[derive(Debug, Serialize, ToSchema)]
pub struct RegionDetail<'a> {
    #[serde(flatten)]
    pub region: RegionView<'a>,
    pub hotspots: Vec<HotspotView<'a>>,
}

/// `GET /api/regions`.
#[derive(Debug, Serialize, ToSchema)]
pub struct RegionListResponse<'a> {
    pub data: Vec<RegionView<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/regions/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct RegionResponse<'a> {
    pub data: RegionDetail<'a>,
    pub meta: EmptyMeta,
}

/// A category with its number of stores.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Category)]
pub struct CategoryView<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    pub slug: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub store_count: u64,
}

/// `GET /api/categories`.
#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryListResponse<'a> {
    pub data: Vec<CategoryView<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/categories/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct CategoryResponse<'a> {
    pub data: CategoryView<'a>,
    pub meta: EmptyMeta,
}

// ---------------------------------------------------------------------------------------------
// Guides and events
// ---------------------------------------------------------------------------------------------

/// A buying guide without its body, with its reading time.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GuideSummary<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    pub slug: &'a str,
    pub title: &'a str,
    pub summary: &'a str,
    pub cover_url: Option<&'a str>,
    pub cover_alt: Option<&'a str>,
    pub author: &'a str,
    /// Category slugs the guide is about.
    pub tags: &'a [String],
    pub published_at: &'a DateTime<Utc>,
    pub updated_at: &'a DateTime<Utc>,
    /// Minutes to read the body at 200 words a minute (at least 1).
    pub reading_minutes: u64,
}

impl<'a> GuideSummary<'a> {
    /// The summary of a guide.
    pub fn of(id: i64, g: &'a Guide) -> Self {
        GuideSummary {
            id,
            document_id: &g.slug,
            slug: &g.slug,
            title: &g.title,
            summary: &g.summary,
            cover_url: g.cover_url.as_deref(),
            cover_alt: g.cover_alt.as_deref(),
            author: &g.author,
            tags: &g.tags,
            published_at: &g.published_at,
            updated_at: &g.updated_at,
            reading_minutes: reading_minutes(&g.body),
        }
    }
}

/// Minutes to read a Markdown body at 200 words a minute (at least 1).
pub fn reading_minutes(body: &str) -> u64 {
    (body.split_whitespace().count().div_ceil(200).max(1)) as u64
}

/// A buying guide with its Markdown body.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Guide)]
pub struct GuideView<'a> {
    #[serde(flatten)]
    pub summary: GuideSummary<'a>,
    /// Markdown. Raw HTML in it is never rendered as HTML.
    pub body: &'a str,
}

/// `GET /api/guides`.
#[derive(Debug, Serialize, ToSchema)]
pub struct GuideListResponse<'a> {
    pub data: Vec<GuideSummary<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/guides/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct GuideResponse<'a> {
    pub data: GuideView<'a>,
    pub meta: EmptyMeta,
}

/// An antique show, fair or market, with its state's name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Event)]
pub struct EventView<'a> {
    /// Numeric id, given by storage.
    pub id: i64,
    /// The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it.
    pub document_id: &'a str,
    #[serde(flatten)]
    pub event: &'a Event,
    /// Name of the venue's state (`Texas`).
    pub state_name: Option<&'a str>,
}

/// `GET /api/events`.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventListResponse<'a> {
    pub data: Vec<EventView<'a>>,
    pub meta: ListMeta,
}

/// `GET /api/events/{slug}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventResponse<'a> {
    pub data: EventView<'a>,
    pub meta: EmptyMeta,
}

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

pub use antiques_model::SignupSource;

/// `POST /api/email-signups/submit`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignupRequest {
    /// Trimmed and lower-cased before it is stored.
    #[schema(schema_with = email_schema)]
    pub email: String,
    pub source: SignupSource,
}

/// The answer to a signup: always `success: true` (a known address is a success too).
#[derive(Debug, Serialize, ToSchema)]
pub struct SignupResponse {
    pub success: bool,
}

/// A submission waiting for review.
#[derive(Debug, Serialize, ToSchema)]
pub struct FormReceipt {
    pub id: i64,
    /// `pending` until an editor reviews it.
    pub status: &'static str,
}

/// The answer to an owner form (add-store, claim, contact).
#[derive(Debug, Serialize, ToSchema)]
pub struct FormReceiptResponse {
    pub data: FormReceipt,
}

/// A stored form submission: its fields, with `id`, `status` and `createdAt`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FormSubmission {
    pub id: i64,
    pub status: String,
    pub created_at: DateTime<Utc>,
    /// The submitted fields, as validated.
    #[serde(flatten)]
    #[schema(value_type = BTreeMap<String, String>)]
    pub fields: serde_json::Map<String, serde_json::Value>,
}

/// Admin lists of form submissions.
#[derive(Debug, Serialize, ToSchema)]
pub struct FormSubmissionListResponse {
    pub data: Vec<FormSubmission>,
    pub meta: ListMeta,
}

/// A stored newsletter signup.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Signup {
    pub id: i64,
    pub email: String,
    pub source: String,
    pub created_at: DateTime<Utc>,
}

/// `GET /api/email-signups`.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignupListResponse {
    pub data: Vec<Signup>,
    pub meta: ListMeta,
}

// ---------------------------------------------------------------------------------------------
// Admin writes
// ---------------------------------------------------------------------------------------------

/// Whether a write changed the store.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum WriteOutcome {
    Updated,
    Unchanged,
}

/// `meta` of a change to a store.
#[derive(Debug, Serialize, ToSchema)]
pub struct StoreUpdateMeta {
    pub outcome: WriteOutcome,
}

/// The store as created (`POST /api/stores`).
#[derive(Serialize, ToSchema)]
pub struct StoreCreateResponse {
    #[schema(value_type = StoreFull)]
    pub data: Box<RawValue>,
    pub meta: EmptyMeta,
}

/// The store as changed (`PUT /api/stores/{id}`), and whether it changed.
#[derive(Serialize, ToSchema)]
pub struct StoreUpdateResponse {
    #[schema(value_type = StoreFull)]
    pub data: Box<RawValue>,
    pub meta: StoreUpdateMeta,
}

/// The identity of a deleted store.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedStore {
    pub id: i64,
    pub document_id: String,
}

/// `DELETE /api/stores/{id}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedStoreResponse {
    pub data: DeletedStore,
    pub meta: EmptyMeta,
}

/// The identity of a deleted guide, event, hotspot town or category.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedDocument {
    pub id: i64,
    pub document_id: String,
}

/// `DELETE /api/{collection}/{documentId}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeletedDocumentResponse {
    pub data: DeletedDocument,
    pub meta: EmptyMeta,
}

/// A store of an import that was refused.
#[derive(Debug, Serialize, ToSchema)]
pub struct RejectedStore {
    /// Position in the imported `stores` list, from 0.
    pub index: usize,
    pub name: String,
    pub reason: String,
}

/// What an import did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    /// Stores read.
    pub read: u64,
    pub inserted: u64,
    pub updated: u64,
    pub unchanged: u64,
    pub rejected: Vec<RejectedStore>,
    /// Regions, states, hotspots, categories, guides and events inserted or changed.
    pub reference_changed: u64,
}

/// `POST /api/import`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportResponse {
    pub data: ImportReport,
    pub meta: EmptyMeta,
}

/// `GET /api/catalog/version`: which state of the catalogue the answers come from.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CatalogVersion {
    /// Moves forward with every change to what the public site shows (stores, places, categories,
    /// guides, events); equal versions mean equal answers.
    pub version: i64,
    /// When the snapshot answering now was made (loaded or brought up to date).
    pub built_at: chrono::DateTime<chrono::Utc>,
}

/// `GET /readyz`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Readiness {
    /// `ready`.
    pub status: &'static str,
}
