//! Newsletter signups and the owner forms (store submissions, claim requests, contact requests).

use chrono::{DateTime, Utc};

use crate::Result;
use crate::db::{Db, now, with_pool};

/// The three owner forms, each with its own table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FormKind {
    /// Add-store form.
    StoreSubmission,
    /// Claim-your-listing form.
    ClaimRequest,
    /// Advertise contact form.
    ContactRequest,
}

impl FormKind {
    fn table(self) -> &'static str {
        match self {
            FormKind::StoreSubmission => "store_submissions",
            FormKind::ClaimRequest => "claim_requests",
            FormKind::ContactRequest => "contact_requests",
        }
    }
}

/// A stored form submission.
#[derive(Debug, Clone, PartialEq)]
pub struct FormRecord {
    /// Row id.
    pub id: i64,
    /// `pending` until someone handles it.
    pub status: String,
    /// The submitted fields, as received (validated).
    pub payload: serde_json::Value,
    /// When it arrived.
    pub created_at: DateTime<Utc>,
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
    /// repeats store exactly one row). Returns whether a row was added.
    pub async fn insert_signup(&self, email: &str, source: &str) -> Result<bool> {
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

    /// Signups, newest first: one page and the total.
    pub async fn list_signups(
        &self,
        page: u32,
        page_size: u32,
    ) -> Result<(Vec<SignupRecord>, i64)> {
        let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
        let mut out = Vec::new();
        let total: i64 = with_pool!(self, pool => {
            use sqlx::Row;
            let rows = sqlx::query(
                "SELECT id, email, source, created_at FROM email_signups ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2",
            )
            .bind(i64::from(page_size))
            .bind(offset)
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
            sqlx::query_scalar("SELECT COUNT(*) FROM email_signups").fetch_one(pool).await?
        });
        Ok((out, total))
    }

    /// Stores a form submission with status `pending`; returns its id.
    pub async fn insert_form(&self, kind: FormKind, payload: &serde_json::Value) -> Result<i64> {
        let sql = format!(
            "INSERT INTO {} (status, payload, created_at) VALUES ('pending', $1, $2) RETURNING id",
            kind.table()
        );
        let payload = serde_json::to_string(payload)?;
        let id: i64 = with_pool!(self, pool =>
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql.as_str())).bind(&payload).bind(now()).fetch_one(pool).await?);
        Ok(id)
    }

    /// Submissions of one form, newest first: one page and the total.
    pub async fn list_forms(
        &self,
        kind: FormKind,
        page: u32,
        page_size: u32,
    ) -> Result<(Vec<FormRecord>, i64)> {
        let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
        let list = format!(
            "SELECT id, status, payload, created_at FROM {} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2",
            kind.table()
        );
        let count = format!("SELECT COUNT(*) FROM {}", kind.table());
        let mut out = Vec::new();
        let total: i64 = with_pool!(self, pool => {
            use sqlx::Row;
            let rows = sqlx::query(sqlx::AssertSqlSafe(list.as_str())).bind(i64::from(page_size)).bind(offset).fetch_all(pool).await?;
            for row in rows {
                let payload: String = row.try_get("payload")?;
                out.push(FormRecord {
                    id: row.try_get("id")?,
                    status: row.try_get("status")?,
                    payload: serde_json::from_str(&payload)?,
                    created_at: row.try_get("created_at")?,
                });
            }
            sqlx::query_scalar(sqlx::AssertSqlSafe(count.as_str())).fetch_one(pool).await?
        });
        Ok((out, total))
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
