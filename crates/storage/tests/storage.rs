//! Integration tests of the storage crate: every test body runs on a fresh SQLite file and on a fresh
//! PostgreSQL schema (see `common`), so the two backends are held to the same behaviour.

mod common;

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use antiques_model::{
    AnalysisMeta, Catalog, Category, CategoryRef, CustomerSentiment, Event, Guide, Hotspot,
    HotspotRef, OpeningHours, OpeningStatus, Phone, Photo, Region, Season, Seo, SocialLink, State,
    Store, StoreAnalysis, StoreFeatures, TimeRange, WeeklyHours, geo,
};
use antiques_storage::{
    CatalogReport, Db, Edit, Error, FormKind, StoreOutcome, Window, WriteReport, document_id_for,
};
use anyhow::{Context, Result};
use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use serde_json::json;

/// The author of the editorial writes these tests make.
fn cli() -> Edit {
    Edit::by(Edit::COMMAND_LINE)
}

/// Stores in the seeded catalogue of a test: enough for batches, small enough for 2 cores.
const STORES: usize = 40;

/// The deterministic demo catalogue the tests write.
fn seed() -> Catalog {
    antiques_seed::generate(antiques_seed::DEFAULT_SEED, STORES)
}

/// A progress callback that ignores progress.
fn quiet(_: usize) {}

/// A UTC instant with microseconds, the finest precision both engines hold.
fn at(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32, micros: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, mo, d, h, mi, s)
        .single()
        .expect("valid instant")
        + Duration::microseconds(micros)
}

/// The seed's hotspots, alone in a catalogue.
fn hotspots_only() -> Catalog {
    Catalog {
        hotspots: seed().hotspots,
        ..Catalog::default()
    }
}

fn hotspot<'a>(hotspots: &'a [Hotspot], slug: &str) -> &'a Hotspot {
    hotspots
        .iter()
        .find(|h| h.slug == slug)
        .unwrap_or_else(|| panic!("seed hotspot {slug}"))
}

/// A store with every field filled, a little north-west of Round Top, TX. Its
/// `nearest_antique_hotspot` is deliberately stale: storage recomputes it from the coordinates.
fn full_store(hotspots: &[Hotspot]) -> Store {
    let round_top = hotspot(hotspots, "round-top-tx");
    let created = at(2025, 3, 14, 15, 9, 26, 535_897);
    let day = |open: &str, close: &str| {
        vec![TimeRange {
            open: open.into(),
            close: close.into(),
        }]
    };
    Store {
        id: 0,
        document_id: String::new(),
        name: "Brass & Bramble Antiques".into(),
        slug: "brass-bramble-antiques".into(),
        description: Some("A barn of farmhouse furniture, brass lamps and stoneware.".into()),
        enhanced_description: Some("Shoppers single out the lighting. Plan on 2 hours.".into()),
        address: Some("415 N Washington St".into()),
        city: "Round Top".into(),
        state: "TX".into(),
        zip_code: Some("78954".into()),
        phones: vec![
            Phone {
                pretty_phone_number: "(979) 555-0123".into(),
                phone_number: "+19795550123".into(),
            },
            Phone {
                pretty_phone_number: "(979) 555-0199".into(),
                phone_number: "+19795550199".into(),
            },
        ],
        websites: vec![
            "https://www.brassbramble.example".into(),
            "https://shop.brassbramble.example".into(),
        ],
        emails: vec![
            "hello@brassbramble.example".into(),
            "sales@brassbramble.example".into(),
        ],
        map_url: Some("https://www.openstreetmap.org/?mlat=30.07520&mlon=-96.70610".into()),
        rating: Some(8.7),
        place_id: Some("place-4711".into()),
        google_place_id: Some("ChIJd8BlQ2BZwokRAFUEcm_qrcA".into()),
        featured: true,
        verified: true,
        last_verified_at: Some(at(2026, 3, 4, 5, 6, 7, 123_456)),
        has_enhanced_data: true,
        latitude: Some(round_top.latitude + 0.01),
        longitude: Some(round_top.longitude - 0.01),
        opening_hours: Some(OpeningHours {
            time_zone: "America/Chicago".into(),
            status: OpeningStatus::Seasonal,
            weekly: WeeklyHours {
                monday: Vec::new(),
                tuesday: Vec::new(),
                wednesday: day("10:00", "17:00"),
                thursday: day("10:00", "17:00"),
                friday: day("10:00", "18:30"),
                saturday: vec![
                    TimeRange {
                        open: "09:00".into(),
                        close: "12:00".into(),
                    },
                    TimeRange {
                        open: "13:00".into(),
                        close: "24:00".into(),
                    },
                ],
                sunday: day("12:00", "16:00"),
            },
            season: Some(Season {
                from: "03-15".into(),
                to: "12-20".into(),
            }),
            note: Some("Open late during Round Top show weeks".into()),
        }),
        photos: vec![
            Photo {
                url: "https://img.example/brass-1.jpg".into(),
                alt: "The front porch".into(),
                width: Some(1200),
                height: Some(800),
            },
            Photo {
                url: "https://img.example/brass-2.jpg".into(),
                alt: "Brass lamps".into(),
                width: None,
                height: None,
            },
        ],
        social_links: vec![
            SocialLink {
                platform: "facebook".into(),
                url: "https://facebook.example/brassbramble".into(),
            },
            SocialLink {
                platform: "instagram".into(),
                url: "https://instagram.example/brassbramble".into(),
            },
        ],
        seo: Some(Seo {
            meta_title: Some("Brass & Bramble Antiques in Round Top, TX".into()),
            meta_description: Some("Farmhouse furniture and lighting.".into()),
        }),
        nearest_antique_hotspot: Some(HotspotRef {
            slug: "brimfield-ma".into(),
            name: "Brimfield".into(),
            state: "MA".into(),
            distance_km: 2500.0,
        }),
        store_analysis: Some(StoreAnalysis {
            size: "large".into(),
            price_range: "$$".into(),
            specialties: vec!["Farmhouse furniture".into(), "Brass lighting".into()],
            store_format: "Barn / warehouse".into(),
            browsing_duration: "1-2 hours".into(),
            description: "A big barn with a bit of everything.".into(),
            features: StoreFeatures {
                delivery: true,
                shipping: true,
                auctions: false,
                multi_vendor: true,
                multiple_floors: false,
            },
            analysis: AnalysisMeta {
                confidence_level: "high".into(),
                price_indicators: vec!["fair prices".into()],
                specialty_mentions: vec!["lamps".into(), "stoneware".into()],
            },
        }),
        customer_sentiment: Some(CustomerSentiment {
            overall_sentiment: Some(8.9),
            positive_themes: vec!["Friendly owners".into(), "Great lighting".into()],
            concerns: vec!["Limited parking".into()],
            satisfaction_drivers: vec!["Selection".into(), "Prices".into()],
        }),
        // Not in alphabetical order: the stored order is the written one.
        categories: vec![
            CategoryRef {
                slug: "lighting".into(),
                name: "Lighting".into(),
            },
            CategoryRef {
                slug: "furniture".into(),
                name: "Furniture".into(),
            },
            CategoryRef {
                slug: "pottery-ceramics".into(),
                name: "Pottery & Ceramics".into(),
            },
        ],
        source: Some("csv:consignment_stores.csv".into()),
        source_id: Some("line-42".into()),
        created_at: created,
        updated_at: created + Duration::days(3),
        published_at: Some(created + Duration::hours(1)),
    }
}

