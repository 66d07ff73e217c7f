//! Newsletter signups and the owner forms (store submissions, claim requests, contact requests).

use chrono::{DateTime, Utc};

use crate::db::{Db, now, with_pool};
use crate::editorial::like_escape;
use crate::history::Edit;
use crate::{Error, Result, Window};

/// The three owner forms, each with its own table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FormKind {
    /// Add-store form.
    StoreSubmission,
    /// Claim-your-listing form.
    ClaimRequest,
    /// Advertise contact form.
    ContactRequest,
    /// "Report a change" on a store's page.
    ChangeReport,
}

impl FormKind {
    fn table(self) -> &'static str {
        match self {
            FormKind::StoreSubmission => "store_submissions",
            FormKind::ClaimRequest => "claim_requests",
            FormKind::ContactRequest => "contact_requests",
            FormKind::ChangeReport => "change_reports",
        }
    }
}

/// Where a submission stands.
pub mod review {
    /// Waiting for an editor.
    pub const PENDING: &str = "pending";
    /// Accepted (a submission became a store, a claim made its store verified).
    pub const APPROVED: &str = "approved";
    /// Refused, with a reason.
    pub const REJECTED: &str = "rejected";
    /// A change report whose change was made.
    pub const APPLIED: &str = "applied";
    /// A change report set aside.
    pub const DISMISSED: &str = "dismissed";
    /// An advertising enquiry an editor answered.
    pub const ANSWERED: &str = "answered";
}

/// A stored form submission.
#[derive(Debug, Clone, PartialEq)]
pub struct FormRecord {
    /// Row id.
    pub id: i64,
    /// [`review::PENDING`] until an editor handles it.
    pub status: String,
    /// The submitted fields, as received (validated).
    pub payload: serde_json::Value,
    /// When it arrived.
    pub created_at: DateTime<Utc>,
    /// Who reviewed it (an account's address or `admin token`).
    pub reviewed_by: Option<String>,
    /// When.
    pub reviewed_at: Option<DateTime<Utc>>,
    /// Why it was rejected or dismissed.
    pub reason: Option<String>,
    /// The store it concerns: the store an approved submission became, the store a claim or a
    /// change report is about.
    pub store_id: Option<i64>,
}

const FORM_COLUMNS: &str =
    "id, status, payload, created_at, reviewed_by, reviewed_at, reason, store_id";

macro_rules! form_from_row {
    ($row:expr) => {{
        use sqlx::Row;
        let row = $row;
        let payload: String = row.try_get("payload")?;
        FormRecord {
            id: row.try_get("id")?,
            status: row.try_get("status")?,
            payload: serde_json::from_str(&payload)?,
            created_at: row.try_get("created_at")?,
            reviewed_by: row.try_get("reviewed_by")?,
            reviewed_at: row.try_get("reviewed_at")?,
            reason: row.try_get("reason")?,
            store_id: row.try_get("store_id")?,
        }
    }};
}

/// A stored newsletter signup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignupRecord {
    /// Row id.
    pub id: i64,
    /// Trimmed, lower-cased address.
    pub email: String,
    /// `inline` or `footer`.
    pub source: String,
    /// When it first arrived.
    pub created_at: DateTime<Utc>,
}

impl Db {
    /// Stores a signup once: a known address is left as it is (`ON CONFLICT DO NOTHING`, so concurrent
    /// repeats store exactly one row). Returns whether a row was added. Being idempotent, it is tried
    /// once more on another connection when the first one was lost (a restarted PostgreSQL, a
    /// connection the server ended).
    pub async fn insert_signup(&self, email: &str, source: &str) -> Result<bool> {
        match self.insert_signup_once(email, source).await {
            Err(e) if e.is_dropped_connection() => {
                tracing::warn!(cause = %e, "signup: connection lost, trying once more");
                self.insert_signup_once(email, source).await
            }
            done => done,
        }
    }

    async fn insert_signup_once(&self, email: &str, source: &str) -> Result<bool> {
        let done = with_pool!(self, pool => sqlx::query(
            "INSERT INTO email_signups (email, source, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING",
        )
        .bind(email)
        .bind(source)
        .bind(now())
        .execute(pool)
        .await?
        .rows_affected());
        Ok(done == 1)
    }

