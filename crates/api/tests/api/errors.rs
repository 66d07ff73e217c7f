//! Every shape of error answer, as a client sees it: one snapshot per kind of refusal (the files
//! under `snapshots/`; `INSTA_UPDATE=always` rewrites them after a deliberate change).

use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};

use crate::common::{Res, TestApp, tokens};
use crate::{both, both_with};

/// Status, the headers a client acts on, and the body.
fn answer(r: &Res) -> Value {
    json!({
        "status": r.status.as_u16(),
        "content-type": r.header("content-type"),
        "cache-control": r.header("cache-control"),
        "www-authenticate": r.header("www-authenticate"),
        "body": r.json(),
    })
}

both!(error_answers_of_reads, |t: TestApp| async move {
    insta::assert_json_snapshot!(
        "unknown_parameter",
        answer(&t.get("/api/stores?color=red").await)
    );
    insta::assert_json_snapshot!(
        "unknown_filter",
        answer(&t.get("/api/stores?filters[color][$eq]=red").await)
    );
    insta::assert_json_snapshot!(
        "bad_page_size",
        answer(&t.get("/api/stores?pagination[pageSize]=500").await)
    );
    let r = t.get("/api/stores/no-such-store").await;
    r.assert_not_found();
    r.assert_cache("no-store");
    insta::assert_json_snapshot!("store_not_found", answer(&r));
    insta::assert_json_snapshot!("unknown_route", answer(&t.get("/api/nothing-here").await));
    let r = t
        .send(
            Request::delete("/api/hotspots")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    insta::assert_json_snapshot!("method_not_allowed", answer(&r));
    let r = t
        .send_raw("POST", "/api/stores/search", "text/plain", "query")
        .await;
    insta::assert_json_snapshot!("not_json", answer(&r));
    // A struct would also deserialise from an array (by position): `[]` must not pass as `{}`.
    let r = t.post_json("/api/stores/search", &json!([])).await;
    insta::assert_json_snapshot!("not_an_object", answer(&r));
    let r = t
        .post_json("/api/email-signups/submit", &json!(["a@example.com"]))
        .await;
    assert_eq!(
        answer(&r),
        answer(&t.post_json("/api/stores/search", &json!([])).await)
    );
    let big = json!({ "query": "x".repeat(70 * 1024) });
    insta::assert_json_snapshot!(
        "body_too_large",
        answer(&t.post_json("/api/stores/search", &big).await)
    );
});

both!(error_answers_of_forms, |t: TestApp| async move {
    let r = t
        .post_json(
            "/api/store-submissions",
            &json!({ "name": "", "state": "XX", "zipCode": "1234", "email": "nope", "color": "red" }),
        )
        .await;
    insta::assert_json_snapshot!("form_field_errors", answer(&r));
    let r = t
        .post_json(
            "/api/email-signups/submit",
            &json!({ "email": "nope", "source": "footer" }),
        )
        .await;
    insta::assert_json_snapshot!("signup_invalid_email", answer(&r));
});

both_with!(
    error_answers_of_access,
    tokens(),
    5,
    |t: TestApp| async move {
        insta::assert_json_snapshot!("missing_token", answer(&t.get("/api/stores").await));
        let wrong = [("authorization", "Bearer wrong")];
        insta::assert_json_snapshot!(
            "wrong_token",
            answer(&t.get_with("/api/stores", &wrong).await)
        );
        let reader = [("authorization", "Bearer reader-token")];
        let r = t.get_with("/api/email-signups", &reader).await;
        insta::assert_json_snapshot!("read_token_on_admin_route", answer(&r));
    }
);
