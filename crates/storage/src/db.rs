//! Opening a database from its URL.

use std::str::FromStr;
use std::time::Duration;

use chrono::{DateTime, SubsecRound, Utc};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, SqlitePool};

use crate::{Error, Result};

/// Which database engine a [`Db`] talks to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An SQLite file (WAL, `synchronous = NORMAL`, foreign keys on).
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

#[derive(Debug, Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// A connection pool to the directory's database. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Db {
    pub(crate) pool: Pool,
}

/// Runs the same code against whichever pool a [`Db`] holds: the body is compiled once per backend,
/// so the SQL must be valid on both (we use `$1` placeholders, which both accept).
macro_rules! with_pool {
    ($db:expr, $pool:ident => $body:expr) => {
        match &$db.pool {
            $crate::db::Pool::Sqlite($pool) => $body,
            $crate::db::Pool::Postgres($pool) => $body,
        }
    };
}
pub(crate) use with_pool;

/// How a transaction that writes begins. SQLite's `BEGIN IMMEDIATE` takes the write lock at once,
/// waiting for it up to the busy timeout; a deferred `BEGIN` that reads first cannot wait when it
/// comes to write after another connection did, and fails at once with SQLITE_BUSY (concurrent
/// editors would be told the database is unavailable). PostgreSQL's row locks wait by themselves.
pub(crate) trait BeginWrite {
    type Database: sqlx::Database;

    fn begin_write(
        &self,
    ) -> impl std::future::Future<
        Output = std::result::Result<sqlx::Transaction<'static, Self::Database>, sqlx::Error>,
    > + Send;
}

impl BeginWrite for SqlitePool {
    type Database = sqlx::Sqlite;

    fn begin_write(
        &self,
    ) -> impl std::future::Future<
        Output = std::result::Result<sqlx::Transaction<'static, sqlx::Sqlite>, sqlx::Error>,
    > + Send {
        self.begin_with("BEGIN IMMEDIATE")
    }
}

impl BeginWrite for PgPool {
    type Database = sqlx::Postgres;

    fn begin_write(
        &self,
    ) -> impl std::future::Future<
        Output = std::result::Result<sqlx::Transaction<'static, sqlx::Postgres>, sqlx::Error>,
    > + Send {
        self.begin()
    }
}

/// An instant cut to the microsecond, the finest PostgreSQL keeps. Every instant is written this way
/// on both backends, so SQLite (which would keep nanoseconds) reads back exactly what PostgreSQL
/// does, and a row compared with what was written does not look changed on one backend only.
pub(crate) fn to_micros(t: DateTime<Utc>) -> DateTime<Utc> {
    t.trunc_subsecs(6)
}

/// The current instant, to the microsecond (see [`to_micros`]).
pub(crate) fn now() -> DateTime<Utc> {
    to_micros(Utc::now())
}

/// The file of a SQLite URL (`sqlite:PATH` or `sqlite://PATH`, options after `?` left out); `None`
/// for other URLs.
pub fn sqlite_file(url: &str) -> Option<&str> {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    path.split('?').next()
}

impl Db {
    /// Opens a pool for `url`: `sqlite:PATH` / `sqlite://PATH` (the file and its directory are created
    /// when missing) or `postgres://...` / `postgresql://...`.
    pub async fn connect(url: &str) -> Result<Db> {
        if let Some(path) = sqlite_file(url) {
            let dir = std::path::Path::new(path)
                .parent()
                .filter(|d| !d.as_os_str().is_empty());
            if let Some(dir) = dir.filter(|_| path != ":memory:") {
                std::fs::create_dir_all(dir).map_err(|source| Error::CreateDir {
                    path: dir.display().to_string(),
                    source,
                })?;
            }
            let options = SqliteConnectOptions::from_str(url)?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Normal)
                .busy_timeout(Duration::from_secs(10))
                .foreign_keys(true);
            let pool = SqlitePoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            Ok(Db {
                pool: Pool::Sqlite(pool),
            })
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let options = PgConnectOptions::from_str(url)?;
            let pool = PgPoolOptions::new()
                .max_connections(10)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            Ok(Db {
                pool: Pool::Postgres(pool),
            })
        } else {
            Err(Error::UnsupportedUrl(url.to_string()))
        }
    }

    /// The engine behind this pool.
    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// Answers when the database does (a `SELECT 1`); used by `/readyz`.
    pub async fn ping(&self) -> Result<()> {
        with_pool!(self, pool => {
            sqlx::query("SELECT 1").execute(pool).await?;
        });
        Ok(())
    }

    /// Whether the database takes a write now: rewrites the catalogue version with its own value in
    /// a transaction (changes nothing, but needs the write lock, the journal and the disk, so a
    /// full disk, a read-only database or a held lock fail it).
    pub async fn write_probe(&self) -> Result<()> {
        with_pool!(self, pool => {
            sqlx::query("UPDATE catalog_version SET version = version WHERE id = 1")
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Runs one SQL statement as it is (schema maintenance and test set-up; never with user input).
    pub async fn execute_raw(&self, sql: &str) -> Result<()> {
        with_pool!(self, pool => {
            sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_string())).execute(pool).await?;
        });
        Ok(())
    }

    /// Closes every connection (on shutdown).
    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await)
    }

    /// The catalogue version: bumped by every write that changes the catalogue.
    pub async fn catalog_version(&self) -> Result<i64> {
        let v: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT version FROM catalog_version WHERE id = 1").fetch_one(pool).await?);
        Ok(v)
    }

    /// How many stores there are.
    pub async fn store_count(&self) -> Result<i64> {
        let n: i64 = with_pool!(self, pool => sqlx::query_scalar("SELECT COUNT(*) FROM stores").fetch_one(pool).await?);
        Ok(n)
    }
}