    /// Signups, newest first (those whose address contains `search`, when given): the rows in
    /// `window` and the total.
    pub async fn list_signups(
        &self,
        search: Option<&str>,
        window: Window,
    ) -> Result<(Vec<SignupRecord>, i64)> {
        let pattern = search
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| format!("%{}%", like_escape(&s.to_lowercase())));
        let mut out = Vec::new();
        let total: i64 = with_pool!(self, pool => {
            use sqlx::Row;
            let rows = sqlx::query(
                "SELECT id, email, source, created_at FROM email_signups \
                 WHERE (CAST($3 AS TEXT) IS NULL OR email LIKE $3 ESCAPE '\\') \
                 ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2",
            )
            .bind(window.limit)
            .bind(window.offset)
            .bind(&pattern)
            .fetch_all(pool)
            .await?;
            for row in rows {
                out.push(SignupRecord {
                    id: row.try_get("id")?,
                    email: row.try_get("email")?,
                    source: row.try_get("source")?,
                    created_at: row.try_get("created_at")?,
                });
            }
            sqlx::query_scalar("SELECT COUNT(*) FROM email_signups WHERE (CAST($1 AS TEXT) IS NULL OR email LIKE $1 ESCAPE '\\')")
                .bind(&pattern)
                .fetch_one(pool)
                .await?
        });
        Ok((out, total))
    }

    /// Every signup, oldest first, for an export.
    pub async fn all_signups(&self) -> Result<Vec<SignupRecord>> {
        let mut out = Vec::new();
        with_pool!(self, pool => {
            use sqlx::Row;
            let rows = sqlx::query("SELECT id, email, source, created_at FROM email_signups ORDER BY created_at, id")
                .fetch_all(pool)
                .await?;
            for row in rows {
                out.push(SignupRecord {
                    id: row.try_get("id")?,
                    email: row.try_get("email")?,
                    source: row.try_get("source")?,
                    created_at: row.try_get("created_at")?,
                });
            }
        });
        Ok(out)
    }

    /// Deletes a signup (an address removed on request); [`crate::Error::NotFound`] when there is none.
    pub async fn delete_signup(&self, id: i64) -> Result<()> {
        let done = with_pool!(self, pool => sqlx::query("DELETE FROM email_signups WHERE id = $1")
            .bind(id)
            .execute(pool)
            .await?
            .rows_affected());
        if done == 0 {
            return Err(Error::NotFound);
        }
        Ok(())
    }

    /// Stores a form submission with status `pending`; returns its id.
    pub async fn insert_form(&self, kind: FormKind, payload: &serde_json::Value) -> Result<i64> {
        self.insert_form_about(kind, payload, None).await
    }

    /// Stores a form submission about a store (a change report) with status `pending`.
    pub async fn insert_form_about(
        &self,
        kind: FormKind,
        payload: &serde_json::Value,
        store_id: Option<i64>,
    ) -> Result<i64> {
        let sql = format!(
            "INSERT INTO {} (status, payload, created_at, store_id) VALUES ('pending', $1, $2, $3) RETURNING id",
            kind.table()
        );
        let payload = serde_json::to_string(payload)?;
        let id: i64 = with_pool!(self, pool =>
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql.as_str())).bind(&payload).bind(now()).bind(store_id).fetch_one(pool).await?);
        Ok(id)
    }

    /// Submissions of one form, newest first (those with `status` only, when given): the rows in
    /// `window` and the total.
    pub async fn list_forms(
        &self,
        kind: FormKind,
        status: Option<&str>,
        window: Window,
    ) -> Result<(Vec<FormRecord>, i64)> {
        // `$3 IS NULL` keeps one statement for both cases; the status is always bound.
        let filter = "WHERE (CAST($3 AS TEXT) IS NULL OR status = $3)";
        let list = format!(
            "SELECT {FORM_COLUMNS} FROM {} {filter} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2",
            kind.table()
        );
        let count = format!(
            "SELECT COUNT(*) FROM {} WHERE (CAST($1 AS TEXT) IS NULL OR status = $1)",
            kind.table()
        );
        let mut out = Vec::new();
        let total: i64 = with_pool!(self, pool => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(list.as_str()))
                .bind(window.limit)
                .bind(window.offset)
                .bind(status)
                .fetch_all(pool)
                .await?;
            for row in &rows {
                out.push(form_from_row!(row));
            }
            sqlx::query_scalar(sqlx::AssertSqlSafe(count.as_str())).bind(status).fetch_one(pool).await?
        });
        Ok((out, total))
    }

    /// One submission of a form ([`crate::Error::NotFound`] when there is none).
    pub async fn form(&self, kind: FormKind, id: i64) -> Result<FormRecord> {
        let sql = format!("SELECT {FORM_COLUMNS} FROM {} WHERE id = $1", kind.table());
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(sql.as_str())).bind(id).fetch_one(pool).await?;
            form_from_row!(&row)
        }))
    }

    /// Records an editor's decision on a pending submission: its new status, who, why and the store
    /// it concerns. A submission already decided is a [`crate::Error::Conflict`] (two editors
    /// approving the same submission make one store, not two).
    pub async fn review_form(
        &self,
        kind: FormKind,
        id: i64,
        status: &str,
        edit: &Edit,
        reason: Option<&str>,
        store_id: Option<i64>,
    ) -> Result<FormRecord> {
        let sql = format!(
            "UPDATE {} SET status = $2, reviewed_by = $3, reviewed_at = $4, reason = $5, \
             store_id = COALESCE($6, store_id) WHERE id = $1 AND status = 'pending'",
            kind.table()
        );
        let done = with_pool!(self, pool => sqlx::query(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(id)
            .bind(status)
            .bind(&edit.actor)
            .bind(now())
            .bind(reason)
            .bind(store_id)
            .execute(pool)
            .await?
            .rows_affected());
        let record = self.form(kind, id).await?;
        if done == 0 {
            return Err(Error::Conflict(format!(
                "this was already {} by {}",
                record.status,
                record.reviewed_by.as_deref().unwrap_or("another editor")
            )));
        }
        Ok(record)
    }

    /// Links a decided submission to the store its decision made (an approved add-store submission).
    pub async fn link_form_store(&self, kind: FormKind, id: i64, store_id: i64) -> Result<()> {
        let sql = format!("UPDATE {} SET store_id = $2 WHERE id = $1", kind.table());
        with_pool!(self, pool => sqlx::query(sqlx::AssertSqlSafe(sql.as_str())).bind(id).bind(store_id).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Puts a decided submission back to pending (when the step its decision started failed).
    pub async fn reopen_form(&self, kind: FormKind, id: i64) -> Result<()> {
        let sql = format!(
            "UPDATE {} SET status = 'pending', reviewed_by = NULL, reviewed_at = NULL, reason = NULL WHERE id = $1",
            kind.table()
        );
        with_pool!(self, pool => sqlx::query(sqlx::AssertSqlSafe(sql.as_str())).bind(id).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Deletes the submissions of every form (add-store, claims, enquiries, change reports) whose
    /// last activity (the decision on them, else their arrival) is before `before`; returns how many
    /// of each kind went. The privacy notice promises it after 12 months (`antiques purge`).
    pub async fn purge_submissions(&self, before: DateTime<Utc>) -> Result<Vec<(FormKind, u64)>> {
        let mut out = Vec::new();
        for kind in [
            FormKind::StoreSubmission,
            FormKind::ClaimRequest,
            FormKind::ContactRequest,
            FormKind::ChangeReport,
        ] {
            let sql = format!(
                "DELETE FROM {} WHERE COALESCE(reviewed_at, created_at) < $1",
                kind.table()
            );
            let done = with_pool!(self, pool => sqlx::query(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(before)
                .execute(pool)
                .await?
                .rows_affected());
            out.push((kind, done));
        }
        Ok(out)
    }

    /// Records the owner of a store as an approved claim gave it (private contact details).
    pub async fn set_store_owner(
        &self,
        store_id: i64,
        contact: &serde_json::Value,
        claim_id: Option<i64>,
    ) -> Result<()> {
        let contact = serde_json::to_string(contact)?;
        with_pool!(self, pool => sqlx::query(
            "INSERT INTO store_owners (store_id, contact, claim_id, verified_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (store_id) DO UPDATE SET contact = excluded.contact, claim_id = excluded.claim_id, verified_at = excluded.verified_at",
        )
        .bind(store_id)
        .bind(&contact)
        .bind(claim_id)
        .bind(now())
        .execute(pool)
        .await?
        .rows_affected());
        Ok(())
    }

    /// The recorded owner contact of a store, if a claim was approved.
    pub async fn store_owner(&self, store_id: i64) -> Result<Option<serde_json::Value>> {
        let contact: Option<String> = with_pool!(self, pool => sqlx::query_scalar(
            "SELECT contact FROM store_owners WHERE store_id = $1",
        )
        .bind(store_id)
        .fetch_optional(pool)
        .await?);
        Ok(match contact {
            Some(c) => Some(serde_json::from_str(&c)?),
            None => None,
        })
    }

    /// How many submissions of one form wait for review.
    pub async fn pending_forms(&self, kind: FormKind) -> Result<i64> {
        let sql = format!(
            "SELECT COUNT(*) FROM {} WHERE status = 'pending'",
            kind.table()
        );
        let n: i64 = with_pool!(self, pool =>
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql.as_str())).fetch_one(pool).await?);
        Ok(n)
    }

    /// How many newsletter signups arrived since `since`.
    pub async fn signups_since(&self, since: DateTime<Utc>) -> Result<i64> {
        let n: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT COUNT(*) FROM email_signups WHERE created_at >= $1")
                .bind(since).fetch_one(pool).await?);
        Ok(n)
    }
}
