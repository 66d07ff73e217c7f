//! Bodies of the console's routes for guides, events, hotspot towns and categories.

use antiques_model::{Category, Event, Guide, Hotspot};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::EmptyMeta;

/// `meta` of one record as the console reads it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecordMeta {
    /// The version read: send it back as `If-Match` with a change or a deletion, so a record
    /// another editor changed in the meantime is not overwritten.
    pub version: String,
    /// Stores in this category, or whose nearest hotspot town this is (0 for guides and events).
    pub stores: u64,
    /// Events in this hotspot town (0 for the other kinds).
    pub events: u64,
}

/// `{ data: {...} }`: a whole record as the console sends it. Its fields are checked one by one
/// (errors in `details.errors` by field); `slug` is taken from the path on a change, and made from
/// the title or name when a new record leaves it blank.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RecordWriteRequest {
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

/// What removing a record took along with it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RemovedRecord {
    pub slug: String,
    /// Events of a removed hotspot town, now without a town.
    pub events_unlinked: u64,
    /// Stores a removed category was taken off, or that moved to another town.
    pub stores_rewritten: u64,
}

/// A deletion's answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct RemovedRecordResponse {
    pub data: RemovedRecord,
    pub meta: EmptyMeta,
}

macro_rules! record_bodies {
    ($model:ty, $one:ident, $many:ident, $what:literal) => {
        #[doc = concat!("One ", $what, " as the console reads it, with the version to send back.")]
        #[derive(Debug, Serialize, ToSchema)]
        pub struct $one {
            pub data: $model,
            pub meta: RecordMeta,
        }

        #[doc = concat!("The ", $what, "s a console list asks for, drafts included, each with `id` and `documentId`.")]
        #[derive(Debug, Serialize, ToSchema)]
        pub struct $many {
            pub data: Vec<$model>,
            pub meta: crate::views::ListMeta,
        }
    };
}

record_bodies!(Guide, GuideRecordResponse, GuideRecordListResponse, "guide");
record_bodies!(Event, EventRecordResponse, EventRecordListResponse, "event");
record_bodies!(
    Hotspot,
    HotspotRecordResponse,
    HotspotRecordListResponse,
    "hotspot town"
);
record_bodies!(
    Category,
    CategoryRecordResponse,
    CategoryRecordListResponse,
    "category"
);
