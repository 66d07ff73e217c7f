//! Newsletter signups and owner forms.

use std::time::Duration;

use antiques_api::ApiConfig;
use antiques_api::config::RateLimit;
use serde_json::{Value, json};

use crate::common::{AUTH, TestApp, admin, post_from};
use crate::{both, both_with};

async fn signups(t: &TestApp) -> Vec<Value> {
    let v = t
        .get_with("/api/email-signups?pagination[pageSize]=100", &[AUTH])
        .await;
    assert_eq!(v.status, 200);
    v.json()["data"].as_array().unwrap().clone()
}

both_with!(
    signup_once_normalised,
    generous(),
    10,
    |t: TestApp| async move {
        let r = t
            .post_json(
                "/api/email-signups/submit",
                &json!({ "email": "  Ann.Smith@Example.COM ", "source": "footer" }),
            )
            .await;
        assert_eq!(r.status, 200);
        assert_eq!(r.json(), json!({ "success": true }));
        let again = t
            .post_json(
                "/api/email-signups/submit",
                &json!({ "email": "ann.smith@example.com", "source": "inline" }),
            )
            .await;
        assert_eq!(again.json(), json!({ "success": true }));
        let rows = signups(&t).await;
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0]["email"], "ann.smith@example.com");
        assert_eq!(rows[0]["source"], "footer");

        for bad in [
            json!({ "email": "not-an-email", "source": "footer" }),
            json!({ "email": "", "source": "footer" }),
            json!({ "email": "a@b", "source": "footer" }),
            json!({ "email": "' OR 1=1 --@x.com", "source": "footer" }),
            json!({ "email": "x@y.com'; DROP TABLE email_signups; --", "source": "footer" }),
            json!({ "email": 42, "source": "footer" }),
            json!({ "source": "footer" }),
        ] {
            let r = t.post_json("/api/email-signups/submit", &bad).await;
            assert_eq!(
                r.assert_error(400),
                "Please provide a valid email address.",
                "{bad}"
            );
        }
        t.post_json(
            "/api/email-signups/submit",
            &json!({ "email": "b@c.co", "source": "popup" }),
        )
        .await
        .assert_error(400);
        t.post_json("/api/email-signups/submit", &json!({ "email": "b@c.co" }))
            .await
            .assert_error(400);
        t.post_json(
            "/api/email-signups/submit",
            &json!({ "email": "b@c.co", "source": "inline", "x": 1 }),
        )
        .await
        .assert_error(400);
        t.post_json("/api/email-signups/submit", &json!(["b@c.co"]))
            .await
            .assert_error(400);
        t.send_raw(
            "POST",
            "/api/email-signups/submit",
            "application/json",
            "{\"email\":",
        )
        .await
        .assert_error(400);
        t.send_raw(
            "POST",
            "/api/email-signups/submit",
            "text/plain",
            "email=b@c.co",
        )
        .await
        .assert_error(400);
        assert_eq!(signups(&t).await.len(), 1);
    }
);

fn generous() -> ApiConfig {
    ApiConfig {
        admin_token: Some("admin".into()),
        signup_limit: RateLimit {
            max: 1000,
            window: Duration::from_secs(60),
        },
        ..ApiConfig::default()
    }
}

both_with!(
    concurrent_identical_signups_store_one_row,
    generous(),
    10,
    |t: TestApp| async move {
        let mut tasks = Vec::new();
        for i in 0..20 {
            let router = t.router.clone();
            tasks.push(tokio::spawn(async move {
                use tower::ServiceExt;
                let email = if i % 2 == 0 {
                    "Same@Example.com"
                } else {
                    " same@example.com"
                };
                let req = axum::http::Request::post("/api/email-signups/submit")
                    .header("content-type", "application/json")
                    .body(axum::body::Body::from(
                        json!({ "email": email, "source": "inline" }).to_string(),
                    ))
                    .unwrap();
                router.oneshot(req).await.unwrap().status().as_u16()
            }));
        }
        for task in tasks {
            assert_eq!(task.await.unwrap(), 200);
        }
        let rows = signups(&t).await;
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0]["email"], "same@example.com");
    }
);

