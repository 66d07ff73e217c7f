//! Public forms (newsletter signup, add-store, claim, contact) and their admin lists.

use antiques_model::text::{normalize_url, valid_email};
use antiques_storage::FormKind;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    AdditionalProperties, KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type,
};
use utoipa::{PartialSchema, ToSchema};

use crate::app::AppState;
use crate::collection::collections::{ClaimRequests, ContactRequests, StoreSubmissions};
use crate::collection::{
    Collection, ConsoleList, ConsoleListParamsOf, ListQuery, as_documents, console_answer,
    console_list,
};
use crate::config::RateLimit;
use crate::error::{ApiError, ApiResult, FieldError, bad_request, validation};
use crate::extract::{MAX_BODY, read_json};
use crate::middleware::client_ip;
use crate::query::StrapiQuery;
use crate::ratelimit::Bucket;
use crate::respond::{cache, json, json_status};
use crate::views::{
    ErrorResponse, FormReceipt, FormReceiptResponse, FormSubmission, FormSubmissionListResponse,
    SignupRequest, SignupResponse,
};

/// The message of a bad e-mail address (the web app shows it as is).
pub const INVALID_EMAIL: &str = "Please provide a valid email address.";

pub(crate) fn rate_limit(
    app: &AppState,
    req: &Request,
    bucket: Bucket,
    limit: RateLimit,
) -> ApiResult<()> {
    let ip = client_ip(req.headers(), req.extensions(), &app.config.trusted_proxies);
    app.limiter.check(bucket, ip, limit).map_err(|wait| {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            format!("Too many requests: try again in {wait} seconds"),
        )
    })
}

fn with_retry_after(res: ApiError) -> Response {
    let wait = res
        .message
        .split_whitespace()
        .rev()
        .nth(1)
        .unwrap_or("60")
        .to_string();
    let mut r = res.into_response();
    if let Ok(v) = HeaderValue::from_str(&wait) {
        r.headers_mut().insert(header::RETRY_AFTER, v);
    }
    r
}

async fn object_body(req: Request) -> ApiResult<Map<String, Value>> {
    match read_json::<Value>(req, MAX_BODY).await? {
        Value::Object(m) => Ok(m),
        _ => Err(bad_request("The body must be a JSON object")),
    }
}