/// What storage keeps of `input` once written with `id`: the same content, the nearest hotspot
/// recomputed from the coordinates, and the stable document id.
fn as_stored(input: &Store, id: i64, hotspots: &[Hotspot]) -> Store {
    let mut s = input.clone();
    s.id = id;
    s.document_id = document_id_for(input);
    s.nearest_antique_hotspot = match (s.latitude, s.longitude) {
        (Some(lat), Some(lng)) => geo::nearest_hotspot(lat, lng, hotspots),
        _ => None,
    };
    s
}

/// A small store, only the identity filled in.
fn bare_store(name: &str, slug: &str, city: &str, state: &str) -> Store {
    Store::new(
        name.into(),
        slug.into(),
        city.into(),
        state.into(),
        at(2025, 6, 1, 12, 0, 0, 250_000),
    )
}

fn with_source(mut s: Store, source: &str, id: &str) -> Store {
    s.source = Some(source.into());
    s.source_id = Some(id.into());
    s
}

/// Reference data with every field used and every optional field both filled and empty, listed
/// out of alphabetical order so that order can be checked.
fn reference() -> Catalog {
    Catalog {
        regions: vec![
            Region {
                slug: "south".into(),
                name: "South".into(),
                description: "From Texas to the Carolinas.".into(),
            },
            Region {
                slug: "northeast".into(),
                name: "Northeast".into(),
                description: "New England and the Mid-Atlantic.".into(),
            },
        ],
        states: vec![
            State {
                code: "TX".into(),
                name: "Texas".into(),
                slug: "texas".into(),
                region: "south".into(),
            },
            State {
                code: "MA".into(),
                name: "Massachusetts".into(),
                slug: "massachusetts".into(),
                region: "northeast".into(),
            },
        ],
        hotspots: vec![
            Hotspot {
                slug: "round-top-tx".into(),
                name: "Round Top".into(),
                state: "TX".into(),
                latitude: 30.065_2,
                longitude: -96.696_1,
                description: "A town of 90 people and a show of 100,000.".into(),
                best_time_to_visit: "Spring and fall show weeks".into(),
                radius_km: 15.0,
            },
            Hotspot {
                slug: "brimfield-ma".into(),
                name: "Brimfield".into(),
                state: "MA".into(),
                latitude: 42.122_9,
                longitude: -72.200_6,
                description: "Fields of dealers three times a year.".into(),
                best_time_to_visit: "May, July and September".into(),
                radius_km: 12.5,
            },
        ],
        categories: vec![
            Category {
                slug: "lighting".into(),
                name: "Lighting".into(),
                description: "Lamps, chandeliers and sconces.".into(),
            },
            Category {
                slug: "furniture".into(),
                name: "Furniture".into(),
                description: "Tables, chairs, chests and more.".into(),
            },
        ],
        stores: Vec::new(),
        guides: vec![
            Guide {
                slug: "spotting-reproductions".into(),
                title: "Spotting reproductions".into(),
                summary: "Tell old from new.".into(),
                body: "# Look underneath\n\nTool marks, *wear*, and <b>raw</b> HTML.".into(),
                cover_url: None,
                cover_alt: None,
                author: "The editors".into(),
                tags: Vec::new(),
                published_at: at(2024, 11, 2, 8, 30, 0, 0),
                updated_at: at(2024, 11, 2, 8, 30, 0, 0),
                draft: false,
            },
            Guide {
                slug: "buying-brass-lamps".into(),
                title: "Buying brass lamps".into(),
                summary: "What to check before you pay.".into(),
                body: "Check the wiring.".into(),
                cover_url: Some("https://img.example/lamps.jpg".into()),
                cover_alt: Some("Three brass lamps".into()),
                author: "Ann Smith".into(),
                tags: vec!["lighting".into(), "furniture".into()],
                published_at: at(2025, 5, 1, 10, 0, 0, 123_456),
                updated_at: at(2025, 6, 1, 10, 0, 0, 654_321),
                draft: true,
            },
        ],
        events: vec![
            Event {
                slug: "round-top-spring".into(),
                title: "Round Top Spring Show".into(),
                description: "Miles of dealers along Highway 237.".into(),
                start_date: NaiveDate::from_ymd_opt(2025, 3, 20).expect("date"),
                end_date: NaiveDate::from_ymd_opt(2025, 3, 29).expect("date"),
                venue: "Highway 237".into(),
                city: "Round Top".into(),
                state: "TX".into(),
                hotspot: Some("round-top-tx".into()),
                url: Some("https://roundtop.example".into()),
            },
            Event {
                slug: "church-basement-sale".into(),
                title: "Church Basement Sale".into(),
                description: "Once a year.".into(),
                start_date: NaiveDate::from_ymd_opt(2025, 2, 1).expect("date"),
                end_date: NaiveDate::from_ymd_opt(2025, 2, 1).expect("date"),
                venue: "First Church".into(),
                city: "Springfield".into(),
                state: "MA".into(),
                hotspot: None,
                url: None,
            },
        ],
    }
}

fn reference_rows(c: &Catalog) -> usize {
    c.regions.len()
        + c.states.len()
        + c.hotspots.len()
        + c.categories.len()
        + c.guides.len()
        + c.events.len()
}

/// The last catalogue version seen, to check what a write did to it.
struct Versions(i64);

impl Versions {
    /// Checks that the version moved (`bumped`) or stayed since the last check, after `what`.
    async fn check(&mut self, db: &Db, what: &str, bumped: bool) -> Result<()> {
        let now = db.catalog_version().await?;
        if bumped {
            assert!(
                now > self.0,
                "{what}: version {now} did not move from {}",
                self.0
            );
        } else {
            assert_eq!(now, self.0, "{what}: version moved");
        }
        self.0 = now;
        Ok(())
    }
}

fn by_slug(stores: Vec<Store>) -> HashMap<String, Store> {
    stores.into_iter().map(|s| (s.slug.clone(), s)).collect()
}

