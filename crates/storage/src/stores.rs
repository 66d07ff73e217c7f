//! Writing and reading stores: idempotent upserts, stable document ids, content hashes.

use std::collections::{HashMap, HashSet};

use antiques_model::{CategoryRef, Hotspot, HotspotRef, Store, geo};
use chrono::{DateTime, Utc};

use crate::changes::{Change, record_changes, store_changes};
use crate::db::{BeginWrite, Db, now, to_micros, with_pool};
use crate::history::{Edit, NewRevision, action, entity, insert_revision};
use crate::{Error, Result};

/// What an upsert did to one store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreOutcome {
    /// A new row.
    Inserted,
    /// An existing row whose content changed.
    Updated,
    /// An existing row with the same content: nothing written.
    Unchanged,
}

/// The summary of a batch of writes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WriteReport {
    /// New stores.
    pub inserted: usize,
    /// Stores whose content changed.
    pub updated: usize,
    /// Stores already present with the same content.
    pub unchanged: usize,
}

impl WriteReport {
    fn count(&mut self, outcome: StoreOutcome) {
        match outcome {
            StoreOutcome::Inserted => self.inserted += 1,
            StoreOutcome::Updated => self.updated += 1,
            StoreOutcome::Unchanged => self.unchanged += 1,
        }
    }

    /// Whether anything was written.
    pub fn changed(&self) -> bool {
        self.inserted + self.updated > 0
    }
}

const DOC_ID_LEN: usize = 24;

/// The stable `documentId` of a store: 24 lower-case letters and digits derived from its identity
/// (`source` + `source_id` when it has one, else its slug), so the same store gets the same id in
/// every database it is written to.
pub fn document_id_for(store: &Store) -> String {
    let key = match (&store.source, &store.source_id) {
        (Some(src), Some(id)) => format!("source:{src}:{id}"),
        _ => format!("slug:{}", store.slug),
    };
    base36_id(&key)
}

/// The `documentId`s a new store may take, in order: [`document_id_for`], then variants of it for
/// when it is taken.
fn document_id_candidates(store: &Store) -> impl Iterator<Item = String> {
    let first = document_id_for(store);
    std::iter::once(first.clone()).chain((1..).map(move |n| base36_id(&format!("{first}:{n}"))))
}

fn base36_id(key: &str) -> String {
    const ALPHABET: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut n = xxhash_rust::xxh3::xxh3_128(key.as_bytes());
    let mut out = [0u8; DOC_ID_LEN];
    for slot in out.iter_mut().rev() {
        *slot = ALPHABET[(n % 36) as usize];
        n /= 36;
    }
    out.iter().map(|&b| b as char).collect()
}

/// Hash of everything a store says, ids and timestamps excluded: equal hashes mean "no change".
pub(crate) fn content_hash(store: &Store) -> Result<String> {
    let mut s = store.clone();
    s.id = 0;
    s.document_id.clear();
    s.created_at = DateTime::<Utc>::UNIX_EPOCH;
    s.updated_at = DateTime::<Utc>::UNIX_EPOCH;
    s.published_at = None;
    let json = serde_json::to_vec(&s)?;
    Ok(format!("{:032x}", xxhash_rust::xxh3::xxh3_128(&json)))
}

/// Fills in what storage computes on every write: the nearest hotspot and a missing slug; cuts the
/// timestamps to the microsecond both backends keep.
pub(crate) fn prepare(store: &Store, hotspots: &[Hotspot]) -> Store {
    let mut s = store.clone();
    s.created_at = to_micros(s.created_at);
    s.updated_at = to_micros(s.updated_at);
    s.published_at = s.published_at.map(to_micros);
    s.last_verified_at = s.last_verified_at.map(to_micros);
    if s.slug.trim().is_empty() {
        s.slug = antiques_model::text::slugify(&format!("{} {} {}", s.name, s.city, s.state));
    }
    s.nearest_antique_hotspot = match (s.latitude, s.longitude) {
        (Some(lat), Some(lng)) => geo::nearest_hotspot(lat, lng, hotspots),
        _ => None,
    };
    s
}

