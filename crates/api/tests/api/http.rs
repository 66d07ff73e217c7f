//! Cross-cutting HTTP behaviour: ETags, caching, headers, auth, limits, error bodies, operations.

use antiques_api::ApiConfig;
use axum::body::Body;
use axum::http::Request;
use serde_json::json;

use crate::common::{TestApp, tokens};
use crate::{both, both_with};

both!(etag_and_304_on_every_get, |t: TestApp| async move {
    let slug = t.state.snapshot().entry(0).slug.to_string();
    let uris = [
        format!("/api/stores/{slug}"),
        "/api/stores?populate=*".to_string(),
        "/api/stores/reference".to_string(),
        "/api/stores/name-search?query=an".to_string(),
        "/api/hotspots".to_string(),
        "/api/states/TX".to_string(),
        "/api/guides".to_string(),
        "/api/events".to_string(),
        "/api/openapi.json".to_string(),
    ];
    for uri in &uris {
        let first = t.get(uri).await;
        assert_eq!(first.status, 200, "{uri}");
        let tag = first.header("etag").to_string();
        assert!(tag.starts_with("W/\""), "{uri}: {tag:?}");
        let again = t.get_with(uri, &[("if-none-match", &tag)]).await;
        assert_eq!(again.status, 304, "{uri}");
        assert!(again.body.is_empty());
        assert_eq!(again.header("etag"), tag);
        let other = t.get_with(uri, &[("if-none-match", "W/\"0000\"")]).await;
        assert_eq!(other.status, 200);
        let list = t
            .get_with(uri, &[("if-none-match", &format!("\"x\", {tag}"))])
            .await;
        assert_eq!(list.status, 304);
    }
});

both!(gzip_for_clients_that_ask, |t: TestApp| async move {
    let plain = t.get("/api/stores?populate=*").await;
    assert_eq!(plain.header("content-encoding"), "");
    let gz = t
        .get_with("/api/stores?populate=*", &[("accept-encoding", "gzip, br")])
        .await;
    assert_eq!(gz.status, 200);
    assert_eq!(gz.header("content-encoding"), "gzip");
    assert!(gz.body.len() < plain.body.len() / 3);
    assert_eq!(gz.header("etag"), plain.header("etag"));
    // Small bodies are not worth it.
    let small = t.get_with("/healthz", &[("accept-encoding", "gzip")]).await;
    assert_eq!(small.header("content-encoding"), "");
});

both!(
    cache_control_and_security_headers,
    |t: TestApp| async move {
        let table = [
            ("/healthz", "no-store"),
            ("/readyz", "no-store"),
            ("/metrics", "no-store"),
            ("/api/openapi.json", "public, max-age=300"),
            ("/api/stores/reference", "public, max-age=60"),
            ("/api/stores", "public, max-age=60"),
            ("/api/stores/letters", "public, max-age=60"),
            ("/api/stores/name-search?query=ab", "public, max-age=60"),
            ("/api/stores/near?lat=30&lng=-97", "public, max-age=60"),
            ("/api/stores/map", "public, max-age=300"),
            ("/api/stores/sitemap", "public, max-age=300"),
            ("/api/hotspots", "public, max-age=300"),
            ("/api/states", "public, max-age=300"),
            ("/api/regions", "public, max-age=300"),
            ("/api/categories", "public, max-age=300"),
            ("/api/guides", "public, max-age=300"),
            ("/api/events", "public, max-age=300"),
            ("/api/stores/nope", "no-store"),
        ];
        for (uri, cc) in table {
            let r = t.get(uri).await;
            assert_eq!(r.header("cache-control"), cc, "{uri}");
            assert_eq!(r.header("x-content-type-options"), "nosniff", "{uri}");
            assert_eq!(r.header("x-frame-options"), "DENY");
            assert!(!r.header("content-security-policy").is_empty());
            assert!(!r.header("x-request-id").is_empty());
        }
    }
);

