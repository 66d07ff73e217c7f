//! The review queues through HTTP: an owner's submission approved into a store, a claim approved,
//! a visitor's change report applied or dismissed, each decided once.

use antiques_storage::{Role, hash_password};
use serde_json::{Value, json};

use crate::both_with;
use crate::common::{AUTH, TestApp, admin};

/// An editor's session headers: bearer and CSRF token.
async fn editor(t: &TestApp) -> (String, String) {
    t.db.add_user(
        "reviewer@example.com",
        Role::Editor,
        &hash_password("a long enough password").unwrap(),
    )
    .await
    .unwrap();
    let r = t
        .post_json(
            "/api/admin/login",
            &json!({ "email": "reviewer@example.com", "password": "a long enough password" }),
        )
        .await
        .json();
    (
        format!("Bearer {}", r["data"]["token"].as_str().unwrap()),
        r["data"]["csrfToken"].as_str().unwrap().to_string(),
    )
}

both_with!(
    an_approved_submission_becomes_a_published_verified_store,
    admin(),
    10,
    |t: TestApp| async move {
        let (bearer, csrf) = editor(&t).await;
        let read = [("authorization", bearer.as_str())];
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        // A store already listed with the phone the owner will give.
        let existing = t
            .send_json("POST", "/api/stores", &json!({ "data": { "name": "Old Mill Antiques", "city": "Hudson", "state": "NY",
                "phones": [{ "prettyPhoneNumber": "(518) 555-0199", "phoneNumber": "+15185550199" }] } }), &[AUTH])
            .await
            .json();
        let sent = t
            .post_json("/api/store-submissions", &json!({
                "name": "Mill Street Antiques", "address": "1 Mill St", "city": "Hudson", "state": "NY",
                "zipCode": "12534", "phone": "518-555-0199", "website": "millstreet.example",
                "email": "owner@millstreet.example", "specialties": "clocks, quilts" }))
            .await;
        assert_eq!(sent.status, 201);
        let id = sent.json()["data"]["id"].as_i64().unwrap();

        let queue = t.get_with("/api/admin/submissions", &read).await.json();
        assert_eq!(queue["meta"]["pagination"]["total"], 1);
        assert_eq!(queue["data"][0]["status"], "pending");
        let detail = t
            .get_with(&format!("/api/admin/submissions/{id}"), &read)
            .await
            .json()["data"]
            .clone();
        let proposed = detail["proposedStore"].clone();
        assert_eq!(proposed["name"], "Mill Street Antiques");
        assert_eq!(proposed["phones"][0]["phoneNumber"], "+15185550199");
        assert_eq!(
            proposed["storeAnalysis"]["specialties"],
            json!(["clocks", "quilts"])
        );
        let duplicate = &detail["duplicates"][0];
        assert_eq!(
            duplicate["store"]["documentId"],
            existing["data"]["documentId"]
        );
        assert!(
            duplicate["reasons"]
                .as_array()
                .unwrap()
                .contains(&json!("same phone")),
            "{duplicate}"
        );

        let mut edited = proposed.clone();
        edited["name"] = json!("Mill Street Antiques & Clocks");
        let approved = t
            .send_json(
                "POST",
                &format!("/api/admin/submissions/{id}/approve"),
                &json!({ "data": edited }),
                &write,
            )
            .await;
        assert_eq!(
            approved.status,
            200,
            "{}",
            String::from_utf8_lossy(&approved.body)
        );
        let item = approved.json()["data"].clone();
        assert_eq!(item["status"], "approved");
        assert_eq!(item["reviewedBy"], "reviewer@example.com");
        let slug = item["store"]["slug"].as_str().unwrap().to_string();
        let public = t.get(&format!("/api/stores/{slug}")).await.json()["data"].clone();
        assert_eq!(public["name"], "Mill Street Antiques & Clocks");
        assert!(public["lastVerifiedAt"].is_string());
        // Decided once.
        t.send_json(
            "POST",
            &format!("/api/admin/submissions/{id}/approve"),
            &json!({ "data": edited }),
            &write,
        )
        .await
        .assert_error(409);
        let history = t
            .get_with(&format!("/api/stores/{slug}/history"), &read)
            .await
            .json();
        assert_eq!(history["data"][0]["actor"], "reviewer@example.com");

        // A rejection needs a reason.
        let other = t
            .post_json("/api/store-submissions", &json!({
                "name": "Spam Shop", "address": "x", "city": "Troy", "state": "NY", "zipCode": "12180",
                "email": "spam@example.com" }))
            .await
            .json()["data"]["id"]
            .as_i64()
            .unwrap();
        t.send_json(
            "POST",
            &format!("/api/admin/submissions/{other}/reject"),
            &json!({}),
            &write,
        )
        .await
        .assert_error(400);
        let rejected = t
            .send_json(
                "POST",
                &format!("/api/admin/submissions/{other}/reject"),
                &json!({ "reason": "Not an antique store" }),
                &write,
            )
            .await
            .json();
        assert_eq!(rejected["data"]["status"], "rejected");
        assert_eq!(rejected["data"]["reason"], "Not an antique store");
        let all = t
            .get_with("/api/admin/submissions?status=any", &read)
            .await
            .json();
        assert_eq!(all["meta"]["pagination"]["total"], 2);
        assert_eq!(
            t.get_with("/api/admin/submissions", &read).await.json()["meta"]["pagination"]["total"],
            0
        );
    }
);

