//! Write faults: a database that cannot take a write answers 503 with `Retry-After` in Strapi's
//! error shape (never 500), readiness turns not-ready until a write goes through again, and
//! connections the server ended do not lose the next signup.

use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use antiques_api::{ApiConfig, App};
use antiques_storage::Db;
use serde_json::json;

use crate::both;
use crate::common::TestApp;

const SIGNUP: &str = "/api/email-signups/submit";

fn signup(email: &str) -> serde_json::Value {
    json!({ "email": email, "source": "footer" })
}

/// Another process (a maintenance job) holding SQLite's write lock on `path` until killed.
fn hold_write_lock(path: &str) -> Child {
    let mut child = Command::new("python3")
        .args([
            "-c",
            "import sqlite3, sys, time\n\
             c = sqlite3.connect(sys.argv[1], isolation_level=None)\n\
             c.execute('BEGIN EXCLUSIVE')\n\
             print('locked', flush=True)\n\
             time.sleep(600)",
            path,
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.as_mut().expect("stdout")),
        &mut line,
    )
    .expect("the lock is taken");
    assert_eq!(line.trim(), "locked");
    child
}

both!(
    a_write_the_database_cannot_take_is_a_503_until_it_can,
    |t: TestApp| async move {
        let Some(path) = antiques_storage::sqlite_file(&t.url).map(str::to_string) else {
            // PostgreSQL: its dropped connections are the next test's.
            return;
        };
        assert_eq!(t.get("/readyz").await.status, 200);
        let mut lock = hold_write_lock(&path);
        // The signup waits for the lock (the busy timeout), then is told to come back.
        let refused = t.post_json(SIGNUP, &signup("locked@example.com")).await;
        assert_eq!(
            refused.assert_error(503),
            antiques_api::DATABASE_UNAVAILABLE
        );
        assert_eq!(refused.json()["error"]["name"], "ServiceUnavailableError");
        assert_eq!(refused.header("retry-after"), "5");
        // Reads still answer from memory, but the instance is not ready: a write probe fails.
        assert_eq!(t.get("/api/stores/reference").await.status, 200);
        let not_ready = t.get("/readyz").await;
        assert!(not_ready.assert_error(503).contains("does not take writes"));
        assert_eq!(not_ready.header("retry-after"), "5");
        lock.kill().expect("release the lock");
        lock.wait().expect("released");
        // Writes go through again: ready, and the signup is stored once.
        assert_eq!(t.get("/readyz").await.status, 200);
        assert_eq!(
            t.post_json(SIGNUP, &signup("locked@example.com"))
                .await
                .status,
            200
        );
        let stored = t.db.all_signups().await.expect("signups");
        assert_eq!(
            stored
                .iter()
                .filter(|s| s.email == "locked@example.com")
                .count(),
            1
        );
    }
);

both!(
    a_read_only_database_refuses_writes_with_a_503,
    |t: TestApp| async move {
        if antiques_storage::sqlite_file(&t.url).is_none() {
            return;
        }
        // The same file opened read-only, as a mount gone read-only leaves it.
        let db = Db::connect(&format!("{}?mode=ro", t.url))
            .await
            .expect("read-only");
        let read_only = instance_over(&t, db).await;
        assert_eq!(read_only.get("/readyz").await.status, 200);
        let refused = read_only.post_json(SIGNUP, &signup("ro@example.com")).await;
        refused.assert_error(503);
        assert_eq!(refused.header("retry-after"), "5");
        read_only.get("/readyz").await.assert_error(503);
    }
);

/// Another instance of the service over `db` (the test's database opened another way); the test's
/// own handles stay for checking what was stored.
async fn instance_over(t: &TestApp, db: Db) -> TestApp {
    let router = antiques_api::router(App::start(db, ApiConfig::default()).await.expect("app"));
    TestApp {
        db: t.db.clone(),
        state: t.state.clone(),
        router,
        url: t.url.clone(),
    }
}

static APP_NAMES: AtomicU32 = AtomicU32::new(0);

