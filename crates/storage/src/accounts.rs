//! Editor accounts and their sessions.
//!
//! A password is kept only as its Argon2id hash (a PHC string with its own salt and parameters). A
//! session is a random token the browser holds; the database keeps only its SHA-256 hash, so a copy
//! of the database signs nobody in. A session ends after [`IDLE_TIMEOUT`] without use or
//! [`ABSOLUTE_TIMEOUT`] after sign-in, whichever comes first, and is deleted on sign-out, on a
//! password reset and when the account is disabled.

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use chrono::{DateTime, Duration, Utc};
use sha2::{Digest, Sha256};

use crate::db::{BeginWrite, Db, now, with_pool};
use crate::{Error, Result};

/// A password shorter than this (in characters) is refused.
pub const MIN_PASSWORD_CHARS: usize = 12;
/// Longer passwords are refused too: hashing megabytes of input on request is a way to tie up a core.
pub const MAX_PASSWORD_CHARS: usize = 256;
/// A session unused this long has ended.
pub const IDLE_TIMEOUT: Duration = Duration::hours(8);
/// A session this old has ended, however busy.
pub const ABSOLUTE_TIMEOUT: Duration = Duration::days(7);
/// `last_seen_at` is written at most this often per session (every request would be a write).
const TOUCH_EVERY: Duration = Duration::minutes(1);

/// What an account may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// Keeps content current and works the review queues.
    Editor,
    /// An editor who also manages accounts, imports and deletions of signups.
    Admin,
}

impl Role {
    /// The name stored and shown: `editor` or `admin`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Editor => "editor",
            Role::Admin => "admin",
        }
    }

    /// The role of a stored or typed name.
    pub fn parse(name: &str) -> Option<Role> {
        match name.trim().to_ascii_lowercase().as_str() {
            "editor" => Some(Role::Editor),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }
}

/// An account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// Row id.
    pub id: i64,
    /// Trimmed, lower-cased address: the sign-in name.
    pub email: String,
    /// What the account may do.
    pub role: Role,
    /// A disabled account cannot sign in and its sessions are gone.
    pub disabled: bool,
    /// When it was added.
    pub created_at: DateTime<Utc>,
    /// When it last signed in.
    pub last_login_at: Option<DateTime<Utc>>,
}

/// The account behind a valid session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// Who is signed in.
    pub user: User,
    /// When the session started.
    pub created_at: DateTime<Utc>,
    /// When it ends unless used again (never later than the absolute limit).
    pub expires_at: DateTime<Utc>,
}

/// Why a password is refused, in words for the person choosing it.
pub fn password_problem(password: &str) -> Option<String> {
    let n = password.chars().count();
    if n < MIN_PASSWORD_CHARS {
        Some(format!(
            "The password must be at least {MIN_PASSWORD_CHARS} characters long"
        ))
    } else if n > MAX_PASSWORD_CHARS {
        Some(format!(
            "The password must be at most {MAX_PASSWORD_CHARS} characters long"
        ))
    } else {
        None
    }
}

/// The Argon2id hash of a password (default parameters: 19 MiB, 2 passes, 1 lane), with a fresh
/// random salt. CPU-bound (tens of milliseconds): call it off the async threads.
pub fn hash_password(password: &str) -> Result<String> {
    if let Some(problem) = password_problem(password) {
        return Err(Error::Invalid(problem));
    }
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| Error::Invalid(format!("cannot hash the password: {e}")))
}

/// Whether `password` matches a stored hash. A malformed hash matches nothing.
pub fn verify_password(password: &str, hash: &str) -> bool {
    Argon2::default()
        .verify_password(password.as_bytes(), hash)
        .is_ok()
}

/// A hash no password matches, checked when the account does not exist so that a wrong address
/// takes as long to refuse as a wrong password (nothing tells which addresses have accounts).
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| hash_password(&new_token()).unwrap_or_default());
    &DECOY
}

/// A new random token: 32 bytes from the operating system, hex-encoded.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    // The operating system's generator does not fail on the systems we run on; if it ever did,
    // an all-zero token must not be handed out.
    getrandom::fill(&mut bytes).expect("the operating system's random generator is available");
    hex::encode(bytes)
}

