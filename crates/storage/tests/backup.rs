//! Backup and restore of a SQLite database while it is being written: the backup is the database
//! as of one instant, and a restore puts exactly that back, keeping what it replaces.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use antiques_storage::{Db, FormKind};
use serde_json::json;

async fn emails(db: &Db) -> BTreeSet<String> {
    db.all_signups()
        .await
        .expect("signups")
        .into_iter()
        .map(|s| s.email)
        .collect()
}

/// The `n` first addresses the writer stores, in order.
fn written(n: usize) -> BTreeSet<String> {
    (0..n).map(|i| format!("w{i:05}@example.com")).collect()
}

async fn catalog_version(db: &Db) -> i64 {
    db.catalog_version().await.expect("version")
}

#[tokio::test]
async fn a_backup_taken_during_writes_restores_to_one_consistent_instant() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let url = format!("sqlite://{}", dir.path().join("live.db").display());
    let db = Db::connect(&url).await.expect("connect");
    db.migrate().await.expect("migrate");
    let catalog = antiques_seed::generate(antiques_seed::DEFAULT_SEED, 40);
    db.upsert_catalog(&catalog, &|_| {}).await.expect("seed");
    db.insert_form(
        FormKind::ContactRequest,
        &json!({ "name": "Jo", "email": "jo@example.com" }),
    )
    .await
    .expect("a form");

    // One writer signs up addresses in order, one at a time, until told to stop.
    let stored = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (db, stored, stop) = (db.clone(), stored.clone(), stop.clone());
        tokio::spawn(async move {
            let mut i = 0;
            while !stop.load(Ordering::Relaxed) {
                let email = format!("w{i:05}@example.com");
                assert!(db.insert_signup(&email, "footer").await.expect("signup"));
                i += 1;
                stored.store(i, Ordering::Relaxed);
            }
        })
    };
    while stored.load(Ordering::Relaxed) < 200 {
        tokio::task::yield_now().await;
    }
    let backup_file = dir.path().join("backups").join("during-writes.db");
    let counts = db.backup_to(&backup_file).await.expect("backup");
    let at_backup_end = stored.load(Ordering::Relaxed);
    while stored.load(Ordering::Relaxed) < at_backup_end + 100 {
        tokio::task::yield_now().await;
    }
    stop.store(true, Ordering::Relaxed);
    writer.await.expect("writer");
    let total = stored.load(Ordering::Relaxed);

    // The backup holds the signups up to one instant, with no gap: a prefix of what was written.
    let backup = Db::connect(&format!("sqlite://{}", backup_file.display()))
        .await
        .expect("open the backup");
    let in_backup = emails(&backup).await;
    assert!(in_backup.len() >= 200 && in_backup.len() <= at_backup_end);
    assert_eq!(in_backup, written(in_backup.len()));
    assert_eq!(backup.store_count().await.expect("stores"), 40);
    let backup_version = catalog_version(&backup).await;
    backup.close().await;
    let rows = |table: &str| counts.iter().find(|(t, _)| t == table).map(|(_, n)| *n);
    assert_eq!(rows("email_signups"), Some(in_backup.len() as i64));
    assert_eq!(rows("contact_requests"), Some(1));

    // A backup never overwrites a file.
    let again = db.backup_to(&backup_file).await.unwrap_err();
    assert!(again.to_string().contains("exists already"), "{again}");

    // Restoring puts back exactly the backup, keeps the replaced database beside it, and moves the
    // catalogue version past both, so running instances reload.
    let version_before = catalog_version(&db).await;
    let keep = dir.path().join("live.before-restore.db");
    let restored = db.restore_from(&backup_file, &keep).await.expect("restore");
    // Every table holds what the backup holds (the change log: one more row, the restore's own).
    for ((table, backed_up), (same, now)) in counts.iter().zip(&restored) {
        assert_eq!(table, same);
        let expected = backed_up + i64::from(table == "catalog_changes");
        assert_eq!(*now, expected, "{table}");
    }
    assert!(rows("store_categories").unwrap() > 0);
    assert_eq!(emails(&db).await, in_backup);
    assert_eq!(db.store_count().await.expect("stores"), 40);
    assert!(catalog_version(&db).await > version_before.max(backup_version));
    let kept = Db::connect(&format!("sqlite://{}", keep.display()))
        .await
        .expect("open the kept copy");
    assert_eq!(emails(&kept).await, written(total));
    kept.close().await;
    // Writes go on after a restore, with ids past the backup's.
    assert!(
        db.insert_signup("after@example.com", "footer")
            .await
            .expect("signup")
    );

    // A file that is not a backup is refused, and the database is left as it was.
    let junk = dir.path().join("junk.db");
    std::fs::write(&junk, b"not a database at all").expect("write junk");
    let refused = db
        .restore_from(&junk, &dir.path().join("unused.db"))
        .await
        .unwrap_err();
    assert!(!refused.to_string().is_empty());
    assert_eq!(emails(&db).await.len(), in_backup.len() + 1);
    db.close().await;
}

#[tokio::test]
async fn postgres_is_backed_up_with_its_own_tools() {
    let url = std::env::var("TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_string());
    let Ok(Ok(db)) =
        tokio::time::timeout(std::time::Duration::from_secs(3), Db::connect(&url)).await
    else {
        assert_ne!(
            std::env::var("CI").as_deref(),
            Ok("true"),
            "PostgreSQL at {url} is unreachable under CI=true"
        );
        return;
    };
    let dir = tempfile::tempdir().expect("temporary directory");
    let refused = db.backup_to(&dir.path().join("x.db")).await.unwrap_err();
    assert!(refused.to_string().contains("pg_dump"), "{refused}");
    db.close().await;
}
