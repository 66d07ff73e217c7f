//! API errors and their Strapi-style body.
//!
//! Handlers return [`ApiError`] built with the small constructors below:
//! - [`bad_request`] for any input we refuse (400 `ValidationError`, message names the parameter),
//! - [`validation`] for form bodies with per-field errors (`details.errors`),
//! - [`not_found`] when the thing asked for does not exist,
//! - [`ApiError::internal`] only for failures that are ours (database down): logged, never detailed.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use crate::views::{ErrorDetail, ErrorResponse};

/// An error response: status, Strapi error name, message and details.
#[derive(Debug, Clone)]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Human message (shown to visitors by the web app, so it is plain English).
    pub message: String,
    /// Structured details (`{}` unless a form lists its field errors).
    pub details: Value,
}

/// One field error of a form body.
#[derive(Debug, Clone)]
pub struct FieldError {
    /// Path of the field, e.g. `["email"]`.
    pub path: Vec<String>,
    /// What is wrong with it.
    pub message: String,
}

/// The Strapi error name of a status.
pub fn error_name(status: StatusCode) -> &'static str {
    match status.as_u16() {
        400 | 422 => "ValidationError",
        401 => "UnauthorizedError",
        403 => "ForbiddenError",
        404 => "NotFoundError",
        405 => "MethodNotAllowedError",
        409 => "ConflictError",
        412 => "PreconditionFailedError",
        408 => "RequestTimeoutError",
        413 => "PayloadTooLargeError",
        415 => "UnsupportedMediaTypeError",
        429 => "RateLimitError",
        503 => "ServiceUnavailableError",
        s if s >= 500 => "ApplicationError",
        _ => "HttpError",
    }
}

/// The error body `{ data: null, error: { status, name, message, details } }`.
pub fn error_body(status: StatusCode, message: &str, details: &Value) -> Vec<u8> {
    serde_json::to_vec(&ErrorResponse {
        data: (),
        error: ErrorDetail {
            status: status.as_u16(),
            name: error_name(status),
            message,
            details,
        },
    })
    .unwrap_or_default()
}

impl ApiError {
    /// An error with a status and a message, no details.
    pub fn new(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError {
            status,
            message: message.into(),
            details: json!({}),
        }
    }

    /// A failure of ours: logged with its cause; the visitor sees a generic message.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "internal error");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error")
    }
}

/// 400 `ValidationError` with a message naming what is wrong.
pub fn bad_request(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, message)
}

/// 404 `NotFoundError`.
pub fn not_found(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, message)
}

/// 400 `ValidationError` listing field errors in `details.errors`.
pub fn validation(errors: Vec<FieldError>) -> ApiError {
    field_errors(StatusCode::BAD_REQUEST, errors)
}

/// 422 `ValidationError` listing field errors in `details.errors`: a body as the document
/// describes it whose meaning cannot be taken (it names a category the catalogue does not have, an
/// event ends before it starts): what the schema cannot say.
pub fn unprocessable(errors: Vec<FieldError>) -> ApiError {
    field_errors(StatusCode::UNPROCESSABLE_ENTITY, errors)
}

/// 409 `ConflictError` listing field errors in `details.errors`: a value another record holds
/// already (a slug).
pub fn taken(errors: Vec<FieldError>) -> ApiError {
    field_errors(StatusCode::CONFLICT, errors)
}

fn field_errors(status: StatusCode, errors: Vec<FieldError>) -> ApiError {
    let message = match errors.as_slice() {
        [one] => one.message.clone(),
        many => format!("{} errors occurred", many.len()),
    };
    let list: Vec<Value> = errors
        .into_iter()
        .map(|e| json!({ "path": e.path, "message": e.message, "name": "ValidationError" }))
        .collect();
    ApiError {
        status,
        message,
        details: json!({ "errors": list }),
    }
}

impl From<antiques_storage::Error> for ApiError {
    fn from(e: antiques_storage::Error) -> Self {
        match e {
            antiques_storage::Error::NotFound => not_found("Not found"),
            antiques_storage::Error::Conflict(m) | antiques_storage::Error::Stale(m) => {
                ApiError::new(StatusCode::CONFLICT, m)
            }
            antiques_storage::Error::Invalid(m) => bad_request(m),
            e if e.is_unavailable() => {
                // An error of ours (reported when error reporting is on), though not the request's.
                tracing::error!(cause = %e, "database unavailable");
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE)
            }
            e => ApiError::internal(e),
        }
    }
}

/// The message of a 503 when the database cannot take a request now.
pub const DATABASE_UNAVAILABLE: &str =
    "The database is temporarily unavailable. Please try again shortly.";

/// Seconds a client is asked to wait after a 503 before trying again.
pub const RETRY_AFTER_SECONDS: u32 = 5;

/// Marks a response whose request the database could not take (see `middleware::metrics`).
#[derive(Debug, Clone, Copy)]
pub struct DatabaseUnavailable;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut res = (
            self.status,
            error_body(self.status, &self.message, &self.details),
        )
            .into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            res.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
            if self.message == DATABASE_UNAVAILABLE {
                res.extensions_mut().insert(DatabaseUnavailable);
            }
        }
        let h = res.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        res
    }
}

/// Result type of handlers.
pub type ApiResult<T> = Result<T, ApiError>;