/// How a token is stored: its SHA-256, hex-encoded.
pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// A (normalised) address an account may have.
pub fn account_email(input: &str) -> Result<String> {
    antiques_model::text::valid_email(input)
        .ok_or_else(|| Error::Invalid(format!("{:?} is not an e-mail address", input.trim())))
}

macro_rules! user_from_row {
    ($row:expr) => {{
        use sqlx::Row;
        let row = $row;
        let role: String = row.try_get("role")?;
        User {
            id: row.try_get("id")?,
            email: row.try_get("email")?,
            role: Role::parse(&role).unwrap_or(Role::Editor),
            disabled: row.try_get("disabled")?,
            created_at: row.try_get("created_at")?,
            last_login_at: row.try_get("last_login_at")?,
        }
    }};
}

const USER_COLUMNS: &str = "id, email, role, disabled, created_at, last_login_at";

impl Db {
    /// Adds an account with an already hashed password ([`hash_password`]). An address that has an
    /// account is a [`Error::Conflict`].
    pub async fn add_user(&self, email: &str, role: Role, password_hash: &str) -> Result<User> {
        let email = account_email(email)?;
        let done = with_pool!(self, pool => sqlx::query(
            "INSERT INTO users (email, role, password_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING",
        )
        .bind(&email)
        .bind(role.as_str())
        .bind(password_hash)
        .bind(now())
        .execute(pool)
        .await?
        .rows_affected());
        if done == 0 {
            return Err(Error::Conflict(format!("an account for {email} exists")));
        }
        self.user(&email).await
    }