/// Whether `slug` is `base-N` with N a number: the form [`Existing::free_slug`] gives a store whose
/// own slug `base` was taken.
fn is_numbered_variant(slug: &str, base: &str) -> bool {
    slug.strip_prefix(base)
        .and_then(|rest| rest.strip_prefix('-'))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A row key of the `stores` table, as loaded for matching.
#[derive(Debug, Clone)]
pub(crate) struct ExistingStore {
    pub id: i64,
    pub document_id: String,
    pub slug: String,
    pub hash: String,
    pub created_at: DateTime<Utc>,
    pub published_at: Option<DateTime<Utc>>,
}

/// The keys of every stored store, for matching a batch of incoming ones.
#[derive(Debug, Default)]
pub(crate) struct Existing {
    rows: Vec<ExistingStore>,
    by_slug: HashMap<String, usize>,
    /// Slugs stores had before they were renamed, each with the row it still leads to.
    old_slugs: HashMap<String, usize>,
    by_source: HashMap<(String, String), usize>,
    document_ids: std::collections::HashSet<String>,
}

impl Existing {
    fn add(&mut self, row: ExistingStore, source: Option<String>, source_id: Option<String>) {
        let i = self.rows.len();
        self.by_slug.insert(row.slug.clone(), i);
        if let (Some(src), Some(id)) = (source, source_id) {
            self.by_source.insert((src, id), i);
        }
        self.document_ids.insert(row.document_id.clone());
        self.rows.push(row);
    }

    /// The stored row an incoming store is, if any.
    fn find(&self, s: &Store) -> Option<usize> {
        match (&s.source, &s.source_id) {
            (Some(src), Some(id)) => self.by_source.get(&(src.clone(), id.clone())).copied(),
            _ => self.by_slug.get(&s.slug).copied(),
        }
    }

    /// `slug`, or `slug-2`, `slug-3`, ... whichever no other store has or had: an old slug keeps
    /// leading to the store that had it, so it is never given to another one.
    fn free_slug(&self, slug: &str, owner: Option<usize>) -> String {
        let taken = |c: &str| {
            [&self.by_slug, &self.old_slugs]
                .iter()
                .any(|slugs| slugs.get(c).is_some_and(|&i| Some(i) != owner))
        };
        if !taken(slug) {
            return slug.to_string();
        }
        (2..)
            .map(|n| format!("{slug}-{n}"))
            .find(|c| !taken(c))
            .unwrap_or_default()
    }

    fn free_document_id(&self, store: &Store) -> String {
        document_id_candidates(store)
            .find(|c| !self.document_ids.contains(c))
            .unwrap_or_default()
    }
}

/// Reads a `stores` row (all columns, categories apart) into a [`Store`].
macro_rules! store_from_row {
    ($row:expr) => {{
        use sqlx::Row;
        let row = $row;
        let json =
            |col: &str| -> Result<Option<String>> { Ok(row.try_get::<Option<String>, _>(col)?) };
        fn parse<T: serde::de::DeserializeOwned + Default>(v: Option<String>) -> Result<T> {
            Ok(match v {
                Some(t) => serde_json::from_str(&t)?,
                None => T::default(),
            })
        }
        fn parse_opt<T: serde::de::DeserializeOwned>(v: Option<String>) -> Result<Option<T>> {
            Ok(match v {
                Some(t) if t != "null" => Some(serde_json::from_str(&t)?),
                _ => None,
            })
        }
        Store {
            id: row.try_get("id")?,
            document_id: row.try_get("document_id")?,
            name: row.try_get("name")?,
            slug: row.try_get("slug")?,
            description: row.try_get("description")?,
            enhanced_description: row.try_get("enhanced_description")?,
            address: row.try_get("address")?,
            city: row.try_get("city")?,
            state: row.try_get("state")?,
            zip_code: row.try_get("zip")?,
            phones: parse(json("phones")?)?,
            websites: parse(json("websites")?)?,
            emails: parse(json("emails")?)?,
            map_url: row.try_get("map_url")?,
            rating: row.try_get("rating")?,
            place_id: row.try_get("place_id")?,
            google_place_id: row.try_get("google_place_id")?,
            featured: row.try_get("featured")?,
            verified: row.try_get("verified")?,
            has_enhanced_data: row.try_get("has_enhanced_data")?,
            latitude: row.try_get("lat")?,
            longitude: row.try_get("lng")?,
            opening_hours: parse_opt(json("opening_hours")?)?,
            photos: parse(json("photos")?)?,
            social_links: parse(json("social_links")?)?,
            seo: parse_opt(json("seo")?)?,
            nearest_antique_hotspot: parse_opt(json("nearest_hotspot")?)?,
            store_analysis: parse_opt(json("store_analysis")?)?,
            customer_sentiment: parse_opt(json("customer_sentiment")?)?,
            categories: Vec::new(),
            source: row.try_get("source")?,
            source_id: row.try_get("source_id")?,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
            published_at: row.try_get("published_at")?,
            last_verified_at: row.try_get("last_verified_at")?,
        }
    }};
}

/// The JSON columns of a store, serialised once.
struct JsonColumns {
    phones: String,
    websites: String,
    emails: String,
    opening_hours: Option<String>,
    photos: String,
    social_links: String,
    seo: Option<String>,
    nearest_hotspot: Option<String>,
    store_analysis: Option<String>,
    customer_sentiment: Option<String>,
}

impl JsonColumns {
    fn of(s: &Store) -> Result<Self> {
        fn opt<T: serde::Serialize>(v: &Option<T>) -> Result<Option<String>> {
            Ok(match v {
                Some(v) => Some(serde_json::to_string(v)?),
                None => None,
            })
        }
        Ok(JsonColumns {
            phones: serde_json::to_string(&s.phones)?,
            websites: serde_json::to_string(&s.websites)?,
            emails: serde_json::to_string(&s.emails)?,
            opening_hours: opt(&s.opening_hours)?,
            photos: serde_json::to_string(&s.photos)?,
            social_links: serde_json::to_string(&s.social_links)?,
            seo: opt(&s.seo)?,
            nearest_hotspot: opt(&s.nearest_antique_hotspot)?,
            store_analysis: opt(&s.store_analysis)?,
            customer_sentiment: opt(&s.customer_sentiment)?,
        })
    }
}

/// A planned write of one store.
enum Plan {
    Insert {
        store: Store,
        hash: String,
    },
    Update {
        store: Store,
        hash: String,
        /// The slug the store had, when this write changes it: kept as a redirect to the store.
        renamed_from: Option<String>,
    },
}

/// What an editorial write adds to its transaction: the revision recording it and, for an update
/// that must not overwrite a newer change, the `updatedAt` the editor read.
struct Recorded {
    revision: NewRevision,
    expected: Option<(i64, DateTime<Utc>)>,
}

/// A store as a revision keeps it: every field but the numeric id (the `documentId` is the key).
fn revision_json(store: &Store) -> Result<serde_json::Value> {
    let mut v = serde_json::to_value(store)?;
    if let Some(m) = v.as_object_mut() {
        m.remove("id");
    }
    Ok(v)
}

const STORE_COLUMNS: &str = "id, document_id, slug, name, description, enhanced_description, address, city, state, \
     zip, map_url, rating, place_id, google_place_id, featured, verified, has_enhanced_data, lat, lng, \
     nearest_hotspot_slug, phones, websites, emails, opening_hours, photos, social_links, seo, nearest_hotspot, \
     store_analysis, customer_sentiment, source, source_id, content_hash, created_at, updated_at, published_at, \
     last_verified_at";

/// Rows per multi-row INSERT (37 parameters each, well under both engines' limits).
const INSERT_CHUNK: usize = 200;

/// Binds one store's columns, in `STORE_COLUMNS` order after `id`, to a query builder's row.
macro_rules! push_store_values {
    ($b:expr, $s:expr, $hash:expr, $j:expr) => {{
        let s = $s;
        let j = $j;
        $b.push_bind(s.document_id.clone())
            .push_bind(s.slug.clone())
            .push_bind(s.name.clone())
            .push_bind(s.description.clone())
            .push_bind(s.enhanced_description.clone())
            .push_bind(s.address.clone())
            .push_bind(s.city.clone())
            .push_bind(s.state.clone())
            .push_bind(s.zip_code.clone())
            .push_bind(s.map_url.clone())
            .push_bind(s.rating)
            .push_bind(s.place_id.clone())
            .push_bind(s.google_place_id.clone())
            .push_bind(s.featured)
            .push_bind(s.verified)
            .push_bind(s.has_enhanced_data)
            .push_bind(s.latitude)
            .push_bind(s.longitude)
            .push_bind(s.nearest_antique_hotspot.as_ref().map(|h| h.slug.clone()))
            .push_bind(j.phones)
            .push_bind(j.websites)
            .push_bind(j.emails)
            .push_bind(j.opening_hours)
            .push_bind(j.photos)
            .push_bind(j.social_links)
            .push_bind(j.seo)
            .push_bind(j.nearest_hotspot)
            .push_bind(j.store_analysis)
            .push_bind(j.customer_sentiment)
            .push_bind(s.source.clone())
            .push_bind(s.source_id.clone())
            .push_bind($hash)
            .push_bind(s.created_at)
            .push_bind(s.updated_at)
            .push_bind(s.published_at)
            .push_bind(s.last_verified_at);
    }};
}

/// Inserts `(store_id, category, position)` links.
macro_rules! insert_category_links {
    ($conn:expr, $links:expr) => {{
        let links: &Vec<(i64, &CategoryRef, usize)> = $links;
        for chunk in links.chunks(500) {
            let mut b = sqlx::QueryBuilder::new(
                "INSERT INTO store_categories (store_id, category_slug, category_name, position) ",
            );
            b.push_values(chunk, |mut row, (id, c, pos)| {
                row.push_bind(*id)
                    .push_bind(c.slug.clone())
                    .push_bind(c.name.clone())
                    .push_bind(*pos as i64);
            });
            b.push(" ON CONFLICT DO NOTHING");
            b.build().execute($conn).await?;
        }
    }};
}

/// Rewrites every column of an existing store row; the number of rows written (0 when the store is
/// gone).
macro_rules! update_store_row {
    ($conn:expr, $s:expr, $hash:expr) => {{
        let s: &Store = $s;
        let j = JsonColumns::of(s)?;
        sqlx::query(
            "UPDATE stores SET slug = $2, name = $3, description = $4, enhanced_description = $5, address = $6, \
             city = $7, state = $8, zip = $9, map_url = $10, rating = $11, place_id = $12, google_place_id = $13, \
             featured = $14, verified = $15, has_enhanced_data = $16, lat = $17, lng = $18, \
             nearest_hotspot_slug = $19, phones = $20, websites = $21, emails = $22, opening_hours = $23, \
             photos = $24, social_links = $25, seo = $26, nearest_hotspot = $27, store_analysis = $28, \
             customer_sentiment = $29, source = $30, source_id = $31, content_hash = $32, updated_at = $33, \
             published_at = $34, last_verified_at = $35 WHERE id = $1",
        )
        .bind(s.id)
        .bind(&s.slug)
        .bind(&s.name)
        .bind(&s.description)
        .bind(&s.enhanced_description)
        .bind(&s.address)
        .bind(&s.city)
        .bind(&s.state)
        .bind(&s.zip_code)
        .bind(&s.map_url)
        .bind(s.rating)
        .bind(&s.place_id)
        .bind(&s.google_place_id)
        .bind(s.featured)
        .bind(s.verified)
        .bind(s.has_enhanced_data)
        .bind(s.latitude)
        .bind(s.longitude)
        .bind(s.nearest_antique_hotspot.as_ref().map(|h| h.slug.clone()))
        .bind(j.phones)
        .bind(j.websites)
        .bind(j.emails)
        .bind(j.opening_hours)
        .bind(j.photos)
        .bind(j.social_links)
        .bind(j.seo)
        .bind(j.nearest_hotspot)
        .bind(j.store_analysis)
        .bind(j.customer_sentiment)
        .bind(&s.source)
        .bind(&s.source_id)
        .bind($hash)
        .bind(s.updated_at)
        .bind(s.published_at)
        .bind(s.last_verified_at)
        .execute($conn)
        .await?
        .rows_affected()
    }};
}

impl Db {
    pub(crate) async fn load_existing(&self) -> Result<Existing> {
        let mut existing = Existing::default();
        with_pool!(self, pool => {
            let rows = sqlx::query(
                "SELECT id, document_id, slug, source, source_id, content_hash, created_at, published_at FROM stores",
            )
            .fetch_all(pool)
            .await?;
            for row in rows {
                use sqlx::Row;
                existing.add(
                    ExistingStore {
                        id: row.try_get("id")?,
                        document_id: row.try_get("document_id")?,
                        slug: row.try_get("slug")?,
                        hash: row.try_get("content_hash")?,
                        created_at: row.try_get("created_at")?,
                        published_at: row.try_get("published_at")?,
                    },
                    row.try_get("source")?,
                    row.try_get("source_id")?,
                );
            }
            let row_of: HashMap<i64, usize> =
                existing.rows.iter().enumerate().map(|(i, r)| (r.id, i)).collect();
            let redirects: Vec<(String, i64)> =
                sqlx::query_as("SELECT old_slug, store_id FROM store_redirects")
                    .fetch_all(pool)
                    .await?;
            for (old, id) in redirects {
                if let Some(&i) = row_of.get(&id) {
                    existing.old_slugs.insert(old, i);
                }
            }
        });
        Ok(existing)
    }

    /// The hotspots, for computing each store's nearest one.
    pub async fn hotspots(&self) -> Result<Vec<Hotspot>> {
        Ok(self
            .records(crate::records::RecordKind::Hotspot)
            .await?
            .into_iter()
            .filter_map(|r| match r {
                crate::records::Record::Hotspot(h) => Some(h),
                _ => None,
            })
            .collect())
    }

    /// Upserts a batch of stores in one transaction (see the crate docs for the matching rule) and
    /// returns what happened to each, in input order. `progress` is called with the number of stores
    /// handled so far.
    ///
    /// A store that matches an existing one under a new slug moves to that slug (or to the first free
    /// `slug-N` when another store has it or had it before a rename); one that was given `slug-N`
    /// because its slug was taken keeps it. A new store never takes a slug another store had: the
    /// old slug still leads there. A batch naming the same store twice is refused with [`Error::Conflict`] and nothing
    /// is written: which of the two should win is not for storage to guess.
    pub async fn upsert_stores(
        &self,
        stores: &[Store],
        progress: &(dyn Fn(usize) + Send + Sync),
    ) -> Result<(WriteReport, Vec<StoreOutcome>)> {
        let (plans, report, outcomes) = self.plan_stores(stores).await?;
        self.apply_plans(plans, report.changed(), progress, stores.len(), None)
            .await?;
        Ok((report, outcomes))
    }

    /// What [`Db::upsert_stores`] would do with this batch, without writing anything: the same
    /// report and outcomes (and the same [`Error::Conflict`] for a batch naming a store twice), so a
    /// dry run of an import tells what the import will do as long as nobody writes in between.
    pub async fn plan_upsert_stores(
        &self,
        stores: &[Store],
    ) -> Result<(WriteReport, Vec<StoreOutcome>)> {
        let (_, report, outcomes) = self.plan_stores(stores).await?;
        Ok((report, outcomes))
    }

    /// Decides, for each store of a batch, whether it is new, changed or unchanged, and prepares the
    /// writes: the one decision both the upsert and its dry run take.
    async fn plan_stores(
        &self,
        stores: &[Store],
    ) -> Result<(Vec<Plan>, WriteReport, Vec<StoreOutcome>)> {
        let hotspots = self.hotspots().await?;
        let mut existing = self.load_existing().await?;
        let now = now();
        let mut plans = Vec::new();
        // Rows of `existing` this batch has matched or added, to refuse a store named twice.
        let mut matched = HashSet::new();
        let mut outcomes = Vec::with_capacity(stores.len());
        let mut report = WriteReport::default();
        for incoming in stores {
            let mut s = prepare(incoming, &hotspots);
            let hash = content_hash(&s)?;
            let found = existing.find(&s);
            if let Some(i) = found
                && !matched.insert(i)
            {
                return Err(Error::Conflict(format!(
                    "the batch names the store {:?} more than once",
                    existing.rows[i].slug
                )));
            }
            let outcome = match found {
                Some(i) if existing.rows[i].hash == hash => StoreOutcome::Unchanged,
                Some(i) => {
                    let row = existing.rows[i].clone();
                    s.id = row.id;
                    s.document_id = row.document_id.clone();
                    s.slug = if row.slug == s.slug || is_numbered_variant(&row.slug, &s.slug) {
                        row.slug.clone()
                    } else {
                        existing.free_slug(&s.slug, Some(i))
                    };
                    s.created_at = row.created_at;
                    s.published_at = row.published_at.or(Some(row.created_at));
                    s.updated_at = now;
                    existing.rows[i].hash = hash.clone();
                    existing.by_slug.insert(s.slug.clone(), i);
                    let renamed_from = (row.slug != s.slug).then_some(row.slug);
                    plans.push(Plan::Update {
                        store: s,
                        hash,
                        renamed_from,
                    });
                    StoreOutcome::Updated
                }
                None => {
                    s.slug = existing.free_slug(&s.slug, None);
                    s.document_id = existing.free_document_id(&s);
                    s.published_at = s.published_at.or(Some(s.created_at));
                    existing.add(
                        ExistingStore {
                            id: 0,
                            document_id: s.document_id.clone(),
                            slug: s.slug.clone(),
                            hash: hash.clone(),
                            created_at: s.created_at,
                            published_at: s.published_at,
                        },
                        s.source.clone(),
                        s.source_id.clone(),
                    );
                    matched.insert(existing.rows.len() - 1);
                    plans.push(Plan::Insert { store: s, hash });
                    StoreOutcome::Inserted
                }
            };
            report.count(outcome);
            outcomes.push(outcome);
        }
        Ok((plans, report, outcomes))
    }

    async fn apply_plans(
        &self,
        plans: Vec<Plan>,
        changed: bool,
        progress: &(dyn Fn(usize) + Send + Sync),
        total: usize,
        recorded: Option<Recorded>,
    ) -> Result<()> {
        if !changed {
            progress(total);
            return Ok(());
        }
        let (inserts, updates): (Vec<_>, Vec<_>) = plans
            .into_iter()
            .partition(|p| matches!(p, Plan::Insert { .. }));
        let unchanged = total - inserts.len() - updates.len();
        let mut done = unchanged;
        let mut written: Vec<i64> = Vec::with_capacity(inserts.len() + updates.len());
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            // A write first: on SQLite it takes the write lock (a read first could not be upgraded
            // while another connection writes), on PostgreSQL it locks the row until the commit.
            if let Some((id, read)) = recorded.as_ref().and_then(|r| r.expected) {
                let done = sqlx::query("UPDATE stores SET updated_at = updated_at WHERE id = $1 AND updated_at = $2")
                    .bind(id)
                    .bind(read)
                    .execute(&mut *tx)
                    .await?;
                if done.rows_affected() == 0 {
                    let exists: Option<i64> = sqlx::query_scalar("SELECT id FROM stores WHERE id = $1")
                        .bind(id)
                        .fetch_optional(&mut *tx)
                        .await?;
                    return Err(match exists {
                        Some(_) => Error::Stale("the store was changed after it was read".into()),
                        None => Error::NotFound,
                    });
                }
            }
            let inserts: Vec<(Store, String)> = inserts
                .into_iter()
                .map(|p| match p {
                    Plan::Insert { store, hash } | Plan::Update { store, hash, .. } => (store, hash),
                })
                .collect();
            for chunk in inserts.chunks(INSERT_CHUNK) {
                let mut b = sqlx::QueryBuilder::new(format!(
                    "INSERT INTO stores ({}) ",
                    STORE_COLUMNS.trim_start_matches("id, ")
                ));
                let mut cols = Vec::with_capacity(chunk.len());
                for (s, _) in chunk {
                    cols.push(JsonColumns::of(s)?);
                }
                b.push_values(chunk.iter().zip(cols), |mut row, ((s, hash), j)| {
                    push_store_values!(row, s, hash.clone(), j);
                });
                b.push(" RETURNING id, slug");
                let rows = b.build().fetch_all(&mut *tx).await?;
                let mut ids = HashMap::with_capacity(rows.len());
                for row in rows {
                    use sqlx::Row;
                    let id = row.try_get::<i64, _>("id")?;
                    written.push(id);
                    ids.insert(row.try_get::<String, _>("slug")?, id);
                }
                let links: Vec<(i64, &CategoryRef, usize)> = chunk
                    .iter()
                    .flat_map(|(s, _)| {
                        let id = ids.get(&s.slug).copied().unwrap_or_default();
                        s.categories.iter().enumerate().map(move |(pos, c)| (id, c, pos))
                    })
                    .collect();
                insert_category_links!(&mut *tx, &links);
                done += chunk.len();
                progress(done);
            }
            for plan in updates {
                let (s, hash, renamed_from) = match plan {
                    Plan::Update { store, hash, renamed_from } => (store, hash, renamed_from),
                    Plan::Insert { store, hash } => (store, hash, None),
                };
                // The row first: it locks the store until the commit, and says whether another
                // writer deleted it since it was read. An editorial write of a deleted store is
                // refused as gone; a batch (an import, stores rewritten around changed reference
                // data) has nothing left to write there.
                if update_store_row!(&mut *tx, &s, hash) == 0 {
                    if recorded.is_some() {
                        return Err(Error::NotFound);
                    }
                    done += 1;
                    continue;
                }
                if let Some(old) = renamed_from {
                    // The old address keeps leading to the store (a live slug always wins over it).
                    sqlx::query(
                        "INSERT INTO store_redirects (old_slug, store_id) VALUES ($1, $2) \
                         ON CONFLICT (old_slug) DO UPDATE SET store_id = excluded.store_id",
                    )
                    .bind(old)
                    .bind(s.id)
                    .execute(&mut *tx)
                    .await?;
                }
                sqlx::query("DELETE FROM store_categories WHERE store_id = $1").bind(s.id).execute(&mut *tx).await?;
                let links: Vec<(i64, &CategoryRef, usize)> =
                    s.categories.iter().enumerate().map(|(pos, c)| (s.id, c, pos)).collect();
                insert_category_links!(&mut *tx, &links);
                written.push(s.id);
                done += 1;
                if done.is_multiple_of(100) {
                    progress(done);
                }
            }
            record_changes!(tx, &store_changes(written.iter().copied()));
            if let Some(recorded) = &recorded {
                insert_revision!(&mut *tx, &recorded.revision);
            }
            tx.commit().await?;
        });
        progress(total);
        Ok(())
    }

    /// Every store, with its categories, ordered by id.
    pub async fn load_stores(&self) -> Result<Vec<Store>> {
        let mut stores = Vec::new();
        self.for_each_store(&mut |s| stores.push(s)).await?;
        Ok(stores)
    }

    /// Calls `each` with every store, with its categories, in id order, without holding them all:
    /// what a reader building its own compact form of the catalogue needs.
    pub async fn for_each_store(&self, each: &mut (dyn FnMut(Store) + Send)) -> Result<()> {
        use futures_util::TryStreamExt;
        // Stores and their category links, both in store id order, read side by side on two
        // connections and merged: neither is ever held whole. (A write landing between the two
        // reads bumps the catalogue version, and the reader re-reads that store on its next catch-up.)
        with_pool!(self, pool => {
            let sql = format!("SELECT {STORE_COLUMNS} FROM stores ORDER BY id");
            let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(pool);
            let mut links = sqlx::query(
                "SELECT store_id, category_slug, category_name FROM store_categories ORDER BY store_id, position",
            )
            .fetch(pool);
            let mut next_link: Option<(i64, CategoryRef)> = None;
            while let Some(row) = rows.try_next().await? {
                let mut s: Store = store_from_row!(&row);
                loop {
                    if next_link.is_none() {
                        let Some(link) = links.try_next().await? else { break };
                        use sqlx::Row;
                        next_link = Some((
                            link.try_get("store_id")?,
                            CategoryRef { slug: link.try_get("category_slug")?, name: link.try_get("category_name")? },
                        ));
                    }
                    match next_link.take() {
                        // A link of a store deleted since: skip it.
                        Some((id, _)) if id < s.id => continue,
                        Some((id, c)) if id == s.id => s.categories.push(c),
                        later => {
                            next_link = later;
                            break;
                        }
                    }
                }
                each(s);
            }
        });
        Ok(())
    }

    /// The stores with these ids, in id order; ids with no store are left out (deleted).
    pub async fn stores_by_ids(&self, ids: &[i64]) -> Result<Vec<Store>> {
        let mut stores = Vec::with_capacity(ids.len());
        for chunk in ids.chunks(500) {
            let mut categories = self.category_links(Some(chunk)).await?;
            with_pool!(self, pool => {
                let mut b = sqlx::QueryBuilder::new(format!("SELECT {STORE_COLUMNS} FROM stores WHERE id IN ("));
                let mut list = b.separated(", ");
                for id in chunk {
                    list.push_bind(*id);
                }
                b.push(") ORDER BY id");
                for row in b.build().fetch_all(pool).await? {
                    let mut s: Store = store_from_row!(&row);
                    s.categories = categories.remove(&s.id).unwrap_or_default();
                    stores.push(s);
                }
            });
        }
        Ok(stores)
    }

    /// The category links of the stores with these ids (every store when `None`), in position order.
    async fn category_links(&self, ids: Option<&[i64]>) -> Result<HashMap<i64, Vec<CategoryRef>>> {
        let mut links: HashMap<i64, Vec<CategoryRef>> = HashMap::new();
        with_pool!(self, pool => {
            let mut b = sqlx::QueryBuilder::new("SELECT store_id, category_slug, category_name FROM store_categories");
            if let Some(ids) = ids {
                b.push(" WHERE store_id IN (");
                let mut list = b.separated(", ");
                for id in ids {
                    list.push_bind(*id);
                }
                b.push(")");
            }
            b.push(" ORDER BY store_id, position");
            let mut rows = b.build().fetch(pool);
            while let Some(row) = futures_util::TryStreamExt::try_next(&mut rows).await? {
                use sqlx::Row;
                links.entry(row.try_get("store_id")?).or_default().push(CategoryRef {
                    slug: row.try_get("category_slug")?,
                    name: row.try_get("category_name")?,
                });
            }
        });
        Ok(links)
    }

    /// One store by its numeric id.
    pub async fn store_by_id(&self, id: i64) -> Result<Store> {
        let mut store = with_pool!(self, pool => {
            let row = sqlx::query(sqlx::AssertSqlSafe(format!("SELECT {STORE_COLUMNS} FROM stores WHERE id = $1")))
                .bind(id)
                .fetch_one(pool)
                .await?;
            let s: Store = store_from_row!(&row);
            s
        });
        with_pool!(self, pool => {
            let rows = sqlx::query(
                "SELECT category_slug, category_name FROM store_categories WHERE store_id = $1 ORDER BY position",
            )
            .bind(id)
            .fetch_all(pool)
            .await?;
            for row in rows {
                use sqlx::Row;
                store.categories.push(CategoryRef { slug: row.try_get("category_slug")?, name: row.try_get("category_name")? });
            }
        });
        Ok(store)
    }

    /// Refuses `slug` for a store (`except`, or a new one) when another store has it, or had it
    /// before it was renamed: an old slug keeps leading to the store that had it, so it is never
    /// given to another one.
    async fn check_slug_free(&self, slug: &str, except: Option<i64>) -> Result<()> {
        let except = except.unwrap_or(0);
        let live: Option<i64> = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT id FROM stores WHERE slug = $1 AND id <> $2")
                .bind(slug)
                .bind(except)
                .fetch_optional(pool)
                .await?);
        if live.is_some() {
            return Err(Error::Conflict(format!(
                "a store with slug {slug:?} exists"
            )));
        }
        let old: Option<i64> = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT store_id FROM store_redirects WHERE old_slug = $1 AND store_id <> $2")
                .bind(slug)
                .bind(except)
                .fetch_optional(pool)
                .await?);
        if old.is_some() {
            return Err(Error::Conflict(format!(
                "slug {slug:?} was another store's before it was renamed and still leads to it"
            )));
        }
        Ok(())
    }

    /// Creates a store (editorial write, recorded with its author). Its slug must be free, neither
    /// another store's nor one a renamed store had (else [`Error::Conflict`]), as must its
    /// `source` + `sourceId` when it has them. A store created with
    /// `publish` false is a draft: kept, not read by the public API.
    pub async fn create_store(&self, store: &Store, publish: bool, edit: &Edit) -> Result<Store> {
        let mut s = prepare(store, &self.hotspots().await?);
        self.check_slug_free(&s.slug, None).await?;
        if let (Some(src), Some(sid)) = (&s.source, &s.source_id) {
            let taken: Option<i64> = with_pool!(self, pool =>
                sqlx::query_scalar("SELECT id FROM stores WHERE source = $1 AND source_id = $2")
                    .bind(src).bind(sid).fetch_optional(pool).await?);
            if taken.is_some() {
                return Err(Error::Conflict(
                    "a store with this source and sourceId exists".into(),
                ));
            }
        }
        s.document_id = self.free_document_id(&s).await?;
        s.published_at = if publish {
            s.published_at.or(Some(s.created_at))
        } else {
            None
        };
        let hash = content_hash(&s)?;
        let slug = s.slug.clone();
        let recorded = Recorded {
            revision: NewRevision {
                entity: entity::STORE,
                entity_key: s.document_id.clone(),
                action: action::CREATE,
                actor: edit.actor.clone(),
                at: now(),
                before: None,
                after: Some(revision_json(&s)?),
            },
            expected: None,
        };
        self.apply_plans(
            vec![Plan::Insert { store: s, hash }],
            true,
            &|_| {},
            1,
            Some(recorded),
        )
        .await?;
        let id: i64 = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT id FROM stores WHERE slug = $1").bind(&slug).fetch_one(pool).await?);
        self.store_by_id(id).await
    }

    /// The `documentId` for a new store: derived from its identity, or a variant of it when taken.
    async fn free_document_id(&self, store: &Store) -> Result<String> {
        for candidate in document_id_candidates(store) {
            let taken: Option<i64> = with_pool!(self, pool =>
                sqlx::query_scalar("SELECT id FROM stores WHERE document_id = $1")
                    .bind(&candidate).fetch_optional(pool).await?);
            if taken.is_none() {
                return Ok(candidate);
            }
        }
        unreachable!("the loop returns")
    }

    /// Replaces the content of store `id` (editorial write, recorded with its author); ids,
    /// `createdAt` and the published state are kept, `updatedAt` moves only when the content changed.
    /// A changed slug leaves the old one leading to the store. When the edit says which `updatedAt`
    /// its author read and the store changed since, nothing is written ([`Error::Stale`]).
    pub async fn update_store(
        &self,
        id: i64,
        store: &Store,
        edit: &Edit,
    ) -> Result<(Store, StoreOutcome)> {
        self.write_store(id, store, edit, action::UPDATE).await
    }

    /// Writes back an earlier version of store `id` (from its history), recorded as a restore.
    pub async fn restore_store(
        &self,
        id: i64,
        store: &Store,
        edit: &Edit,
    ) -> Result<(Store, StoreOutcome)> {
        self.write_store(id, store, edit, action::RESTORE).await
    }

    async fn write_store(
        &self,
        id: i64,
        store: &Store,
        edit: &Edit,
        what: &'static str,
    ) -> Result<(Store, StoreOutcome)> {
        let current_hash: String = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT content_hash FROM stores WHERE id = $1")
                .bind(id)
                .fetch_one(pool)
                .await?);
        let current = self.store_by_id(id).await?;
        let mut s = prepare(store, &self.hotspots().await?);
        self.check_slug_free(&s.slug, Some(id)).await?;
        let hash = content_hash(&s)?;
        if current_hash == hash {
            return Ok((current, StoreOutcome::Unchanged));
        }
        if edit
            .expected_updated_at
            .is_some_and(|read| to_micros(read) != current.updated_at)
        {
            return Err(Error::Stale(
                "the store was changed after it was read".into(),
            ));
        }
        s.id = id;
        s.document_id = current.document_id.clone();
        s.created_at = current.created_at;
        s.published_at = current.published_at;
        s.updated_at = now();
        let renamed_from = (current.slug != s.slug).then(|| current.slug.clone());
        let recorded = Recorded {
            revision: NewRevision {
                entity: entity::STORE,
                entity_key: current.document_id.clone(),
                action: what,
                actor: edit.actor.clone(),
                at: s.updated_at,
                before: Some(revision_json(&current)?),
                after: Some(revision_json(&s)?),
            },
            expected: edit.expected_updated_at.map(|_| (id, current.updated_at)),
        };
        self.apply_plans(
            vec![Plan::Update {
                store: s.clone(),
                hash,
                renamed_from,
            }],
            true,
            &|_| {},
            1,
            Some(recorded),
        )
        .await?;
        Ok((s, StoreOutcome::Updated))
    }

    /// Gives every store with coordinates the nearest hotspot the current hotspots give it (after
    /// hotspots were added, moved or resized); returns how many stores changed. `updatedAt` stays:
    /// the store itself did not change, the towns around it did.
    pub async fn reassign_nearest_hotspots(&self) -> Result<usize> {
        let hotspots = self.hotspots().await?;
        let rows: Vec<(i64, f64, f64, Option<String>)> = with_pool!(self, pool =>
            sqlx::query_as("SELECT id, lat, lng, nearest_hotspot FROM stores WHERE lat IS NOT NULL AND lng IS NOT NULL")
                .fetch_all(pool).await?);
        let mut moved = Vec::new();
        for (id, lat, lng, stored) in rows {
            let stored: Option<HotspotRef> = match stored.as_deref() {
                Some(t) if t != "null" => Some(serde_json::from_str(t)?),
                _ => None,
            };
            if geo::nearest_hotspot(lat, lng, &hotspots) != stored {
                moved.push(id);
            }
        }
        let stores = self.stores_by_ids(&moved).await?;
        self.rewrite_stores(stores, &hotspots).await
    }

    /// Gives the stores in category `slug` its current `name` (their answers list their categories
    /// by name); returns how many changed. `updatedAt` stays: the category changed, not the stores.
    pub(crate) async fn rename_category_in_stores(&self, slug: &str, name: &str) -> Result<usize> {
        let ids: Vec<i64> = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT store_id FROM store_categories WHERE category_slug = $1 AND category_name <> $2 ORDER BY store_id")
                .bind(slug).bind(name).fetch_all(pool).await?);
        let mut stores = self.stores_by_ids(&ids).await?;
        for store in &mut stores {
            for c in store.categories.iter_mut().filter(|c| c.slug == slug) {
                c.name = name.to_string();
            }
        }
        self.rewrite_stores(stores, &self.hotspots().await?).await
    }

    /// Takes category `slug` off every store in it (before the category itself is removed); returns
    /// how many stores changed. Their other categories stay, in their order.
    pub(crate) async fn remove_category_from_stores(&self, slug: &str) -> Result<usize> {
        let ids: Vec<i64> = with_pool!(self, pool =>
            sqlx::query_scalar("SELECT store_id FROM store_categories WHERE category_slug = $1 ORDER BY store_id")
                .bind(slug).fetch_all(pool).await?);
        let mut stores = self.stores_by_ids(&ids).await?;
        for store in &mut stores {
            store.categories.retain(|c| c.slug != slug);
        }
        self.rewrite_stores(stores, &self.hotspots().await?).await
    }

    /// Writes back stores whose reference data changed around them (their nearest town, the name of
    /// a category), keeping their `updatedAt`; returns how many were written.
    async fn rewrite_stores(&self, stores: Vec<Store>, hotspots: &[Hotspot]) -> Result<usize> {
        let mut plans = Vec::with_capacity(stores.len());
        for store in stores {
            let s = Store {
                updated_at: store.updated_at,
                ..prepare(&store, hotspots)
            };
            let hash = content_hash(&s)?;
            plans.push(Plan::Update {
                store: s,
                hash,
                renamed_from: None,
            });
        }
        let n = plans.len();
        self.apply_plans(plans, n > 0, &|_| {}, n, None).await?;
        Ok(n)
    }

    /// Publishes store `id` (`publishedAt` set to now when it was a draft) or takes it back to a
    /// draft (`publishedAt` empty): drafts are kept but not read by the public API. Returns whether
    /// anything changed (recorded with its author); `updatedAt` stays.
    pub async fn set_published(&self, id: i64, published: bool, edit: &Edit) -> Result<bool> {
        let before = self.store_by_id(id).await?;
        if before.published_at.is_some() == published {
            return Ok(false);
        }
        let at = now();
        let after = Store {
            published_at: published.then_some(at),
            ..before.clone()
        };
        let revision = NewRevision {
            entity: entity::STORE,
            entity_key: before.document_id.clone(),
            action: if published {
                action::PUBLISH
            } else {
                action::UNPUBLISH
            },
            actor: edit.actor.clone(),
            at,
            before: Some(revision_json(&before)?),
            after: Some(revision_json(&after)?),
        };
        // The write comes first in the transaction: on SQLite a read first would take a read lock
        // that cannot become a write lock while another connection writes ("database is locked").
        let changed = with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            let query = if published {
                sqlx::query("UPDATE stores SET published_at = $2 WHERE id = $1 AND published_at IS NULL")
                    .bind(id)
                    .bind(at)
            } else {
                sqlx::query("UPDATE stores SET published_at = NULL WHERE id = $1 AND published_at IS NOT NULL")
                    .bind(id)
            };
            let done = query.execute(&mut *tx).await?;
            if done.rows_affected() == 0 {
                // Another writer got there first: nothing left to change.
                false
            } else {
                record_changes!(tx, &[Change::Store(id)]);
                insert_revision!(&mut *tx, &revision);
                tx.commit().await?;
                true
            }
        });
        Ok(changed)
    }

    /// Deletes store `id` (editorial write, recorded with the whole store as it was).
    pub async fn delete_store(&self, id: i64, edit: &Edit) -> Result<()> {
        let before = self.store_by_id(id).await?;
        let revision = NewRevision {
            entity: entity::STORE,
            entity_key: before.document_id.clone(),
            action: action::DELETE,
            actor: edit.actor.clone(),
            at: now(),
            before: Some(revision_json(&before)?),
            after: None,
        };
        with_pool!(self, pool => {
            let mut tx = pool.begin_write().await?;
            let done = sqlx::query("DELETE FROM stores WHERE id = $1").bind(id).execute(&mut *tx).await?;
            if done.rows_affected() == 0 {
                return Err(Error::NotFound);
            }
            record_changes!(tx, &[Change::Store(id)]);
            insert_revision!(&mut *tx, &revision);
            tx.commit().await?;
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn document_ids_are_24_stable_lowercase_alphanumerics() {
        let a = base36_id("slug:round-top-emporium");
        assert_eq!(a.len(), 24);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_digit() || c.is_ascii_lowercase())
        );
        assert_eq!(a, base36_id("slug:round-top-emporium"));
        assert_ne!(a, base36_id("slug:round-top-emporium-2"));
    }

    #[test]
    fn numbered_variants_are_base_dash_digits() {
        assert!(is_numbered_variant("blue-barn-2", "blue-barn"));
        assert!(is_numbered_variant("blue-barn-17", "blue-barn"));
        assert!(!is_numbered_variant("blue-barn", "blue-barn"));
        assert!(!is_numbered_variant("blue-barn-", "blue-barn"));
        assert!(!is_numbered_variant("blue-barn-antiques", "blue-barn"));
        assert!(!is_numbered_variant("blue-barn2", "blue-barn"));
    }
}