both! {
    /// A new database is empty at catalogue version 1, and migrating again applies nothing.
    async fn fresh_database_is_empty_and_migrations_run_once(db: Db) -> Result<()> {
        assert_eq!(db.migrate().await?, 0);
        db.ping().await?;
        assert_eq!(db.catalog_version().await?, 1);
        assert_eq!(db.store_count().await?, 0);
        assert_eq!(db.load_catalog().await?, Catalog::default());
        assert!(db.hotspots().await?.is_empty());
        assert_eq!(db.list_signups(None, Window::page(1, 10)).await?, (Vec::new(), 0));
        Ok(())
    }
}

both! {
    /// Stores an older version imported from CSV under `csv:<file name>` become `csv` stores, so a
    /// re-import of the list under any file name finds them; of the copies a renamed file made (the
    /// same source id under two file names) the first becomes `csv`, the other keeps its source.
    async fn the_one_csv_source_migration_renames_file_sources(db: Db) -> Result<()> {
        let stores = [
            with_source(bare_store("Blue Barn", "blue-barn", "Hudson", "NY"), "csv:stores.csv", "7"),
            with_source(bare_store("Blue Barn", "blue-barn-2", "Hudson", "NY"), "csv:stores-v2.csv", "7"),
            with_source(bare_store("Corner Shop", "corner-shop", "Albany", "NY"), "csv:stores.csv", "8"),
            with_source(bare_store("Mill", "mill", "Troy", "NY"), "osm", "node/1"),
            with_source(bare_store("Dock", "dock", "Troy", "NY"), "csv", "9"),
            with_source(bare_store("Dock", "dock-2", "Troy", "NY"), "csv:old.csv", "9"),
        ];
        db.upsert_stores(&stores, &quiet).await?;
        db.execute_raw("DELETE FROM _antiques_migrations WHERE version = 8").await?;
        assert_eq!(db.migrate().await?, 1);
        let after = by_slug(db.load_stores().await?);
        let source = |slug: &str| after[slug].source.clone().unwrap_or_default();
        assert_eq!(source("blue-barn"), "csv");
        assert_eq!(source("blue-barn-2"), "csv:stores-v2.csv");
        assert_eq!(source("corner-shop"), "csv");
        assert_eq!(source("mill"), "osm");
        assert_eq!(source("dock"), "csv");
        assert_eq!(source("dock-2"), "csv:old.csv");
        Ok(())
    }
}

both! {
    /// Upserting the same catalogue twice inserts every store once, then changes nothing: no
    /// duplicates, no new catalogue version.
    async fn upserting_a_catalogue_twice_inserts_then_leaves_it_unchanged(db: Db) -> Result<()> {
        let catalog = seed();
        let n = catalog.stores.len();
        assert_eq!(n, STORES);
        let progress = Mutex::new(Vec::new());
        let (first, outcomes) = db
            .upsert_catalog(&catalog, &|k| progress.lock().expect("lock").push(k))
            .await?;
        assert_eq!(
            first,
            CatalogReport {
                reference_changed: reference_rows(&catalog),
                stores: WriteReport { inserted: n, updated: 0, unchanged: 0 },
            }
        );
        assert!(first.stores.changed());
        assert_eq!(outcomes, vec![StoreOutcome::Inserted; n]);
        let progress = progress.into_inner().expect("lock");
        assert!(progress.is_sorted(), "{progress:?}");
        assert_eq!(progress.last(), Some(&n));
        let version = db.catalog_version().await?;
        assert!(version > 1, "version {version}");

        let (second, outcomes) = db.upsert_catalog(&catalog, &quiet).await?;
        assert_eq!(
            second,
            CatalogReport {
                reference_changed: 0,
                stores: WriteReport { inserted: 0, updated: 0, unchanged: n },
            }
        );
        assert!(!second.stores.changed());
        assert_eq!(outcomes, vec![StoreOutcome::Unchanged; n]);
        assert_eq!(db.catalog_version().await?, version);

        let stores = db.load_stores().await?;
        assert_eq!(stores.len(), n);
        assert_eq!(db.store_count().await?, n as i64);
        let slugs: HashSet<&str> = stores.iter().map(|s| s.slug.as_str()).collect();
        assert_eq!(slugs.len(), n, "duplicate slugs");
        let seeded: HashSet<&str> = catalog.stores.iter().map(|s| s.slug.as_str()).collect();
        assert_eq!(slugs, seeded);
        let ids: HashSet<&str> = stores.iter().map(|s| s.document_id.as_str()).collect();
        assert_eq!(ids.len(), n, "duplicate document ids");

        // The stores alone, a third time: still nothing to do.
        let (third, _) = db.upsert_stores(&catalog.stores, &quiet).await?;
        assert_eq!(third, WriteReport { inserted: 0, updated: 0, unchanged: n });
        assert_eq!(db.catalog_version().await?, version);
        assert_eq!(db.load_stores().await?, stores);
        Ok(())
    }
}

both! {
    /// One changed store in a re-upserted catalogue is updated, alone: it keeps its ids and
    /// `createdAt`, gets a new `updatedAt`, and the catalogue version moves once.
    async fn a_changed_store_is_updated_alone(db: Db) -> Result<()> {
        let mut catalog = seed();
        let n = catalog.stores.len();
        db.upsert_catalog(&catalog, &quiet).await?;
        let before = by_slug(db.load_stores().await?);
        let version = db.catalog_version().await?;

        catalog.stores[3].description = Some("Freshly restocked every Thursday.".into());
        let changed = catalog.stores[3].slug.clone();
        let started = Utc::now();
        let (report, outcomes) = db.upsert_stores(&catalog.stores, &quiet).await?;
        assert_eq!(report, WriteReport { inserted: 0, updated: 1, unchanged: n - 1 });
        for (i, outcome) in outcomes.iter().enumerate() {
            let expected = if i == 3 { StoreOutcome::Updated } else { StoreOutcome::Unchanged };
            assert_eq!(*outcome, expected, "store {i}");
        }
        assert_eq!(db.catalog_version().await?, version + 1);

        let after = by_slug(db.load_stores().await?);
        assert_eq!(after.len(), n);
        for (slug, old) in &before {
            let new = &after[slug];
            if *slug != changed {
                assert_eq!(new, old, "{slug} should not have changed");
                continue;
            }
            assert_eq!(new.description.as_deref(), Some("Freshly restocked every Thursday."));
            assert_eq!((new.id, &new.document_id), (old.id, &old.document_id));
            assert_eq!(new.created_at, old.created_at);
            assert_eq!(new.published_at, old.published_at);
            assert_ne!(new.updated_at, old.updated_at);
            let lag = (new.updated_at - started).num_milliseconds();
            assert!((-1..60_000).contains(&lag), "updatedAt {} is not the write time", new.updated_at);
        }

        let (again, _) = db.upsert_stores(&catalog.stores, &quiet).await?;
        assert_eq!(again, WriteReport { inserted: 0, updated: 0, unchanged: n });
        assert_eq!(db.catalog_version().await?, version + 1);
        Ok(())
    }
}

