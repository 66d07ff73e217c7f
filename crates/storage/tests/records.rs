//! Editorial writes of guides, events, hotspot towns and categories, on both backends: versions
//! checked, history recorded, and the stores and events that depend on them kept in step.

mod common;

use antiques_model::{Catalog, Category, CategoryRef, Event, Guide, Hotspot, Store};
use antiques_storage::{Db, Edit, Error, Record, RecordKind, RecordWrite, action, entity};
use anyhow::Result;
use chrono::{NaiveDate, TimeZone, Utc};

fn by(actor: &str) -> Edit {
    Edit::by(actor)
}

fn guide(slug: &str, draft: bool) -> Guide {
    Guide {
        slug: slug.into(),
        title: "Buying brass lamps".into(),
        summary: "What to check before you pay.".into(),
        body: "# Wiring\n\nCheck it.".into(),
        cover_url: None,
        cover_alt: None,
        author: "The editors".into(),
        tags: vec!["lighting".into()],
        published_at: Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap(),
        updated_at: Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap(),
        draft,
    }
}

fn town(slug: &str, name: &str, latitude: f64, longitude: f64) -> Hotspot {
    Hotspot {
        slug: slug.into(),
        name: name.into(),
        state: "NY".into(),
        latitude,
        longitude,
        description: "A river town of antique shops.".into(),
        best_time_to_visit: "Weekends".into(),
        radius_km: 20.0,
    }
}

fn shop(name: &str, latitude: f64, longitude: f64, categories: &[(&str, &str)]) -> Store {
    Store {
        latitude: Some(latitude),
        longitude: Some(longitude),
        categories: categories
            .iter()
            .map(|(slug, name)| CategoryRef {
                slug: (*slug).into(),
                name: (*name).into(),
            })
            .collect(),
        ..Store::new(
            name.into(),
            String::new(),
            "Hudson".into(),
            "NY".into(),
            Utc::now(),
        )
    }
}

fn category(slug: &str, name: &str) -> Category {
    Category {
        slug: slug.into(),
        name: name.into(),
        description: "Things of that kind.".into(),
    }
}

async fn seed(db: &Db) -> Result<()> {
    let catalog = Catalog {
        states: antiques_model::us::states(),
        regions: antiques_model::us::regions(),
        categories: vec![
            category("clocks", "Clocks"),
            category("furniture", "Furniture"),
        ],
        stores: vec![
            shop(
                "Hudson Clock Shop",
                42.25,
                -73.79,
                &[("furniture", "Furniture"), ("clocks", "Clocks")],
            ),
            shop(
                "Catskill Tables",
                42.21,
                -73.86,
                &[("furniture", "Furniture")],
            ),
        ],
        ..Catalog::default()
    };
    db.upsert_catalog(&catalog, &|_| {}).await?;
    Ok(())
}

both! {
    /// A guide is created, changed (its `updatedAt` moves), refused when the editor's version is
    /// stale, and every change is in its history; an unchanged save records nothing.
    async fn guides_are_versioned_and_recorded(db: Db) -> Result<()> {
        let created = db.save_record(Record::Guide(guide("brass-lamps", true)), RecordWrite::Create, None, &by("ann@example.com")).await?;
        let Record::Guide(g) = &created else { panic!("a guide") };
        assert!(g.draft);
        assert!(g.updated_at > Utc::now() - chrono::Duration::minutes(1));
        assert!(matches!(
            db.save_record(Record::Guide(guide("brass-lamps", false)), RecordWrite::Create, None, &by("bob@example.com")).await,
            Err(Error::Conflict(_))
        ));
        assert!(matches!(
            db.save_record(Record::Guide(guide("nowhere", false)), RecordWrite::Update, None, &by("bob@example.com")).await,
            Err(Error::NotFound)
        ));
        let read = created.version()?;
        let published = db
            .save_record(Record::Guide(Guide { draft: false, ..g.clone() }), RecordWrite::Update, Some(&read), &by("bob@example.com"))
            .await?;
        assert_eq!(db.record(RecordKind::Guide, "brass-lamps").await?, published);
        // Ann still has the draft open: her save is refused, Bob's publication stays.
        let stale = db
            .save_record(Record::Guide(Guide { title: "Brass".into(), ..g.clone() }), RecordWrite::Update, Some(&read), &by("ann@example.com"))
            .await;
        assert!(matches!(stale, Err(Error::Stale(_))), "{stale:?}");
        // Saving what is stored changes nothing and records nothing.
        db.save_record(published.clone(), RecordWrite::Update, Some(&published.version()?), &by("ann@example.com")).await?;
        let history = db.revisions_of(entity::GUIDE, "brass-lamps", 10).await?;
        let actions: Vec<(&str, &str)> = history.iter().map(|r| (r.action.as_str(), r.actor.as_str())).collect();
        assert_eq!(actions, [(action::UPDATE, "bob@example.com"), (action::CREATE, "ann@example.com")]);
        assert_eq!(history[0].before.as_ref().unwrap()["draft"], true);
        assert_eq!(history[0].after.as_ref().unwrap()["draft"], false);
        // Drafts are kept with the rest and exported with their state.
        let reference = db.load_reference().await?;
        assert_eq!(reference.guides.len(), 1);
        assert!(!reference.guides[0].draft);

        // Deleted, then restored from its history under the same address.
        db.delete_record(RecordKind::Guide, "brass-lamps", None, &by("bob@example.com")).await?;
        assert!(matches!(db.record(RecordKind::Guide, "brass-lamps").await, Err(Error::NotFound)));
        let deleted = db.revisions_of(entity::GUIDE, "brass-lamps", 1).await?;
        assert_eq!(deleted[0].action, action::DELETE);
        let version = Record::from_json(RecordKind::Guide, history[0].after.clone().unwrap())?;
        db.save_record(version, RecordWrite::Restore, None, &by("ann@example.com")).await?;
        let Record::Guide(back) = db.record(RecordKind::Guide, "brass-lamps").await? else { panic!("a guide") };
        assert_eq!(back.title, "Buying brass lamps");
        assert_eq!(db.revisions_of(entity::GUIDE, "brass-lamps", 1).await?[0].action, action::RESTORE);
        Ok(())
    }
}

