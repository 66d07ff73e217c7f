//! The editors' view of the stores: drafts included, read from the database (the public snapshot
//! holds published stores only), searched and filtered for the console.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use antiques_model::SAMPLE_SOURCE;

use crate::db::{Db, with_pool};
use crate::{Result, Window};

/// What the console's store list asks for. Empty fields do not filter.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StoreQuery {
    /// Words every one of which the name, city or state code contains (case-insensitive).
    pub text: String,
    /// A state code.
    pub state: Option<String>,
    /// A category slug.
    pub category: Option<String>,
    /// Only featured (true) or only not featured (false).
    pub featured: Option<bool>,
    /// Only verified or only unverified.
    pub verified: Option<bool>,
    /// Only drafts (true) or only published stores (false).
    pub draft: Option<bool>,
    /// Only the generated sample stores (true) or only real ones (false).
    pub sample: Option<bool>,
}

/// One row of the console's store list.
#[derive(Debug, Clone, PartialEq)]
pub struct StoreRow {
    /// Numeric id.
    pub id: i64,
    /// Stable id.
    pub document_id: String,
    /// Current slug.
    pub slug: String,
    /// Name.
    pub name: String,
    /// City.
    pub city: String,
    /// State code.
    pub state: String,
    /// Featured flag.
    pub featured: bool,
    /// Verified flag.
    pub verified: bool,
    /// When it was published; none for a draft.
    pub published_at: Option<DateTime<Utc>>,
    /// Last content change.
    pub updated_at: DateTime<Utc>,
    /// Where it came from (`seed` for the sample data, `admin`, `csv:…`).
    pub source: Option<String>,
}

/// Counts for the console's dashboard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StoreCounts {
    /// Stores the public site shows.
    pub published: i64,
    /// Stores kept as drafts.
    pub drafts: i64,
}

/// The columns of a [`StoreRow`], in a `SELECT`.
const STORE_ROW_COLUMNS: &str = "id, document_id, slug, name, city, state, featured, verified, published_at, updated_at, source";

/// A [`StoreRow`] from a row holding [`STORE_ROW_COLUMNS`].
macro_rules! store_row_from {
    ($row:expr) => {{
        use sqlx::Row;
        let row = $row;
        StoreRow {
            id: row.try_get("id")?,
            document_id: row.try_get("document_id")?,
            slug: row.try_get("slug")?,
            name: row.try_get("name")?,
            city: row.try_get("city")?,
            state: row.try_get("state")?,
            featured: row.try_get("featured")?,
            verified: row.try_get("verified")?,
            published_at: row.try_get("published_at")?,
            updated_at: row.try_get("updated_at")?,
            source: row.try_get("source")?,
        }
    }};
}

