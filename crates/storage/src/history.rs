//! The history of editorial changes: every write through the editorial paths records who made it,
//! when, and the whole record before and after, in the same transaction as the write itself (a
//! change is never stored without its revision, nor a revision without its change).

use chrono::{DateTime, Utc};
use serde_json::Value;

use crate::Result;
use crate::db::{Db, with_pool};

/// Who makes a write and what they last saw, as the editorial writes take it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    /// Recorded as the author: an account's address, [`Edit::ADMIN_TOKEN`] or [`Edit::COMMAND_LINE`].
    pub actor: String,
    /// The `updatedAt` the writer read; when set and the record has moved on since, the write is
    /// refused with [`crate::Error::Stale`] instead of overwriting the other change.
    pub expected_updated_at: Option<DateTime<Utc>>,
}

impl Edit {
    /// The author of writes made with `CONTENT_ADMIN_TOKEN` (automation, import scripts).
    pub const ADMIN_TOKEN: &'static str = "admin token";
    /// The author of writes made with the `antiques` command.
    pub const COMMAND_LINE: &'static str = "command line";

    /// A write by `actor` that does not check what the writer last saw.
    pub fn by(actor: impl Into<String>) -> Edit {
        Edit {
            actor: actor.into(),
            expected_updated_at: None,
        }
    }

    /// The same write, refused if the record changed after `updated_at`.
    pub fn expecting(mut self, updated_at: Option<DateTime<Utc>>) -> Edit {
        self.expected_updated_at = updated_at;
        self
    }
}

/// What kind of record a revision is about.
pub mod entity {
    /// A store; its key is the store's `documentId` (kept across renames).
    pub const STORE: &str = "store";
    /// A buying guide; its key is its slug (as for the kinds below: slugs never change).
    pub const GUIDE: &str = "guide";
    /// An event.
    pub const EVENT: &str = "event";
    /// A hotspot town.
    pub const HOTSPOT: &str = "hotspot";
    /// A category.
    pub const CATEGORY: &str = "category";
}

/// What a revision did.
pub mod action {
    /// The record was created.
    pub const CREATE: &str = "create";
    /// Its content changed.
    pub const UPDATE: &str = "update";
    /// It was deleted.
    pub const DELETE: &str = "delete";
    /// It became visible on the public site.
    pub const PUBLISH: &str = "publish";
    /// It went back to a draft.
    pub const UNPUBLISH: &str = "unpublish";
    /// An earlier version was written back.
    pub const RESTORE: &str = "restore";
}

/// One recorded change.
#[derive(Debug, Clone, PartialEq)]
pub struct Revision {
    /// Row id, ascending in the order changes were made.
    pub id: i64,
    /// [`entity`] kind.
    pub entity: String,
    /// The record's key within its kind.
    pub entity_key: String,
    /// [`action`] name.
    pub action: String,
    /// Who made it.
    pub actor: String,
    /// When.
    pub at: DateTime<Utc>,
    /// The whole record before (none for a creation).
    pub before: Option<Value>,
    /// The whole record after (none for a deletion).
    pub after: Option<Value>,
}

/// A revision about to be written.
#[derive(Debug, Clone)]
pub(crate) struct NewRevision {
    pub entity: &'static str,
    pub entity_key: String,
    pub action: &'static str,
    pub actor: String,
    pub at: DateTime<Utc>,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// Inserts a [`NewRevision`] on a connection or transaction.
macro_rules! insert_revision {
    ($conn:expr, $rev:expr) => {{
        let rev: &$crate::history::NewRevision = $rev;
        let text = |v: &Option<serde_json::Value>| v.as_ref().map(|v| v.to_string());
        sqlx::query(
            "INSERT INTO revisions (entity, entity_key, action, actor, at, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(rev.entity)
        .bind(&rev.entity_key)
        .bind(rev.action)
        .bind(&rev.actor)
        .bind(rev.at)
        .bind(text(&rev.before))
        .bind(text(&rev.after))
        .execute($conn)
        .await?;
    }};
}
pub(crate) use insert_revision;

macro_rules! revision_from_row {
    ($row:expr) => {{
        use sqlx::Row;
        let row = $row;
        let json = |t: Option<String>| -> Result<Option<Value>> {
            Ok(match t {
                Some(t) => Some(serde_json::from_str(&t)?),
                None => None,
            })
        };
        Revision {
            id: row.try_get("id")?,
            entity: row.try_get("entity")?,
            entity_key: row.try_get("entity_key")?,
            action: row.try_get("action")?,
            actor: row.try_get("actor")?,
            at: row.try_get("at")?,
            before: json(row.try_get("before")?)?,
            after: json(row.try_get("after")?)?,
        }
    }};
}

const REVISION_COLUMNS: &str = "id, entity, entity_key, action, actor, at, before, after";

impl Db {
    /// The revisions of one record, newest first, at most `limit`.
    pub async fn revisions_of(
        &self,
        entity: &str,
        entity_key: &str,
        limit: u32,
    ) -> Result<Vec<Revision>> {
        let mut out = Vec::new();
        with_pool!(self, pool => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {REVISION_COLUMNS} FROM revisions WHERE entity = $1 AND entity_key = $2 ORDER BY id DESC LIMIT $3"
            )))
            .bind(entity)
            .bind(entity_key)
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?;
            for row in &rows {
                out.push(revision_from_row!(row));
            }
        });
        Ok(out)
    }

    /// The latest revisions of every record, newest first, at most `limit`.
    pub async fn recent_revisions(&self, limit: u32) -> Result<Vec<Revision>> {
        let mut out = Vec::new();
        with_pool!(self, pool => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {REVISION_COLUMNS} FROM revisions ORDER BY id DESC LIMIT $1"
            )))
            .bind(i64::from(limit))
            .fetch_all(pool)
            .await?;
            for row in &rows {
                out.push(revision_from_row!(row));
            }
        });
        Ok(out)
    }

    /// One revision by id.
    pub async fn revision(&self, id: i64) -> Result<Revision> {
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {REVISION_COLUMNS} FROM revisions WHERE id = $1")))
                .bind(id)
                .fetch_one(pool)
                .await?;
            revision_from_row!(&row)
        }))
    }
}
