//! The review queues: add-store submissions, claims and change reports, and the editors' decisions
//! on them. A decision is taken once: the submission moves from `pending` in one statement, so two
//! editors approving the same submission make one store. Approvals, claims and applied reports mark
//! the store verified now ("Last verified" on its page).

use antiques_model::text::{fold, normalize_url, normalize_us_phone, valid_email};
use antiques_model::{Store, StoreAnalysis};
use std::collections::HashMap;
use std::marker::PhantomData;

use antiques_storage::{CandidateStore, FormKind, FormRecord, StoreQuery, Window, review};
use axum::Extension;
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use axum::response::Response;
use chrono::Utc;
use serde_json::{Map, Value, json};

use crate::access::Actor;
use crate::app::AppState;
use crate::collection::collections::{ClaimItems, EnquiryItems, ReportItems, SubmissionItems};
use crate::collection::{
    Collection, ConsoleList, ConsoleListParamsOf, ListQuery, as_documents, console_answer,
    console_list,
};
use crate::error::{ApiError, ApiResult, FieldError, bad_request, not_found, validation};
use crate::extract::{MAX_BODY, read_json};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::ratelimit::Bucket;
use crate::respond::{cache, json};
use crate::routes::admin::{
    blank_store, full_answer, if_match, merge_store, resolve, stale, version_of,
};
use crate::routes::console::editor_row;
use crate::routes::forms::{form_answer, rate_limit, receipt};
use crate::routes::store_fields::{ReportApplication, SubmissionApproval};
use crate::views::{
    ChangeReportRequest, ClaimApproval, DismissRequest, EditorStoreResponse, EditorStoreRow,
    ErrorResponse, FormReceiptResponse, LikelyDuplicate, QueueDetail, QueueDetailResponse,
    QueueItem, QueueListResponse, RejectRequest, ReportKind, ReviewStatus,
};

/// Likely duplicates shown with a submission.
const MAX_DUPLICATES: usize = 10;
/// Stores offered for a claim.
const MAX_CANDIDATES: u32 = 10;

/// `status` (default `pending`; `any` for every status), then Strapi's language over the items
/// of that status.
pub struct QueueParams<C> {
    status: Option<String>,
    list: ListQuery,
    kind: PhantomData<C>,
}

impl<C: Collection> FromParams for QueueParams<C> {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let status = match p.take("status").as_deref() {
            None | Some("") | Some("pending") => Some(review::PENDING.to_string()),
            Some("any") => None,
            Some(s @ ("approved" | "rejected" | "applied" | "dismissed" | "answered")) => {
                Some(s.to_string())
            }
            Some(_) => {
                return Err(bad_request(
                    "status must be pending, approved, rejected, applied, dismissed, answered or any",
                ));
            }
        };
        let ConsoleList(list, kind) = ConsoleList::<C>::from_params(p)?;
        Ok(QueueParams { status, list, kind })
    }
}

/// A queue item; `stores` keeps the stores already read for this answer.
async fn queue_item(
    app: &AppState,
    r: FormRecord,
    stores: &mut HashMap<i64, Option<EditorStoreRow>>,
) -> ApiResult<QueueItem> {
    let store = match r.store_id {
        Some(id) => match stores.get(&id) {
            Some(known) => known.clone(),
            None => {
                let row = match app.db.store_row(id).await {
                    Ok(row) => Some(editor_row(row)),
                    Err(antiques_storage::Error::NotFound) => None,
                    Err(e) => return Err(e.into()),
                };
                stores.insert(id, row.clone());
                row
            }
        },
        None => None,
    };
    Ok(QueueItem {
        id: r.id,
        status: ReviewStatus::of(&r.status),
        created_at: r.created_at,
        // A field left empty (`null`) is shown as absent: the fields are texts.
        fields: match r.payload {
            Value::Object(m) => m.into_iter().filter(|(_, v)| !v.is_null()).collect(),
            other => Map::from_iter([("payload".to_string(), other)]),
        },
        reviewed_by: r.reviewed_by,
        reviewed_at: r.reviewed_at,
        reason: r.reason,
        store,
    })
}

