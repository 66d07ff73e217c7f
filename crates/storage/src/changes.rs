//! The change log: every write that changes the catalogue bumps `catalog_version` and records, in
//! `catalog_changes`, what it changed. A running instance brings its in-memory snapshot up to date
//! by re-reading the stores changed since its version ([`Db::changes_since`]) instead of reloading
//! the whole catalogue; it reloads only when the log cannot tell it what changed.

use crate::Result;
use crate::db::{Db, with_pool};

/// What one write changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The store with this id was written or deleted.
    Store(i64),
    /// Hotspots, categories, guides or events changed: reload those tables.
    Reference,
    /// Anything else (states, regions, more stores than are worth listing): reload everything.
    Catalog,
}

/// What changed since a version, as [`Db::changes_since`] reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Changes {
    /// Nothing: the version is current.
    None,
    /// Re-read these stores (one that is gone was deleted) and, when `reference`, the reference data.
    Delta {
        /// The version these changes bring the reader to.
        version: i64,
        /// Ids of the stores written or deleted, each once, ascending.
        stores: Vec<i64>,
        /// Whether hotspots, categories, guides or events changed.
        reference: bool,
    },
    /// Reload the whole catalogue: the log says so, or it no longer reaches back that far.
    Reload {
        /// The version a reload started now would bring the reader to (at least).
        version: i64,
    },
}

/// A write changing more stores than this logs one [`Change::Catalog`] instead of each store (a
/// reader then reloads, which is cheaper than re-reading that many stores one by one).
pub(crate) const MAX_LOGGED_STORES: usize = 2_000;

/// Versions of the log kept; an instance further behind than this reloads.
pub(crate) const KEEP_VERSIONS: i64 = 20_000;

/// Every this many versions a write prunes the log (pruning on every write would cost each one a
/// round trip for nothing).
pub(crate) const PRUNE_EVERY: i64 = 100;

/// The log rows a reader takes at most before it reloads instead.
const MAX_REPLAYED_ROWS: i64 = 5_000;

/// The kind column of a change, and its store id.
pub(crate) fn row_of(change: &Change) -> (&'static str, Option<i64>) {
    match change {
        Change::Store(id) => ("store", Some(*id)),
        Change::Reference => ("reference", None),
        Change::Catalog => ("catalog", None),
    }
}

/// The store changes of a write, or one [`Change::Catalog`] when they are too many to list.
pub(crate) fn store_changes(ids: impl ExactSizeIterator<Item = i64>) -> Vec<Change> {
    if ids.len() > MAX_LOGGED_STORES {
        vec![Change::Catalog]
    } else {
        ids.map(Change::Store).collect()
    }
}

/// Bumps `catalog_version` inside a transaction and logs `changes` under the new version (at least
/// one row, so the logged versions stay contiguous), pruning rows older than [`KEEP_VERSIONS`] now
/// and then.
///
/// PostgreSQL: the `UPDATE` locks the version row until the transaction ends, so versions commit in
/// order and a reader that sees version N also sees every change up to N.
macro_rules! record_changes {
    ($conn:expr, $changes:expr) => {{
        let changes: &[$crate::changes::Change] = $changes;
        let fallback = [$crate::changes::Change::Catalog];
        let changes = if changes.is_empty() {
            &fallback[..]
        } else {
            changes
        };
        let version: i64 = sqlx::query_scalar(
            "UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version",
        )
        .fetch_one(&mut *$conn)
        .await?;
        for chunk in changes.chunks(500) {
            let mut b =
                sqlx::QueryBuilder::new("INSERT INTO catalog_changes (version, kind, store_id) ");
            b.push_values(chunk, |mut r, c| {
                let (kind, id) = $crate::changes::row_of(c);
                r.push_bind(version).push_bind(kind).push_bind(id);
            });
            b.build().execute(&mut *$conn).await?;
        }
        if version % $crate::changes::PRUNE_EVERY == 0 {
            sqlx::query("DELETE FROM catalog_changes WHERE version <= $1")
                .bind(version - $crate::changes::KEEP_VERSIONS)
                .execute(&mut *$conn)
                .await?;
        }
        version
    }};
}
pub(crate) use record_changes;