both! {
    /// A dry run of an upsert tells what the upsert will do (inserted, updated, unchanged, per store
    /// and in total) and writes nothing: no store, no new catalogue version.
    async fn planning_an_upsert_writes_nothing_and_predicts_it(db: Db) -> Result<()> {
        let mut catalog = seed();
        let n = catalog.stores.len();
        db.upsert_reference(&catalog).await?;
        let version = db.catalog_version().await?;

        let planned = db.plan_upsert_stores(&catalog.stores).await?;
        assert_eq!(planned, (WriteReport { inserted: n, updated: 0, unchanged: 0 }, vec![StoreOutcome::Inserted; n]));
        assert_eq!(db.store_count().await?, 0, "a dry run writes no store");
        assert_eq!(db.catalog_version().await?, version, "nor a new version");
        assert_eq!(db.upsert_stores(&catalog.stores, &quiet).await?, planned);
        let stored = db.load_stores().await?;
        let version = db.catalog_version().await?;

        // One store changed and one new: the plan names both, and still writes nothing.
        catalog.stores[5].description = Some("Open late on Fridays.".into());
        let mut fresh = catalog.stores[6].clone();
        fresh.source_id = Some("planned-new".into());
        catalog.stores.push(fresh);
        let planned = db.plan_upsert_stores(&catalog.stores).await?;
        assert_eq!(planned.0, WriteReport { inserted: 1, updated: 1, unchanged: n - 1 });
        assert_eq!(planned.1[5], StoreOutcome::Updated);
        assert_eq!(planned.1[n], StoreOutcome::Inserted);
        assert_eq!(db.load_stores().await?, stored, "a dry run changes no store");
        assert_eq!(db.catalog_version().await?, version);
        assert_eq!(db.upsert_stores(&catalog.stores, &quiet).await?, planned);

        let (again, _) = db.plan_upsert_stores(&catalog.stores).await?;
        assert_eq!(again, WriteReport { inserted: 0, updated: 0, unchanged: n + 1 });

        // A batch naming a store twice is refused by the plan as by the upsert.
        let twice = [catalog.stores[0].clone(), catalog.stores[0].clone()];
        assert!(matches!(db.plan_upsert_stores(&twice).await, Err(Error::Conflict(_))));
        Ok(())
    }
}

both! {
    /// `load_catalog` gives back the upserted catalogue: reference rows in the order they were
    /// written (guides newest first, events by start date), stores as written plus the ids storage
    /// assigns.
    async fn load_catalog_returns_the_upserted_catalogue(db: Db) -> Result<()> {
        let catalog = seed();
        db.upsert_catalog(&catalog, &quiet).await?;
        let loaded = db.load_catalog().await?;
        assert_eq!(loaded.regions, catalog.regions);
        assert_eq!(loaded.states, catalog.states);
        assert_eq!(loaded.hotspots, catalog.hotspots);
        assert_eq!(loaded.categories, catalog.categories);
        assert_eq!(db.hotspots().await?, catalog.hotspots);

        let mut guides = catalog.guides.clone();
        guides.sort_by(|a, b| b.published_at.cmp(&a.published_at).then(a.slug.cmp(&b.slug)));
        assert_eq!(loaded.guides, guides);
        let mut events = catalog.events.clone();
        events.sort_by(|a, b| a.start_date.cmp(&b.start_date).then(a.slug.cmp(&b.slug)));
        assert_eq!(loaded.events, events);

        assert_eq!(loaded.stores.len(), catalog.stores.len());
        assert!(loaded.stores.windows(2).all(|w| w[0].id < w[1].id), "ordered by id");
        let mut stored = by_slug(loaded.stores);
        for input in &catalog.stores {
            let got = stored.remove(&input.slug).with_context(|| input.slug.clone())?;
            assert_eq!(got, as_stored(input, got.id, &catalog.hotspots));
        }
        Ok(())
    }
}

both! {
    /// A store with every field filled is read back as written, by `store_by_id`, `load_stores`
    /// and `load_catalog`, whether it was created, upserted or updated; its nearest hotspot is
    /// computed from its coordinates.
    async fn a_store_with_every_field_round_trips(db: Db) -> Result<()> {
        let hotspots = hotspots_only().hotspots;
        db.upsert_reference(&hotspots_only()).await?;
        let input = full_store(&hotspots);

        let created = db.create_store(&input, true, &cli()).await?;
        assert!(created.id > 0);
        let expected = as_stored(&input, created.id, &hotspots);
        assert_eq!(
            expected.nearest_antique_hotspot.as_ref().map(|h| h.slug.as_str()),
            Some("round-top-tx")
        );
        assert_eq!(created, expected);
        assert_eq!(db.store_by_id(created.id).await?, expected);
        assert_eq!(db.load_stores().await?, vec![expected.clone()]);
        assert_eq!(db.load_catalog().await?.stores, vec![expected.clone()]);

        // Written again as it is (stale hotspot and all): nothing changed.
        let (report, _) = db.upsert_stores(std::slice::from_ref(&input), &quiet).await?;
        assert_eq!(report, WriteReport { inserted: 0, updated: 0, unchanged: 1 });

        // The same content under another identity, through the batch upsert.
        let twin = with_source(
            Store { slug: "brass-bramble-antiques-too".into(), ..input.clone() },
            "osm",
            "node/99",
        );
        let (report, outcomes) = db.upsert_stores(std::slice::from_ref(&twin), &quiet).await?;
        assert_eq!(report, WriteReport { inserted: 1, updated: 0, unchanged: 0 });
        assert_eq!(outcomes, vec![StoreOutcome::Inserted]);
        let twin_stored = db
            .load_stores()
            .await?
            .into_iter()
            .find(|s| s.slug == twin.slug)
            .context("twin stored")?;
        assert_eq!(twin_stored, as_stored(&twin, twin_stored.id, &hotspots));
        assert_eq!(db.store_by_id(twin_stored.id).await?, twin_stored);

        // A bare store overwritten with every field by `update_store`: the content is replaced,
        // the ids, `createdAt` and `publishedAt` are the bare store's, `updatedAt` is the write's.
        let bare = db
            .create_store(&bare_store("Plain Shop", "plain-shop", "Austin", "TX"), true, &cli())
            .await?;
        assert_eq!(bare.nearest_antique_hotspot, None);
        let replacement = with_source(
            Store { slug: "plain-shop".into(), ..input.clone() },
            "admin",
            "plain-1",
        );
        let started = Utc::now();
        let (updated, outcome) = db.update_store(bare.id, &replacement, &cli()).await?;
        assert_eq!(outcome, StoreOutcome::Updated);
        let mut expected = as_stored(&replacement, bare.id, &hotspots);
        expected.document_id = bare.document_id.clone();
        expected.created_at = bare.created_at;
        expected.published_at = bare.published_at;
        let lag = (updated.updated_at - started).num_milliseconds();
        assert!((-1..60_000).contains(&lag), "updatedAt {}", updated.updated_at);
        expected.updated_at = updated.updated_at;
        assert_eq!(updated, expected);
        assert_eq!(db.store_by_id(bare.id).await?, expected);
        assert_eq!(db.store_count().await?, 3);
        Ok(())
    }
}

