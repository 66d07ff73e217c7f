//! The reference data (regions, states, hotspots, categories, guides, events) and whole catalogues.

use antiques_model::{Catalog, Category, Event, Guide, Region, State};

use crate::Result;
use crate::changes::{Change, record_changes};
use crate::db::{Db, to_micros, with_pool};
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
            for row in sqlx::query("SELECT slug, name, description FROM categories ORDER BY position, slug").fetch_all(pool).await? {
                c.categories.push(Category { slug: row.try_get("slug")?, name: row.try_get("name")?, description: row.try_get("description")? });
            }
            for row in sqlx::query(
                "SELECT slug, title, summary, body, cover_url, cover_alt, author, tags, published_at, updated_at \
                 FROM guides ORDER BY published_at DESC, slug",
            )
            .fetch_all(pool)
            .await?
            {
                let tags: String = row.try_get("tags")?;
                c.guides.push(Guide {
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
                });
            }
            for row in sqlx::query(
                "SELECT slug, title, description, start_date, end_date, venue, city, state, hotspot, url \
                 FROM events ORDER BY start_date, slug",
            )
            .fetch_all(pool)
            .await?
            {
                c.events.push(Event {
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
                });
            }
        });
        Ok(c)
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
            let mut tx = pool.begin().await?;
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
                sqlx::query(
                    "INSERT INTO hotspots (slug, name, state, latitude, longitude, description, best_time_to_visit, radius_km, position) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, state = excluded.state, latitude = excluded.latitude, \
                     longitude = excluded.longitude, description = excluded.description, \
                     best_time_to_visit = excluded.best_time_to_visit, radius_km = excluded.radius_km",
                )
                .bind(&h.slug).bind(&h.name).bind(&h.state).bind(h.latitude).bind(h.longitude)
                .bind(&h.description).bind(&h.best_time_to_visit).bind(h.radius_km).bind(pos as i64)
                .execute(&mut *tx).await?;
                changed += 1;
                hotspots_changed = true;
            }
            for (pos, k) in c.categories.iter().enumerate() {
                if old.categories.contains(k) {
                    continue;
                }
                sqlx::query(
                    "INSERT INTO categories (slug, name, description, position) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, description = excluded.description",
                )
                .bind(&k.slug).bind(&k.name).bind(&k.description).bind(pos as i64)
                .execute(&mut *tx).await?;
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
                sqlx::query(
                    "INSERT INTO guides (slug, title, summary, body, cover_url, cover_alt, author, tags, published_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, body = excluded.body, \
                     cover_url = excluded.cover_url, cover_alt = excluded.cover_alt, author = excluded.author, \
                     tags = excluded.tags, published_at = excluded.published_at, updated_at = excluded.updated_at",
                )
                .bind(&g.slug).bind(&g.title).bind(&g.summary).bind(&g.body).bind(&g.cover_url).bind(&g.cover_alt)
                .bind(&g.author).bind(serde_json::to_string(&g.tags)?).bind(g.published_at).bind(g.updated_at)
                .execute(&mut *tx).await?;
                changed += 1;
            }
            for e in &c.events {
                if old.events.contains(e) {
                    continue;
                }
                sqlx::query(
                    "INSERT INTO events (slug, title, description, start_date, end_date, venue, city, state, hotspot, url) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
                     ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description, \
                     start_date = excluded.start_date, end_date = excluded.end_date, venue = excluded.venue, \
                     city = excluded.city, state = excluded.state, hotspot = excluded.hotspot, url = excluded.url",
                )
                .bind(&e.slug).bind(&e.title).bind(&e.description).bind(e.start_date).bind(e.end_date)
                .bind(&e.venue).bind(&e.city).bind(&e.state).bind(&e.hotspot).bind(&e.url)
                .execute(&mut *tx).await?;
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
