//! Editorial writes of the reference records (buying guides, events, hotspot towns, categories), one
//! record at a time. Each write is checked against the version the editor read, recorded in the
//! record's history in the same transaction, and brings along what depends on it: when a hotspot
//! town is added, moved or removed, the stores around it get their nearest town again; when a
//! category is renamed or removed, the stores in it are rewritten; a removed town's events lose
//! their link to it.
//!
//! Slugs are fixed once a record exists: they are the addresses of public pages and the keys stores
//! and events refer to, so a rename changes the name, never the address.

use antiques_model::{Category, Event, Guide, Hotspot};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::changes::{Change, record_changes};
use crate::db::{BeginWrite, Db, now, to_micros, with_pool};
use crate::history::{Edit, NewRevision, action, entity, insert_revision};
use crate::{Error, Result};

/// The kinds of reference record the console edits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordKind {
    /// A buying guide.
    Guide,
    /// An antique show, fair or market.
    Event,
    /// A famous antique town.
    Hotspot,
    /// A category of antiques.
    Category,
}

impl RecordKind {
    /// The [`entity`] its revisions are recorded under.
    pub fn entity(self) -> &'static str {
        match self {
            RecordKind::Guide => entity::GUIDE,
            RecordKind::Event => entity::EVENT,
            RecordKind::Hotspot => entity::HOTSPOT,
            RecordKind::Category => entity::CATEGORY,
        }
    }

    /// What people call one, for messages.
    pub fn noun(self) -> &'static str {
        match self {
            RecordKind::Guide => "guide",
            RecordKind::Event => "event",
            RecordKind::Hotspot => "hotspot town",
            RecordKind::Category => "category",
        }
    }

    fn table(self) -> &'static str {
        match self {
            RecordKind::Guide => "guides",
            RecordKind::Event => "events",
            RecordKind::Hotspot => "hotspots",
            RecordKind::Category => "categories",
        }
    }
}

/// One reference record.
#[derive(Debug, Clone, PartialEq)]
pub enum Record {
    Guide(Guide),
    Event(Event),
    Hotspot(Hotspot),
    Category(Category),
}

impl Record {
    /// Its kind.
    pub fn kind(&self) -> RecordKind {
        match self {
            Record::Guide(_) => RecordKind::Guide,
            Record::Event(_) => RecordKind::Event,
            Record::Hotspot(_) => RecordKind::Hotspot,
            Record::Category(_) => RecordKind::Category,
        }
    }

    /// Its key: the address of its page.
    pub fn slug(&self) -> &str {
        match self {
            Record::Guide(g) => &g.slug,
            Record::Event(e) => &e.slug,
            Record::Hotspot(h) => &h.slug,
            Record::Category(c) => &c.slug,
        }
    }

    /// The record as its history keeps it and the API sends it.
    pub fn to_json(&self) -> Result<Value> {
        Ok(match self {
            Record::Guide(g) => serde_json::to_value(g)?,
            Record::Event(e) => serde_json::to_value(e)?,
            Record::Hotspot(h) => serde_json::to_value(h)?,
            Record::Category(c) => serde_json::to_value(c)?,
        })
    }

    /// A record of `kind` from its JSON (a version in its history).
    pub fn from_json(kind: RecordKind, value: Value) -> Result<Record> {
        Ok(match kind {
            RecordKind::Guide => Record::Guide(serde_json::from_value(value)?),
            RecordKind::Event => Record::Event(serde_json::from_value(value)?),
            RecordKind::Hotspot => Record::Hotspot(serde_json::from_value(value)?),
            RecordKind::Category => Record::Category(serde_json::from_value(value)?),
        })
    }

    /// A fingerprint of its content: what an editor read, checked again when they save.
    pub fn version(&self) -> Result<String> {
        let text = self.to_json()?.to_string();
        Ok(hex::encode(&Sha256::digest(text.as_bytes())[..12]))
    }

    /// The record as storage keeps it: times to the microsecond (what both databases hold).
    fn stored(mut self) -> Record {
        if let Record::Guide(g) = &mut self {
            g.published_at = to_micros(g.published_at);
            g.updated_at = to_micros(g.updated_at);
        }
        self
    }
}

/// How a record is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordWrite {
    /// A new record: refused when its slug is taken.
    Create,
    /// A change to an existing record.
    Update,
    /// A version from its history written back (the record is created again if it was deleted).
    Restore,
}

