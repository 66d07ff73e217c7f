//! The people the directory knows: editor accounts (admins manage them) and newsletter signups
//! (editors list, search and export them; admins delete an address on request).

use antiques_storage::{Role, User};
use axum::Extension;
use axum::extract::{Path, Request};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::access::Actor;
use crate::app::AppState;
use crate::collection::collections::{Accounts, Signups};
use crate::collection::schema::{ACCOUNTS, SIGNUPS};
use crate::collection::{
    ConsoleList, ConsoleListParamsOf, ListQuery, as_documents, console_answer, console_list,
    list_json,
};
use crate::error::{ApiError, ApiResult, bad_request, not_found};
use crate::extract::{MAX_BODY, read_json};
use crate::query::{FromParams, Params, StrapiQuery};
use crate::respond::{cache, json, json_status};
use crate::views::{
    AccountListResponse, AccountResponse, AccountView, DeletedSignupResponse, ErrorResponse,
    NewAccountRequest, NewPassword, NewPasswordResponse, Signup, SignupListResponse,
};

pub(crate) fn account_view(u: &User) -> AccountView {
    AccountView {
        email: u.email.clone(),
        role: u.role.into(),
        can_administer: u.role == Role::Admin,
        disabled: u.disabled,
        created_at: u.created_at,
        last_login_at: u.last_login_at,
    }
}

/// A new random password (24 characters), as the `antiques user` command makes them.
fn generated_password() -> String {
    antiques_storage::new_token()[..24].to_string()
}

async fn hashed(password: String) -> ApiResult<String> {
    tokio::task::spawn_blocking(move || antiques_storage::hash_password(&password))
        .await
        .map_err(ApiError::internal)?
        .map_err(Into::into)
}

