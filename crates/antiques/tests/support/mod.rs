//! What the tests of the `antiques` binary share: a fresh database per test (a SQLite file, and a
//! PostgreSQL schema when the server answers: `TEST_DATABASE_URL`, default
//! `postgres://postgres@127.0.0.1:5432/test`; skipped loudly when unreachable, failed under
//! `CI=true`), and the binary run over it.
// Each test file uses a part of this module.
#![allow(dead_code)]

use std::process::Command;
use std::time::Duration;

use antiques_model::Catalog;
use antiques_storage::Db;

/// A database made for one test, and a directory for its files (the SQLite file, the files it
/// imports), both removed when dropped.
pub struct TestDb {
    pub url: String,
    dir: std::path::PathBuf,
    /// The PostgreSQL server and the schema made for the test.
    schema: Option<(String, String)>,
}

fn temp_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(unique("antiques_test"));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

pub fn unique(prefix: &str) -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{prefix}_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    )
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = temp_dir();
        TestDb {
            url: format!("sqlite://{}", dir.join("test.db").display()),
            dir,
            schema: None,
        }
    }

    /// A fresh schema, or `None` when PostgreSQL is unreachable outside CI.
    pub fn postgres() -> Option<TestDb> {
        let admin_url = std::env::var("TEST_DATABASE_URL")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_string());
        let schema = unique("antiques").to_lowercase();
        let created = block_on(async {
            let admin = tokio::time::timeout(Duration::from_secs(3), Db::connect(&admin_url))
                .await
                .map_err(|_| "no answer within 3 s".to_string())?
                .map_err(|e| e.to_string())?;
            admin
                .execute_raw(&format!("CREATE SCHEMA {schema}"))
                .await
                .map_err(|e| e.to_string())?;
            admin.close().await;
            Ok::<(), String>(())
        });
        if let Err(e) = created {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("PostgreSQL at {admin_url} is unreachable and CI=true: {e}");
            }
            eprintln!(
                "\n!!!!! SKIPPING the PostgreSQL half of this test: {admin_url} is unreachable ({e})\n"
            );
            return None;
        }
        let sep = if admin_url.contains('?') { '&' } else { '?' };
        Some(TestDb {
            url: format!("{admin_url}{sep}options=-c%20search_path%3D{schema}"),
            dir: temp_dir(),
            schema: Some((admin_url, schema)),
        })
    }

    /// SQLite, and PostgreSQL when it answers.
    pub fn each() -> Vec<TestDb> {
        std::iter::once(TestDb::sqlite())
            .chain(TestDb::postgres())
            .collect()
    }

    /// Runs `work` on a connection opened for it, in one runtime (a pool outlives neither).
    pub fn with<T, F: std::future::Future<Output = T>>(&self, work: impl FnOnce(Db) -> F) -> T {
        block_on(async {
            let db = Db::connect(&self.url)
                .await
                .expect("open the test database");
            work(db).await
        })
    }

    pub fn catalog_version(&self) -> i64 {
        self.with(|db| async move {
            let version = db.catalog_version().await.expect("catalogue version");
            db.close().await;
            version
        })
    }

    pub fn catalog(&self) -> Catalog {
        self.with(|db| async move {
            let catalog = db.load_catalog().await.expect("load the catalogue");
            db.close().await;
            catalog
        })
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Some((admin_url, schema)) = &self.schema {
            block_on(async {
                if let Ok(admin) = Db::connect(admin_url).await {
                    let _ = admin
                        .execute_raw(&format!("DROP SCHEMA {schema} CASCADE"))
                        .await;
                    admin.close().await;
                }
            });
        }
    }
}

pub fn block_on<F: std::future::Future>(future: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
        .block_on(future)
}

/// `antiques` over `db`, with none of the caller's demo settings.
pub fn antiques(db: &TestDb) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_antiques"));
    command
        .env("DATABASE_URL", &db.url)
        .env("RUST_LOG", "warn")
        .env_remove("DEMO_DATA");
    command
}

/// Runs a command that must succeed; its standard output.
pub fn run(command: &mut Command) -> String {
    let out = command.output().expect("antiques runs");
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

impl TestDb {
    /// Writes a file for the test in its directory and gives its path.
    pub fn file(&self, name: &str, text: &str) -> String {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("write the test file");
        path.to_str().expect("a UTF-8 path").to_string()
    }
}

/// Fails unless `output` has each of `expected` as a whole line.
pub fn assert_lines(output: &str, expected: &[&str]) {
    for line in expected {
        assert!(
            output.lines().any(|l| l == *line),
            "missing line {line:?} in:\n{output}"
        );
    }
}