/// Reads one record of any kind from a row of its table.
macro_rules! record_from_row {
    ($kind:expr, $row:expr) => {{
        use sqlx::Row;
        let row = $row;
        match $kind {
            RecordKind::Guide => {
                let tags: String = row.try_get("tags")?;
                Record::Guide(Guide {
                    slug: row.try_get("slug")?,
                    title: row.try_get("title")?,
                    summary: row.try_get("summary")?,
                    body: row.try_get("body")?,
                    cover_url: row.try_get("cover_url")?,
                    cover_alt: row.try_get("cover_alt")?,
                    author: row.try_get("author")?,
                    tags: serde_json::from_str(&tags)?,
                    published_at: row.try_get("published_at")?,
                    updated_at: row.try_get("updated_at")?,
                    draft: row.try_get("draft")?,
                })
            }
            RecordKind::Event => Record::Event(Event {
                slug: row.try_get("slug")?,
                title: row.try_get("title")?,
                description: row.try_get("description")?,
                start_date: row.try_get("start_date")?,
                end_date: row.try_get("end_date")?,
                venue: row.try_get("venue")?,
                city: row.try_get("city")?,
                state: row.try_get("state")?,
                hotspot: row.try_get("hotspot")?,
                url: row.try_get("url")?,
            }),
            RecordKind::Hotspot => Record::Hotspot(Hotspot {
                slug: row.try_get("slug")?,
                name: row.try_get("name")?,
                state: row.try_get("state")?,
                latitude: row.try_get("latitude")?,
                longitude: row.try_get("longitude")?,
                description: row.try_get("description")?,
                best_time_to_visit: row.try_get("best_time_to_visit")?,
                radius_km: row.try_get("radius_km")?,
            }),
            RecordKind::Category => Record::Category(Category {
                slug: row.try_get("slug")?,
                name: row.try_get("name")?,
                description: row.try_get("description")?,
            }),
        }
    }};
}

/// The `SELECT … FROM table` of a kind, in the order the catalogue lists it.
pub(crate) fn select_all(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::Guide => {
            "SELECT slug, title, summary, body, cover_url, cover_alt, author, tags, published_at, updated_at, draft \
             FROM guides ORDER BY published_at DESC, slug"
        }
        RecordKind::Event => {
            "SELECT slug, title, description, start_date, end_date, venue, city, state, hotspot, url \
             FROM events ORDER BY start_date, slug"
        }
        RecordKind::Hotspot => {
            "SELECT slug, name, state, latitude, longitude, description, best_time_to_visit, radius_km \
             FROM hotspots ORDER BY position, slug"
        }
        RecordKind::Category => {
            "SELECT slug, name, description FROM categories ORDER BY position, slug"
        }
    }
}

/// The same columns, of one row by slug.
fn select_one(kind: RecordKind) -> String {
    let all = select_all(kind);
    let from = all.find(" ORDER BY").unwrap_or(all.len());
    format!("{} WHERE slug = $1", &all[..from])
}

/// Inserts a record or overwrites the one with its slug (a new hotspot or category goes last in
/// the catalogue's order: `$position`).
macro_rules! upsert_record {
    ($conn:expr, $record:expr, $position:expr) => {{
        let record: &Record = $record;
        let position: i64 = $position;
        match record {
            Record::Guide(g) => {
                sqlx::query(
                    "INSERT INTO guides (slug, title, summary, body, cover_url, cover_alt, author, tags, published_at, updated_at, draft) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
                     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, body = excluded.body, \
                     cover_url = excluded.cover_url, cover_alt = excluded.cover_alt, author = excluded.author, \
                     tags = excluded.tags, published_at = excluded.published_at, updated_at = excluded.updated_at, draft = excluded.draft",
                )
                .bind(&g.slug).bind(&g.title).bind(&g.summary).bind(&g.body).bind(&g.cover_url).bind(&g.cover_alt)
                .bind(&g.author).bind(serde_json::to_string(&g.tags)?).bind(g.published_at).bind(g.updated_at).bind(g.draft)
                .execute(&mut *$conn).await?;
            }
            Record::Event(e) => {
                sqlx::query(
                    "INSERT INTO events (slug, title, description, start_date, end_date, venue, city, state, hotspot, url) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description, \
                     start_date = excluded.start_date, end_date = excluded.end_date, venue = excluded.venue, \
                     city = excluded.city, state = excluded.state, hotspot = excluded.hotspot, url = excluded.url",
                )
                .bind(&e.slug).bind(&e.title).bind(&e.description).bind(e.start_date).bind(e.end_date)
                .bind(&e.venue).bind(&e.city).bind(&e.state).bind(&e.hotspot).bind(&e.url)
                .execute(&mut *$conn).await?;
            }
            Record::Hotspot(h) => {
                sqlx::query(
                    "INSERT INTO hotspots (slug, name, state, latitude, longitude, description, best_time_to_visit, radius_km, position) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, state = excluded.state, latitude = excluded.latitude, \
                     longitude = excluded.longitude, description = excluded.description, \
                     best_time_to_visit = excluded.best_time_to_visit, radius_km = excluded.radius_km",
                )
                .bind(&h.slug).bind(&h.name).bind(&h.state).bind(h.latitude).bind(h.longitude)
                .bind(&h.description).bind(&h.best_time_to_visit).bind(h.radius_km).bind(position)
                .execute(&mut *$conn).await?;
            }
            Record::Category(k) => {
                sqlx::query(
                    "INSERT INTO categories (slug, name, description, position) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description",
                )
                .bind(&k.slug).bind(&k.name).bind(&k.description).bind(position)
                .execute(&mut *$conn).await?;
            }
        }
    }};
}
pub(crate) use upsert_record;

