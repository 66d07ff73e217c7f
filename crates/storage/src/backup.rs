//! Backup and restore of a SQLite database: everything it holds (the catalogue, its history, signups,
//! form submissions, accounts), copied while the services keep running.
//!
//! A backup is SQLite's `VACUUM INTO`: one read transaction, so the copy is the database as of one
//! instant, whatever is being written meanwhile, and a compact file any SQLite opens. A restore
//! replaces every row of the live database with the backup's in one write transaction (running
//! instances see the old rows or the new ones, never a mix) and moves the catalogue version past
//! both, logging a whole-catalogue change, so every running instance reloads. PostgreSQL has its own
//! tools for both (`pg_dump`, `pg_restore`), which these refuse in favour of.

use std::path::Path;

use sqlx::{Row, SqliteConnection};

use crate::db::{Db, Pool};
use crate::{Error, Result};

/// The rows of each table of a database, by table name (what a backup or restore reports).
pub type TableCounts = Vec<(String, i64)>;

/// Why PostgreSQL is backed up with its own tools.
const POSTGRES_TOOLS: &str = "PostgreSQL databases are backed up with its own tools: \
     `pg_dump --format=custom --file=antiques.dump \"$DATABASE_URL\"`, restored with \
     `pg_restore --clean --if-exists --dbname=\"$DATABASE_URL\" antiques.dump` (docs/operations.md)";

/// The migrations table: a restore keeps the live database's (the schemas must already agree).
const MIGRATIONS_TABLE: &str = "_antiques_migrations";

impl Db {
    /// Writes a consistent copy of the whole database to `to`, which must not exist yet; answers
    /// the rows of each table copied.
    pub async fn backup_to(&self, to: &Path) -> Result<TableCounts> {
        let Pool::Sqlite(pool) = &self.pool else {
            return Err(Error::Invalid(POSTGRES_TOOLS.to_string()));
        };
        if to.exists() {
            return Err(Error::Invalid(format!(
                "{} exists already: a backup never overwrites a file",
                to.display()
            )));
        }
        if let Some(dir) = to.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| Error::CreateDir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        sqlx::query("VACUUM INTO $1")
            .bind(to.to_string_lossy().into_owned())
            .execute(pool)
            .await?;
        let copy = Db::connect(&format!("sqlite://{}", to.display())).await?;
        let counts = copy.checked_counts().await;
        copy.close().await;
        counts
    }

    /// Replaces everything in this database with what the backup `from` holds. The backup is first
    /// checked (integrity, and a schema this binary knows: an older one is migrated, in a copy),
    /// and the database as it was is kept beside it as `keep` (a backup of its own), so a restore
    /// loses nothing. Answers the rows of each table restored.
    pub async fn restore_from(&self, from: &Path, keep: &Path) -> Result<TableCounts> {
        let Pool::Sqlite(pool) = &self.pool else {
            return Err(Error::Invalid(POSTGRES_TOOLS.to_string()));
        };
        if !from.is_file() {
            return Err(Error::Invalid(format!("{} is not a file", from.display())));
        }
        // Work on a copy: migrating or checking never touches the backup itself.
        let work = tempfile::Builder::new()
            .prefix("antiques-restore-")
            .tempdir()
            .map_err(|source| Error::CreateDir {
                path: std::env::temp_dir().display().to_string(),
                source,
            })?;
        let staged = work.path().join("backup.db");
        std::fs::copy(from, &staged).map_err(|e| {
            Error::Invalid(format!("cannot read the backup {}: {e}", from.display()))
        })?;
        let backup = Db::connect(&format!("sqlite://{}", staged.display())).await?;
        let checked = async {
            backup.checked_counts().await?;
            if backup.schema_version().await? > self.schema_version().await? {
                return Err(Error::Invalid(
                    "the backup was made by a newer version of antiques: restore it with that version"
                        .to_string(),
                ));
            }
            backup.migrate().await?;
            backup.checked_counts().await
        }
        .await;
        backup.close().await;
        checked?;

        self.backup_to(keep).await?;
        let mut conn = pool.acquire().await?;
        let replaced = replace_all(&mut conn, &staged).await;
        // Detach whatever happened, so the pooled connection goes back as it came.
        let _ = sqlx::query("DETACH DATABASE restored")
            .execute(&mut *conn)
            .await;
        replaced?;
        drop(conn);
        self.checked_counts().await
    }