/// Admins: every account, by address (Strapi's query language on the accounts' fields).
#[utoipa::path(get, path = "/api/admin/users", tag = "accounts",
    params(ConsoleListParamsOf<Accounts>),
    responses((status = 200, body = AccountListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_users(
    app: AppState,
    StrapiQuery(ConsoleList(q, _)): StrapiQuery<ConsoleList<Accounts>>,
) -> ApiResult<Response> {
    let accounts = as_documents(app.db.users().await?.iter().map(account_view))?;
    let (data, pagination) = list_json(accounts, &q, &ACCOUNTS);
    Ok(console_answer(data, pagination))
}

/// Admins: adds an account with a generated password, shown only in this answer.
#[utoipa::path(post, path = "/api/admin/users", tag = "accounts",
    request_body = NewAccountRequest,
    responses((status = 201, description = "The account and its password (shown once)", body = NewPasswordResponse),
              (status = 400, description = "Not an e-mail address, or an unknown role", body = ErrorResponse),
              (status = 409, description = "The address has an account", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn add_user(app: AppState, req: Request) -> ApiResult<Response> {
    let body: NewAccountRequest = read_json(req, MAX_BODY).await?;
    let role =
        Role::parse(&body.role).ok_or_else(|| bad_request("role must be editor or admin"))?;
    let password = generated_password();
    let user = app
        .db
        .add_user(&body.email, role, &hashed(password.clone()).await?)
        .await?;
    Ok(json_status(
        StatusCode::CREATED,
        &NewPasswordResponse {
            data: NewPassword {
                user: account_view(&user),
                password,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

fn own_account(actor: &Actor, email: &str) -> bool {
    actor.name.eq_ignore_ascii_case(email.trim())
}

/// Admins: disables an account (its sessions end at once). An admin cannot disable their own.
#[utoipa::path(post, path = "/api/admin/users/{email}/disable", tag = "accounts",
    params(("email" = String, Path)),
    responses((status = 200, body = AccountResponse),
              (status = 400, description = "One's own account", body = ErrorResponse),
              (status = 404, description = "No such account", body = ErrorResponse)))]
pub async fn disable_user(
    app: AppState,
    Extension(actor): Extension<Actor>,
    Path(email): Path<String>,
) -> ApiResult<Response> {
    if own_account(&actor, &email) {
        return Err(bad_request(
            "You cannot disable your own account: ask another admin",
        ));
    }
    set_disabled(app, &email, true).await
}

/// Admins: enables a disabled account again.
#[utoipa::path(post, path = "/api/admin/users/{email}/enable", tag = "accounts",
    params(("email" = String, Path)),
    responses((status = 200, body = AccountResponse),
              (status = 404, description = "No such account", body = ErrorResponse)))]
pub async fn enable_user(app: AppState, Path(email): Path<String>) -> ApiResult<Response> {
    set_disabled(app, &email, false).await
}

async fn set_disabled(app: AppState, email: &str, disabled: bool) -> ApiResult<Response> {
    let user = app
        .db
        .set_user_disabled(email, disabled)
        .await
        .map_err(|e| match e {
            antiques_storage::Error::NotFound => not_found(format!("No account for {email}")),
            e => e.into(),
        })?;
    Ok(json(
        &AccountResponse {
            data: account_view(&user),
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// Admins: gives an account a new generated password (shown only in this answer) and ends its
/// sessions.
#[utoipa::path(post, path = "/api/admin/users/{email}/reset-password", tag = "accounts",
    params(("email" = String, Path)),
    responses((status = 200, body = NewPasswordResponse),
              (status = 404, description = "No such account", body = ErrorResponse)))]
pub async fn reset_password(app: AppState, Path(email): Path<String>) -> ApiResult<Response> {
    app.db
        .user(&email)
        .await
        .map_err(|_| not_found(format!("No account for {email}")))?;
    let password = generated_password();
    let user = app
        .db
        .set_password(&email, &hashed(password.clone()).await?)
        .await?;
    Ok(json(
        &NewPasswordResponse {
            data: NewPassword {
                user: account_view(&user),
                password,
            },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

/// `q` (text the address contains), then Strapi's language over the signups it picks.
pub struct SignupParams {
    search: Option<String>,
    list: ListQuery,
}

impl FromParams for SignupParams {
    fn from_params(p: &mut Params) -> ApiResult<Self> {
        let search = p.text("q")?;
        let ConsoleList(list, _) = ConsoleList::<Signups>::from_params(p)?;
        Ok(SignupParams { search, list })
    }
}

/// Editors: newsletter signups, newest first; `q` finds addresses containing it; Strapi's query
/// language on `id`, `email`, `source` and `createdAt`.
#[utoipa::path(get, path = "/api/email-signups", tag = "admin",
    params(("q" = Option<String>, Query, description = "Text the address contains"),
           ConsoleListParamsOf<Signups>),
    responses((status = 200, description = "Signups, newest first", body = SignupListResponse),
              (status = 400, description = "Bad parameter", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn list_signups(
    app: AppState,
    StrapiQuery(q): StrapiQuery<SignupParams>,
) -> ApiResult<Response> {
    let search = q.search.as_deref();
    let (data, pagination) = console_list(&q.list, &SIGNUPS, |window| async move {
        let (rows, total) = app.db.list_signups(search, window).await?;
        let rows = rows.into_iter().map(|r| Signup {
            id: r.id,
            email: r.email,
            source: r.source,
            created_at: r.created_at,
        });
        Ok((as_documents(rows)?, total as usize))
    })
    .await?;
    Ok(console_answer(data, pagination))
}

/// A CSV field: quoted when it holds a separator, a quote or a line break, and never read as a
/// formula by a spreadsheet (a leading `=`, `+`, `-` or `@` gets a `'`).
fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_string()
    };
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// Editors: every signup as CSV (`email,source,createdAt`), oldest first.
#[utoipa::path(get, path = "/api/email-signups/export", tag = "admin",
    responses((status = 200, description = "CSV with a header row", content_type = "text/csv", body = String),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn export_signups(app: AppState) -> ApiResult<Response> {
    let rows = app.db.all_signups().await?;
    let mut body = String::from("email,source,createdAt\r\n");
    for r in rows {
        body.push_str(&format!(
            "{},{},{}\r\n",
            csv_field(&r.email),
            csv_field(&r.source),
            r.created_at.to_rfc3339()
        ));
    }
    let mut res = (StatusCode::OK, body).into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    h.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static("attachment; filename=\"newsletter-signups.csv\""),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}

/// Admins: deletes a signup (an address removed on its owner's request).
#[utoipa::path(delete, path = "/api/email-signups/{id}", tag = "admin",
    params(("id" = i64, Path)),
    responses((status = 200, body = DeletedSignupResponse),
              (status = 404, description = "No such signup", body = ErrorResponse),
              (status = 503, description = "Database unavailable", body = ErrorResponse)))]
pub async fn delete_signup(app: AppState, Path(id): Path<String>) -> ApiResult<Response> {
    let id: i64 = id
        .parse()
        .map_err(|_| not_found(format!("No signup {id}")))?;
    app.db.delete_signup(id).await.map_err(|e| match e {
        antiques_storage::Error::NotFound => not_found(format!("No signup {id}")),
        e => e.into(),
    })?;
    Ok(json(
        &DeletedSignupResponse {
            data: crate::views::DeletedSignup { id },
            meta: Default::default(),
        },
        cache::NO_STORE,
    ))
}

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn csv_fields_are_quoted_and_never_formulas() {
        assert_eq!(csv_field("a@example.com"), "a@example.com");
        assert_eq!(csv_field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
    }
}
