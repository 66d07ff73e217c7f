//! Who may call a route. `router.rs` declares each route with one [`Access`] level
//! (`Access::Admin.guard(routes!(...))`): the level checks the bearer token of every request to the
//! route and declares the same rule as its `security` (and its 401 and 403 answers) in the OpenAPI
//! document, so the document and the check cannot disagree.

use axum::Extension;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use subtle::ConstantTimeEq;
use utoipa::openapi::path::Operation;
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};
use utoipa_axum::router::UtoipaMethodRouter;

use crate::app::AppState;
use crate::error::ApiError;

/// Who may call the routes of a group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    /// Reads and the public forms: anyone, or only holders of the read (or admin) token when
    /// `CONTENT_READ_TOKEN` is set.
    Read,
    /// Admin writes and lists: holders of the admin token (`CONTENT_ADMIN_TOKEN`), always.
    Admin,
}

impl Access {
    /// The operations of one `routes!(...)` with this access: the token checked before each handler
    /// (an unknown method on the path still answers 405) and declared in their documentation.
    pub(crate) fn guard(
        self,
        (schemas, mut paths, method_router): UtoipaMethodRouter<AppState>,
    ) -> UtoipaMethodRouter<AppState> {
        for item in paths.paths.values_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.patch,
            ];
            for operation in operations.into_iter().flatten() {
                self.document(operation);
            }
        }
        let checked =
            method_router.route_layer(axum::middleware::from_fn(move |app, req, next| {
                self.check(app, req, next)
            }));
        (schemas, paths, checked)
    }

    fn document(self, operation: &mut Operation) {
        operation.security = Some(match self {
            // Optional: the empty requirement means "no credentials" is accepted too.
            Access::Read => vec![
                SecurityRequirement::default(),
                SecurityRequirement::new("read_token", Vec::<String>::new()),
            ],
            Access::Admin => vec![SecurityRequirement::new(
                "admin_token",
                Vec::<String>::new(),
            )],
        });
        let error = |description: &str| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("ErrorResponse")))
                        .build(),
                )
                .build()
        };
        let (missing, refused) = match self {
            Access::Read => (
                "No token, while the service requires its read token",
                "A token that is neither the read token nor the admin token",
            ),
            Access::Admin => (
                "No token",
                "Not the admin token, or no admin token is configured",
            ),
        };
        let responses = &mut operation.responses.responses;
        responses
            .entry("401".into())
            .or_insert_with(|| error(missing).into());
        responses
            .entry("403".into())
            .or_insert_with(|| error(refused).into());
    }

    async fn check(
        self,
        Extension(app): Extension<AppState>,
        req: Request,
        next: Next,
    ) -> Response {
        match self.denies(&app, req.headers()) {
            None => next.run(req).await,
            Some(status) => refusal(status),
        }
    }

    /// The refusal a request's bearer token gets at this level, if any: 401 without one where one
    /// is needed, 403 with a wrong one.
    pub(crate) fn denies(self, app: &AppState, headers: &HeaderMap) -> Option<StatusCode> {
        let given = bearer(headers);
        let admin_ok = |t: &str| {
            app.config
                .admin_token
                .as_deref()
                .is_some_and(|a| token_eq(t, a))
        };
        match self {
            Access::Read => match (&app.config.read_token, given) {
                (None, _) => None,
                (Some(_), None) => Some(StatusCode::UNAUTHORIZED),
                (Some(read), Some(t)) => {
                    (!(token_eq(t, read) || admin_ok(t))).then_some(StatusCode::FORBIDDEN)
                }
            },
            Access::Admin => match given {
                None => Some(StatusCode::UNAUTHORIZED),
                Some(t) => (!admin_ok(t)).then_some(StatusCode::FORBIDDEN),
            },
        }
    }
}

/// The answer to a request without the credentials a route needs.
pub(crate) fn refusal(status: StatusCode) -> Response {
    if status == StatusCode::UNAUTHORIZED {
        let mut res = ApiError::new(StatusCode::UNAUTHORIZED, "Missing or invalid credentials")
            .into_response();
        res.headers_mut()
            .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        res
    } else {
        ApiError::new(status, "Forbidden: this token may not access this resource").into_response()
    }
}

/// Tokens compared in constant time.
fn token_eq(given: &str, expected: &str) -> bool {
    given.as_bytes().ct_eq(expected.as_bytes()).into()
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}