    /// The highest migration applied.
    async fn schema_version(&self) -> Result<i64> {
        let Pool::Sqlite(pool) = &self.pool else {
            return Err(Error::Invalid(POSTGRES_TOOLS.to_string()));
        };
        let found: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT max(version) FROM {MIGRATIONS_TABLE}"
        )))
        .fetch_one(pool)
        .await
        .map_err(|_| {
            Error::Invalid(
                "not a database of this directory (it has no migrations table)".to_string(),
            )
        })?;
        Ok(found.unwrap_or(0))
    }

    /// The rows of each table, after SQLite's integrity check passes.
    async fn checked_counts(&self) -> Result<TableCounts> {
        let Pool::Sqlite(pool) = &self.pool else {
            return Err(Error::Invalid(POSTGRES_TOOLS.to_string()));
        };
        let mut conn = pool.acquire().await?;
        let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_one(&mut *conn)
            .await
            .map_err(|e| Error::Invalid(format!("not a SQLite database: {e}")))?;
        if verdict != "ok" {
            return Err(Error::Invalid(format!(
                "the database fails SQLite's integrity check: {verdict}"
            )));
        }
        let mut counts = Vec::new();
        for table in tables(&mut conn, "main").await? {
            let n: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT count(*) FROM \"{table}\""
            )))
            .fetch_one(&mut *conn)
            .await?;
            counts.push((table, n));
        }
        Ok(counts)
    }
}

/// The tables of a schema (`main`, or an attached one), internal ones left out.
async fn tables(conn: &mut SqliteConnection, schema: &str) -> Result<Vec<String>> {
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT name FROM {schema}.sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' ORDER BY name"
    )))
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows.iter().map(|r| r.get::<String, _>(0)).collect())
}

/// The columns of a table, in order.
async fn columns(conn: &mut SqliteConnection, schema: &str, table: &str) -> Result<Vec<String>> {
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
        "PRAGMA {schema}.table_info(\"{table}\")"
    )))
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows.iter().map(|r| r.get::<String, _>("name")).collect())
}

/// In one write transaction: every table's rows (and the id counters) replaced by the attached
/// backup's, then the catalogue version moved past both with a whole-catalogue change logged.
async fn replace_all(conn: &mut SqliteConnection, staged: &Path) -> Result<()> {
    sqlx::query("ATTACH DATABASE $1 AS restored")
        .bind(staged.to_string_lossy().into_owned())
        .execute(&mut *conn)
        .await?;
    let live = tables(conn, "main").await?;
    let restored = tables(conn, "restored").await?;
    for table in &live {
        if !restored.contains(table) {
            return Err(Error::Invalid(format!(
                "the backup has no table {table:?}, which this version has"
            )));
        }
    }
    let version_before: i64 =
        sqlx::query_scalar("SELECT version FROM main.catalog_version WHERE id = 1")
            .fetch_optional(&mut *conn)
            .await?
            .unwrap_or(0);
    sqlx::query("BEGIN IMMEDIATE").execute(&mut *conn).await?;
    let replaced = async {
        // Rows reference each other (history, sessions, submissions): checked once, at commit.
        sqlx::query("PRAGMA defer_foreign_keys = ON")
            .execute(&mut *conn)
            .await?;
        let copied: Vec<&String> = live.iter().filter(|t| *t != MIGRATIONS_TABLE).collect();
        // Every table emptied before any is filled: deleting a store cascades to its categories,
        // which would take rows already copied with it.
        for table in &copied {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "DELETE FROM main.\"{table}\""
            )))
            .execute(&mut *conn)
            .await?;
        }
        for table in &copied {
            let list = columns(conn, "main", table)
                .await?
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(", ");
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "INSERT INTO main.\"{table}\" ({list}) SELECT {list} FROM restored.\"{table}\""
            )))
            .execute(&mut *conn)
            .await?;
        }
        // Ids keep counting from where the backup's did (never from a number a deleted row had).
        let has_counters: bool = sqlx::query_scalar(
            "SELECT count(*) > 0 FROM restored.sqlite_master WHERE name = 'sqlite_sequence'",
        )
        .fetch_one(&mut *conn)
        .await?;
        if has_counters {
            sqlx::query("DELETE FROM main.sqlite_sequence")
                .execute(&mut *conn)
                .await?;
            sqlx::query(
                "INSERT INTO main.sqlite_sequence (name, seq) \
                 SELECT name, seq FROM restored.sqlite_sequence",
            )
            .execute(&mut *conn)
            .await?;
        }
        // Every running instance holds a snapshot of the catalogue as it was: a version past both
        // with a whole-catalogue change tells each to reload.
        let version: i64 = sqlx::query_scalar(
            "UPDATE main.catalog_version SET version = max(version, $1) + 1 WHERE id = 1 \
             RETURNING version",
        )
        .bind(version_before)
        .fetch_one(&mut *conn)
        .await?;
        sqlx::query(
            "INSERT INTO main.catalog_changes (version, kind, store_id) VALUES ($1, 'catalog', NULL)",
        )
        .bind(version)
        .execute(&mut *conn)
        .await?;
        Ok::<_, Error>(())
    }
    .await;
    match replaced {
        Ok(()) => {
            sqlx::query("COMMIT").execute(&mut *conn).await?;
            Ok(())
        }
        Err(e) => {
            let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
            Err(e)
        }
    }
}
