//! Test harness: every test body runs against a fresh SQLite file and a fresh PostgreSQL schema.
//!
//! PostgreSQL comes from `TEST_DATABASE_URL` (default `postgres://postgres@127.0.0.1:5432/test`);
//! each test gets its own schema through `search_path`, dropped afterwards. When PostgreSQL cannot be
//! reached the PostgreSQL half fails under `CI=true` and is skipped, loudly, otherwise.

use std::future::Future;
use std::sync::atomic::{AtomicU32, Ordering};

use antiques_api::{ApiConfig, App, AppState};
use antiques_storage::Db;
use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

/// Which database a test half runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// Stores seeded into each test database.
pub const SEED_STORES: usize = 300;
pub const SEED: u64 = antiques_seed::DEFAULT_SEED;

static COUNTER: AtomicU32 = AtomicU32::new(0);

fn unique(prefix: &str) -> String {
    format!(
        "{prefix}_{}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed),
        chrono::Utc::now().timestamp_subsec_nanos()
    )
}

/// A database made for one test, removed when it ends.
pub struct TestDb {
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    File(std::path::PathBuf),
    Schema { admin_url: String, schema: String },
}

impl TestDb {
    /// A fresh database, or `None` when PostgreSQL is unreachable outside CI.
    pub async fn create(backend: Backend) -> Option<TestDb> {
        match backend {
            Backend::Sqlite => {
                let dir = std::env::temp_dir().join(unique("antiques_test"));
                std::fs::create_dir_all(&dir).expect("temp dir");
                let path = dir.join("test.db");
                Some(TestDb {
                    url: format!("sqlite://{}", path.display()),
                    cleanup: Cleanup::File(dir),
                })
            }
            Backend::Postgres => {
                let admin_url = std::env::var("TEST_DATABASE_URL")
                    .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_string());
                let connect = tokio::time::timeout(
                    std::time::Duration::from_secs(3),
                    Db::connect(&admin_url),
                );
                let admin = match connect.await.unwrap_or_else(|_| {
                    Err(antiques_storage::Error::UnsupportedUrl(format!(
                        "{admin_url} (no answer within 3 s)"
                    )))
                }) {
                    Ok(db) => db,
                    Err(e) => {
                        if std::env::var("CI").is_ok_and(|v| v == "true") {
                            panic!("PostgreSQL at {admin_url} is unreachable and CI=true: {e}");
                        }
                        eprintln!(
                            "\n!!!!! SKIPPING the PostgreSQL half of this test: {admin_url} is unreachable ({e}).\n\
                             !!!!! Set TEST_DATABASE_URL or start PostgreSQL; under CI=true this fails.\n"
                        );
                        return None;
                    }
                };
                let schema = unique("t").to_lowercase();
                admin
                    .execute_raw(&format!("CREATE SCHEMA {schema}"))
                    .await
                    .expect("create schema");
                admin.close().await;
                let sep = if admin_url.contains('?') { '&' } else { '?' };
                Some(TestDb {
                    url: format!("{admin_url}{sep}options=-c%20search_path%3D{schema}"),
                    cleanup: Cleanup::Schema { admin_url, schema },
                })
            }
        }
    }

    async fn drop_it(self) {
        match self.cleanup {
            Cleanup::File(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Cleanup::Schema { admin_url, schema } => {
                if let Ok(admin) = Db::connect(&admin_url).await {
                    let _ = admin
                        .execute_raw(&format!("DROP SCHEMA {schema} CASCADE"))
                        .await;
                    admin.close().await;
                }
            }
        }
    }
}

/// A running application over a seeded test database.
pub struct TestApp {
    pub db: Db,
    pub state: AppState,
    pub router: Router,
    pub url: String,
}

/// A buffered response.
#[derive(Debug)]
pub struct Res {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: bytes::Bytes,
}

impl Res {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    /// Asserts a 404 in the Strapi error body; returns its message.
    #[track_caller]
    pub fn assert_not_found(&self) -> String {
        self.assert_error(404)
    }