/// Subscribes an e-mail address to the newsletter (once; a known address is a success).
#[utoipa::path(post, path = "/api/email-signups/submit", tag = "forms",
    request_body = SignupRequest,
    responses((status = 200, description = "Subscribed, or already subscribed", body = SignupResponse),
              (status = 400, description = "Invalid e-mail or source", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 429, description = "Too many signups from this address; `Retry-After` says when to try again", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn signup(app: AppState, req: Request) -> Response {
    form_answer(signup_inner(app, req).await)
}

async fn signup_inner(app: AppState, req: Request) -> ApiResult<Response> {
    rate_limit(&app, &req, Bucket::Signup, app.config.signup_limit)?;
    let body = object_body(req).await?;
    if let Some(k) = body
        .keys()
        .find(|k| !matches!(k.as_str(), "email" | "source"))
    {
        return Err(bad_request(format!("Unknown field: {k}")));
    }
    let email = body
        .get("email")
        .and_then(Value::as_str)
        .and_then(valid_email)
        .ok_or_else(|| bad_request(INVALID_EMAIL))?;
    let source = match body.get("source").and_then(Value::as_str) {
        Some(s @ ("inline" | "footer")) => s,
        _ => return Err(bad_request("source must be \"inline\" or \"footer\"")),
    };
    let new = app.db.insert_signup(&email, source).await?;
    let counter = if new {
        &app.metrics.signups_new
    } else {
        &app.metrics.signups_repeat
    };
    counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Ok(json(&SignupResponse { success: true }, cache::NO_STORE))
}

/// One field rule of a form.
struct Field {
    name: &'static str,
    required: bool,
    max: usize,
    kind: Kind,
}

#[derive(Clone, Copy)]
enum Kind {
    Text,
    Email,
    State,
    Zip,
    Url,
}

const fn f(name: &'static str, required: bool, max: usize, kind: Kind) -> Field {
    Field {
        name,
        required,
        max,
        kind,
    }
}

const STORE_SUBMISSION: &[Field] = &[
    f("name", true, 200, Kind::Text),
    f("address", true, 200, Kind::Text),
    f("city", true, 200, Kind::Text),
    f("state", true, 2, Kind::State),
    f("zipCode", true, 5, Kind::Zip),
    f("phone", false, 50, Kind::Text),
    f("website", false, 200, Kind::Url),
    f("email", true, 254, Kind::Email),
    f("description", false, 2000, Kind::Text),
    f("specialties", false, 2000, Kind::Text),
];

const CLAIM_REQUEST: &[Field] = &[
    f("store", true, 200, Kind::Text),
    f("name", true, 200, Kind::Text),
    f("role", true, 200, Kind::Text),
    f("email", true, 254, Kind::Email),
    f("phone", false, 50, Kind::Text),
    f("note", false, 2000, Kind::Text),
];

const CONTACT_REQUEST: &[Field] = &[
    f("name", true, 200, Kind::Text),
    f("email", true, 254, Kind::Email),
    f("business", false, 200, Kind::Text),
    f("message", true, 2000, Kind::Text),
];

/// The JSON schema of a form body, from its field table: the OpenAPI document (and the web form
/// limits generated from it) and the validation below share one set of rules.
fn form_schema(rules: &[Field], description: &str) -> RefOr<Schema> {
    let mut object = ObjectBuilder::new()
        .description(Some(description))
        .additional_properties(Some(AdditionalProperties::FreeForm(false)));
    for r in rules {
        let mut field = ObjectBuilder::new()
            .schema_type(Type::String)
            .max_length(Some(r.max));
        field = match r.kind {
            Kind::Text | Kind::Url => field,
            Kind::Email => field
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Email)))
                .pattern(Some(antiques_model::text::EMAIL_PATTERN)),
            Kind::State => field
                .min_length(Some(2))
                .pattern(Some(state_code_pattern())),
            Kind::Zip => field.min_length(Some(5)).pattern(Some("^[0-9]{5}$")),
        };
        if r.required {
            object = object.required(r.name);
            if matches!(r.kind, Kind::Text | Kind::Url) {
                // Blank is missing: the value is trimmed before it is checked.
                field = field
                    .min_length(Some(1))
                    .pattern(Some(super::patterns::not_blank()));
            }
        }
        object = object.property(r.name, field);
    }
    RefOr::T(Schema::Object(object.build()))
}

/// The codes of the US states, in either case: `^(?:[Aa][Ll]|[Aa][Kk]|…)$` (what the validation below
/// accepts, so that a generated client or a schema-driven test never sends a code it refuses).
pub(crate) fn state_code_pattern() -> String {
    let either_case = |code: &str| {
        code.chars()
            .map(|c| format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase()))
            .collect::<String>()
    };
    let codes: Vec<String> = antiques_model::us::STATES
        .iter()
        .map(|s| either_case(s.code))
        .collect();
    format!("^(?:{})$", codes.join("|"))
}

/// Declares the request body type of a form, its schema built from the form's field table.
macro_rules! form_body {
    ($name:ident, $rules:ident, $doc:literal) => {
        #[doc = $doc]
        pub struct $name;

        impl PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                form_schema($rules, $doc)
            }
        }

        impl ToSchema for $name {}
    };
}

form_body!(
    StoreSubmissionRequest,
    STORE_SUBMISSION,
    "Body of the add-store form."
);
form_body!(
    ClaimRequestBody,
    CLAIM_REQUEST,
    "Body of the claim-your-listing form."
);
form_body!(
    ContactRequestBody,
    CONTACT_REQUEST,
    "Body of the advertise contact form."
);

fn err(path: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        path: vec![path.to_string()],
        message: message.into(),
    }
}

