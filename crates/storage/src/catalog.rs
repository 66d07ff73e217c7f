//! The reference data (regions, states, hotspots, categories, guides, events) and whole catalogues.

use antiques_model::{Catalog, Guide, RecordIds, Region, State};

use crate::Result;
use crate::changes::{Change, record_changes};
use crate::db::{BeginWrite, Db, to_micros, with_pool};
use crate::records::{Record, RecordKind, upsert_record};
use crate::stores::WriteReport;

/// What a catalogue write did: reference rows changed, and the store report.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CatalogReport {
    /// Regions, states, hotspots, categories, guides and events inserted or changed.
    pub reference_changed: usize,
    /// What happened to the stores.
    pub stores: WriteReport,
}

impl Db {
    /// Everything but the stores and signups: regions, states, hotspots and categories in the order
    /// they were first written, guides newest first, events by start date.
    pub async fn load_reference(&self) -> Result<Catalog> {
        let mut c = Catalog {
            hotspots: self.hotspots().await?,
            ..Catalog::default()
        };
        with_pool!(self, pool => {
            use sqlx::Row;
            for row in sqlx::query("SELECT slug, name, description FROM regions ORDER BY position, slug").fetch_all(pool).await? {
                c.regions.push(Region { slug: row.try_get("slug")?, name: row.try_get("name")?, description: row.try_get("description")? });
            }
            for row in sqlx::query("SELECT code, name, slug, region FROM states ORDER BY position, code").fetch_all(pool).await? {
                c.states.push(State {
                    code: row.try_get("code")?,
                    name: row.try_get("name")?,
                    slug: row.try_get("slug")?,
                    region: row.try_get("region")?,
                });
            }
        });
        for record in self.records(RecordKind::Category).await? {
            if let Record::Category(k) = record {
                c.categories.push(k);
            }
        }
        for record in self.records(RecordKind::Guide).await? {
            if let Record::Guide(g) = record {
                c.guides.push(g);
            }
        }
        for record in self.records(RecordKind::Event).await? {
            if let Record::Event(e) = record {
                c.events.push(e);
            }
        }
        Ok(c)
    }

    /// The numeric id of every reference record.
    pub async fn record_ids(&self) -> Result<RecordIds> {
        let mut ids = RecordIds::default();
        for (table, key, map) in [
            ("regions", "slug", &mut ids.regions),
            ("states", "code", &mut ids.states),
            ("hotspots", "slug", &mut ids.hotspots),
            ("categories", "slug", &mut ids.categories),
            ("guides", "slug", &mut ids.guides),
            ("events", "slug", &mut ids.events),
        ] {
            let sql = format!("SELECT {key}, id FROM {table}");
            let rows: Vec<(String, i64)> = with_pool!(self, pool =>
                sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await?);
            map.extend(rows);
        }
        Ok(ids)
    }

    /// The whole catalogue: reference data and every store.
    pub async fn load_catalog(&self) -> Result<Catalog> {
        let mut c = self.load_reference().await?;
        c.stores = self.load_stores().await?;
        Ok(c)
    }

    /// Upserts the reference data of `catalog` (by slug or code; rows equal to the stored ones are not
    /// written) and then its stores (see [`Db::upsert_stores`]).
    pub async fn upsert_catalog(
        &self,
        catalog: &Catalog,
        progress: &(dyn Fn(usize) + Send + Sync),
    ) -> Result<(CatalogReport, Vec<crate::StoreOutcome>)> {
        let reference_changed = self.upsert_reference(catalog).await?;
        let (stores, outcomes) = self.upsert_stores(&catalog.stores, progress).await?;
        Ok((
            CatalogReport {
                reference_changed,
                stores,
            },
            outcomes,
        ))
    }

    /// Upserts regions, states, hotspots, categories, guides and events; returns how many changed.
    pub async fn upsert_reference(&self, c: &Catalog) -> Result<usize> {
        let old = self.load_reference().await?;
        let mut changed = 0usize;
        // States and regions shape every store's answer (state name, region): a change there makes
        // readers reload; the rest is reference data they re-read on its own.
        let mut store_shaping = false;
        let mut hotspots_changed = false;
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            for (pos, r) in c.regions.iter().enumerate() {
                if old.regions.contains(r) {
                    continue;
                }
                sqlx::query(
                    "INSERT INTO regions (slug, name, description, position) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description",
                )
                .bind(&r.slug).bind(&r.name).bind(&r.description).bind(pos as i64)
                .execute(&mut *tx).await?;
                changed += 1;
                store_shaping = true;
            }
            for (pos, s) in c.states.iter().enumerate() {
                if old.states.contains(s) {
                    continue;
                }
                sqlx::query(
                    "INSERT INTO states (code, name, slug, region, position) VALUES ($1, $2, $3, $4, $5) \
                     ON CONFLICT (code) DO UPDATE SET name = excluded.name, slug = excluded.slug, region = excluded.region",
                )
                .bind(&s.code).bind(&s.name).bind(&s.slug).bind(&s.region).bind(pos as i64)
                .execute(&mut *tx).await?;
                changed += 1;
                store_shaping = true;
            }
            for (pos, h) in c.hotspots.iter().enumerate() {
                if old.hotspots.contains(h) {
                    continue;
                }
                upsert_record!(tx, &Record::Hotspot(h.clone()), pos as i64);
                changed += 1;
                hotspots_changed = true;
            }
            for (pos, k) in c.categories.iter().enumerate() {
                if old.categories.contains(k) {
                    continue;
                }
                upsert_record!(tx, &Record::Category(k.clone()), pos as i64);
                changed += 1;
            }
            for g in &c.guides {
                let g = &Guide {
                    published_at: to_micros(g.published_at),
                    updated_at: to_micros(g.updated_at),
                    ..g.clone()
                };
                if old.guides.contains(g) {
                    continue;
                }
                upsert_record!(tx, &Record::Guide(g.clone()), 0);
                changed += 1;
            }
            for e in &c.events {
                if old.events.contains(e) {
                    continue;
                }
                upsert_record!(tx, &Record::Event(e.clone()), 0);
                changed += 1;
            }
            if changed > 0 {
                let change = if store_shaping { Change::Catalog } else { Change::Reference };
                record_changes!(tx, &[change]);
            }
            tx.commit().await?;
        });
        if hotspots_changed {
            self.reassign_nearest_hotspots().await?;
        }
        Ok(changed)
    }
}