both!(signup_rate_limit_per_client, |t: TestApp| async move {
    for i in 0..10 {
        let r = t
            .post_json(
                "/api/email-signups/submit",
                &json!({ "email": format!("u{i}@example.com"), "source": "footer" }),
            )
            .await;
        assert_eq!(r.status, 200, "signup {i}");
    }
    let r = t
        .post_json(
            "/api/email-signups/submit",
            &json!({ "email": "u11@example.com", "source": "footer" }),
        )
        .await;
    r.assert_error(429);
    assert_eq!(r.json()["error"]["name"], "RateLimitError");
    assert!(r.header("retry-after").parse::<u64>().unwrap() >= 1);
    // A forged X-Forwarded-For does not escape the limit.
    let r = t
        .send_json(
            "POST",
            "/api/email-signups/submit",
            &json!({ "email": "u12@example.com", "source": "footer" }),
            &[("x-forwarded-for", "203.0.113.9")],
        )
        .await;
    r.assert_error(429);
});

fn behind(proxies: &str) -> ApiConfig {
    ApiConfig {
        trusted_proxies: antiques_api::parse_proxies(proxies).unwrap(),
        ..ApiConfig::default()
    }
}

fn signup(n: usize) -> Value {
    json!({ "email": format!("v{n}@example.com"), "source": "footer" })
}

const SIGNUP: &str = "/api/email-signups/submit";

both_with!(
    visitors_from_distinct_addresses_each_have_their_own_limit,
    behind("none"),
    10,
    |t: TestApp| async move {
        let api = t.listen().await;
        // Thirty visitors, each from its own address, sign up once: every one is accepted.
        for n in 2..32u8 {
            let visitor = std::net::Ipv4Addr::new(127, 0, 0, n);
            let (status, _) = post_from(visitor, api, SIGNUP, &signup(n.into()), &[]).await;
            assert_eq!(status, 200, "visitor {visitor}");
        }
        // One visitor eleven times in a minute: the eleventh waits, and is told how long.
        let one = std::net::Ipv4Addr::new(127, 0, 0, 40);
        for n in 0..10 {
            assert_eq!(
                post_from(one, api, SIGNUP, &signup(100 + n), &[]).await.0,
                200
            );
        }
        let (status, retry_after) = post_from(one, api, SIGNUP, &signup(200), &[]).await;
        assert_eq!(status, 429);
        assert!(retry_after.unwrap().parse::<u64>().unwrap() >= 1);
        // A forged X-Forwarded-For from a visitor that is no proxy gains nothing.
        let forged = [("x-forwarded-for", "203.0.113.77")];
        assert_eq!(
            post_from(one, api, SIGNUP, &signup(201), &forged).await.0,
            429
        );
    }
);

both_with!(
    a_trusted_proxy_names_the_visitor_and_nobody_else_does,
    behind("127.0.0.1"),
    10,
    |t: TestApp| async move {
        let api = t.listen().await;
        let proxy = std::net::Ipv4Addr::LOCALHOST;
        let as_visitor = |ip: &'static str| [("x-forwarded-for", ip)];
        // The web server (a trusted proxy) names each visitor: their limits are their own.
        for n in 0..10 {
            let (status, _) =
                post_from(proxy, api, SIGNUP, &signup(n), &as_visitor("198.51.100.1")).await;
            assert_eq!(status, 200);
        }
        let over = post_from(proxy, api, SIGNUP, &signup(10), &as_visitor("198.51.100.1")).await;
        assert_eq!(over.0, 429);
        // A visitor's own X-Forwarded-For, passed on by the proxy, sits left of the address the
        // proxy adds: rotating it gains nothing.
        for n in 0..3 {
            let chain = format!("203.0.113.{n}, 198.51.100.1");
            let (status, _) = post_from(
                proxy,
                api,
                SIGNUP,
                &signup(20 + n),
                &[("x-forwarded-for", chain.as_str())],
            )
            .await;
            assert_eq!(status, 429, "{chain}");
        }
        let other = post_from(proxy, api, SIGNUP, &signup(30), &as_visitor("198.51.100.2")).await;
        assert_eq!(other.0, 200);
        // The same header from an address that is not a trusted proxy is ignored: that address
        // is the visitor, and it has a limit of its own.
        let stranger = std::net::Ipv4Addr::new(127, 0, 0, 9);
        for n in 0..10 {
            let (status, _) = post_from(
                stranger,
                api,
                SIGNUP,
                &signup(40 + n),
                &as_visitor("198.51.100.3"),
            )
            .await;
            assert_eq!(status, 200);
        }
        let (status, _) = post_from(
            stranger,
            api,
            SIGNUP,
            &signup(60),
            &as_visitor("198.51.100.4"),
        )
        .await;
        assert_eq!(status, 429);
    }
);