both! {
    /// A store with no optional field filled is read back with them still empty.
    async fn a_store_with_no_optional_field_round_trips(db: Db) -> Result<()> {
        let input = bare_store("Plain Shop", "plain-shop", "Nowhere", "KS");
        let created = db.create_store(&input, true, &cli()).await?;
        let expected = as_stored(&input, created.id, &[]);
        assert_eq!(created, expected);
        assert_eq!(db.load_stores().await?, vec![expected]);
        Ok(())
    }
}

both! {
    /// Regions, states, hotspots, categories, guides and events are read back as written, with
    /// every optional field filled or empty; a second identical write changes nothing and a changed
    /// row is rewritten.
    async fn reference_data_round_trips(db: Db) -> Result<()> {
        let mut reference = reference();
        let version = db.catalog_version().await?;
        assert_eq!(db.upsert_reference(&reference).await?, reference_rows(&reference));
        let bumped = db.catalog_version().await?;
        assert!(bumped > version);

        let loaded = db.load_reference().await?;
        assert_eq!(loaded.regions, reference.regions);
        assert_eq!(loaded.states, reference.states);
        assert_eq!(loaded.hotspots, reference.hotspots);
        assert_eq!(loaded.categories, reference.categories);
        // Guides come newest first, events by start date: both lists above are the other way.
        let mut guides = reference.guides.clone();
        guides.reverse();
        assert_eq!(loaded.guides, guides);
        let mut events = reference.events.clone();
        events.reverse();
        assert_eq!(loaded.events, events);
        assert!(loaded.stores.is_empty());
        assert_eq!(db.load_catalog().await?, loaded);

        assert_eq!(db.upsert_reference(&reference).await?, 0);
        assert_eq!(db.catalog_version().await?, bumped);

        reference.hotspots[1].radius_km = 20.0;
        reference.guides[1].cover_url = None;
        reference.guides[1].tags.push("pottery-ceramics".into());
        reference.events[0].url = None;
        reference.regions[0].description = "From Texas to Florida.".into();
        assert_eq!(db.upsert_reference(&reference).await?, 4);
        assert_eq!(db.catalog_version().await?, bumped + 1);
        let loaded = db.load_reference().await?;
        assert_eq!(loaded.regions, reference.regions);
        assert_eq!(loaded.hotspots, reference.hotspots);
        assert_eq!(loaded.guides[0], reference.guides[1]);
        assert_eq!(loaded.events[1], reference.events[0]);
        Ok(())
    }
}

both! {
    /// `catalog_version` moves on every write that changes the catalogue and on no other.
    async fn catalog_version_moves_exactly_when_the_catalogue_changes(db: Db) -> Result<()> {
        let mut versions = Versions(db.catalog_version().await?);
        db.upsert_reference(&reference()).await?;
        versions.check(&db, "reference written", true).await?;
        db.upsert_reference(&reference()).await?;
        versions.check(&db, "reference rewritten as it is", false).await?;
        let mut changed = reference();
        changed.categories[0].name = "Lamps & Lighting".into();
        db.upsert_reference(&changed).await?;
        versions.check(&db, "category renamed", true).await?;

        let input = with_source(bare_store("Blue Barn", "blue-barn", "Hudson", "NY"), "admin", "1");
        let created = db.create_store(&input, true, &cli()).await?;
        versions.check(&db, "store created", true).await?;

        let (same, outcome) = db.update_store(created.id, &created, &cli()).await?;
        assert_eq!(outcome, StoreOutcome::Unchanged);
        assert_eq!(same, created, "an unchanged update writes nothing, not even updatedAt");
        let (_, outcome) = db.update_store(created.id, &input, &cli()).await?;
        assert_eq!(outcome, StoreOutcome::Unchanged);
        versions.check(&db, "unchanged updates", false).await?;

        let edited = Store { featured: true, ..input.clone() };
        let (_, outcome) = db.update_store(created.id, &edited, &cli()).await?;
        assert_eq!(outcome, StoreOutcome::Updated);
        versions.check(&db, "store updated", true).await?;

        let (report, _) = db.upsert_stores(std::slice::from_ref(&edited), &quiet).await?;
        assert_eq!(report.unchanged, 1);
        let (report, _) = db.upsert_stores(&[], &quiet).await?;
        assert_eq!(report, WriteReport::default());
        versions.check(&db, "no-op upserts", false).await?;

        let edited = Store { rating: Some(9.1), ..edited };
        let (report, _) = db.upsert_stores(std::slice::from_ref(&edited), &quiet).await?;
        assert_eq!(report.updated, 1);
        versions.check(&db, "store upserted with a change", true).await?;

        let second = bare_store("Corner Shop", "corner-shop", "Albany", "NY");
        let (report, _) = db.upsert_stores(std::slice::from_ref(&second), &quiet).await?;
        assert_eq!(report.inserted, 1);
        versions.check(&db, "store upserted new", true).await?;

        assert!(matches!(db.create_store(&second, true, &cli()).await, Err(Error::Conflict(_))));
        assert!(matches!(db.delete_store(created.id + 1000, &cli()).await, Err(Error::NotFound)));
        db.insert_signup("ann@example.com", "footer").await?;
        db.insert_form(FormKind::ContactRequest, &json!({ "name": "Ann" })).await?;
        versions.check(&db, "failed writes, signups and forms", false).await?;

        db.delete_store(created.id, &cli()).await?;
        versions.check(&db, "store deleted", true).await?;
        Ok(())
    }
}