impl Db {
    /// What changed after `version`: the current version and the log after `version`, read in one
    /// statement, so consistently (every change up to a committed version has committed too, as
    /// versions commit in order).
    pub async fn changes_since(&self, version: i64) -> Result<Changes> {
        type Row = (i64, Option<i64>, Option<String>, Option<i64>);
        let rows: Vec<Row> = with_pool!(self, pool =>
            sqlx::query_as(
                "SELECT v.version, c.version, c.kind, c.store_id FROM catalog_version v \
                 LEFT JOIN (SELECT version, kind, store_id FROM catalog_changes WHERE version > $1 \
                 ORDER BY version LIMIT $2) c ON c.version <= v.version \
                 WHERE v.id = 1 ORDER BY c.version",
            )
            .bind(version)
            .bind(MAX_REPLAYED_ROWS + 1)
            .fetch_all(pool)
            .await?);
        let Some(current) = rows.first().map(|r| r.0) else {
            return Err(crate::Error::NotFound);
        };
        if current == version {
            return Ok(Changes::None);
        }
        if current < version {
            // The database went back (restored, or recreated): only a reload is right.
            return Ok(Changes::Reload { version: current });
        }
        let log: Vec<(i64, String, Option<i64>)> = rows
            .into_iter()
            .filter_map(|(_, v, kind, id)| Some((v?, kind?, id)))
            .collect();
        Ok(replay(version, current, &log))
    }
}

/// Turns the log rows after `from` (up to `current`) into what a reader must do.
fn replay(from: i64, current: i64, rows: &[(i64, String, Option<i64>)]) -> Changes {
    let reload = Changes::Reload { version: current };
    if rows.len() as i64 > MAX_REPLAYED_ROWS {
        return reload;
    }
    let mut expected = from + 1;
    let mut stores = Vec::new();
    let mut reference = false;
    for (v, kind, id) in rows {
        // Contiguous versions: a gap means pruned rows or a write from before the log existed.
        if *v == expected {
            expected += 1;
        } else if *v != expected - 1 {
            return reload;
        }
        match (kind.as_str(), id) {
            ("store", Some(id)) => stores.push(*id),
            ("reference", _) => reference = true,
            _ => return reload,
        }
    }
    if expected != current + 1 {
        return reload;
    }
    stores.sort_unstable();
    stores.dedup();
    Changes::Delta {
        version: current,
        stores,
        reference,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(list: &[(i64, &str, Option<i64>)]) -> Vec<(i64, String, Option<i64>)> {
        list.iter()
            .map(|(v, k, id)| (*v, k.to_string(), *id))
            .collect()
    }

    #[test]
    fn contiguous_store_changes_replay() {
        let r = rows(&[
            (5, "store", Some(9)),
            (5, "store", Some(3)),
            (6, "store", Some(9)),
            (7, "reference", None),
        ]);
        assert_eq!(
            replay(4, 7, &r),
            Changes::Delta {
                version: 7,
                stores: vec![3, 9],
                reference: true
            }
        );
    }

    #[test]
    fn gaps_and_catalog_rows_reload() {
        let gap = rows(&[(5, "store", Some(1)), (7, "store", Some(2))]);
        assert_eq!(replay(4, 7, &gap), Changes::Reload { version: 7 });
        let short = rows(&[(5, "store", Some(1))]);
        assert_eq!(replay(4, 6, &short), Changes::Reload { version: 6 });
        let late_start = rows(&[(6, "store", Some(1))]);
        assert_eq!(replay(4, 6, &late_start), Changes::Reload { version: 6 });
        let catalog = rows(&[(5, "store", Some(1)), (6, "catalog", None)]);
        assert_eq!(replay(4, 6, &catalog), Changes::Reload { version: 6 });
        assert_eq!(replay(4, 6, &[]), Changes::Reload { version: 6 });
    }

    #[test]
    fn many_stores_log_one_catalog_change() {
        assert_eq!(
            store_changes(vec![1; MAX_LOGGED_STORES + 1].into_iter()),
            [Change::Catalog]
        );
        assert_eq!(
            store_changes([4, 2].into_iter()),
            [Change::Store(4), Change::Store(2)]
        );
    }
}