    /// Asserts the `Cache-Control` policy of the answer.
    #[track_caller]
    pub fn assert_cache(&self, policy: &str) {
        assert_eq!(self.header("cache-control"), policy, "Cache-Control");
    }

    /// Asserts a Strapi error body with this status and returns its message.
    #[track_caller]
    pub fn assert_error(&self, status: u16) -> String {
        assert_eq!(
            self.status.as_u16(),
            status,
            "body: {}",
            String::from_utf8_lossy(&self.body)
        );
        let v = self.json();
        assert_eq!(v["data"], Value::Null);
        assert_eq!(v["error"]["status"], status);
        assert!(
            v["error"]["name"]
                .as_str()
                .is_some_and(|n| n.ends_with("Error")),
            "{v}"
        );
        let message = v["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(!message.is_empty());
        message
    }
}

impl TestApp {
    /// Migrates and seeds a database and builds the router with `config`.
    pub async fn start(url: &str, config: ApiConfig, seed_stores: usize) -> TestApp {
        let db = Db::connect(url).await.expect("connect");
        db.migrate().await.expect("migrate");
        if seed_stores > 0 {
            let catalog = antiques_seed::generate(SEED, seed_stores);
            db.upsert_catalog(&catalog, &|_| {}).await.expect("seed");
        }
        let state = App::start(db.clone(), config).await.expect("app");
        let router = antiques_api::router(state.clone());
        TestApp {
            db,
            state,
            router,
            url: url.to_string(),
        }
    }

    pub async fn send(&self, req: Request<Body>) -> Res {
        let res = self.router.clone().oneshot(req).await.expect("infallible");
        let status = res.status();
        let headers = res.headers().clone();
        let body = res.into_body().collect().await.expect("body").to_bytes();
        Res {
            status,
            headers,
            body,
        }
    }

    pub async fn get(&self, uri: &str) -> Res {
        self.send(Request::get(uri).body(Body::empty()).unwrap())
            .await
    }

    pub async fn get_with(&self, uri: &str, headers: &[(&str, &str)]) -> Res {
        let mut b = Request::get(uri);
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        self.send(b.body(Body::empty()).unwrap()).await
    }

    pub async fn post_json(&self, uri: &str, body: &Value) -> Res {
        self.send_json("POST", uri, body, &[]).await
    }

    pub async fn send_json(
        &self,
        method: &str,
        uri: &str,
        body: &Value,
        headers: &[(&str, &str)],
    ) -> Res {
        let mut b = Request::builder()
            .method(method)
            .uri(uri)
            .header("content-type", "application/json");
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        self.send(
            b.body(Body::from(serde_json::to_vec(body).unwrap()))
                .unwrap(),
        )
        .await
    }

    /// Serves the app on a real socket of 127.0.0.1, as `antiques serve` does (with the peer's
    /// address), until the test ends.
    pub async fn listen(&self) -> std::net::SocketAddr {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("address");
        let app = self
            .router
            .clone()
            .into_make_service_with_connect_info::<std::net::SocketAddr>();
        tokio::spawn(async move { axum::serve(listener, app).await });
        addr
    }

    pub async fn send_raw(
        &self,
        method: &str,
        uri: &str,
        content_type: &str,
        body: impl Into<Body>,
    ) -> Res {
        let req = Request::builder()
            .method(method)
            .uri(uri)
            .header("content-type", content_type);
        self.send(req.body(body.into()).unwrap()).await
    }
}

/// Runs a test body on a fresh, seeded database of `backend` with the default configuration.
pub async fn run<F, Fut>(backend: Backend, body: F)
where
    F: FnOnce(TestApp) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    run_with(backend, ApiConfig::default(), SEED_STORES, body).await;
}

/// Like [`run`] with a configuration and a store count.
pub async fn run_with<F, Fut>(backend: Backend, config: ApiConfig, stores: usize, body: F)
where
    F: FnOnce(TestApp) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Some(tdb) = TestDb::create(backend).await else {
        return;
    };
    let app = TestApp::start(&tdb.url, config, stores).await;
    let db = app.db.clone();
    // Run the body as a task so a failing assertion still lets us drop the database.
    let outcome = tokio::spawn(body(app)).await;
    db.close().await;
    tdb.drop_it().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}