/// Checks a form body against its rules; returns the cleaned fields.
fn validate(
    app: &AppState,
    body: Map<String, Value>,
    rules: &[Field],
) -> ApiResult<Map<String, Value>> {
    let mut errors = Vec::new();
    for k in body.keys() {
        if !rules.iter().any(|r| r.name == k) {
            errors.push(err(k, format!("Unknown field: {k}")));
        }
    }
    let snap = app.snapshot();
    let mut clean = Map::new();
    for r in rules {
        let value = match body.get(r.name) {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.trim().to_string()).filter(|s| !s.is_empty()),
            Some(_) => {
                errors.push(err(r.name, format!("{} must be text", r.name)));
                continue;
            }
        };
        let Some(v) = value else {
            if r.required {
                errors.push(err(r.name, format!("{} is required", r.name)));
            }
            continue;
        };
        let checked = match r.kind {
            Kind::Text if v.chars().count() > r.max => Err(format!(
                "{} is too long: at most {} characters",
                r.name, r.max
            )),
            Kind::Text => Ok(v),
            Kind::Email => valid_email(&v).ok_or_else(|| INVALID_EMAIL.to_string()),
            Kind::State => snap
                .find_state(&v)
                .filter(|s| s.code.eq_ignore_ascii_case(&v))
                .map(|s| s.code.clone())
                .ok_or_else(|| format!("{} must be a US state code (e.g. TX)", r.name)),
            Kind::Zip if v.len() == 5 && v.chars().all(|c| c.is_ascii_digit()) => Ok(v),
            Kind::Zip => Err(format!("{} must be five digits", r.name)),
            Kind::Url if v.chars().count() <= r.max => {
                normalize_url(&v).ok_or_else(|| format!("{} must be a web address", r.name))
            }
            Kind::Url => Err(format!(
                "{} is too long: at most {} characters",
                r.name, r.max
            )),
        };
        match checked {
            Ok(v) => {
                clean.insert(r.name.to_string(), Value::String(v));
            }
            Err(m) => errors.push(err(r.name, m)),
        }
    }
    if errors.is_empty() {
        Ok(clean)
    } else {
        Err(validation(errors))
    }
}

async fn submit(
    app: AppState,
    req: Request,
    kind: FormKind,
    bucket: Bucket,
    rules: &[Field],
) -> Response {
    let result = async {
        rate_limit(&app, &req, bucket, app.config.form_limit)?;
        let body = object_body(req).await?;
        let clean = validate(&app, body, rules)?;
        let id = app.db.insert_form(kind, &Value::Object(clean)).await?;
        app.metrics
            .forms
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        Ok::<_, ApiError>(receipt(id))
    }
    .await;
    form_answer(result)
}

/// The answer to a stored form submission: 201 with its id, waiting for review.
pub(crate) fn receipt(id: i64) -> Response {
    json_status(
        StatusCode::CREATED,
        &FormReceiptResponse {
            data: FormReceipt {
                id,
                status: "pending",
            },
        },
        cache::NO_STORE,
    )
}

/// The answer of a public form: its result, or its error with `Retry-After` when rate-limited.
pub(crate) fn form_answer(result: ApiResult<Response>) -> Response {
    match result {
        Ok(r) => r,
        Err(e) if e.status == StatusCode::TOO_MANY_REQUESTS => with_retry_after(e),
        Err(e) => e.into_response(),
    }
}