both!(operations_endpoints, |t: TestApp| async move {
    let h = t.get("/healthz").await;
    assert_eq!((h.status.as_u16(), &h.body[..]), (200, &b"ok"[..]));
    let r = t.get("/readyz").await;
    assert_eq!(r.json(), json!({ "status": "ready" }));
    let m = t.get("/metrics").await;
    let text = String::from_utf8_lossy(&m.body);
    assert!(
        text.contains("antiques_http_requests_total{class=\"2xx\"}"),
        "{text}"
    );
    assert!(text.contains("antiques_catalog_stores 300"));
    assert!(m.header("content-type").starts_with("text/plain"));

    let doc = t.get("/api/openapi.json").await.json();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    for path in [
        "/api/stores",
        "/api/stores/{id}",
        "/api/stores/reference",
        "/api/stores/search",
        "/api/stores/name-search",
        "/api/stores/letters",
        "/api/stores/near",
        "/api/stores/map",
        "/api/stores/sitemap",
        "/api/hotspots",
        "/api/hotspots/{slug}",
        "/api/hotspots/{slug}/top-stores",
        "/api/states",
        "/api/states/{slugOrCode}",
        "/api/regions",
        "/api/regions/{slug}",
        "/api/categories",
        "/api/categories/{slug}",
        "/api/guides",
        "/api/guides/{slug}",
        "/api/events",
        "/api/events/{slug}",
        "/api/email-signups/submit",
        "/api/store-submissions",
        "/api/claim-requests",
        "/api/contact-requests",
        "/api/email-signups",
        "/api/import",
        "/healthz",
        "/readyz",
        "/metrics",
    ] {
        assert!(doc["paths"].get(path).is_some(), "openapi lacks {path}");
    }

    // Database gone: readiness says so, liveness does not care.
    t.db.close().await;
    let r = t.get("/readyz").await;
    r.assert_error(503);
    assert_eq!(t.get("/healthz").await.status, 200);
    // Reads keep working from the snapshot.
    assert_eq!(t.get("/api/stores/reference").await.status, 200);
});