impl Db {
    /// The stores matching `q` in `window`, by name, and how many match in all.
    pub async fn editor_stores(
        &self,
        q: &StoreQuery,
        window: Window,
    ) -> Result<(Vec<StoreRow>, i64)> {
        // Every condition is a bound parameter; only the fixed SQL fragments are concatenated.
        let mut conditions: Vec<String> = Vec::new();
        let mut binds: Vec<Bind> = Vec::new();
        let next = |binds: &mut Vec<Bind>, b: Bind| {
            binds.push(b);
            format!("${}", binds.len())
        };
        for word in q.text.split_whitespace().take(8) {
            let p = next(
                &mut binds,
                Bind::Text(format!("%{}%", like_escape(&word.to_lowercase()))),
            );
            conditions.push(format!(
                "(LOWER(name) LIKE {p} ESCAPE '\\' OR LOWER(city) LIKE {p} ESCAPE '\\' OR LOWER(state) LIKE {p} ESCAPE '\\')"
            ));
        }
        if let Some(state) = &q.state {
            let p = next(&mut binds, Bind::Text(state.to_uppercase()));
            conditions.push(format!("state = {p}"));
        }
        if let Some(category) = &q.category {
            let p = next(&mut binds, Bind::Text(category.clone()));
            conditions.push(format!(
                "id IN (SELECT store_id FROM store_categories WHERE category_slug = {p})"
            ));
        }
        if let Some(f) = q.featured {
            let p = next(&mut binds, Bind::Bool(f));
            conditions.push(format!("featured = {p}"));
        }
        if let Some(v) = q.verified {
            let p = next(&mut binds, Bind::Bool(v));
            conditions.push(format!("verified = {p}"));
        }
        match q.draft {
            Some(true) => conditions.push("published_at IS NULL".into()),
            Some(false) => conditions.push("published_at IS NOT NULL".into()),
            None => {}
        }
        if let Some(sample) = q.sample {
            let p = next(&mut binds, Bind::Text(SAMPLE_SOURCE.into()));
            conditions.push(if sample {
                format!("source = {p}")
            } else {
                format!("(source IS NULL OR source <> {p})")
            });
        }
        let filter = if conditions.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", conditions.join(" AND "))
        };
        let Window { offset, limit } = window;
        let count_sql = format!("SELECT COUNT(*) FROM stores{filter}");
        let list_sql = format!(
            "SELECT {STORE_ROW_COLUMNS} FROM stores{filter} ORDER BY LOWER(name), id LIMIT {limit} OFFSET {offset}"
        );
        let mut rows = Vec::new();
        let total: i64 = with_pool!(self, pool => {
            let mut count = sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(count_sql));
            for b in &binds {
                count = match b {
                    Bind::Text(t) => count.bind(t.clone()),
                    Bind::Bool(v) => count.bind(*v),
                };
            }
            let total = count.fetch_one(pool).await?;
            let mut list = sqlx::query(sqlx::AssertSqlSafe(list_sql));
            for b in &binds {
                list = match b {
                    Bind::Text(t) => list.bind(t.clone()),
                    Bind::Bool(v) => list.bind(*v),
                };
            }
            for row in list.fetch_all(pool).await? {
                rows.push(store_row_from!(&row));
            }
            total
        });
        Ok((rows, total))
    }

    /// How many stores are published and how many are drafts.
    pub async fn store_counts(&self) -> Result<StoreCounts> {
        let (published, drafts): (i64, i64) = with_pool!(self, pool => sqlx::query_as(
            "SELECT COUNT(published_at), COUNT(*) - COUNT(published_at) FROM stores",
        )
        .fetch_one(pool)
        .await?);
        Ok(StoreCounts { published, drafts })
    }

    /// The id of the store a key names, drafts included: a numeric id, a `documentId`, a slug, or
    /// a slug the store had before it was renamed.
    pub async fn store_id_by_key(&self, key: &str) -> Result<Option<i64>> {
        let numeric = key.parse::<i64>().ok();
        let id: Option<i64> = with_pool!(self, pool => sqlx::query_scalar(
            "SELECT id FROM stores WHERE id = $1 OR document_id = $2 OR slug = $2 \
             UNION ALL SELECT store_id FROM store_redirects WHERE old_slug = $2 LIMIT 1",
        )
        .bind(numeric.unwrap_or(-1))
        .bind(key)
        .fetch_optional(pool)
        .await?);
        Ok(id)
    }

    /// The store a renamed store's old slug leads to, if `slug` is one.
    pub async fn redirected_store(&self, slug: &str) -> Result<Option<i64>> {
        let id: Option<i64> = with_pool!(self, pool => sqlx::query_scalar(
            "SELECT store_id FROM store_redirects WHERE old_slug = $1",
        )
        .bind(slug)
        .fetch_optional(pool)
        .await?);
        Ok(id)
    }

    /// Of these slugs, those a renamed store had, each with the id of the store it leads to.
    pub async fn redirected_stores(&self, slugs: &[String]) -> Result<HashMap<String, i64>> {
        let mut found = HashMap::new();
        for chunk in slugs.chunks(500) {
            let rows: Vec<(String, i64)> = with_pool!(self, pool => {
                let mut b = sqlx::QueryBuilder::new(
                    "SELECT old_slug, store_id FROM store_redirects WHERE old_slug IN (",
                );
                let mut list = b.separated(", ");
                for slug in chunk {
                    list.push_bind(slug.clone());
                }
                b.push(")");
                b.build_query_as().fetch_all(pool).await?
            });
            found.extend(rows);
        }
        Ok(found)
    }

    /// The old slugs that lead to store `id`.
    pub async fn old_slugs(&self, id: i64) -> Result<Vec<String>> {
        let slugs: Vec<String> = with_pool!(self, pool => sqlx::query_scalar(
            "SELECT old_slug FROM store_redirects WHERE store_id = $1 ORDER BY old_slug",
        )
        .bind(id)
        .fetch_all(pool)
        .await?);
        Ok(slugs)
    }
}