both_with!(
    an_approved_claim_verifies_the_store_and_keeps_the_owner_private,
    admin(),
    10,
    |t: TestApp| async move {
        let (bearer, csrf) = editor(&t).await;
        let read = [("authorization", bearer.as_str())];
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let store = t
            .send_json("POST", "/api/stores", &json!({ "data": { "name": "Claimable Curiosities", "city": "Hudson", "state": "NY" } }), &[AUTH])
            .await
            .json()["data"]
            .clone();
        assert_eq!(store["verified"], false);
        let id = t
            .post_json(
                "/api/claim-requests",
                &json!({ "store": "Claimable Curiosities", "name": "Pat Owner",
                "role": "Owner", "email": "pat@curiosities.example", "phone": "518 555 0100" }),
            )
            .await
            .json()["data"]["id"]
            .as_i64()
            .unwrap();
        let detail = t
            .get_with(&format!("/api/admin/claims/{id}"), &read)
            .await
            .json()["data"]
            .clone();
        assert_eq!(detail["candidates"][0]["documentId"], store["documentId"]);
        let approved = t
            .send_json(
                "POST",
                &format!("/api/admin/claims/{id}/approve"),
                &json!({ "store": store["documentId"] }),
                &write,
            )
            .await;
        assert_eq!(
            approved.status,
            200,
            "{}",
            String::from_utf8_lossy(&approved.body)
        );
        assert_eq!(approved.json()["data"]["store"]["verified"], true);
        let public = t
            .get(&format!("/api/stores/{}", store["slug"].as_str().unwrap()))
            .await;
        assert_eq!(public.json()["data"]["verified"], true);
        assert!(public.json()["data"]["lastVerifiedAt"].is_string());
        assert!(!String::from_utf8_lossy(&public.body).contains("pat@curiosities.example"));
        let owner =
            t.db.store_owner(store["id"].as_i64().unwrap())
                .await
                .unwrap()
                .unwrap();
        assert_eq!(owner["email"], "pat@curiosities.example");
    }
);

/// The admin token, and room for the test's reports (the form limit counts refused ones too).
fn reports_allowed() -> antiques_api::ApiConfig {
    antiques_api::ApiConfig {
        form_limit: antiques_api::config::RateLimit {
            max: 50,
            window: std::time::Duration::from_secs(600),
        },
        ..admin()
    }
}