both! {
    /// Adding a hotspot town gives the stores around it their new nearest town; moving it away and
    /// removing it take them back off; its events keep their city but lose the link.
    async fn hotspot_towns_carry_their_stores_and_events(db: Db) -> Result<()> {
        seed(&db).await?;
        let nearest = |db: Db| async move {
            let mut stores = db.load_stores().await?;
            stores.sort_by(|a, b| a.name.cmp(&b.name));
            Ok::<_, anyhow::Error>(stores.into_iter().map(|s| s.nearest_antique_hotspot.map(|h| h.name)).collect::<Vec<_>>())
        };
        assert_eq!(nearest(db.clone()).await?, [None, None]);
        let hudson = town("hudson-ny", "Hudson", 42.2529, -73.7910);
        db.save_record(Record::Hotspot(hudson.clone()), RecordWrite::Create, None, &by("ann@example.com")).await?;
        assert_eq!(nearest(db.clone()).await?, [Some("Hudson".to_string()), Some("Hudson".to_string())]);

        // Renamed: the stores read the new name.
        let renamed = db.save_record(Record::Hotspot(Hotspot { name: "Hudson City".into(), ..hudson.clone() }), RecordWrite::Update, None, &by("ann@example.com")).await?;
        assert_eq!(nearest(db.clone()).await?, [Some("Hudson City".to_string()), Some("Hudson City".to_string())]);

        let event = Event {
            slug: "hudson-fair".into(),
            title: "Hudson fair".into(),
            description: "Dealers on Warren Street.".into(),
            start_date: NaiveDate::from_ymd_opt(2027, 5, 1).unwrap(),
            end_date: NaiveDate::from_ymd_opt(2027, 5, 2).unwrap(),
            venue: "Warren Street".into(),
            city: "Hudson".into(),
            state: "NY".into(),
            hotspot: Some("hudson-ny".into()),
            url: None,
        };
        db.save_record(Record::Event(event.clone()), RecordWrite::Create, None, &by("ann@example.com")).await?;
        assert_eq!(db.hotspot_event_count("hudson-ny").await?, 1);

        let removal = db.delete_record(RecordKind::Hotspot, "hudson-ny", Some(&renamed.version()?), &by("bob@example.com")).await?;
        assert_eq!(removal.events_unlinked, 1);
        assert_eq!(removal.stores_rewritten, 2);
        assert_eq!(nearest(db.clone()).await?, [None, None]);
        let Record::Event(unlinked) = db.record(RecordKind::Event, "hudson-fair").await? else { panic!("an event") };
        assert_eq!(unlinked, Event { hotspot: None, ..event });
        let event_history = db.revisions_of(entity::EVENT, "hudson-fair", 10).await?;
        assert_eq!(event_history[0].actor, "bob@example.com");
        assert_eq!(event_history[0].after.as_ref().unwrap()["hotspot"], serde_json::Value::Null);
        Ok(())
    }
}

both! {
    /// A renamed category is renamed in its stores; a removed one is taken off them, their other
    /// categories kept in order; a stale removal is refused.
    async fn categories_carry_their_stores(db: Db) -> Result<()> {
        seed(&db).await?;
        let clocks = db.record(RecordKind::Category, "clocks").await?;
        let renamed = db
            .save_record(Record::Category(category("clocks", "Clocks & watches")), RecordWrite::Update, Some(&clocks.version()?), &by("ann@example.com"))
            .await?;
        let store = |db: Db, name: &'static str| async move {
            Ok::<_, anyhow::Error>(db.load_stores().await?.into_iter().find(|s| s.name == name).expect("store"))
        };
        let before = store(db.clone(), "Hudson Clock Shop").await?;
        let names: Vec<String> = before.categories.iter().map(|c| c.name.clone()).collect();
        assert_eq!(names, ["Furniture", "Clocks & watches"]);
        assert_eq!(db.category_store_count("clocks").await?, 1);

        assert!(matches!(
            db.delete_record(RecordKind::Category, "clocks", Some(&clocks.version()?), &by("bob@example.com")).await,
            Err(Error::Stale(_))
        ));
        let removal = db.delete_record(RecordKind::Category, "furniture", None, &by("bob@example.com")).await?;
        assert_eq!(removal.stores_rewritten, 2);
        let after = store(db.clone(), "Hudson Clock Shop").await?;
        let slugs: Vec<&str> = after.categories.iter().map(|c| c.slug.as_str()).collect();
        assert_eq!(slugs, ["clocks"]);
        assert_eq!(after.updated_at, before.updated_at, "the store itself did not change");
        assert!(store(db.clone(), "Catskill Tables").await?.categories.is_empty());
        let kept: Vec<String> = db.load_reference().await?.categories.into_iter().map(|c| c.slug).collect();
        assert_eq!(kept, ["clocks"]);
        assert_eq!(renamed, db.record(RecordKind::Category, "clocks").await?);
        // A category added now goes last in the catalogue's order.
        db.save_record(Record::Category(category("books", "Books")), RecordWrite::Create, None, &by("ann@example.com")).await?;
        let order: Vec<String> = db.load_reference().await?.categories.into_iter().map(|c| c.slug).collect();
        assert_eq!(order, ["clocks", "books"]);
        Ok(())
    }
}
