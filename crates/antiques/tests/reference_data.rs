//! A new directory gets the reference data and no demo data, through the real binary: `migrate`
//! writes the regions, states and DC, categories, hotspot towns and guides that are missing (and
//! nothing over what editors changed or removed), so a first `import` finds its categories and
//! nearest towns; `serve` does the same at start, and `serve --seed-if-empty` adds sample stores
//! and events only into an empty store table and never with `DEMO_DATA=false` or `--no-demo`.
//!
//! Each case runs on a fresh SQLite file and on a fresh PostgreSQL schema (`TEST_DATABASE_URL`,
//! default `postgres://postgres@127.0.0.1:5432/test`; skipped loudly when unreachable, failed under
//! `CI=true`).

mod support;

use std::net::TcpListener;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use antiques_model::Catalog;
use antiques_storage::{Edit, Record, RecordKind, RecordWrite};
use support::{TestDb, antiques, run, unique};

fn assert_is_the_reference_data(catalog: &Catalog) {
    let reference = antiques_seed::reference();
    assert_eq!(catalog.regions.len(), 4);
    assert_eq!(catalog.states.len(), 51);
    assert_eq!(catalog.regions, reference.regions);
    assert_eq!(catalog.states, reference.states);
    assert_eq!(catalog.categories, reference.categories);
    assert_eq!(catalog.hotspots, reference.hotspots);
    let slugs = |c: &Catalog| {
        let mut s: Vec<String> = c.guides.iter().map(|g| g.slug.clone()).collect();
        s.sort();
        s
    };
    assert_eq!(slugs(catalog), slugs(&reference));
}

#[test]
fn migrate_writes_the_reference_data_once_and_no_demo_data() {
    for db in TestDb::each() {
        let out = run(antiques(&db).arg("migrate"));
        // docs/operations.md quotes what a new database prints.
        let docs = include_str!("../../../docs/operations.md");
        assert!(
            docs.contains(&format!("   ```text\n{}   ```", indented(&out))),
            "docs/operations.md does not quote what `antiques migrate` prints on a new database:\n{out}"
        );
        assert!(
            out.contains(
                "reference data written where missing: 4 regions, 51 states, 18 categories, \
                 33 hotspot towns, 7 guides"
            ),
            "{out}"
        );
        let catalog = db.catalog();
        assert_is_the_reference_data(&catalog);
        assert!(catalog.stores.is_empty(), "no sample stores");
        assert!(catalog.events.is_empty(), "no sample events");

        let out = run(antiques(&db).arg("migrate"));
        assert!(
            out.contains("reference data written where missing: nothing"),
            "{out}"
        );
    }
}

/// Text with each line indented by three spaces, as a numbered list's code block is.
fn indented(text: &str) -> String {
    text.lines().map(|l| format!("   {l}\n")).collect()
}

/// A category from the middle of the reference list (not the first).
const LOST_CATEGORY: &str = "lighting";

