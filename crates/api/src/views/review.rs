//! Bodies of the review queues: what owners and visitors sent, and the editors' decisions.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use utoipa::ToSchema;

use super::{EditorStoreRow, EmptyMeta, ListMeta};

/// Where a submission stands: `pending`, then `approved` or `rejected` (a change report: `applied`
/// or `dismissed`; an advertising enquiry: `answered`).
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ReviewStatus {
    Pending,
    Approved,
    Rejected,
    Applied,
    Dismissed,
    Answered,
}

impl ReviewStatus {
    /// The status of a stored name (an unknown one reads as pending).
    pub fn of(name: &str) -> Self {
        match name {
            "approved" => ReviewStatus::Approved,
            "rejected" => ReviewStatus::Rejected,
            "applied" => ReviewStatus::Applied,
            "dismissed" => ReviewStatus::Dismissed,
            "answered" => ReviewStatus::Answered,
            _ => ReviewStatus::Pending,
        }
    }
}

/// One submission of a queue as lists show it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    pub id: i64,
    pub status: ReviewStatus,
    pub created_at: DateTime<Utc>,
    /// The submitted fields, as validated.
    #[schema(value_type = BTreeMap<String, String>)]
    pub fields: serde_json::Map<String, serde_json::Value>,
    pub reviewed_by: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
    /// Why it was rejected or dismissed.
    pub reason: Option<String>,
    /// The store it concerns (the store an approved submission became; a claim's or a report's store).
    pub store: Option<EditorStoreRow>,
}

/// `GET /api/admin/submissions`, `/claims`, `/reports`.
#[derive(Debug, Serialize, ToSchema)]
pub struct QueueListResponse {
    pub data: Vec<QueueItem>,
    pub meta: ListMeta,
}

/// A store that may be the business a submission names, and why.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LikelyDuplicate {
    pub store: EditorStoreRow,
    /// `same name`, `similar name`, `same phone`, `same website`.
    pub reasons: Vec<String>,
}

/// One submission with what an editor needs to decide.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueDetail {
    #[serde(flatten)]
    pub item: QueueItem,
    /// Add-store submissions: the store the submission proposes, ready to edit and approve.
    #[schema(value_type = Option<super::StoreFull>)]
    pub proposed_store: Option<Box<RawValue>>,
    /// Add-store submissions: stores that may be the same business.
    pub duplicates: Vec<LikelyDuplicate>,
    /// Claims: stores whose name matches the one the claim names.
    pub candidates: Vec<EditorStoreRow>,
    /// Change reports: the store as it is now (drafts too).
    #[schema(value_type = Option<super::StoreFull>)]
    pub current_store: Option<Box<RawValue>>,
    /// Change reports: the store's version, for `If-Match` when applying.
    pub version: Option<String>,
}

/// `GET /api/admin/submissions/{id}`, `/claims/{id}`, `/reports/{id}`.
#[derive(Serialize, ToSchema)]
pub struct QueueDetailResponse {
    pub data: QueueDetail,
    pub meta: EmptyMeta,
}

/// A rejection or a dismissal as read: why, if said (shown in the queue).
#[derive(Debug, Deserialize, ToSchema)]
pub struct DismissRequest {
    #[schema(max_length = 2000)]
    pub reason: Option<String>,
}

/// A rejection: why (shown in the queue), which it needs; blank is missing.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectRequest {
    #[schema(min_length = 1, max_length = 2000, pattern = r"\S")]
    pub reason: String,
}

/// Approving a claim: the store it is for (id, documentId or slug).
#[derive(Debug, Deserialize, ToSchema)]
pub struct ClaimApproval {
    #[schema(min_length = 1, max_length = 200)]
    pub store: String,
}

/// What a visitor says is wrong with a listing.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ReportKind {
    ClosedPermanently,
    Moved,
    WrongHours,
    WrongContact,
    Other,
}

/// `POST /api/stores/{id}/reports`: a visitor's change report.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangeReportRequest {
    pub kind: ReportKind,
    /// What is wrong and what is right (required for `other`).
    #[schema(max_length = 2000)]
    pub details: Option<String>,
    /// Where to reach the visitor with a question (optional).
    #[schema(max_length = 254)]
    pub email: Option<String>,
}