/// Add-store form.
#[utoipa::path(post, path = "/api/store-submissions", tag = "forms",
    request_body = StoreSubmissionRequest,
    responses((status = 201, description = "Stored, waiting for review", body = FormReceiptResponse),
              (status = 400, description = "Field errors in `details.errors`", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 429, description = "Too many submissions; `Retry-After` says when to try again", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn store_submission(app: AppState, req: Request) -> Response {
    submit(
        app,
        req,
        FormKind::StoreSubmission,
        Bucket::StoreSubmission,
        STORE_SUBMISSION,
    )
    .await
}

/// Claim-your-listing form.
#[utoipa::path(post, path = "/api/claim-requests", tag = "forms",
    request_body = ClaimRequestBody,
    responses((status = 201, description = "Stored, waiting for review", body = FormReceiptResponse),
              (status = 400, description = "Field errors in `details.errors`", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 429, description = "Too many submissions; `Retry-After` says when to try again", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn claim_request(app: AppState, req: Request) -> Response {
    submit(
        app,
        req,
        FormKind::ClaimRequest,
        Bucket::ClaimRequest,
        CLAIM_REQUEST,
    )
    .await
}

/// Advertise contact form.
#[utoipa::path(post, path = "/api/contact-requests", tag = "forms",
    request_body = ContactRequestBody,
    responses((status = 201, description = "Stored, waiting for review", body = FormReceiptResponse),
              (status = 400, description = "Field errors in `details.errors`", body = ErrorResponse),
              (status = 413, description = "Body too large", body = ErrorResponse),
              (status = 429, description = "Too many submissions; `Retry-After` says when to try again", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn contact_request(app: AppState, req: Request) -> Response {
    submit(
        app,
        req,
        FormKind::ContactRequest,
        Bucket::ContactRequest,
        CONTACT_REQUEST,
    )
    .await
}

async fn list_forms<C: Collection>(
    app: AppState,
    q: ListQuery,
    kind: FormKind,
) -> ApiResult<Response> {
    let (data, pagination) = console_list(&q, C::SCHEMA, |window| async move {
        let (rows, total) = app.db.list_forms(kind, None, window).await?;
        let rows = rows.into_iter().map(|r| FormSubmission {
            id: r.id,
            status: r.status,
            created_at: r.created_at,
            fields: match r.payload {
                Value::Object(m) => m,
                other => Map::from_iter([("payload".to_string(), other)]),
            },
        });
        Ok((as_documents(rows)?, total as usize))
    })
    .await?;
    Ok(console_answer(data, pagination))
}

/// Admin: add-store submissions, newest first.
#[utoipa::path(get, path = "/api/store-submissions", tag = "admin",
    params(ConsoleListParamsOf<StoreSubmissions>),
    responses((status = 200, description = "Submissions, newest first", body = FormSubmissionListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_store_submissions(
    app: AppState,
    StrapiQuery(ConsoleList(q, _)): StrapiQuery<ConsoleList<StoreSubmissions>>,
) -> ApiResult<Response> {
    list_forms::<StoreSubmissions>(app, q, FormKind::StoreSubmission).await
}

/// Admin: claim requests, newest first.
#[utoipa::path(get, path = "/api/claim-requests", tag = "admin",
    params(ConsoleListParamsOf<ClaimRequests>),
    responses((status = 200, description = "Claim requests, newest first", body = FormSubmissionListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_claim_requests(
    app: AppState,
    StrapiQuery(ConsoleList(q, _)): StrapiQuery<ConsoleList<ClaimRequests>>,
) -> ApiResult<Response> {
    list_forms::<ClaimRequests>(app, q, FormKind::ClaimRequest).await
}

/// Admin: contact requests, newest first.
#[utoipa::path(get, path = "/api/contact-requests", tag = "admin",
    params(ConsoleListParamsOf<ContactRequests>),
    responses((status = 200, description = "Contact requests, newest first", body = FormSubmissionListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_contact_requests(
    app: AppState,
    StrapiQuery(ConsoleList(q, _)): StrapiQuery<ConsoleList<ContactRequests>>,
) -> ApiResult<Response> {
    list_forms::<ContactRequests>(app, q, FormKind::ContactRequest).await
}

#[cfg(test)]
mod email_pattern_tests {
    use antiques_model::text::{EMAIL_PATTERN, valid_email};

    /// The document's pattern for e-mail addresses takes what the check takes, on the shared cases
    /// the web forms also run (an address as typed, spaces and capitals included, is matched after
    /// the trim the check does; the pattern is for addresses as a client sends them).
    #[test]
    fn the_documented_email_pattern_agrees_with_the_check() {
        #[derive(serde::Deserialize)]
        struct Table {
            cases: Vec<Case>,
        }
        #[derive(serde::Deserialize)]
        struct Case {
            input: String,
        }
        let table: Table =
            serde_json::from_str(include_str!("../../../../contract/cases/emails.json")).unwrap();
        let pattern = regex::Regex::new(EMAIL_PATTERN).unwrap();
        let disagree: Vec<&str> = table
            .cases
            .iter()
            .map(|c| c.input.trim())
            .filter(|input| input.len() <= 254)
            .filter(|input| pattern.is_match(input) != valid_email(input).is_some())
            .collect();
        assert!(disagree.is_empty(), "{disagree:#?}");
    }
}
