//! Newsletter signups and owner forms.

use std::time::Duration;

use antiques_api::ApiConfig;
use antiques_api::config::RateLimit;
use serde_json::{Value, json};

use crate::common::{AUTH, TestApp, admin};
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
    // Without TRUST_PROXY a forged X-Forwarded-For does not escape the limit.
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

fn proxied() -> ApiConfig {
    ApiConfig {
        trust_proxy: true,
        ..ApiConfig::default()
    }
}

both_with!(
    rate_limit_uses_forwarded_for_behind_trusted_proxy,
    proxied(),
    10,
    |t: TestApp| async move {
        let send = |ip: &'static str, n: usize| {
            let body = json!({ "email": format!("p{n}@example.com"), "source": "footer" });
            async move { (ip, body) }
        };
        for n in 0..10 {
            let (ip, body) = send("198.51.100.1", n).await;
            assert_eq!(
                t.send_json(
                    "POST",
                    "/api/email-signups/submit",
                    &body,
                    &[("x-forwarded-for", ip)]
                )
                .await
                .status,
                200
            );
        }
        let (ip, body) = send("198.51.100.1", 10).await;
        t.send_json(
            "POST",
            "/api/email-signups/submit",
            &body,
            &[("x-forwarded-for", ip)],
        )
        .await
        .assert_error(429);
        let (_, body) = send("", 11).await;
        let r = t
            .send_json(
                "POST",
                "/api/email-signups/submit",
                &body,
                &[("x-forwarded-for", "198.51.100.2, 10.0.0.1")],
            )
            .await;
        assert_eq!(r.status, 200);
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