/// An instance of its own over the test's PostgreSQL database, its connections named so that a test
/// can end only them (`pg_stat_activity.application_name`). `None` on SQLite.
async fn named_instance(t: &TestApp) -> Option<(TestApp, String)> {
    if antiques_storage::sqlite_file(&t.url).is_some() {
        return None;
    }
    let name = format!(
        "antiques_faults_{}_{}",
        std::process::id(),
        APP_NAMES.fetch_add(1, Ordering::Relaxed)
    );
    let db = Db::connect(&format!("{}&application_name={name}", t.url))
        .await
        .expect("connect");
    Some((instance_over(t, db).await, name))
}

async fn stored_signups(t: &TestApp, email: &str) -> usize {
    let stored = t.db.all_signups().await.expect("signups");
    stored.iter().filter(|s| s.email == email).count()
}

both!(
    a_signup_after_the_server_ended_its_connections_is_stored,
    |t: TestApp| async move {
        let Some((instance, name)) = named_instance(&t).await else {
            return;
        };
        assert_eq!(
            instance
                .post_json(SIGNUP, &signup("before@example.com"))
                .await
                .status,
            200
        );
        // The server ends every connection of the instance (a restart, an administrator).
        t.db.execute_raw(&format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '{name}'"
        ))
        .await
        .expect("terminate");
        let after = instance
            .post_json(SIGNUP, &signup("after@example.com"))
            .await;
        assert_eq!(
            after.status,
            200,
            "{}",
            String::from_utf8_lossy(&after.body)
        );
        assert_eq!(stored_signups(&t, "after@example.com").await, 1);
    }
);

both!(
    a_signup_whose_connection_is_lost_mid_write_is_tried_again_and_stored_once,
    |t: TestApp| async move {
        let Some((instance, name)) = named_instance(&t).await else {
            return;
        };
        let email = "held@example.com";
        // Another session inserts the same address and holds it, uncommitted, for five seconds:
        // the instance's insert waits on it, in flight, until the holder rolls back.
        let hold_sql = format!(
            "BEGIN; \
             INSERT INTO email_signups (email, source, created_at) VALUES ('{email}', 'inline', now()); \
             SELECT pg_sleep(5); \
             ROLLBACK"
        );
        let hold = t.db.execute_raw(&hold_sql);
        // Once the holder sleeps, the signup is sent; once it waits on the holder's row, the server
        // ends its connection (what a restart or a failover does to a statement in flight).
        let wait_until = |condition: &str| {
            format!(
                "DO $$ BEGIN \
                   FOR i IN 1..1000 LOOP \
                     PERFORM pg_stat_clear_snapshot(); \
                     IF EXISTS (SELECT 1 FROM pg_stat_activity \
                       WHERE pid <> pg_backend_pid() AND {condition}) THEN RETURN; END IF; \
                     PERFORM pg_sleep(0.01); \
                   END LOOP; \
                   RAISE EXCEPTION 'timed out waiting for the condition'; \
                 END $$"
            )
        };
        let holder_sleeps =
            wait_until("wait_event = 'PgSleep' AND query LIKE '%held@example.com%'");
        let signup_waits = wait_until(&format!(
            "application_name = '{name}' AND wait_event_type = 'Lock'"
        ));
        let end_the_signup = async {
            t.db.execute_raw(&holder_sleeps).await.expect("holder");
            let body = signup(email);
            let (answer, ()) = tokio::join!(instance.post_json(SIGNUP, &body), async {
                t.db.execute_raw(&signup_waits)
                    .await
                    .expect("the signup waits");
                t.db.execute_raw(&format!(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
                     WHERE application_name = '{name}' AND wait_event_type = 'Lock'"
                ))
                .await
                .expect("terminate");
            });
            answer
        };
        let (held, answer) = tokio::join!(hold, end_the_signup);
        held.expect("the holder rolls back");
        assert_eq!(
            answer.status,
            200,
            "the signup is tried again on another connection: {}",
            String::from_utf8_lossy(&answer.body)
        );
        assert_eq!(stored_signups(&t, email).await, 1);
    }
);