async fn list<C: Collection>(
    app: AppState,
    kind: FormKind,
    q: QueueParams<C>,
) -> ApiResult<Response> {
    let status = q.status.as_deref();
    let (data, pagination) = console_list(&q.list, C::SCHEMA, |window| async move {
        let (rows, total) = app.db.list_forms(kind, status, window).await?;
        let mut stores = HashMap::new();
        let mut items = Vec::with_capacity(rows.len());
        for r in rows {
            items.push(queue_item(&app, r, &mut stores).await?);
        }
        Ok((as_documents(items)?, total as usize))
    })
    .await?;
    Ok(console_answer(data, pagination))
}

fn text<'a>(fields: &'a Map<String, Value>, key: &str) -> &'a str {
    fields.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// The store an add-store submission proposes: its fields where the store has them, the
/// specialties as the store analysis's list. Marked as coming from the submission.
fn proposed_store(r: &FormRecord) -> Store {
    let f = r.payload.as_object().cloned().unwrap_or_default();
    let optional = |key: &str| Some(text(&f, key).to_string()).filter(|v| !v.is_empty());
    let mut store = Store {
        source: Some("submission".into()),
        source_id: Some(r.id.to_string()),
        address: optional("address"),
        zip_code: optional("zipCode"),
        description: optional("description"),
        ..Store::new(
            text(&f, "name").to_string(),
            String::new(),
            text(&f, "city").to_string(),
            text(&f, "state").to_string(),
            Utc::now(),
        )
    };
    if let Some(phone) = optional("phone") {
        store.phones = vec![normalize_us_phone(&phone).unwrap_or(antiques_model::Phone {
            pretty_phone_number: phone,
            phone_number: String::new(),
        })];
    }
    store.websites = optional("website").into_iter().collect();
    let specialties: Vec<String> = text(&f, "specialties")
        .split([',', '\n', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    if !specialties.is_empty() {
        store.store_analysis = Some(StoreAnalysis {
            specialties,
            ..StoreAnalysis::default()
        });
    }
    store
}

/// The words of a folded name that tell businesses apart ("antiques", "the" and the like do not).
fn telling_words(name: &str) -> std::collections::BTreeSet<String> {
    const COMMON: [&str; 12] = [
        "the", "and", "of", "antique", "antiques", "shop", "store", "co", "company", "mall", "llc",
        "inc",
    ];
    fold(name)
        .split(' ')
        .filter(|w| !w.is_empty() && !COMMON.contains(w))
        .map(str::to_string)
        .collect()
}

/// Why a store may be the business a submission names, if it may.
fn duplicate_reasons(
    proposed: &Store,
    phone_digits: Option<&str>,
    host: Option<&str>,
    c: &CandidateStore,
) -> Vec<String> {
    let mut reasons = Vec::new();
    let same_state = c.row.state.eq_ignore_ascii_case(&proposed.state);
    if same_state && fold(&c.row.name) == fold(&proposed.name) {
        reasons.push("same name".to_string());
    } else if same_state {
        let (a, b) = (telling_words(&c.row.name), telling_words(&proposed.name));
        let shared = a.intersection(&b).count();
        if shared > 0 && shared * 2 >= a.len().max(b.len()) {
            reasons.push("similar name".to_string());
        }
    }
    if phone_digits.is_some_and(|d| c.phones.contains(d)) {
        reasons.push("same phone".to_string());
    }
    if host.is_some_and(|h| c.websites.to_lowercase().contains(h)) {
        reasons.push("same website".to_string());
    }
    if !reasons.is_empty() && same_state && fold(&c.row.city) == fold(&proposed.city) {
        reasons.push("same city".to_string());
    }
    reasons
}

async fn likely_duplicates(app: &AppState, proposed: &Store) -> ApiResult<Vec<LikelyDuplicate>> {
    let phone_digits = proposed
        .phones
        .first()
        .and_then(|p| normalize_us_phone(&p.pretty_phone_number))
        // The line, not the extension: two desks of one business share it.
        .and_then(|p| {
            let line = p.phone_number.split(';').next()?;
            Some(line.trim_start_matches("+1").to_string())
        });
    let host = proposed.websites.first().and_then(|w| {
        let url = normalize_url(w)?;
        let rest = url.split("://").nth(1)?;
        let host = rest
            .split(['/', '?', '#'])
            .next()?
            .trim_start_matches("www.");
        (!host.is_empty()).then(|| host.to_lowercase())
    });
    let candidates = app
        .db
        .duplicate_candidates(&proposed.state, phone_digits.as_deref(), host.as_deref())
        .await?;
    let mut found: Vec<LikelyDuplicate> = candidates
        .iter()
        .filter_map(|c| {
            let reasons = duplicate_reasons(proposed, phone_digits.as_deref(), host.as_deref(), c);
            (!reasons.is_empty()).then(|| LikelyDuplicate {
                store: editor_row(c.row.clone()),
                reasons,
            })
        })
        .collect();
    // The strongest first: more reasons, then by name.
    found.sort_by(|a, b| {
        b.reasons
            .len()
            .cmp(&a.reasons.len())
            .then_with(|| a.store.name.cmp(&b.store.name))
    });
    found.truncate(MAX_DUPLICATES);
    Ok(found)
}

async fn detail(app: AppState, kind: FormKind, id: i64) -> ApiResult<Response> {
    let record = app
        .db
        .form(kind, id)
        .await
        .map_err(|_| not_found(format!("Nothing with id {id} in this queue")))?;
    let mut detail = QueueDetail {
        item: queue_item(&app, record.clone(), &mut HashMap::new()).await?,
        proposed_store: None,
        duplicates: Vec::new(),
        candidates: Vec::new(),
        current_store: None,
        version: None,
    };
    match kind {
        FormKind::StoreSubmission => {
            let proposed = proposed_store(&record);
            detail.duplicates = likely_duplicates(&app, &proposed).await?;
            // Once approved, the store it became is not its own duplicate.
            detail
                .duplicates
                .retain(|d| Some(d.store.id) != record.store_id);
            detail.proposed_store = Some(full_answer(&app, &proposed)?);
        }
        FormKind::ClaimRequest => {
            let named = record.payload["store"].as_str().unwrap_or_default();
            let (rows, _) = app
                .db
                .editor_stores(
                    &StoreQuery {
                        text: named.to_string(),
                        ..StoreQuery::default()
                    },
                    Window::page(1, MAX_CANDIDATES),
                )
                .await?;
            detail.candidates = rows.into_iter().map(editor_row).collect();
        }
        FormKind::ChangeReport => {
            if let Some(store_id) = record.store_id {
                match app.db.store_by_id(store_id).await {
                    Ok(store) => {
                        detail.version = Some(version_of(&store));
                        detail.current_store = Some(full_answer(&app, &store)?);
                    }
                    Err(antiques_storage::Error::NotFound) => {}
                    Err(e) => return Err(e.into()),
                }
            }
        }
        FormKind::ContactRequest => {}
    }
    Ok(json(
        &QueueDetailResponse {
            data: detail,
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// The pending submission `id` of a queue, or why it cannot be decided.
async fn pending(app: &AppState, kind: FormKind, id: i64) -> ApiResult<FormRecord> {
    let record = app
        .db
        .form(kind, id)
        .await
        .map_err(|_| not_found(format!("Nothing with id {id} in this queue")))?;
    if record.status != review::PENDING {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            format!(
                "This was already {} by {}",
                record.status,
                record.reviewed_by.as_deref().unwrap_or("another editor")
            ),
        ));
    }
    Ok(record)
}

async fn decided(app: &AppState, kind: FormKind, id: i64) -> ApiResult<Response> {
    let record = app.db.form(kind, id).await?;
    Ok(json(
        &QueueDetailResponse {
            data: QueueDetail {
                item: queue_item(app, record, &mut HashMap::new()).await?,
                proposed_store: None,
                duplicates: Vec::new(),
                candidates: Vec::new(),
                current_store: None,
                version: None,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// Rejects (or dismisses) a pending submission; a submission or a claim needs a reason.
async fn reject(
    app: AppState,
    actor: Actor,
    kind: FormKind,
    id: i64,
    req: Request,
) -> ApiResult<Response> {
    // One shape for the three: a rejection's reason is checked below, with its message.
    let body: DismissRequest = read_json(req, MAX_BODY).await?;
    let reason = body
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty());
    if reason.is_some_and(|r| r.chars().count() > 2000) {
        return Err(validation(vec![FieldError {
            path: vec!["reason".into()],
            message: "The reason is too long: at most 2000 characters".into(),
        }]));
    }
    let status = if kind == FormKind::ChangeReport {
        review::DISMISSED
    } else {
        review::REJECTED
    };
    if reason.is_none() && kind != FormKind::ChangeReport {
        return Err(validation(vec![FieldError {
            path: vec!["reason".into()],
            message: "Give a reason for the rejection".into(),
        }]));
    }
    pending(&app, kind, id).await?;
    app.db
        .review_form(kind, id, status, &actor.edit(), reason, None)
        .await?;
    decided(&app, kind, id).await
}

fn id_of(key: &str) -> ApiResult<i64> {
    key.parse()
        .map_err(|_| not_found(format!("Nothing with id {key} in this queue")))
}

macro_rules! queue_routes {
    ($list:ident, $detail:ident, $path:literal, $kind:expr, $items:ty, $what:literal) => {
        #[doc = concat!("Editors: ", $what, ", newest first (`status`: pending by default, or approved, rejected, applied, dismissed, answered, any; Strapi's query language on the items).")]
        #[utoipa::path(get, path = concat!("/api/admin/", $path), tag = "review",
            params(("status" = Option<String>, Query,
                    pattern = "^(|pending|approved|rejected|applied|dismissed|answered|any)$",
                    description = "pending (default, also empty), approved, rejected, applied, dismissed, answered or any"),
                   ConsoleListParamsOf<$items>),
            responses((status = 200, body = QueueListResponse),
                      (status = 400, description = "A query parameter", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $list(app: AppState, StrapiQuery(q): StrapiQuery<QueueParams<$items>>) -> ApiResult<Response> {
            list(app, $kind, q).await
        }

        #[doc = concat!("Editors: one of the ", $what, ", with what an editor needs to decide.")]
        #[utoipa::path(get, path = concat!("/api/admin/", $path, "/{id}"), tag = "review",
            params(("id" = i64, Path)),
            responses((status = 200, body = QueueDetailResponse),
                      (status = 404, description = "No such submission", body = ErrorResponse),
                      (status = 503, description = "Database unavailable", body = ErrorResponse)))]
        pub async fn $detail(app: AppState, Path(id): Path<String>) -> ApiResult<Response> {
            detail(app, $kind, id_of(&id)?).await
        }
    };
}

queue_routes!(
    list_submissions,
    get_submission,
    "submissions",
    FormKind::StoreSubmission,
    SubmissionItems,
    "add-store submissions"
);
queue_routes!(
    list_claims,
    get_claim,
    "claims",
    FormKind::ClaimRequest,
    ClaimItems,
    "claims of listings"
);
queue_routes!(
    list_enquiries,
    get_enquiry,
    "enquiries",
    FormKind::ContactRequest,
    EnquiryItems,
    "advertising enquiries"
);
queue_routes!(
    list_reports,
    get_report,
    "reports",
    FormKind::ChangeReport,
    ReportItems,
    "change reports"
);

/// Editors: approves an add-store submission: the store as the editor left it (`{ data: Store }`)
/// is created published and verified, and linked to the submission.
#[utoipa::path(post, path = "/api/admin/submissions/{id}/approve", tag = "review",
    params(("id" = i64, Path)),
    request_body = SubmissionApproval,
    responses((status = 200, description = "Approved: `store` is the new store", body = QueueDetailResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such submission", body = ErrorResponse),
              (status = 422, description = "A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors`", body = ErrorResponse),
              (status = 409, description = "Already decided, or the slug is taken", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn approve_submission(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    let id = id_of(&id)?;
    let record = pending(&app, FormKind::StoreSubmission, id).await?;
    let body: SubmissionApproval = read_json(req, MAX_BODY).await?;
    let mut store = merge_store(
        &app.snapshot(),
        &blank_store(),
        json!({ "data": body.data }),
    )?;
    store.source = Some("submission".into());
    store.source_id = Some(record.id.to_string());
    store.last_verified_at = Some(Utc::now());
    let edit = actor.edit();
    // Decided first (once, whoever is first), then the store is made; undone if it cannot be.
    app.db
        .review_form(
            FormKind::StoreSubmission,
            id,
            review::APPROVED,
            &edit,
            None,
            None,
        )
        .await?;
    let created = match app.db.create_store(&store, true, &edit).await {
        Ok(created) => created,
        Err(e) => {
            app.db.reopen_form(FormKind::StoreSubmission, id).await?;
            return Err(e.into());
        }
    };
    app.db
        .link_form_store(FormKind::StoreSubmission, id, created.id)
        .await?;
    app.catch_up().await?;
    decided(&app, FormKind::StoreSubmission, id).await
}

/// Editors: rejects an add-store submission, with a reason.
#[utoipa::path(post, path = "/api/admin/submissions/{id}/reject", tag = "review",
    params(("id" = i64, Path)),
    request_body = RejectRequest,
    responses((status = 200, body = QueueDetailResponse),
              (status = 400, description = "No reason", body = ErrorResponse),
              (status = 404, description = "No such submission", body = ErrorResponse),
              (status = 409, description = "Already decided", body = ErrorResponse)))]
pub async fn reject_submission(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    reject(app, actor, FormKind::StoreSubmission, id_of(&id)?, req).await
}

/// Sets a store verified now (and, for a claim, marks it claimed), recorded in its history.
async fn verify(app: &AppState, actor: &Actor, id: i64, claimed: bool) -> ApiResult<Store> {
    let current = app.db.store_by_id(id).await?;
    let store = Store {
        verified: current.verified || claimed,
        last_verified_at: Some(Utc::now()),
        ..current
    };
    let (written, _) = app.db.update_store(id, &store, &actor.edit()).await?;
    Ok(written)
}

/// Editors: approves a claim for a store: the store becomes verified, its owner's contact (from
/// the claim) is recorded privately, and it is marked verified now.
#[utoipa::path(post, path = "/api/admin/claims/{id}/approve", tag = "review",
    params(("id" = i64, Path)),
    request_body = ClaimApproval,
    responses((status = 200, body = QueueDetailResponse),
              (status = 404, description = "No such claim or store", body = ErrorResponse),
              (status = 409, description = "Already decided", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn approve_claim(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    let id = id_of(&id)?;
    let record = pending(&app, FormKind::ClaimRequest, id).await?;
    let body: ClaimApproval = read_json(req, MAX_BODY).await?;
    let store_id = resolve(&app, body.store.trim()).await?;
    app.db
        .review_form(
            FormKind::ClaimRequest,
            id,
            review::APPROVED,
            &actor.edit(),
            None,
            Some(store_id),
        )
        .await?;
    if let Err(e) = verify(&app, &actor, store_id, true).await {
        app.db.reopen_form(FormKind::ClaimRequest, id).await?;
        return Err(e);
    }
    let f = &record.payload;
    let contact =
        json!({ "name": f["name"], "role": f["role"], "email": f["email"], "phone": f["phone"] });
    app.db
        .set_store_owner(store_id, &contact, Some(record.id))
        .await?;
    app.catch_up().await?;
    decided(&app, FormKind::ClaimRequest, id).await
}

/// Editors: rejects a claim, with a reason.
#[utoipa::path(post, path = "/api/admin/claims/{id}/reject", tag = "review",
    params(("id" = i64, Path)),
    request_body = RejectRequest,
    responses((status = 200, body = QueueDetailResponse),
              (status = 400, description = "No reason", body = ErrorResponse),
              (status = 404, description = "No such claim", body = ErrorResponse),
              (status = 409, description = "Already decided", body = ErrorResponse)))]
pub async fn reject_claim(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    reject(app, actor, FormKind::ClaimRequest, id_of(&id)?, req).await
}

/// Editors: applies a change report: the store's fields as the editor changed them (with the
/// version in `If-Match`), or unpublishes a store that closed for good; either way the store is
/// marked verified now and the report applied.
#[utoipa::path(post, path = "/api/admin/reports/{id}/apply", tag = "review",
    params(("id" = i64, Path),
           ("If-Match" = Option<String>, Header, description = "The store's version as the report showed it")),
    request_body = ReportApplication,
    responses((status = 200, body = QueueDetailResponse),
              (status = 400, description = "Invalid store: field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such report, or its store is gone", body = ErrorResponse),
              (status = 422, description = "A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors`", body = ErrorResponse),
              (status = 409, description = "Already decided", body = ErrorResponse),
              (status = 412, description = "The store changed after the version in If-Match", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn apply_report(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    let id = id_of(&id)?;
    let record = pending(&app, FormKind::ChangeReport, id).await?;
    let store_id = record
        .store_id
        .ok_or_else(|| not_found("The store of this report is gone"))?;
    let expected = if_match(req.headers())?;
    let body: ReportApplication = read_json(req, MAX_BODY).await?;
    let current = app.db.store_by_id(store_id).await?;
    let edit = actor.edit().expecting(expected);
    if body.unpublish {
        app.db.set_published(store_id, false, &edit).await?;
    } else {
        let data = body.data.unwrap_or_else(|| json!({}));
        let mut store = merge_store(&app.snapshot(), &current, json!({ "data": data }))?;
        store.last_verified_at = Some(Utc::now());
        match app.db.update_store(store_id, &store, &edit).await {
            Err(antiques_storage::Error::Stale(_)) => return Err(stale(&app, &current).await),
            other => other?,
        };
    }
    app.db
        .review_form(
            FormKind::ChangeReport,
            id,
            review::APPLIED,
            &actor.edit(),
            None,
            None,
        )
        .await?;
    app.catch_up().await?;
    decided(&app, FormKind::ChangeReport, id).await
}

/// Editors: dismisses a change report (a reason is optional).
#[utoipa::path(post, path = "/api/admin/reports/{id}/dismiss", tag = "review",
    params(("id" = i64, Path)),
    request_body = DismissRequest,
    responses((status = 200, body = QueueDetailResponse),
              (status = 404, description = "No such report", body = ErrorResponse),
              (status = 409, description = "Already decided", body = ErrorResponse)))]
pub async fn dismiss_report(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
    req: Request,
) -> ApiResult<Response> {
    reject(app, actor, FormKind::ChangeReport, id_of(&id)?, req).await
}

/// Editors: marks an advertising enquiry answered (the answer itself goes by e-mail).
#[utoipa::path(post, path = "/api/admin/enquiries/{id}/answered", tag = "review",
    params(("id" = i64, Path)),
    responses((status = 200, body = QueueDetailResponse),
              (status = 404, description = "No such enquiry", body = ErrorResponse),
              (status = 409, description = "Already answered", body = ErrorResponse)))]
pub async fn answer_enquiry(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = id_of(&id)?;
    pending(&app, FormKind::ContactRequest, id).await?;
    app.db
        .review_form(
            FormKind::ContactRequest,
            id,
            review::ANSWERED,
            &actor.edit(),
            None,
            None,
        )
        .await?;
    decided(&app, FormKind::ContactRequest, id).await
}

/// Editors: marks a store verified now ("Last verified" on its page), recorded in its history.
#[utoipa::path(post, path = "/api/admin/stores/{id}/verify", tag = "review",
    params(("id" = String, Path, description = "Numeric id, documentId or slug")),
    responses((status = 200, body = EditorStoreResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn verify_store(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(key): Path<String>,
) -> ApiResult<Response> {
    let id = resolve(&app, &key).await?;
    verify(&app, &actor, id, false).await?;
    app.catch_up().await?;
    crate::routes::console::editor_store_answer(&app, id).await
}

/// Words the report's `kind` stands for, as the queue lists them.
fn report_kind_name(kind: ReportKind) -> &'static str {
    match kind {
        ReportKind::ClosedPermanently => "closedPermanently",
        ReportKind::Moved => "moved",
        ReportKind::WrongHours => "wrongHours",
        ReportKind::WrongContact => "wrongContact",
        ReportKind::Other => "other",
    }
}

/// A visitor reports that a published store's listing is wrong (closed, moved, hours, phone or
/// website, other). Rate-limited per visitor like the owner forms; queued for the editors.
#[utoipa::path(post, path = "/api/stores/{id}/reports", tag = "forms",
    params(("id" = String, Path, description = "Numeric id, documentId or slug of a published store")),
    request_body = ChangeReportRequest,
    responses((status = 201, description = "Queued for review", body = FormReceiptResponse),
              (status = 400, description = "Field errors in `details.errors`", body = ErrorResponse),
              (status = 404, description = "No such store", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 429, description = "Too many reports; `Retry-After` says when to try again", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn report_change(app: AppState, Path(key): Path<String>, req: Request) -> Response {
    let result = async {
        rate_limit(&app, &req, Bucket::ChangeReport, app.config.form_limit)?;
        let snap = app.snapshot();
        let slot = snap
            .find_store(&key)
            .ok_or_else(|| not_found(format!("Store not found: {key}")))?;
        let store_id = snap.entry(slot).id;
        let body: ChangeReportRequest = read_json(req, MAX_BODY).await?;
        let mut errors = Vec::new();
        let details = body
            .details
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty());
        if details.is_some_and(|d| d.chars().count() > 2000) {
            errors.push(FieldError {
                path: vec!["details".into()],
                message: "details is too long: at most 2000 characters".into(),
            });
        }
        if details.is_none() && body.kind == ReportKind::Other {
            errors.push(FieldError {
                path: vec!["details".into()],
                message: "Say what is wrong with the listing".into(),
            });
        }
        let email = match body
            .email
            .as_deref()
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            None => None,
            Some(e) => match valid_email(e) {
                Some(e) => Some(e),
                None => {
                    errors.push(FieldError {
                        path: vec!["email".into()],
                        message: "Please enter a valid email address".into(),
                    });
                    None
                }
            },
        };
        if !errors.is_empty() {
            return Err(validation(errors));
        }
        let payload =
            json!({ "kind": report_kind_name(body.kind), "details": details, "email": email });
        let id = app
            .db
            .insert_form_about(FormKind::ChangeReport, &payload, Some(store_id))
            .await?;
        Ok::<_, ApiError>(receipt(id))
    }
    .await;
    form_answer(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use antiques_storage::StoreRow;

    fn candidate(
        name: &str,
        city: &str,
        state: &str,
        phones: &str,
        websites: &str,
    ) -> CandidateStore {
        CandidateStore {
            row: StoreRow {
                id: 1,
                document_id: "d".into(),
                slug: "s".into(),
                name: name.into(),
                city: city.into(),
                state: state.into(),
                featured: false,
                verified: false,
                published_at: None,
                updated_at: Utc::now(),
                source: None,
            },
            phones: phones.into(),
            websites: websites.into(),
        }
    }

    #[test]
    fn duplicates_are_found_by_name_phone_and_website() {
        let proposed = Store::new(
            "The Blue Barn Antiques".into(),
            String::new(),
            "Hudson".into(),
            "NY".into(),
            Utc::now(),
        );
        let same = candidate("Blue Barn Antiques", "Hudson", "NY", "[]", "[]");
        assert_eq!(
            duplicate_reasons(&proposed, None, None, &same),
            ["similar name", "same city"]
        );
        let other_state = candidate("The Blue Barn Antiques", "Hudson", "OH", "[]", "[]");
        assert!(duplicate_reasons(&proposed, None, None, &other_state).is_empty());
        let by_phone = candidate(
            "Red Door",
            "Troy",
            "NY",
            r#"[{"phoneNumber":"+15185550142"}]"#,
            "[]",
        );
        assert_eq!(
            duplicate_reasons(&proposed, Some("5185550142"), None, &by_phone),
            ["same phone"]
        );
        let by_site = candidate(
            "Red Door",
            "Troy",
            "OH",
            "[]",
            r#"["https://www.BlueBarn.example/"]"#,
        );
        assert_eq!(
            duplicate_reasons(&proposed, None, Some("bluebarn.example"), &by_site),
            ["same website"]
        );
        let unrelated = candidate("Antique Mall of Hudson", "Hudson", "NY", "[]", "[]");
        assert!(duplicate_reasons(&proposed, None, None, &unrelated).is_empty());
    }
}