#[test]
fn migrate_leaves_what_editors_changed_or_removed() {
    for db in TestDb::each() {
        run(antiques(&db).arg("migrate"));
        let editor = Edit::by("editor@example.com");
        db.with(|store| async move {
            let Record::Category(mut furniture) = store
                .record(RecordKind::Category, "furniture")
                .await
                .unwrap()
            else {
                unreachable!("a category")
            };
            furniture.name = "Fine Furniture".into();
            store
                .save_record(
                    Record::Category(furniture),
                    RecordWrite::Update,
                    None,
                    &editor,
                )
                .await
                .unwrap();
            store
                .delete_record(RecordKind::Hotspot, "walnut-ia", None, &editor)
                .await
                .unwrap();
            // Gone without an editor (a row lost outside the console): written again.
            store
                .execute_raw("DELETE FROM guides WHERE slug = 'identifying-depression-glass'")
                .await
                .unwrap();
            store
                .execute_raw(&format!(
                    "DELETE FROM categories WHERE slug = '{LOST_CATEGORY}'"
                ))
                .await
                .unwrap();
            store.close().await;
        });
        let version_before = db.catalog_version();

        let out = run(antiques(&db).arg("migrate"));
        assert!(
            out.contains("reference data written where missing: 1 category, 1 guide\n"),
            "{out}"
        );
        let catalog = db.catalog();
        let furniture = catalog.categories.iter().find(|c| c.slug == "furniture");
        assert_eq!(furniture.unwrap().name, "Fine Furniture");
        assert!(!catalog.hotspots.iter().any(|h| h.slug == "walnut-ia"));
        // The category written back alone keeps its place in the list.
        let slugs = |c: &Catalog| {
            c.categories
                .iter()
                .map(|k| k.slug.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(slugs(&catalog), slugs(&antiques_seed::reference()));
        assert!(
            catalog
                .guides
                .iter()
                .any(|g| g.slug == "identifying-depression-glass")
        );

        let out = run(antiques(&db).arg("migrate"));
        assert!(out.contains("written where missing: nothing"), "{out}");
        let version_after = db.catalog_version();
        assert_eq!(
            version_after,
            version_before + 1,
            "only the guide was written"
        );
    }
}

const CSV: &str = "\
name,address,city,state,zip,latitude,longitude,categories\n\
Old Mill Antiques,12 Water St,Hudson,NY,12534,42.2500,-73.7900,furniture;Lighting\n\
Route 272 Finds,3 Main St,Adamstown,PA,19501,40.2400,-76.0600,jewelry\n";

#[test]
fn a_first_import_finds_categories_and_hotspot_towns_with_or_without_migrate() {
    // `import` into a new database writes the reference data itself, as `migrate` would.
    let databases = TestDb::each()
        .into_iter()
        .map(|db| (db, true))
        .chain(TestDb::each().into_iter().map(|db| (db, false)));
    for (db, migrate_first) in databases {
        if migrate_first {
            run(antiques(&db).arg("migrate"));
        }
        let file = std::env::temp_dir().join(format!("{}.csv", unique("reference_import")));
        std::fs::write(&file, CSV).unwrap();
        let out = run(antiques(&db).arg("import").arg(&file));
        let _ = std::fs::remove_file(&file);
        assert!(out.contains("inserted 2"), "{out}");
        assert!(out.contains("warnings 0"), "every category is known: {out}");

        let catalog = db.catalog();
        let store = |name: &str| catalog.stores.iter().find(|s| s.name == name).unwrap();
        let old_mill = store("Old Mill Antiques");
        let categories: Vec<(&str, &str)> = old_mill
            .categories
            .iter()
            .map(|c| (c.slug.as_str(), c.name.as_str()))
            .collect();
        assert_eq!(
            categories,
            [("furniture", "Furniture"), ("lighting", "Lighting")]
        );
        let town = |name: &str| {
            store(name)
                .nearest_antique_hotspot
                .as_ref()
                .map(|h| h.slug.clone())
        };
        assert_eq!(town("Old Mill Antiques").as_deref(), Some("hudson-ny"));
        assert_eq!(town("Route 272 Finds").as_deref(), Some("adamstown-pa"));
        assert_eq!(store("Route 272 Finds").categories[0].slug, "jewelry");
        assert!(catalog.events.is_empty());
    }
}

/// `antiques serve` on a free port, stopped when dropped.
struct Service(Child);

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `serve` with `args` and `env` and waits until it answers `/readyz` (reference data and
/// any seeding are written before it listens), then stops it.
fn serve_once(db: &TestDb, args: &[&str], env: &[(&str, &str)]) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut command = antiques(db);
    command
        .arg("serve")
        .args(args)
        .env("CONTENT_PORT", port.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut service = Service(command.spawn().expect("start antiques serve"));
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(5)))
        .build()
        .into();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let ready = agent
            .get(&format!("http://127.0.0.1:{port}/readyz"))
            .call()
            .is_ok_and(|r| r.status() == 200);
        if ready {
            break;
        }
        if let Ok(Some(status)) = service.0.try_wait() {
            panic!("antiques serve {args:?} stopped: {status}");
        }
        assert!(
            Instant::now() < deadline,
            "antiques serve {args:?} never ready"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn serve_seeds_no_demo_data_when_it_is_off() {
    for db in TestDb::each() {
        serve_once(&db, &["--seed-if-empty"], &[("DEMO_DATA", "false")]);
        let catalog = db.catalog();
        assert_is_the_reference_data(&catalog);
        assert!(
            catalog.stores.is_empty(),
            "DEMO_DATA=false: no sample stores"
        );
        assert!(
            catalog.events.is_empty(),
            "DEMO_DATA=false: no sample events"
        );

        serve_once(&db, &["--seed-if-empty", "--no-demo"], &[]);
        let catalog = db.catalog();
        assert!(catalog.stores.is_empty() && catalog.events.is_empty());

        // --no-demo wins over DEMO_DATA=true.
        serve_once(
            &db,
            &["--seed-if-empty", "--no-demo"],
            &[("DEMO_DATA", "true")],
        );
        assert!(db.catalog().stores.is_empty());

        let refused = antiques(&db)
            .args(["seed", "--stores", "0"])
            .env("DEMO_DATA", "false")
            .output()
            .unwrap();
        assert!(
            !refused.status.success(),
            "seed refuses where DEMO_DATA=false"
        );
        assert!(db.catalog().events.is_empty());
    }
}

#[test]
fn serve_seeds_the_demo_catalogue_into_an_empty_store_table_only() {
    for db in TestDb::each() {
        serve_once(&db, &[], &[]);
        let catalog = db.catalog();
        assert_is_the_reference_data(&catalog);
        assert!(
            catalog.stores.is_empty(),
            "no seeding without --seed-if-empty"
        );

        serve_once(&db, &["--seed-if-empty"], &[("DEMO_DATA", "")]);
        let catalog = db.catalog();
        let demo = antiques_seed::demo(antiques_seed::DEFAULT_SEED, 0);
        assert_eq!(catalog.stores.len(), antiques_seed::DEFAULT_STORE_COUNT);
        assert!(
            catalog
                .stores
                .iter()
                .all(|s| s.source.as_deref() == Some("seed"))
        );
        assert_eq!(catalog.events.len(), demo.events.len());
    }
    // A directory with stores of its own gets no samples.
    let db = TestDb::sqlite();
    run(antiques(&db).arg("migrate"));
    let file = std::env::temp_dir().join(format!("{}.csv", unique("reference_serve")));
    std::fs::write(&file, CSV).unwrap();
    run(antiques(&db).arg("import").arg(&file));
    let _ = std::fs::remove_file(&file);
    serve_once(&db, &["--seed-if-empty"], &[]);
    let catalog = db.catalog();
    assert_eq!(catalog.stores.len(), 2);
    assert!(catalog.events.is_empty());
}
