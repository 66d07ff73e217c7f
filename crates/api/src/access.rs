//! Who may call a route. `router.rs` declares each route with one [`Access`] level
//! (`Access::Editor.guard(routes!(...))`): the level checks the bearer token of every request to the
//! route and declares the same rule as its `security` (and its 401 and 403 answers) in the OpenAPI
//! document, so the document and the check cannot disagree.
//!
//! Editorial routes take either the admin token (automation: import scripts) or the token of a
//! signed-in account's session. The account's role decides (an editor keeps content and works the
//! queues; an admin also manages accounts, imports and deletions of signups), and a session's
//! state-changing requests must carry its CSRF token in `X-CSRF-Token`: the browser holds the session
//! in a cookie, so a request a foreign page made it send would otherwise act in the editor's name.
//! The request's [`Actor`] reaches the handler as an extension, for the history.

use antiques_storage::{Edit, Role};
use axum::Extension;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hmac::{KeyInit, Mac};
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
    /// Content writes, review queues and their lists: the admin token, or an editor's or admin's
    /// session.
    Editor,
    /// Accounts, imports, deleting signups: the admin token, or an admin's session.
    Admin,
}

/// Who makes an editorial request: recorded as the author of what it changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// An account's address, or [`Edit::ADMIN_TOKEN`].
    pub name: String,
    /// What it may do (the admin token may do everything).
    pub role: Role,
    /// The session token, when the request came from a signed-in account.
    pub session: Option<String>,
}

impl Actor {
    /// An edit in this actor's name.
    pub fn edit(&self) -> Edit {
        Edit::by(self.name.clone())
    }
}

/// The CSRF token of a session: an HMAC of a fixed label keyed with the session token, so it is
/// worthless without the session and needs no storage of its own.
pub(crate) fn csrf_token(session_token: &str) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(session_token.as_bytes())
        .expect("HMAC takes keys of any length");
    mac.update(b"antiques csrf v1");
    hex::encode(mac.finalize().into_bytes())
}

/// Header that carries a session's CSRF token on its state-changing requests.
pub(crate) const CSRF_HEADER: &str = "x-csrf-token";

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
            Access::Editor | Access::Admin => vec![
                SecurityRequirement::new("admin_token", Vec::<String>::new()),
                SecurityRequirement::new("session", Vec::<String>::new()),
            ],
        });
        let error = documented_error;
        let (missing, refused) = match self {
            Access::Read => (
                "No token, while the service requires its read token",
                "A token that is neither the read token nor the admin token",
            ),
            Access::Editor => (
                "No token, or a session that ended",
                "Neither the admin token nor an account's session, or a session's change without its \
                 CSRF token",
            ),
            Access::Admin => (
                "No token, or a session that ended",
                "Neither the admin token nor an admin's session (an editor's session is refused), or a \
                 session's change without its CSRF token",
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
        mut req: Request,
        next: Next,
    ) -> Response {
        if self == Access::Read {
            return match self.denies(&app, req.headers()) {
                None => next.run(req).await,
                // A signed-in account may read too (the console's reads of drafts go through the
                // public paths), whatever the read token.
                Some(status) => match Access::Editor
                    .actor(&app, &Method::GET, req.headers())
                    .await
                {
                    Ok(_) => next.run(req).await,
                    Err(_) => refusal(status),
                },
            };
        }
        match self.actor(&app, req.method(), req.headers()).await {
            Ok(actor) => {
                req.extensions_mut().insert(actor);
                next.run(req).await
            }
            Err(refused) if refused.status == StatusCode::UNAUTHORIZED => {
                refusal(StatusCode::UNAUTHORIZED)
            }
            Err(refused) => refused.into_response(),
        }
    }

    /// The actor of an editorial request, or its refusal.
    async fn actor(
        self,
        app: &AppState,
        method: &Method,
        headers: &HeaderMap,
    ) -> Result<Actor, ApiError> {
        let Some(token) = bearer(headers) else {
            return Err(unauthorized());
        };
        if app
            .config
            .admin_token
            .as_deref()
            .is_some_and(|a| token_eq(token, a))
        {
            return Ok(Actor {
                name: Edit::ADMIN_TOKEN.to_string(),
                role: Role::Admin,
                session: None,
            });
        }
        let Some(session) = app.db.session(token).await? else {
            // Not the admin token and no valid session: a session that ended reads as "sign in
            // again" (401), anything else as a wrong token (403).
            return Err(if looks_like_session_token(token) {
                unauthorized()
            } else {
                forbidden("Forbidden: this token may not access this resource")
            });
        };
        if self == Access::Admin && session.user.role != Role::Admin {
            return Err(forbidden("Only an admin may do this"));
        }
        let safe = matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
        let csrf_ok = headers
            .get(CSRF_HEADER)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|given| token_eq(given, &csrf_token(token)));
        if !safe && !csrf_ok {
            return Err(forbidden(
                "This form has expired or did not come from this site: reload the page and try again",
            ));
        }
        Ok(Actor {
            name: session.user.email,
            role: session.user.role,
            session: Some(token.to_string()),
        })
    }

    /// The refusal a request's bearer token gets at the read level, if any: 401 without one where
    /// one is needed, 403 with a wrong one.
    pub(crate) fn denies(self, app: &AppState, headers: &HeaderMap) -> Option<StatusCode> {
        let given = bearer(headers);
        let admin_ok = |t: &str| {
            app.config
                .admin_token
                .as_deref()
                .is_some_and(|a| token_eq(t, a))
        };
        match (&app.config.read_token, given) {
            (None, _) => None,
            (Some(_), None) => Some(StatusCode::UNAUTHORIZED),
            (Some(read), Some(t)) => {
                (!(token_eq(t, read) || admin_ok(t))).then_some(StatusCode::FORBIDDEN)
            }
        }
    }
}

/// Whether a token has the form of a session token (64 hex digits).
fn looks_like_session_token(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

fn unauthorized() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "Missing or invalid credentials")
}

fn forbidden(message: &str) -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, message)
}

/// The editor behind a read that asks for drafts (`status=draft`): the admin token or an account's
/// session, else the refusal an editorial route gives.
pub(crate) async fn editor_reading(app: &AppState, headers: &HeaderMap) -> Result<Actor, ApiError> {
    Access::Editor.actor(app, &Method::GET, headers).await
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
pub(crate) fn token_eq(given: &str, expected: &str) -> bool {
    given.as_bytes().ct_eq(expected.as_bytes()).into()
}

pub(crate) fn bearer(headers: &HeaderMap) -> Option<&str> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim())
        .filter(|t| !t.is_empty())
}

/// An error answer as the OpenAPI document describes it: a description and Strapi's error body.
pub(crate) fn documented_error(description: &str) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("ErrorResponse")))
                .build(),
        )
        .build()
}
