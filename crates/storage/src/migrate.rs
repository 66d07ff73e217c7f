//! Schema migrations, embedded in the binary: `migrations/<backend>/NNNN_name.sql`, applied in order,
//! each in its own transaction, recorded in `_antiques_migrations`.

use crate::Result;
use crate::db::Db;

/// One migration: its number, its name and the SQL of each backend.
struct Migration {
    version: i64,
    name: &'static str,
    sqlite: &'static str,
    postgres: &'static str,
}

const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "initial",
        sqlite: include_str!("../migrations/sqlite/0001_initial.sql"),
        postgres: include_str!("../migrations/postgres/0001_initial.sql"),
    },
    Migration {
        version: 2,
        name: "catalog_changes",
        sqlite: include_str!("../migrations/sqlite/0002_catalog_changes.sql"),
        postgres: include_str!("../migrations/postgres/0002_catalog_changes.sql"),
    },
    Migration {
        version: 3,
        name: "editorial",
        sqlite: include_str!("../migrations/sqlite/0003_editorial.sql"),
        postgres: include_str!("../migrations/postgres/0003_editorial.sql"),
    },
    Migration {
        version: 4,
        name: "review",
        sqlite: include_str!("../migrations/sqlite/0004_review.sql"),
        postgres: include_str!("../migrations/postgres/0004_review.sql"),
    },
    Migration {
        version: 5,
        name: "guide drafts",
        sqlite: include_str!("../migrations/sqlite/0005_guide_drafts.sql"),
        postgres: include_str!("../migrations/postgres/0005_guide_drafts.sql"),
    },
    Migration {
        version: 6,
        name: "record ids",
        sqlite: include_str!("../migrations/sqlite/0006_record_ids.sql"),
        postgres: include_str!("../migrations/postgres/0006_record_ids.sql"),
    },
    Migration {
        version: 7,
        name: "record id counters",
        sqlite: include_str!("../migrations/sqlite/0007_record_id_counters.sql"),
        postgres: include_str!("../migrations/postgres/0007_record_id_counters.sql"),
    },
    Migration {
        version: 8,
        name: "one csv source",
        sqlite: include_str!("../migrations/sqlite/0008_one_csv_source.sql"),
        postgres: include_str!("../migrations/postgres/0008_one_csv_source.sql"),
    },
];

/// Key of the PostgreSQL advisory lock that keeps two instances from migrating at once.
const PG_MIGRATION_LOCK: i64 = 0x616e_7469_7175_6573;

impl Db {
    /// Applies every migration not yet applied; returns how many ran. Safe to call on every start and
    /// from several instances at once (PostgreSQL takes an advisory lock; SQLite a write transaction).
    pub async fn migrate(&self) -> Result<usize> {
        let mut applied = 0;
        match &self.pool {
            crate::db::Pool::Sqlite(pool) => {
                let mut conn = pool.acquire().await?;
                sqlx::raw_sql(
                    "CREATE TABLE IF NOT EXISTS _antiques_migrations (version BIGINT PRIMARY KEY, \
                     name TEXT NOT NULL, applied_at TEXT NOT NULL)",
                )
                .execute(&mut *conn)
                .await?;
                for m in MIGRATIONS {
                    sqlx::raw_sql("BEGIN IMMEDIATE").execute(&mut *conn).await?;
                    let done: Option<i64> = sqlx::query_scalar(
                        "SELECT version FROM _antiques_migrations WHERE version = $1",
                    )
                    .bind(m.version)
                    .fetch_optional(&mut *conn)
                    .await?;
                    if done.is_some() {
                        sqlx::raw_sql("COMMIT").execute(&mut *conn).await?;
                        continue;
                    }
                    let result = async {
                        sqlx::raw_sql(m.sqlite).execute(&mut *conn).await?;
                        sqlx::query("INSERT INTO _antiques_migrations (version, name, applied_at) VALUES ($1, $2, $3)")
                            .bind(m.version)
                            .bind(m.name)
                            .bind(chrono::Utc::now())
                            .execute(&mut *conn)
                            .await?;
                        Ok::<_, sqlx::Error>(())
                    }
                    .await;
                    match result {
                        Ok(()) => sqlx::raw_sql("COMMIT").execute(&mut *conn).await?,
                        Err(e) => {
                            sqlx::raw_sql("ROLLBACK").execute(&mut *conn).await?;
                            return Err(e.into());
                        }
                    };
                    tracing::info!(version = m.version, name = m.name, "applied migration");
                    applied += 1;
                }
            }
            crate::db::Pool::Postgres(pool) => {
                let mut conn = pool.acquire().await?;
                sqlx::query("SELECT pg_advisory_lock($1)")
                    .bind(PG_MIGRATION_LOCK)
                    .execute(&mut *conn)
                    .await?;
                let result = async {
                    sqlx::raw_sql(
                        "CREATE TABLE IF NOT EXISTS _antiques_migrations (version BIGINT PRIMARY KEY, \
                         name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)",
                    )
                    .execute(&mut *conn)
                    .await?;
                    let mut applied = 0;
                    for m in MIGRATIONS {
                        let done: Option<i64> =
                            sqlx::query_scalar("SELECT version FROM _antiques_migrations WHERE version = $1")
                                .bind(m.version)
                                .fetch_optional(&mut *conn)
                                .await?;
                        if done.is_some() {
                            continue;
                        }
                        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                        sqlx::raw_sql(m.postgres).execute(&mut *tx).await?;
                        sqlx::query("INSERT INTO _antiques_migrations (version, name, applied_at) VALUES ($1, $2, $3)")
                            .bind(m.version)
                            .bind(m.name)
                            .bind(chrono::Utc::now())
                            .execute(&mut *tx)
                            .await?;
                        tx.commit().await?;
                        tracing::info!(version = m.version, name = m.name, "applied migration");
                        applied += 1;
                    }
                    Ok::<_, sqlx::Error>(applied)
                }
                .await;
                sqlx::query("SELECT pg_advisory_unlock($1)")
                    .bind(PG_MIGRATION_LOCK)
                    .execute(&mut *conn)
                    .await?;
                applied = result?;
            }
        }
        Ok(applied)
    }
}
