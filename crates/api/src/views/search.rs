//! The answer of `POST /api/stores/search`: stores with why they matched, and what a visitor needs to
//! narrow, widen or move on (the place read from the query, counts per filter, related pages).

use serde::Serialize;
use utoipa::ToSchema;

use super::{Pagination, StoreSummary};
use crate::search::PlaceKind;
use crate::search::explain::TextPart;
use crate::snapshot::JsonText;

/// `POST /api/stores/search`.
#[derive(ToSchema)]
pub struct SearchResponse {
    /// Store summaries, each followed by the members of [`SearchHit`].
    #[schema(value_type = Vec<SearchedStore>)]
    pub data: Vec<JsonText>,
    pub meta: SearchMeta,
}

impl SearchResponse {
    /// The answer as JSON: `{"data":[…],"meta":{…}}`, the results' texts written as they are.
    pub fn to_json(&self) -> Vec<u8> {
        let texts: usize = self.data.iter().map(|d| d.get().len() + 1).sum();
        let mut out = Vec::with_capacity(texts + 4096);
        out.extend_from_slice(b"{\"data\":[");
        for (i, store) in self.data.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            out.extend_from_slice(store.get().as_bytes());
        }
        out.extend_from_slice(b"],\"meta\":");
        // Plain data (strings, numbers, vectors): serialising it cannot fail.
        let _ = serde_json::to_writer(&mut out, &self.meta);
        out.push(b'}');
        out
    }
}

/// A store found by a search: its summary and the members below.
#[derive(Serialize, ToSchema)]
pub struct SearchedStore {
    #[serde(flatten)]
    pub store: StoreSummary<'static>,
    #[serde(flatten)]
    pub hit: SearchHit,
}

/// What a search adds to each store it found.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// Kilometres from the place searched (one decimal), when there is one and the store has
    /// coordinates.
    pub distance_km: Option<f64>,
    /// The store's name cut into parts, the words that matched marked (only when its name matched).
    pub name_parts: Option<Vec<TextPart>>,
    /// Why it matched, a few short texts cut into parts with the matched words marked
    /// ("Sells **Depression glass**", "In Hudson, NY").
    pub why: Vec<Vec<TextPart>>,
}

/// `meta` of a search.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchMeta {
    pub pagination: Pagination,
    /// Every filter name the search accepts: the features, then the category slugs.
    pub filters: Vec<String>,
    /// How the query was read (null without a query or a position).
    pub understood: Option<Understanding>,
    /// Counts of the stores found per filter value.
    pub facets: Facets,
    /// Hotspot towns, guides and events the query names.
    pub related: Related,
    /// Ways on: a misspelt place put right, and when nothing was found, searches that find something
    /// and the nearest stores that match.
    pub suggestions: Option<Suggestions>,
}

/// How a query was read.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Understanding {
    /// The words searched for in what stores are and sell, folded (empty for a place alone).
    pub what: String,
    /// The place the query names, or the position sent.
    pub place: Option<PlaceView>,
}

/// A place a search is about.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaceView {
    pub kind: PlaceKind,
    /// `Hudson, NY`, `Texas`, `ZIP 12534`, `your location`.
    pub label: String,
    pub state: Option<String>,
    /// Slug of the hotspot town.
    pub hotspot: Option<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// Radius searched around it (0 for a state, searched whole).
    pub radius_km: f64,
    /// The query with the place's words taken out: what to search when the visitor removes the place.
    pub query_without_place: String,
}

/// A filter value and how many of the stores found have it.
#[derive(Debug, Serialize, ToSchema)]
pub struct FacetCount {
    /// Category slug, state code or feature filter name.
    pub value: String,
    /// Category or state name (a feature's label is the site's).
    pub label: Option<String>,
    pub count: u64,
}

/// Counts of the stores found, per category, state and feature (values with none left out, most
/// first; features in the order of `filters`).
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct Facets {
    pub categories: Vec<FacetCount>,
    pub states: Vec<FacetCount>,
    pub features: Vec<FacetCount>,
}

/// Pages the query names besides stores.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct Related {
    pub hotspots: Vec<RelatedHotspot>,
    pub guides: Vec<RelatedGuide>,
    pub events: Vec<RelatedEvent>,
}

/// A hotspot town a query names.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RelatedHotspot {
    pub slug: String,
    pub name: String,
    pub state: String,
    /// Stores on its page.
    pub store_count: u64,
    /// Events there that have not ended.
    pub upcoming_events: u64,
}

/// A guide about what a query asks for.
#[derive(Debug, Serialize, ToSchema)]
pub struct RelatedGuide {
    pub slug: String,
    pub title: String,
    pub summary: String,
}

/// An upcoming event a query names (by its words or its town).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RelatedEvent {
    pub slug: String,
    pub title: String,
    pub start_date: chrono::NaiveDate,
    pub end_date: chrono::NaiveDate,
    pub city: String,
    pub state: String,
}

/// Ways on from a search that found nothing.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Suggestions {
    /// The query with a misspelt place put right ("hudsen" → "Hudson"), with how many stores it finds.
    pub did_you_mean: Option<QueryCount>,
    /// The same words anywhere, with how many stores they find.
    pub without_place: Option<QueryCount>,
    /// The same search without its filters, with how many stores it finds.
    pub without_filters: Option<u64>,
    /// A category the words name.
    pub category: Option<FacetCount>,
    /// When the place searched is a radius (a town, hotspot town, ZIP code or shared position; not
    /// a state) with nothing in it: the stores nearest to its centre that match the same words and
    /// filters, at most 3, nearest first. Stores without coordinates are left out; null when no store
    /// matches anywhere.
    pub nearest: Option<Vec<NearestStore>>,
}

/// A store beyond the radius searched that matches everything else the search asks.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NearestStore {
    pub slug: String,
    pub name: String,
    pub city: String,
    /// Two-letter state code.
    pub state: String,
    /// Kilometres from the centre of the place searched (one decimal).
    pub distance_km: f64,
}

/// A query and how many stores it finds.
#[derive(Debug, Serialize, ToSchema)]
pub struct QueryCount {
    pub query: String,
    pub total: u64,
}