/// A store that may be the same business as a submission.
#[derive(Debug, Clone, PartialEq)]
pub struct CandidateStore {
    /// The store, as the console lists it.
    pub row: StoreRow,
    /// Its phone numbers and websites as stored (JSON text), to tell why it matches.
    pub phones: String,
    /// Its websites as stored (JSON text).
    pub websites: String,
}

impl Db {
    /// Stores (drafts included) in `state`, or whose stored phones contain `phone_digits`, or whose
    /// websites contain `host`: the candidates a submission's likely duplicates are chosen from.
    pub async fn duplicate_candidates(
        &self,
        state: &str,
        phone_digits: Option<&str>,
        host: Option<&str>,
    ) -> Result<Vec<CandidateStore>> {
        let phone = phone_digits.map(|d| format!("%{}%", like_escape(d)));
        let host = host.map(|h| format!("%{}%", like_escape(&h.to_lowercase())));
        let mut out = Vec::new();
        with_pool!(self, pool => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {STORE_ROW_COLUMNS}, phones, websites \
                 FROM stores WHERE state = $1 OR (CAST($2 AS TEXT) IS NOT NULL AND phones LIKE $2 ESCAPE '\\') \
                 OR (CAST($3 AS TEXT) IS NOT NULL AND LOWER(websites) LIKE $3 ESCAPE '\\')"
            )))
            .bind(state)
            .bind(phone)
            .bind(host)
            .fetch_all(pool)
            .await?;
            for row in rows {
                use sqlx::Row;
                out.push(CandidateStore {
                    row: store_row_from!(&row),
                    phones: row.try_get("phones")?,
                    websites: row.try_get("websites")?,
                });
            }
        });
        Ok(out)
    }

    /// One store as the console lists it, drafts included.
    pub async fn store_row(&self, id: i64) -> Result<StoreRow> {
        Ok(with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {STORE_ROW_COLUMNS} FROM stores WHERE id = $1")))
            .bind(id)
            .fetch_one(pool)
            .await?;
            store_row_from!(&row)
        }))
    }
}

enum Bind {
    Text(String),
    Bool(bool),
}

/// `LIKE` wildcards in typed text matched literally.
pub(crate) fn like_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The mean position of the stores with coordinates a filter picks, and how many they are.
const MEAN_POSITION: &str = "SELECT AVG(lat), AVG(lng), COUNT(*) FROM stores WHERE lat IS NOT NULL AND lng IS NOT NULL AND ";

fn mean_position(row: (Option<f64>, Option<f64>, i64)) -> Option<(f64, f64, u64)> {
    match row {
        (Some(lat), Some(lng), n) if n > 0 => Some((lat, lng, n as u64)),
        _ => None,
    }
}

impl Db {
    /// Where the stores with coordinates in ZIP code `zip` are on average, and how many they are.
    pub async fn zip_position(&self, zip: &str) -> Result<Option<(f64, f64, u64)>> {
        let row = with_pool!(self, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(format!("{MEAN_POSITION} zip = $1")))
                .bind(zip)
                .fetch_one(pool)
                .await?
        });
        Ok(mean_position(row))
    }

    /// Where the stores with coordinates in `city`, `state` are on average, and how many they are.
    pub async fn town_position(&self, city: &str, state: &str) -> Result<Option<(f64, f64, u64)>> {
        let row = with_pool!(self, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(format!("{MEAN_POSITION} LOWER(city) = LOWER($1) AND state = $2")))
                .bind(city)
                .bind(state)
                .fetch_one(pool)
                .await?
        });
        Ok(mean_position(row))
    }
}