fn submission() -> Value {
    json!({
        "name": "Hill Country Antiques", "address": "1 Main St", "city": "Round Top", "state": "TX",
        "zipCode": "78954", "phone": "979-555-0100", "website": "hillcountry.example",
        "email": "Owner@HillCountry.example", "description": "Barn full of primitives", "specialties": "Furniture"
    })
}

both_with!(
    owner_forms_validate_store_and_list,
    admin(),
    10,
    |t: TestApp| async move {
        let r = t.post_json("/api/store-submissions", &submission()).await;
        assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.body));
        let id = r.json()["data"]["id"].as_i64().unwrap();
        assert_eq!(r.json()["data"]["status"], "pending");

        let r = t.post_json("/api/claim-requests", &json!({ "store": "hill-country-antiques", "name": "Jo", "role": "Owner", "email": "jo@example.com" })).await;
        assert_eq!(r.status, 201);
        let r = t
            .post_json(
                "/api/contact-requests",
                &json!({ "name": "Jo", "email": "jo@example.com", "message": "Advertise?" }),
            )
            .await;
        assert_eq!(r.status, 201);

        let mut bad = submission();
        bad["email"] = json!("nope");
        bad["state"] = json!("XX");
        bad["zipCode"] = json!("7895");
        bad["name"] = json!("   ");
        bad["description"] = json!("d".repeat(2001));
        bad["extra"] = json!("?");
        let r = t.post_json("/api/store-submissions", &bad).await;
        r.assert_error(400);
        let errors = r.json()["error"]["details"]["errors"]
            .as_array()
            .unwrap()
            .clone();
        let paths: Vec<String> = errors
            .iter()
            .map(|e| e["path"][0].as_str().unwrap().to_string())
            .collect();
        for p in ["email", "state", "zipCode", "name", "description", "extra"] {
            assert!(paths.contains(&p.to_string()), "{paths:?} lacks {p}");
        }
        let r = t
            .post_json(
                "/api/contact-requests",
                &json!({ "name": "Jo", "email": "jo@example.com" }),
            )
            .await;
        assert_eq!(r.assert_error(400), "message is required");
        let r = t
            .post_json(
                "/api/claim-requests",
                &json!({ "store": 5, "name": "Jo", "role": "Owner", "email": "jo@example.com" }),
            )
            .await;
        r.assert_error(400);

        let list = t.get_with("/api/store-submissions", &[AUTH]).await.json();
        assert_eq!(list["meta"]["pagination"]["total"], 1);
        let row = &list["data"][0];
        assert_eq!(row["id"], id);
        assert_eq!(row["email"], "owner@hillcountry.example");
        assert_eq!(row["website"], "https://hillcountry.example");
        assert_eq!(row["status"], "pending");
        let claims = t.get_with("/api/claim-requests", &[AUTH]).await.json();
        assert_eq!(claims["data"].as_array().unwrap().len(), 1);
        let contacts = t.get_with("/api/contact-requests", &[AUTH]).await.json();
        assert_eq!(contacts["data"][0]["message"], "Advertise?");
    }
);

both!(owner_forms_rate_limit_per_form, |t: TestApp| async move {
    for i in 0..5 {
        let r = t
            .post_json(
                "/api/contact-requests",
                &json!({ "name": "Jo", "email": "jo@example.com", "message": format!("m{i}") }),
            )
            .await;
        assert_eq!(r.status, 201);
    }
    let r = t
        .post_json(
            "/api/contact-requests",
            &json!({ "name": "Jo", "email": "jo@example.com", "message": "m6" }),
        )
        .await;
    r.assert_error(429);
    // Another form has its own allowance.
    let r = t.post_json("/api/store-submissions", &submission()).await;
    assert_eq!(r.status, 201);
});