both! {
    /// Creating a store whose slug, or whose source and source id, another store has is a
    /// conflict; so is updating a store onto another's slug or source id. Nothing is written.
    async fn taken_slugs_and_source_ids_are_conflicts(db: Db) -> Result<()> {
        let a = db
            .create_store(&with_source(bare_store("Blue Barn", "blue-barn", "Hudson", "NY"), "admin", "a"), true, &cli())
            .await?;
        let b = db.create_store(&bare_store("Red Barn", "red-barn", "Hudson", "NY"), true, &cli()).await?;
        let version = db.catalog_version().await?;

        let same_slug = bare_store("Another Blue Barn", "blue-barn", "Albany", "NY");
        match db.create_store(&same_slug, true, &cli()).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("create with a taken slug: {other:?}"),
        }
        let same_source = with_source(bare_store("Blue Barn II", "blue-barn-ii", "Hudson", "NY"), "admin", "a");
        match db.create_store(&same_source, true, &cli()).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("create with a taken source id: {other:?}"),
        }
        let onto_slug = Store { slug: "blue-barn".into(), ..b.clone() };
        match db.update_store(b.id, &onto_slug, &cli()).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("update onto a taken slug: {other:?}"),
        }
        let onto_source = with_source(b.clone(), "admin", "a");
        match db.update_store(b.id, &onto_source, &cli()).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("update onto a taken source id: {other:?}"),
        }

        assert_eq!(db.catalog_version().await?, version);
        assert_eq!(db.load_stores().await?, vec![a.clone(), b.clone()]);

        // A store keeps its own slug on update, and a store may take a slug no one has or had: the
        // slug a renamed store had still leads to it.
        let (_, outcome) = db.update_store(a.id, &Store { verified: true, ..a.clone() }, &cli()).await?;
        assert_eq!(outcome, StoreOutcome::Updated);
        let (moved, _) = db.update_store(b.id, &Store { slug: "red-barn-hudson".into(), ..b.clone() }, &cli()).await?;
        assert_eq!(moved.slug, "red-barn-hudson");
        match db.create_store(&bare_store("Red Barn Too", "red-barn", "Troy", "NY"), true, &cli()).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("create with a slug a renamed store had: {other:?}"),
        }
        let c = db.create_store(&bare_store("Red Barn Too", "red-barn-troy", "Troy", "NY"), true, &cli()).await?;
        assert_eq!(c.slug, "red-barn-troy");
        Ok(())
    }
}

both! {
    /// Reading, updating or deleting a store that is not there is "not found"; a deleted store is
    /// gone and its slug is free again.
    async fn missing_stores_are_not_found(db: Db) -> Result<()> {
        assert!(matches!(db.store_by_id(4711).await, Err(Error::NotFound)));
        assert!(matches!(db.delete_store(4711, &cli()).await, Err(Error::NotFound)));
        let ghost = bare_store("Ghost", "ghost", "Salem", "MA");
        assert!(matches!(db.update_store(4711, &ghost, &cli()).await, Err(Error::NotFound)));
        assert_eq!(db.store_count().await?, 0);

        let hotspots = hotspots_only().hotspots;
        db.upsert_reference(&hotspots_only()).await?;
        let created = db.create_store(&full_store(&hotspots), true, &cli()).await?;
        db.delete_store(created.id, &cli()).await?;
        assert!(matches!(db.store_by_id(created.id).await, Err(Error::NotFound)));
        assert!(matches!(db.delete_store(created.id, &cli()).await, Err(Error::NotFound)));
        assert_eq!(db.store_count().await?, 0);
        assert!(db.load_stores().await?.is_empty());

        let again = db.create_store(&full_store(&hotspots), true, &cli()).await?;
        assert_eq!(again.slug, created.slug);
        assert_ne!(again.id, created.id);
        assert_eq!(again.categories, created.categories);
        Ok(())
    }
}

both! {
    /// A store is the same store when its source and source id match (whatever its slug) or, when
    /// it has none, when its slug matches. A store whose slug another store has gets the first free
    /// `slug-N`, keeps it, and stays idempotent. Document ids derive from the identity.
    async fn upsert_matches_stores_by_source_id_else_by_slug(db: Db) -> Result<()> {
        let sourced = with_source(bare_store("Blue Barn Antiques", "blue-barn-antiques", "Hudson", "NY"), "csv:a.csv", "7");
        let plain = bare_store("Corner Shop", "corner-shop", "Albany", "NY");
        let (report, _) = db.upsert_stores(&[sourced.clone(), plain.clone()], &quiet).await?;
        assert_eq!(report.inserted, 2);
        let first = by_slug(db.load_stores().await?);

        // Renamed, same source id: the same store, under its new slug.
        let renamed = Store {
            name: "Blue Barn Antiques & Salvage".into(),
            slug: "blue-barn-antiques-salvage".into(),
            ..sourced.clone()
        };
        // Changed, no source id: matched by slug.
        let described = Store { description: Some("On the corner.".into()), ..plain.clone() };
        let (report, outcomes) = db.upsert_stores(&[renamed.clone(), described.clone()], &quiet).await?;
        assert_eq!(report, WriteReport { inserted: 0, updated: 2, unchanged: 0 });
        assert_eq!(outcomes, vec![StoreOutcome::Updated, StoreOutcome::Updated]);
        let second = by_slug(db.load_stores().await?);
        assert_eq!(second.len(), 2);
        let moved = &second["blue-barn-antiques-salvage"];
        assert_eq!(moved.id, first["blue-barn-antiques"].id);
        assert_eq!(moved.document_id, document_id_for(&sourced));
        assert_eq!(moved.name, renamed.name);
        assert_eq!(second["corner-shop"].id, first["corner-shop"].id);
        assert_eq!(second["corner-shop"].document_id, document_id_for(&plain));

        // Another store wanting a taken slug gets `-2`, and keeps it when it changes.
        let rival = with_source(bare_store("Corner Shop", "corner-shop", "Troy", "NY"), "osm", "node/1");
        let (report, _) = db.upsert_stores(std::slice::from_ref(&rival), &quiet).await?;
        assert_eq!(report.inserted, 1);
        let third = by_slug(db.load_stores().await?);
        assert_eq!(third.len(), 3);
        let rival_stored = third.get("corner-shop-2").context("rival under corner-shop-2")?;
        assert_eq!(rival_stored.document_id, document_id_for(&rival));
        assert_eq!(third["corner-shop"], second["corner-shop"]);
        let (report, _) = db.upsert_stores(std::slice::from_ref(&rival), &quiet).await?;
        assert_eq!(report.unchanged, 1);
        let rival_changed = Store { featured: true, ..rival.clone() };
        let (report, _) = db.upsert_stores(std::slice::from_ref(&rival_changed), &quiet).await?;
        assert_eq!(report.updated, 1);
        let fourth = by_slug(db.load_stores().await?);
        assert!(fourth["corner-shop-2"].featured);
        assert_eq!(fourth["corner-shop-2"].id, rival_stored.id);

        // Renamed to a shorter slug that is free: it gets that slug.
        let shortened = Store { slug: "blue-barn".into(), ..renamed.clone() };
        let (report, _) = db.upsert_stores(std::slice::from_ref(&shortened), &quiet).await?;
        assert_eq!(report.updated, 1);
        let fifth = by_slug(db.load_stores().await?);
        let short = fifth.get("blue-barn").with_context(|| {
            format!("renamed to blue-barn, stored as {:?}", fifth.keys().collect::<Vec<_>>())
        })?;
        assert_eq!(short.id, moved.id);
        let (report, _) = db.upsert_stores(std::slice::from_ref(&shortened), &quiet).await?;
        assert_eq!(report.unchanged, 1);
        Ok(())
    }
}