/// Generates a SQLite and a PostgreSQL test from one body.
#[macro_export]
macro_rules! both {
    ($(#[$meta:meta])* $name:ident, $body:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $crate::common::run($crate::common::Backend::Sqlite, $body).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                $crate::common::run($crate::common::Backend::Postgres, $body).await;
            }
        }
    };
}

/// Like [`both!`] with a configuration and a store count.
#[macro_export]
macro_rules! both_with {
    ($name:ident, $config:expr, $stores:expr, $body:expr) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                $crate::common::run_with($crate::common::Backend::Sqlite, $config, $stores, $body)
                    .await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                $crate::common::run_with(
                    $crate::common::Backend::Postgres,
                    $config,
                    $stores,
                    $body,
                )
                .await;
            }
        }
    };
}

/// The whole store behind a snapshot entry, read back from its full answer.
pub fn full_store(
    snap: &antiques_api::snapshot::Snapshot,
    e: &antiques_api::snapshot::StoreEntry,
) -> antiques_model::Store {
    let slot = snap
        .find_store(&e.id.to_string())
        .expect("the entry is in the snapshot");
    serde_json::from_str(snap.full_json(slot).get()).expect("a full answer is a store")
}

/// A configuration with an admin token (`Bearer admin`, see [`AUTH`]).
pub fn admin() -> ApiConfig {
    ApiConfig {
        admin_token: Some("admin".into()),
        ..ApiConfig::default()
    }
}

/// The header of an admin request under [`admin`].
pub const AUTH: (&str, &str) = ("authorization", "Bearer admin");

/// A configuration with a read token and an admin token.
pub fn tokens() -> ApiConfig {
    ApiConfig {
        read_token: Some("reader-token".into()),
        admin_token: Some("admin-token".into()),
        ..ApiConfig::default()
    }
}

/// Password of the accounts [`sign_in`] adds.
pub const PASSWORD: &str = "a long enough password";

/// A signed-in session: its bearer header and its CSRF token.
pub struct Session {
    pub bearer: String,
    pub csrf: String,
}

impl Session {
    /// The headers of a read.
    pub fn read(&self) -> [(&str, &str); 1] {
        [("authorization", self.bearer.as_str())]
    }

    /// The headers of a change (the CSRF token too).
    pub fn write(&self) -> [(&str, &str); 2] {
        [
            ("authorization", self.bearer.as_str()),
            ("x-csrf-token", self.csrf.as_str()),
        ]
    }
}

/// Adds an account of `role` and signs it in.
pub async fn sign_in(t: &TestApp, email: &str, role: antiques_storage::Role) -> Session {
    t.db.add_user(
        email,
        role,
        &antiques_storage::hash_password(PASSWORD).unwrap(),
    )
    .await
    .unwrap();
    let r = t
        .post_json(
            "/api/admin/login",
            &serde_json::json!({ "email": email, "password": PASSWORD }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
    let data = &r.json()["data"];
    Session {
        bearer: format!("Bearer {}", data["token"].as_str().unwrap()),
        csrf: data["csrfToken"].as_str().unwrap().to_string(),
    }
}

/// A JSON POST over a real connection from the local address `from` (any of 127.0.0.0/8 on Linux)
/// to `to`: the answer's status and its `Retry-After`.
pub async fn post_from(
    from: std::net::Ipv4Addr,
    to: std::net::SocketAddr,
    path: &str,
    body: &Value,
    headers: &[(&str, &str)],
) -> (u16, Option<String>) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    socket
        .bind(std::net::SocketAddr::from((from, 0)))
        .expect("bind the visitor's address");
    let mut stream = socket.connect(to).await.expect("connect");
    let body = body.to_string();
    let extra: String = headers
        .iter()
        .map(|(k, v)| format!("{k}: {v}\r\n"))
        .collect();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {to}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n{extra}Connection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.expect("read");
    let head = answer.split("\r\n\r\n").next().unwrap_or_default();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let retry_after = head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case("retry-after")
            .then(|| v.trim().to_string())
    });
    (status, retry_after)
}