both_with!(
    a_change_report_is_applied_or_dismissed,
    reports_allowed(),
    10,
    |t: TestApp| async move {
        let (bearer, csrf) = editor(&t).await;
        let read = [("authorization", bearer.as_str())];
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let store = t
            .send_json(
                "POST",
                "/api/stores",
                &json!({ "data": { "name": "Reported Relics", "city": "Hudson", "state": "NY" } }),
                &[AUTH],
            )
            .await
            .json()["data"]
            .clone();
        let slug = store["slug"].as_str().unwrap().to_string();
        let report = |body: Value| {
            let uri = format!("/api/stores/{slug}/reports");
            let t = &t;
            async move { t.post_json(&uri, &body).await }
        };
        report(json!({ "kind": "other" })).await.assert_error(400);
        report(json!({ "kind": "haunted" })).await.assert_error(400);
        report(json!({ "kind": "wrongHours", "email": "nope" }))
            .await
            .assert_error(400);
        t.post_json(
            "/api/stores/no-such-store/reports",
            &json!({ "kind": "moved" }),
        )
        .await
        .assert_not_found();
        let sent = report(json!({ "kind": "wrongHours", "details": "Closed on Mondays now", "email": "visitor@example.com" })).await;
        assert_eq!(sent.status, 201);
        let id = sent.json()["data"]["id"].as_i64().unwrap();

        let queue = t.get_with("/api/admin/reports", &read).await.json();
        assert_eq!(queue["data"][0]["fields"]["kind"], "wrongHours");
        assert_eq!(queue["data"][0]["store"]["slug"], slug.as_str());
        let detail = t
            .get_with(&format!("/api/admin/reports/{id}"), &read)
            .await
            .json()["data"]
            .clone();
        assert_eq!(detail["currentStore"]["name"], "Reported Relics");
        let version = detail["version"].as_str().unwrap().to_string();
        let mut headers = write.to_vec();
        let tag = format!("\"{version}\"");
        headers.push(("if-match", &tag));
        let applied = t
            .send_json(
                "POST",
                &format!("/api/admin/reports/{id}/apply"),
                &json!({ "data": { "description": "Closed on Mondays." } }),
                &headers,
            )
            .await;
        assert_eq!(
            applied.status,
            200,
            "{}",
            String::from_utf8_lossy(&applied.body)
        );
        assert_eq!(applied.json()["data"]["status"], "applied");
        let public = t.get(&format!("/api/stores/{slug}")).await.json()["data"].clone();
        assert_eq!(public["description"], "Closed on Mondays.");
        assert!(public["lastVerifiedAt"].is_string());

        // A report of a closure, applied by unpublishing; another dismissed.
        let closed = report(json!({ "kind": "closedPermanently", "details": null }))
            .await
            .json()["data"]["id"]
            .as_i64()
            .unwrap();
        // A field sent empty is listed as absent: the fields are texts.
        let queue = t.get_with("/api/admin/reports", &read).await.json();
        let listed = queue["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == closed)
            .unwrap()
            .clone();
        assert_eq!(listed["fields"], json!({ "kind": "closedPermanently" }));
        let noise = report(json!({ "kind": "moved", "details": "?" }))
            .await
            .json()["data"]["id"]
            .as_i64()
            .unwrap();
        let dismissed = t
            .send_json(
                "POST",
                &format!("/api/admin/reports/{noise}/dismiss"),
                &json!({}),
                &write,
            )
            .await
            .json();
        assert_eq!(dismissed["data"]["status"], "dismissed");
        t.send_json(
            "POST",
            &format!("/api/admin/reports/{closed}/apply"),
            &json!({ "unpublish": true }),
            &write,
        )
        .await;
        t.get(&format!("/api/stores/{slug}"))
            .await
            .assert_not_found();
        assert_eq!(
            t.get_with("/api/admin/dashboard", &read).await.json()["data"]["pendingChangeReports"],
            0
        );
    }
);

both_with!(
    marking_a_store_verified_dates_it,
    admin(),
    10,
    |t: TestApp| async move {
        let store = t
            .send_json(
                "POST",
                "/api/stores",
                &json!({ "data": { "name": "Checked Chests", "city": "Hudson", "state": "NY" } }),
                &[AUTH],
            )
            .await
            .json()["data"]
            .clone();
        assert_eq!(store["lastVerifiedAt"], Value::Null);
        let r = t
            .send_json(
                "POST",
                &format!(
                    "/api/admin/stores/{}/verify",
                    store["documentId"].as_str().unwrap()
                ),
                &json!({}),
                &[AUTH],
            )
            .await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        assert!(r.json()["data"]["lastVerifiedAt"].is_string());
    }
);

both_with!(
    an_enquiry_is_read_and_marked_answered_once,
    admin(),
    0,
    |t: TestApp| async move {
        let (bearer, csrf) = editor(&t).await;
        let read = [("authorization", bearer.as_str())];
        let write = [
            ("authorization", bearer.as_str()),
            ("x-csrf-token", csrf.as_str()),
        ];
        let id = t
            .post_json("/api/contact-requests", &json!({ "name": "Sam", "email": "sam@shop.example", "message": "Rates for Hudson?" }))
            .await
            .json()["data"]["id"]
            .as_i64()
            .unwrap();
        let queue = t.get_with("/api/admin/enquiries", &read).await.json();
        assert_eq!(queue["data"][0]["fields"]["message"], "Rates for Hudson?");
        let answered = t
            .send_json(
                "POST",
                &format!("/api/admin/enquiries/{id}/answered"),
                &json!({}),
                &write,
            )
            .await
            .json();
        assert_eq!(answered["data"]["status"], "answered");
        t.send_json(
            "POST",
            &format!("/api/admin/enquiries/{id}/answered"),
            &json!({}),
            &write,
        )
        .await
        .assert_error(409);
        let done = t
            .get_with("/api/admin/enquiries?status=answered", &read)
            .await
            .json();
        assert_eq!(done["meta"]["pagination"]["total"], 1);
    }
);