both! {
    /// A batch that names one store twice (the same source id, or the same slug and no source id)
    /// is refused as a conflict and nothing of it is written: neither entry is silently dropped.
    async fn a_batch_naming_a_store_twice_is_refused(db: Db) -> Result<()> {
        let once = with_source(bare_store("Blue Barn", "blue-barn", "Hudson", "NY"), "csv:a.csv", "7");
        let twice = Store {
            slug: "blue-barn-hudson".into(),
            description: Some("The same store, a later line.".into()),
            categories: vec![CategoryRef { slug: "furniture".into(), name: "Furniture".into() }],
            ..once.clone()
        };
        let plain = bare_store("Corner Shop", "corner-shop", "Albany", "NY");
        let version = db.catalog_version().await?;
        match db.upsert_stores(&[plain.clone(), once.clone(), twice.clone()], &quiet).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("same source id twice: {other:?}"),
        }
        let plain_again = Store { rating: Some(5.0), ..plain.clone() };
        match db.upsert_stores(&[plain.clone(), plain_again.clone()], &quiet).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("same slug twice: {other:?}"),
        }
        assert_eq!(db.store_count().await?, 0);
        assert_eq!(db.catalog_version().await?, version);

        // Both entries matching a store already there: refused too, the stored store untouched.
        db.upsert_stores(&[once.clone(), plain.clone()], &quiet).await?;
        let stored = db.load_stores().await?;
        let version = db.catalog_version().await?;
        match db.upsert_stores(&[twice.clone(), once.clone()], &quiet).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("same stored store twice: {other:?}"),
        }
        match db.upsert_stores(&[plain_again, plain], &quiet).await {
            Err(Error::Conflict(_)) => {}
            other => panic!("same stored slug twice: {other:?}"),
        }
        assert_eq!(db.load_stores().await?, stored);
        assert_eq!(db.catalog_version().await?, version);
        Ok(())
    }
}

both! {
    /// Instants finer than a microsecond (what PostgreSQL keeps) neither make the backends read
    /// back different values nor make an unchanged guide look changed.
    async fn sub_microsecond_instants_are_stored_alike(db: Db) -> Result<()> {
        let nanos = Duration::nanoseconds(123_456_789);
        let mut reference = reference();
        for g in &mut reference.guides {
            g.published_at += nanos;
            g.updated_at += nanos;
        }
        db.upsert_reference(&reference).await?;
        let version = db.catalog_version().await?;
        assert_eq!(db.upsert_reference(&reference).await?, 0, "an unchanged guide was rewritten");
        assert_eq!(db.catalog_version().await?, version);
        let loaded = db.load_reference().await?;
        assert_eq!(
            loaded.guides[0].published_at,
            at(2025, 5, 1, 10, 0, 0, 123_456 + 123_456),
            "kept to the microsecond"
        );

        let mut input = bare_store("Blue Barn", "blue-barn", "Hudson", "NY");
        input.created_at = at(2025, 6, 1, 12, 0, 0, 0) + nanos;
        input.updated_at = input.created_at;
        input.published_at = Some(input.created_at);
        let created = db.create_store(&input, true, &cli()).await?;
        let micros = at(2025, 6, 1, 12, 0, 0, 123_456);
        assert_eq!((created.created_at, created.updated_at, created.published_at), (micros, micros, Some(micros)));
        Ok(())
    }
}

both! {
    /// A newsletter address is stored once: the second signup reports "not new" and keeps the first
    /// row. Signups list newest first, a page at a time, with the total.
    async fn signups_are_stored_once_and_listed_newest_first(db: Db) -> Result<()> {
        assert!(db.insert_signup("ann@example.com", "footer").await?);
        assert!(!db.insert_signup("ann@example.com", "inline").await?);
        let (list, total) = db.list_signups(None, Window::page(1, 10)).await?;
        assert_eq!(total, 1);
        assert_eq!(list.len(), 1);
        assert_eq!((list[0].email.as_str(), list[0].source.as_str()), ("ann@example.com", "footer"));
        let ann = list[0].clone();

        assert!(db.insert_signup("bob@example.com", "inline").await?);
        assert!(db.insert_signup("cid@example.com", "footer").await?);
        assert!(!db.insert_signup("bob@example.com", "footer").await?);
        let (all, total) = db.list_signups(None, Window::page(1, 10)).await?;
        assert_eq!(total, 3);
        let emails: Vec<&str> = all.iter().map(|s| s.email.as_str()).collect();
        assert_eq!(emails, ["cid@example.com", "bob@example.com", "ann@example.com"]);
        assert!(all.windows(2).all(|w| w[0].created_at >= w[1].created_at));
        assert_eq!(all[2], ann, "the first signup is left as it was");

        let (page1, t1) = db.list_signups(None, Window::page(1, 2)).await?;
        let (page2, t2) = db.list_signups(None, Window::page(2, 2)).await?;
        let (page3, t3) = db.list_signups(None, Window::page(3, 2)).await?;
        assert_eq!((t1, t2, t3), (3, 3, 3));
        assert_eq!(page1, all[..2]);
        assert_eq!(page2, all[2..]);
        assert!(page3.is_empty());
        assert_eq!(db.list_signups(None, Window::page(0, 2)).await?.0, page1, "page 0 is page 1");
        Ok(())
    }
}