both!(unknown_routes_methods_and_limits, |t: TestApp| async move {
    let r = t.get("/api/nothing-here").await;
    assert!(r.assert_error(404).contains("/api/nothing-here"));
    t.get("/nothing").await.assert_error(404);
    let r = t
        .send(Request::patch("/api/stores").body(Body::empty()).unwrap())
        .await;
    r.assert_error(405);
    let r = t
        .send(
            Request::delete("/api/hotspots")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    r.assert_error(405);
    let long = format!("/api/stores?populate={}", "x".repeat(8300));
    assert!(t.get(&long).await.assert_error(400).contains("8192"));
    let big = json!({ "query": "x".repeat(70 * 1024) });
    let r = t.post_json("/api/stores/search", &big).await;
    r.assert_error(413);
    assert_eq!(r.json()["error"]["name"], "PayloadTooLargeError");
    let r = t.post_json("/api/email-signups/submit", &big).await;
    r.assert_error(413);
    // Invalid UTF-8 in a path segment is a 4xx with a JSON body, not a crash.
    let r = t.get("/api/stores/%FF%FE").await;
    assert!(r.status.is_client_error());
    r.json();
});

both_with!(
    read_token_is_enforced,
    tokens(),
    50,
    |t: TestApp| async move {
        let r = t.get("/api/stores/reference").await;
        assert_eq!(r.assert_error(401), "Missing or invalid credentials");
        assert_eq!(r.json()["error"]["name"], "UnauthorizedError");
        assert_eq!(r.header("www-authenticate"), "Bearer");
        let r = t
            .get_with(
                "/api/stores/reference",
                &[("authorization", "Bearer wrong")],
            )
            .await;
        r.assert_error(403);
        assert_eq!(r.json()["error"]["name"], "ForbiddenError");
        t.get_with(
            "/api/stores/reference",
            &[("authorization", "Basic cmVhZGVyLXRva2Vu")],
        )
        .await
        .assert_error(401);
        let ok = t
            .get_with(
                "/api/stores/reference",
                &[("authorization", "Bearer reader-token")],
            )
            .await;
        assert_eq!(ok.status, 200);
        let ok = t
            .get_with(
                "/api/stores?pagination[page]=2",
                &[("authorization", "Bearer admin-token")],
            )
            .await;
        assert_eq!(ok.status, 200);
        // Forms need the read token too; operations endpoints stay open.
        let r = t
            .post_json(
                "/api/email-signups/submit",
                &json!({ "email": "a@b.co", "source": "footer" }),
            )
            .await;
        r.assert_error(401);
        assert_eq!(t.get("/healthz").await.status, 200);
        assert_eq!(t.get("/readyz").await.status, 200);
        // Metrics tell about traffic and the catalogue: behind the token too.
        t.get("/metrics").await.assert_error(401);
        let metrics = t
            .get_with("/metrics", &[("authorization", "Bearer reader-token")])
            .await;
        assert_eq!(metrics.status, 200);
    }
);

both!(
    other_sites_may_read_the_catalogue_and_nothing_else,
    |t: TestApp| async move {
        const SITE: (&str, &str) = ("origin", "https://elsewhere.example");
        let allowed =
            |r: &crate::common::Res| r.headers.get("access-control-allow-origin").cloned();
        // Public reads: a cross-origin GET, and the preflight of a search.
        for path in [
            "/api/stores?pagination[pageSize]=1",
            "/api/hotspots",
            "/api/openapi.json",
        ] {
            let r = t.get_with(path, &[SITE]).await;
            // The origin is named back (the answer varies by origin: other paths send none).
            assert_eq!(
                allowed(&r).as_ref().map(|v| v.to_str().unwrap()),
                Some(SITE.1),
                "{path}"
            );
        }
        let preflight = |path: &'static str, method: &'static str| {
            axum::http::Request::builder()
                .method("OPTIONS")
                .uri(path)
                .header(SITE.0, SITE.1)
                .header("access-control-request-method", method)
                .header("access-control-request-headers", "content-type")
                .body(axum::body::Body::empty())
                .unwrap()
        };
        let search = t.send(preflight("/api/stores/search", "POST")).await;
        assert!(allowed(&search).is_some(), "{:?}", search.headers);
        // Console routes, writes and forms: no cross-origin access, preflight or not.
        for (path, method) in [
            ("/api/admin/stores", "GET"),
            ("/api/email-signups", "GET"),
            ("/api/stores/some-store/history", "GET"),
            ("/api/stores/some-store", "PUT"),
            ("/api/stores", "POST"),
            ("/api/email-signups/submit", "POST"),
            ("/api/admin/login", "POST"),
        ] {
            let r = t.send(preflight(path, method)).await;
            assert!(
                allowed(&r).is_none(),
                "preflight {method} {path}: {:?}",
                r.headers
            );
        }
        let r = t.get_with("/api/admin/stores", &[SITE]).await;
        assert!(allowed(&r).is_none(), "{:?}", r.headers);
    }
);

both_with!(
    admin_token_is_enforced,
    tokens(),
    50,
    |t: TestApp| async move {
        for uri in [
            "/api/email-signups",
            "/api/store-submissions",
            "/api/claim-requests",
            "/api/contact-requests",
        ] {
            t.get(uri).await.assert_error(401);
            t.get_with(uri, &[("authorization", "Bearer reader-token")])
                .await
                .assert_error(403);
            t.get_with(uri, &[("authorization", "Bearer admin-tokeN")])
                .await
                .assert_error(403);
            let ok = t
                .get_with(uri, &[("authorization", "Bearer admin-token")])
                .await;
            assert_eq!(ok.status, 200, "{uri}");
            assert_eq!(ok.header("cache-control"), "no-store");
        }
        let body = json!({ "data": { "name": "X", "city": "Y", "state": "TX" } });
        t.send_json("POST", "/api/stores", &body, &[])
            .await
            .assert_error(401);
        t.send_json(
            "POST",
            "/api/stores",
            &body,
            &[("authorization", "Bearer reader-token")],
        )
        .await
        .assert_error(403);
        t.send_json(
            "POST",
            "/api/import",
            &json!({ "stores": [] }),
            &[("authorization", "Bearer reader-token")],
        )
        .await
        .assert_error(403);
        t.send(
            Request::delete("/api/stores/1")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .assert_error(401);
    }
);

both_with!(
    admin_closed_without_admin_token,
    ApiConfig::default(),
    20,
    |t: TestApp| async move {
        t.get("/api/email-signups").await.assert_error(401);
        t.get_with(
            "/api/email-signups",
            &[("authorization", "Bearer anything")],
        )
        .await
        .assert_error(403);
        // Reads are public when no read token is set.
        assert_eq!(t.get("/api/stores").await.status, 200);
    }
);

fn no_compression() -> ApiConfig {
    ApiConfig {
        compression: false,
        ..ApiConfig::default()
    }
}

both_with!(
    compression_can_be_turned_off,
    no_compression(),
    20,
    |t: TestApp| async move {
        let r = t
            .get_with("/api/stores?populate=*", &[("accept-encoding", "gzip")])
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(r.header("content-encoding"), "");
    }
);