    /// Every account, by address.
    pub async fn users(&self) -> Result<Vec<User>> {
        let mut out = Vec::new();
        with_pool!(self, pool => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {USER_COLUMNS} FROM users ORDER BY email")))
                .fetch_all(pool)
                .await?;
            for row in &rows {
                out.push(user_from_row!(row));
            }
        });
        Ok(out)
    }

    /// The account of an address ([`Error::NotFound`] when there is none).
    pub async fn user(&self, email: &str) -> Result<User> {
        let email = email.trim().to_lowercase();
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {USER_COLUMNS} FROM users WHERE email = $1")))
                .bind(&email)
                .fetch_one(pool)
                .await?;
            user_from_row!(&row)
        }))
    }

    /// The account of an address with its password hash, for signing in; `None` when there is none.
    pub async fn user_with_password(&self, email: &str) -> Result<Option<(User, String)>> {
        let email = email.trim().to_lowercase();
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {USER_COLUMNS}, password_hash FROM users WHERE email = $1")))
                .bind(&email)
                .fetch_optional(pool)
                .await?;
            match row {
                None => None,
                Some(row) => {
                    use sqlx::Row;
                    let hash: String = row.try_get("password_hash")?;
                    Some((user_from_row!(&row), hash))
                }
            }
        }))
    }

    /// Disables (or enables again) an account; disabling ends its sessions.
    pub async fn set_user_disabled(&self, email: &str, disabled: bool) -> Result<User> {
        let user = self.user(email).await?;
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("UPDATE users SET disabled = $2 WHERE id = $1").bind(user.id).bind(disabled).execute(&mut *tx).await?;
            if disabled {
                sqlx::query("DELETE FROM sessions WHERE user_id = $1").bind(user.id).execute(&mut *tx).await?;
            }
            tx.commit().await?;
        });
        self.user(email).await
    }

    /// Replaces an account's password (already hashed) and ends its sessions.
    pub async fn set_password(&self, email: &str, password_hash: &str) -> Result<User> {
        let user = self.user(email).await?;
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1").bind(user.id).bind(password_hash).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM sessions WHERE user_id = $1").bind(user.id).execute(&mut *tx).await?;
            tx.commit().await?;
        });
        Ok(user)
    }

    /// Starts a session for an account that just proved its password; returns the token (the only
    /// time it exists outside the browser) and when the session ends unless used.
    pub async fn start_session(&self, user_id: i64) -> Result<(String, DateTime<Utc>)> {
        let token = new_token();
        let at = now();
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)")
                .bind(token_hash(&token))
                .bind(user_id)
                .bind(at)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE users SET last_login_at = $2 WHERE id = $1").bind(user_id).bind(at).execute(&mut *tx).await?;
            // Sessions that ended are deleted as new ones start, so the table does not grow.
            sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND (last_seen_at < $2 OR created_at < $3)")
                .bind(user_id)
                .bind(at - IDLE_TIMEOUT)
                .bind(at - ABSOLUTE_TIMEOUT)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok((token, expiry(at, at)))
    }

    /// The session of a token, when it is valid: known, not ended, its account enabled. Using a
    /// session keeps it alive (up to the absolute limit).
    pub async fn session(&self, token: &str) -> Result<Option<Session>> {
        self.session_at(token, now()).await
    }

    /// [`Db::session`] as of the instant `at` (the clock is a parameter so that expiry can be tried
    /// without waiting hours).
    pub async fn session_at(&self, token: &str, at: DateTime<Utc>) -> Result<Option<Session>> {
        let hash = token_hash(token);
        let found = with_pool!(self, pool => {
            let row = sqlx::query(
                "SELECT u.id, u.email, u.role, u.disabled, u.created_at, u.last_login_at, \
                 s.created_at AS session_created_at, s.last_seen_at \
                 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1",
            )
            .bind(&hash)
            .fetch_optional(pool)
            .await?;
            match row {
                None => None,
                Some(row) => {
                    use sqlx::Row;
                    let started: DateTime<Utc> = row.try_get("session_created_at")?;
                    let seen: DateTime<Utc> = row.try_get("last_seen_at")?;
                    Some((user_from_row!(&row), started, seen))
                }
            }
        });
        let Some((user, started, seen)) = found else {
            return Ok(None);
        };
        if user.disabled || at >= expiry(started, seen) {
            self.end_session(token).await?;
            return Ok(None);
        }
        if at - seen >= TOUCH_EVERY {
            with_pool!(self, pool => sqlx::query("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1")
                .bind(&hash).bind(at).execute(pool).await?.rows_affected());
        }
        let seen = if at - seen >= TOUCH_EVERY { at } else { seen };
        Ok(Some(Session {
            user,
            created_at: started,
            expires_at: expiry(started, seen),
        }))
    }

    /// Ends a session (signing out); an unknown token is no error.
    pub async fn end_session(&self, token: &str) -> Result<()> {
        with_pool!(self, pool => sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash(token)).execute(pool).await?.rows_affected());
        Ok(())
    }
}

/// When a session started at `started` and last used at `seen` ends.
fn expiry(started: DateTime<Utc>, seen: DateTime<Utc>) -> DateTime<Utc> {
    (seen + IDLE_TIMEOUT).min(started + ABSOLUTE_TIMEOUT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let hash = hash_password("correct horse battery").unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify_password("correct horse battery", &hash));
        assert!(!verify_password("correct horse batterY", &hash));
        assert!(!verify_password("anything at all", decoy_hash()));
        assert!(!verify_password("x", "not a hash"));
        // A fresh salt each time.
        assert_ne!(hash, hash_password("correct horse battery").unwrap());
    }

    #[test]
    fn short_and_huge_passwords_are_refused() {
        assert!(password_problem("eleven char").is_some());
        assert!(password_problem("twelve chars").is_none());
        assert!(password_problem(&"x".repeat(257)).is_some());
        assert!(matches!(hash_password("short"), Err(Error::Invalid(_))));
    }

    #[test]
    fn tokens_are_random_and_stored_as_hashes() {
        let a = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, new_token());
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
    }

    #[test]
    fn sessions_end_idle_or_old() {
        let t0 = DateTime::<Utc>::UNIX_EPOCH;
        assert_eq!(expiry(t0, t0), t0 + IDLE_TIMEOUT);
        let late = t0 + ABSOLUTE_TIMEOUT - Duration::hours(1);
        assert_eq!(expiry(t0, late), t0 + ABSOLUTE_TIMEOUT);
    }
}