/// What removing a record took along with it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Removal {
    /// Events that took place in a removed hotspot town (they keep their city, lose the link).
    pub events_unlinked: usize,
    /// Stores a removed category was taken off, or that moved to another hotspot town.
    pub stores_rewritten: usize,
}

impl Db {
    /// Every record of `kind` in the catalogue's order (guides newest first, events by date),
    /// drafts included.
    pub async fn records(&self, kind: RecordKind) -> Result<Vec<Record>> {
        let mut out = Vec::new();
        with_pool!(self, pool => {
            for row in sqlx::query(select_all(kind)).fetch_all(pool).await? {
                out.push(record_from_row!(kind, &row));
            }
        });
        Ok(out)
    }

    /// One record by slug ([`Error::NotFound`] when there is none).
    pub async fn record(&self, kind: RecordKind, slug: &str) -> Result<Record> {
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(select_one(kind)))
                .bind(slug)
                .fetch_one(pool)
                .await?;
            record_from_row!(kind, &row)
        }))
    }

    /// How many stores are in category `slug`.
    pub async fn category_store_count(&self, slug: &str) -> Result<u64> {
        let n: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT COUNT(*) FROM store_categories WHERE category_slug = $1")
                .bind(slug).fetch_one(pool).await?);
        Ok(n.max(0) as u64)
    }

    /// How many stores have hotspot town `slug` as their nearest.
    pub async fn hotspot_store_count(&self, slug: &str) -> Result<u64> {
        let n: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT COUNT(*) FROM stores WHERE nearest_hotspot_slug = $1")
                .bind(slug).fetch_one(pool).await?);
        Ok(n.max(0) as u64)
    }

    /// How many events take place in hotspot town `slug`.
    pub async fn hotspot_event_count(&self, slug: &str) -> Result<u64> {
        let n: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE hotspot = $1")
                .bind(slug).fetch_one(pool).await?);
        Ok(n.max(0) as u64)
    }

    /// Writes `record` by `edit.actor`. `expected` is the [`Record::version`] the editor read: when
    /// the record has changed since, nothing is written ([`Error::Stale`]). A guide's `updatedAt`
    /// becomes now when its content changes. Returns the record as stored; an unchanged record is
    /// not written and records no revision.
    pub async fn save_record(
        &self,
        record: Record,
        how: RecordWrite,
        expected: Option<&str>,
        edit: &Edit,
    ) -> Result<Record> {
        let kind = record.kind();
        let slug = record.slug().to_string();
        let mut record = record.stored();
        let written = with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            let before = match sqlx::query(sqlx::AssertSqlSafe(select_one(kind)))
                .bind(&slug)
                .fetch_optional(&mut *tx)
                .await?
            {
                Some(row) => Some(record_from_row!(kind, &row)),
                None => None,
            };
            match (&before, how) {
                (Some(_), RecordWrite::Create) => {
                    return Err(Error::Conflict(format!(
                        "A {} with the address {slug:?} exists already: choose another",
                        kind.noun()
                    )));
                }
                (None, RecordWrite::Update) => return Err(Error::NotFound),
                _ => {}
            }
            if let (Some(before), Some(expected)) = (&before, expected)
                && before.version()? != expected
            {
                return Err(Error::Stale(format!("{} {slug}", kind.noun())));
            }
            if let Record::Guide(g) = &mut record {
                g.updated_at = match &before {
                    Some(Record::Guide(old)) if Guide { updated_at: old.updated_at, ..g.clone() } == *old => {
                        old.updated_at
                    }
                    _ => now(),
                };
            }
            if before.as_ref() == Some(&record) {
                tx.rollback().await?;
                false
            } else {
                let position: i64 = match kind {
                    RecordKind::Hotspot | RecordKind::Category => {
                        sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                            "SELECT CAST(COALESCE(MAX(position), -1) + 1 AS BIGINT) FROM {}",
                            kind.table()
                        )))
                        .fetch_one(&mut *tx)
                        .await?
                    }
                    // Guides and events are ordered by their dates.
                    RecordKind::Guide | RecordKind::Event => 0,
                };
                upsert_record!(tx, &record, position);
                let revision = NewRevision {
                    entity: kind.entity(),
                    entity_key: slug.clone(),
                    action: match (how, &before) {
                        (RecordWrite::Restore, _) => action::RESTORE,
                        (_, None) => action::CREATE,
                        (_, Some(_)) => action::UPDATE,
                    },
                    actor: edit.actor.clone(),
                    at: now(),
                    before: before.as_ref().map(Record::to_json).transpose()?,
                    after: Some(record.to_json()?),
                };
                insert_revision!(&mut *tx, &revision);
                record_changes!(tx, &[Change::Reference]);
                tx.commit().await?;
                true
            }
        });
        // What depends on the record follows it (and catches up after an interrupted write: these
        // only rewrite stores that disagree with the reference data).
        match &record {
            Record::Hotspot(_) if written => {
                self.reassign_nearest_hotspots().await?;
            }
            Record::Category(k) => {
                self.rename_category_in_stores(&k.slug, &k.name).await?;
            }
            _ => {}
        }
        Ok(record)
    }

    /// Removes record `slug` of `kind` by `edit.actor` (refused as [`Error::Stale`] when it changed
    /// since the editor read `expected`). A category is first taken off its stores; a hotspot
    /// town's events keep their city but lose the link, and its stores move to their next nearest
    /// town.
    pub async fn delete_record(
        &self,
        kind: RecordKind,
        slug: &str,
        expected: Option<&str>,
        edit: &Edit,
    ) -> Result<Removal> {
        let before = self.record(kind, slug).await?;
        if expected.is_some_and(|v| before.version().ok().as_deref() != Some(v)) {
            return Err(Error::Stale(format!("{} {slug}", kind.noun())));
        }
        let mut removal = Removal::default();
        if kind == RecordKind::Category {
            removal.stores_rewritten = self.remove_category_from_stores(slug).await?;
        }
        let at = now();
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            let current = match sqlx::query(sqlx::AssertSqlSafe(select_one(kind)))
                .bind(slug)
                .fetch_optional(&mut *tx)
                .await?
            {
                Some(row) => record_from_row!(kind, &row),
                None => return Err(Error::NotFound),
            };
            if current != before {
                return Err(Error::Stale(format!("{} {slug}", kind.noun())));
            }
            if kind == RecordKind::Hotspot {
                let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                    "{} WHERE hotspot = $1 ORDER BY start_date, slug",
                    select_all(RecordKind::Event).split(" ORDER BY").next().unwrap_or_default()
                )))
                .bind(slug)
                .fetch_all(&mut *tx)
                .await?;
                for row in &rows {
                    let Record::Event(event) = record_from_row!(RecordKind::Event, row) else {
                        continue;
                    };
                    let unlinked = Event { hotspot: None, ..event.clone() };
                    sqlx::query("UPDATE events SET hotspot = NULL WHERE slug = $1")
                        .bind(&event.slug)
                        .execute(&mut *tx)
                        .await?;
                    let revision = NewRevision {
                        entity: entity::EVENT,
                        entity_key: event.slug.clone(),
                        action: action::UPDATE,
                        actor: edit.actor.clone(),
                        at,
                        before: Some(serde_json::to_value(&event)?),
                        after: Some(serde_json::to_value(&unlinked)?),
                    };
                    insert_revision!(&mut *tx, &revision);
                    removal.events_unlinked += 1;
                }
            }
            sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {} WHERE slug = $1", kind.table())))
                .bind(slug)
                .execute(&mut *tx)
                .await?;
            let revision = NewRevision {
                entity: kind.entity(),
                entity_key: slug.to_string(),
                action: action::DELETE,
                actor: edit.actor.clone(),
                at,
                before: Some(before.to_json()?),
                after: None,
            };
            insert_revision!(&mut *tx, &revision);
            record_changes!(tx, &[Change::Reference]);
            tx.commit().await?;
        });
        if kind == RecordKind::Hotspot {
            removal.stores_rewritten = self.reassign_nearest_hotspots().await?;
        }
        Ok(removal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_row_is_read_with_the_columns_of_the_list() {
        assert_eq!(
            select_one(RecordKind::Category),
            "SELECT slug, name, description FROM categories WHERE slug = $1"
        );
    }

    #[test]
    fn the_version_follows_the_content() {
        let k = |name: &str| {
            Record::Category(Category {
                slug: "clocks".into(),
                name: name.into(),
                description: String::new(),
            })
        };
        assert_eq!(
            k("Clocks").version().unwrap(),
            k("Clocks").version().unwrap()
        );
        assert_ne!(
            k("Clocks").version().unwrap(),
            k("Clocks & watches").version().unwrap()
        );
        assert_eq!(k("Clocks").version().unwrap().len(), 24);
    }
}
