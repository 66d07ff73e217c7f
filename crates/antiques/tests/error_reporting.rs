//! Server-side error reporting of the content service, end to end: the real binary,
//! serving over HTTP from a real SQLite database, reports to a stand-in Sentry service.
//!
//! The database is broken under the running service (a table dropped), so a signup fails inside
//! the service: that is reported once, with the request, the cause, the release, the environment
//! and `service=content`; a visitor's 400 before it is not reported at all.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::routing::post;
use serde_json::{Value, json};

/// Events received by the stand-in error-reporting service.
type Events = Arc<Mutex<Vec<Value>>>;

/// The events of a Sentry envelope: a header line, then pairs of item header and payload lines.
fn events_of_envelope(body: &str) -> Vec<Value> {
    let lines: Vec<&str> = body.split('\n').collect();
    let mut events = Vec::new();
    let mut i = 1;
    while i + 1 < lines.len() {
        let item: Value = serde_json::from_str(lines[i]).expect("envelope item header");
        if item["type"] == "event" {
            events.push(serde_json::from_str(lines[i + 1]).expect("event payload"));
        }
        i += 2;
    }
    events
}

/// Starts the stand-in on a free port (its own thread and runtime); returns its DSN.
fn start_collector(events: Events) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind collector");
    let port = listener.local_addr().unwrap().port();
    listener.set_nonblocking(true).unwrap();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let app = Router::new().route(
                "/api/1/envelope/",
                post(move |body: Bytes| {
                    let events = events.clone();
                    async move {
                        let found = events_of_envelope(&String::from_utf8_lossy(&body));
                        events.lock().unwrap().extend(found);
                        "{}"
                    }
                }),
            );
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            axum::serve(listener, app).await.unwrap();
        });
    });
    format!("http://testpublickey@127.0.0.1:{port}/1")
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The content service, stopped when dropped.
struct Service(Child);

impl Drop for Service {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

/// A signup; `client` goes in the User-Agent, which reports keep, to tell the requests apart.
fn signup(base: &str, email: &str, client: &str) -> u16 {
    agent()
        .post(&format!("{base}/api/email-signups/submit?via={client}"))
        .header("Content-Type", "application/json")
        .header("User-Agent", client)
        .send(json!({ "email": email, "source": "footer" }).to_string())
        .expect("signup request")
        .status()
        .as_u16()
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn an_internal_error_is_reported_once_and_a_visitors_400_not_at_all() {
    let events: Events = Arc::default();
    let dsn = start_collector(events.clone());

    let dir = std::env::temp_dir().join(format!("antiques-reporting-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db_path = dir.join("reporting.db");
    let _ = std::fs::remove_file(&db_path);
    let database_url = format!("sqlite://{}", db_path.display());
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let _service = Service(
        Command::new(env!("CARGO_BIN_EXE_antiques"))
            .arg("serve")
            .env("DATABASE_URL", &database_url)
            .env("CONTENT_PORT", port.to_string())
            .env("ERROR_REPORTING_DSN", &dsn)
            .env("ERROR_REPORTING_ENVIRONMENT", "test")
            .env("RUST_LOG", "info")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start antiques serve"),
    );
    wait_until("the service to be ready", || {
        agent()
            .get(&format!("{base}/readyz"))
            .call()
            .is_ok_and(|r| r.status() == 200)
    });

    // The visitor's mistake: answered 400, not reported.
    assert_eq!(signup(&base, "not-an-email", "visitor"), 400);

    // Break the database under the service: the next signup fails inside it.
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        use sqlx::Connection;
        let mut db = sqlx::SqliteConnection::connect(&database_url)
            .await
            .unwrap();
        sqlx::query("DROP TABLE email_signups")
            .execute(&mut db)
            .await
            .unwrap();
    });
    assert_eq!(signup(&base, "first@example.com", "first"), 500);
    assert_eq!(signup(&base, "second@example.com", "second"), 500);

    // Events are sent in order: once both failures are in, anything else would be too.
    wait_until("two reports", || events.lock().unwrap().len() >= 2);
    let events = events.lock().unwrap().clone();
    assert_eq!(
        events.len(),
        2,
        "one report per failure, nothing else: {events:#?}"
    );
    // One report for each failing request, in order (a duplicate of the first would show here).
    let clients: Vec<&str> = events
        .iter()
        .map(|e| {
            e["request"]["headers"]["user-agent"]
                .as_str()
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(clients, ["first", "second"]);
    for event in &events {
        assert_eq!(event["message"], "internal error");
        assert_eq!(
            event["release"],
            format!("antiques-content@{}", env!("CARGO_PKG_VERSION"))
        );
        assert_eq!(event["environment"], "test");
        assert_eq!(event["tags"]["service"], "content");
        assert_eq!(event["request"]["method"], "POST");
        // Without the query string, and no personal data (the e-mail) anywhere.
        assert_eq!(
            event["request"]["url"],
            format!("{base}/api/email-signups/submit")
        );
        assert!(!event.to_string().contains("example.com"), "{event}");
        let cause = event["contexts"]["Rust Tracing Fields"]["cause"]
            .as_str()
            .unwrap_or_default();
        assert!(cause.contains("no such table: email_signups"), "{cause}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
