//! Persistence of the antique store directory.
//!
//! One type, [`Db`], over two backends chosen from the URL prefix: SQLite (`sqlite:`; the default,
//! embedded, zero set-up) and PostgreSQL (`postgres://`; production and scale-out). Both run the same
//! schema (`migrations/sqlite` and `migrations/postgres` are kept in step) and the same SQL, so they
//! behave identically; the tests run every case on both.
//!
//! Writes are idempotent upserts: a store is found by `source` + `source_id` when it has one, else by
//! `slug`, and is rewritten only when its content hash changed, so `updated_at` moves only when
//! something did. Every write that changes the catalogue bumps `catalog_version` and logs what it
//! changed in `catalog_changes`; readers poll it and apply those changes to their in-memory snapshot.

mod accounts;
mod backup;
mod catalog;
mod changes;
mod db;
mod editorial;
mod error;
mod forms;
mod history;
mod migrate;
mod records;
mod stores;

pub use accounts::{
    ABSOLUTE_TIMEOUT, IDLE_TIMEOUT, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS, Role, Session, User,
    decoy_hash, hash_password, new_token, password_problem, verify_password,
};
pub use backup::TableCounts;
pub use catalog::CatalogReport;
pub use changes::{Change, Changes};
pub use db::{Backend, Db, sqlite_file};
pub use editorial::{CandidateStore, StoreCounts, StoreQuery, StoreRow};
pub use error::Error;
pub use forms::{FormKind, FormRecord, SignupRecord, review};
pub use history::{Edit, Revision, action, entity};
pub use records::{Record, RecordKind, RecordWrite, Removal};
pub use stores::{StoreOutcome, WriteReport, document_id_for};

/// Which rows of a list to read: skip `offset`, then at most `limit` (every row when `limit` is
/// `i64::MAX`, which both backends take as "no limit").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    pub offset: i64,
    pub limit: i64,
}

impl Window {
    /// Every row.
    pub const ALL: Window = Window {
        offset: 0,
        limit: i64::MAX,
    };

    /// Page `page` (from 1) of `size` rows.
    pub fn page(page: u32, size: u32) -> Window {
        Window {
            offset: i64::from(page.saturating_sub(1)) * i64::from(size),
            limit: i64::from(size),
        }
    }
}

/// Result type of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
