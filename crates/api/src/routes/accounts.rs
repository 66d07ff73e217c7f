//! Signing in and out of the editorial console. The web app keeps the session token in an HttpOnly
//! cookie and sends it as `Authorization: Bearer <token>`; this service checks it on every
//! editorial request ([`crate::access`]).

use axum::Extension;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::access::{Actor, csrf_token};
use crate::app::AppState;
use crate::error::{ApiError, ApiResult, not_found};
use crate::extract::{MAX_BODY, read_json};
use crate::middleware::client_ip;
use crate::respond::{cache, json};
use crate::views::{
    AccountView, ErrorResponse, LoginRequest, LoginResponse, LoginResult, SessionResponse,
    SessionView,
};

/// The answer to a wrong address or password: the same for both, so it tells nobody which
/// addresses have accounts.
const WRONG_CREDENTIALS: &str = "The e-mail address or the password is not right";

fn account(user: &antiques_storage::User) -> AccountView {
    crate::routes::people::account_view(user)
}

/// Signs an account in: a new session and its CSRF token. Wrong credentials and a disabled account
/// get the same 401; repeated failures wait longer and longer (429 with `Retry-After`).
#[utoipa::path(post, path = "/api/admin/login", tag = "accounts",
    request_body = LoginRequest,
    responses((status = 200, description = "Signed in", body = LoginResponse),
              (status = 400, description = "Not a sign-in body", body = ErrorResponse),
              (status = 401, description = "Wrong e-mail address or password, or a disabled account", body = ErrorResponse),
              (status = 429, description = "Too many failed attempts: wait `Retry-After` seconds", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn login(app: AppState, req: Request) -> ApiResult<Response> {
    let ip = client_ip(req.headers(), req.extensions(), &app.config.trusted_proxies);
    let body: LoginRequest = read_json(req, MAX_BODY).await?;
    let email = body.email.trim().to_lowercase();
    if let Err(wait) = app.login_throttle.check(&email, ip) {
        let seconds = wait.as_secs().max(1);
        let mut res = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            format!("Too many failed sign-ins. Try again in {seconds} seconds."),
        )
        .into_response();
        res.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        return Ok(res);
    }
    let found = app.db.user_with_password(&email).await?;
    let password = body.password;
    let (user, hash) = match found {
        Some((user, hash)) => (Some(user), hash),
        None => (None, antiques_storage::decoy_hash().to_string()),
    };
    // Argon2 takes tens of milliseconds of CPU: off the async threads.
    let matches = tokio::task::spawn_blocking(move || {
        password.chars().count() <= antiques_storage::MAX_PASSWORD_CHARS
            && antiques_storage::verify_password(&password, &hash)
    })
    .await
    .map_err(ApiError::internal)?;
    let user = match user {
        Some(user) if matches && !user.disabled => user,
        _ => {
            app.login_throttle.failed(&email, ip);
            tracing::info!(target: "antiques_api::accounts", %ip, "failed sign-in");
            return Err(ApiError::new(StatusCode::UNAUTHORIZED, WRONG_CREDENTIALS));
        }
    };
    app.login_throttle.succeeded(&email);
    let (token, expires_at) = app.db.start_session(user.id).await?;
    tracing::info!(target: "antiques_api::accounts", user = %user.email, "signed in");
    Ok(json(
        &LoginResponse {
            data: LoginResult {
                session: SessionView {
                    user: account(&user),
                    csrf_token: csrf_token(&token),
                    expires_at,
                },
                token,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// The signed-in account and its CSRF token (using a session keeps it alive).
#[utoipa::path(get, path = "/api/admin/session", tag = "accounts",
    responses((status = 200, body = SessionResponse),
              (status = 404, description = "Asked with the admin token, which signs no one in: there is no session", body = ErrorResponse)))]
pub async fn session(app: AppState, Extension(actor): Extension<Actor>) -> ApiResult<Response> {
    let Some(token) = actor.session.as_deref() else {
        return Err(not_found(
            "The admin token has no session: sign in with an account",
        ));
    };
    let session = app
        .db
        .session(token)
        .await?
        .ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, "The session has ended"))?;
    Ok(json(
        &SessionResponse {
            data: SessionView {
                user: account(&session.user),
                csrf_token: csrf_token(token),
                expires_at: session.expires_at,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// Signs out: the session ends at once, everywhere.
#[utoipa::path(post, path = "/api/admin/logout", tag = "accounts",
    responses((status = 204, description = "Signed out")))]
pub async fn logout(app: AppState, Extension(actor): Extension<Actor>) -> ApiResult<Response> {
    if let Some(token) = actor.session.as_deref() {
        app.db.end_session(token).await?;
        tracing::info!(target: "antiques_api::accounts", user = %actor.name, "signed out");
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