both! {
    /// Form submissions are stored `pending` with their payload as sent, each kind in its own list,
    /// listed newest first a page at a time with the total.
    async fn forms_are_stored_pending_and_listed_newest_first(db: Db) -> Result<()> {
        let mut ids = Vec::new();
        for i in 1..=5 {
            let payload = json!({
                "storeName": format!("Shop {i}"),
                "n": i,
                "website": null,
                "categories": ["furniture", "lighting"],
                "owner": { "name": "Ann Smith", "phone": "+19795550123" },
                "note": "Ünïcödé & \"quotes\"",
            });
            ids.push((db.insert_form(FormKind::StoreSubmission, &payload).await?, payload));
        }
        let claim = json!({ "storeId": 12, "email": "owner@example.com" });
        let claim_id = db.insert_form(FormKind::ClaimRequest, &claim).await?;

        let (page1, total) = db.list_forms(FormKind::StoreSubmission, None, Window::page(1, 2)).await?;
        assert_eq!(total, 5);
        let n = |page: &[antiques_storage::FormRecord]| -> Vec<i64> {
            page.iter().map(|f| f.payload["n"].as_i64().unwrap_or_default()).collect()
        };
        assert_eq!(n(&page1), [5, 4]);
        let (page2, _) = db.list_forms(FormKind::StoreSubmission, None, Window::page(2, 2)).await?;
        assert_eq!(n(&page2), [3, 2]);
        let (page3, _) = db.list_forms(FormKind::StoreSubmission, None, Window::page(3, 2)).await?;
        assert_eq!(n(&page3), [1]);
        let (page4, total) = db.list_forms(FormKind::StoreSubmission, None, Window::page(4, 2)).await?;
        assert!(page4.is_empty());
        assert_eq!(total, 5);
        assert_eq!(db.list_forms(FormKind::StoreSubmission, None, Window::page(0, 2)).await?.0, page1, "page 0 is page 1");

        let (all, _) = db.list_forms(FormKind::StoreSubmission, None, Window::ALL).await?;
        assert_eq!(all.len(), 5, "every row without a limit");
        let (from_third, _) = db
            .list_forms(FormKind::StoreSubmission, None, Window { offset: 2, limit: i64::MAX })
            .await?;
        assert_eq!(from_third, all[2..], "an offset without a limit");
        assert!(all.windows(2).all(|w| w[0].created_at >= w[1].created_at && w[0].id > w[1].id));
        for record in &all {
            assert_eq!(record.status, "pending");
            let (_, sent) = ids.iter().find(|(id, _)| *id == record.id).context("known id")?;
            assert_eq!(&record.payload, sent);
        }

        let (claims, total) = db.list_forms(FormKind::ClaimRequest, None, Window::page(1, 10)).await?;
        assert_eq!(total, 1);
        assert_eq!((claims[0].id, &claims[0].payload), (claim_id, &claim));
        assert_eq!(db.list_forms(FormKind::ContactRequest, None, Window::page(1, 10)).await?, (Vec::new(), 0));
        Ok(())
    }
}

both! {
    /// Each write logs what it changed under its version, so a reader replays only that; reference
    /// data and states log what a reader must reload.
    async fn the_change_log_names_what_each_write_changed(db: Db) -> Result<()> {
        use antiques_storage::Changes;
        db.upsert_reference(&reference()).await?;
        let start = db.catalog_version().await?;
        assert_eq!(db.changes_since(start).await?, Changes::None);

        let a = db.create_store(&bare_store("Blue Barn", "blue-barn", "Hudson", "NY"), true, &cli()).await?;
        let b = db.create_store(&bare_store("Corner Shop", "corner-shop", "Albany", "NY"), true, &cli()).await?;
        db.update_store(a.id, &Store { featured: true, ..a.clone() }, &cli()).await?;
        db.delete_store(b.id, &cli()).await?;
        let now = db.catalog_version().await?;
        assert_eq!(now, start + 4);
        assert_eq!(
            db.changes_since(start).await?,
            Changes::Delta { version: now, stores: vec![a.id, b.id], reference: false }
        );
        assert_eq!(
            db.changes_since(start + 3).await?,
            Changes::Delta { version: now, stores: vec![b.id], reference: false }
        );
        // Unpublishing and publishing again are changes of the store; asking for what already is, none.
        assert!(db.set_published(a.id, false, &cli()).await?);
        assert_eq!(db.store_by_id(a.id).await?.published_at, None);
        assert!(!db.set_published(a.id, false, &cli()).await?);
        assert!(db.set_published(a.id, true, &cli()).await?);
        assert!(db.store_by_id(a.id).await?.published_at.is_some());
        assert_eq!(
            db.changes_since(now).await?,
            Changes::Delta { version: now + 2, stores: vec![a.id], reference: false }
        );
        let now = now + 2;

        let mut guides = reference();
        guides.categories[0].name = "Lamps & Lighting".into();
        db.upsert_reference(&guides).await?;
        assert_eq!(
            db.changes_since(now).await?,
            Changes::Delta { version: now + 1, stores: vec![], reference: true }
        );
        let mut renamed = guides.clone();
        renamed.states[0].name = "Renamed".into();
        db.upsert_reference(&renamed).await?;
        assert_eq!(db.changes_since(now + 1).await?, Changes::Reload { version: now + 2 });
        // A version the log does not reach (here: a database older than the log) reloads.
        assert!(matches!(db.changes_since(0).await?, Changes::Reload { .. }));
        Ok(())
    }
}

both! {
    /// A hotspot added or moved gives the stores around it their new nearest hotspot.
    async fn hotspot_changes_reassign_the_nearest_hotspot_of_stores(db: Db) -> Result<()> {
        let catalog = seed();
        db.upsert_catalog(&catalog, &quiet).await?;
        let round_top = hotspot(&catalog.hotspots, "round-top-tx").clone();
        let mut store = bare_store("Annex Goods", "annex-goods", "Round Top", "TX");
        store.latitude = Some(round_top.latitude + 0.2);
        store.longitude = Some(round_top.longitude);
        let created = db.create_store(&store, true, &cli()).await?;
        assert_eq!(created.nearest_antique_hotspot.as_ref().unwrap().slug, "round-top-tx");
        let before = db.catalog_version().await?;

        let annex = Hotspot {
            slug: "round-top-annex-tx".into(),
            name: "Round Top Annex".into(),
            latitude: round_top.latitude + 0.19,
            ..round_top.clone()
        };
        db.upsert_reference(&Catalog { hotspots: vec![annex], ..Catalog::default() }).await?;
        let moved = db.store_by_id(created.id).await?;
        assert_eq!(moved.nearest_antique_hotspot.as_ref().unwrap().slug, "round-top-annex-tx");
        assert_eq!(moved.updated_at, created.updated_at, "the store itself did not change");
        match db.changes_since(before).await? {
            antiques_storage::Changes::Delta { stores, reference, .. } => {
                assert!(reference);
                assert!(stores.contains(&created.id), "{stores:?}");
            }
            other => panic!("expected a delta, got {other:?}"),
        }

        // Moved far away, the annex is no longer the store's nearest hotspot.
        let far = Hotspot {
            slug: "round-top-annex-tx".into(),
            name: "Round Top Annex".into(),
            latitude: round_top.latitude + 5.0,
            ..round_top.clone()
        };
        db.upsert_reference(&Catalog { hotspots: vec![far], ..Catalog::default() }).await?;
        let back = db.store_by_id(created.id).await?;
        assert_eq!(back.nearest_antique_hotspot.as_ref().unwrap().slug, "round-top-tx");
        Ok(())
    }
}
