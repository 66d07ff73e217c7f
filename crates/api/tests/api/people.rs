//! Accounts managed by admins and newsletter signups managed by editors, through HTTP.

use antiques_storage::{Role, hash_password};
use serde_json::json;

use crate::both_with;
use crate::common::{TestApp, admin};

const PASSWORD: &str = "a long enough password";

/// Signs in a new account of `role`: its bearer and CSRF headers.
async fn session(t: &TestApp, email: &str, role: Role) -> (String, String) {
    t.db.add_user(email, role, &hash_password(PASSWORD).unwrap())
        .await
        .unwrap();
    let r = t
        .post_json(
            "/api/admin/login",
            &json!({ "email": email, "password": PASSWORD }),
        )
        .await
        .json();
    (
        format!("Bearer {}", r["data"]["token"].as_str().unwrap()),
        r["data"]["csrfToken"].as_str().unwrap().to_string(),
    )
}

both_with!(
    admins_manage_accounts_and_editors_cannot,
    admin(),
    0,
    |t: TestApp| async move {
        let (boss, boss_csrf) = session(&t, "boss@example.com", Role::Admin).await;
        let (editor, editor_csrf) = session(&t, "ed@example.com", Role::Editor).await;
        let boss_write = [
            ("authorization", boss.as_str()),
            ("x-csrf-token", boss_csrf.as_str()),
        ];
        let editor_write = [
            ("authorization", editor.as_str()),
            ("x-csrf-token", editor_csrf.as_str()),
        ];

        // An editor may not list or add accounts.
        t.get_with("/api/admin/users", &[("authorization", editor.as_str())])
            .await
            .assert_error(403);
        t.send_json(
            "POST",
            "/api/admin/users",
            &json!({ "email": "x@example.com", "role": "admin" }),
            &editor_write,
        )
        .await
        .assert_error(403);

        let added = t
            .send_json(
                "POST",
                "/api/admin/users",
                &json!({ "email": "New@Example.com", "role": "editor" }),
                &boss_write,
            )
            .await;
        assert_eq!(
            added.status,
            201,
            "{}",
            String::from_utf8_lossy(&added.body)
        );
        let password = added.json()["data"]["password"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(password.len() >= 12);
        assert_eq!(added.json()["data"]["user"]["email"], "new@example.com");
        t.send_json(
            "POST",
            "/api/admin/users",
            &json!({ "email": "new@example.com", "role": "editor" }),
            &boss_write,
        )
        .await
        .assert_error(409);
        t.send_json(
            "POST",
            "/api/admin/users",
            &json!({ "email": "nobody", "role": "editor" }),
            &boss_write,
        )
        .await
        .assert_error(400);
        let login = |password: String| {
            let t = &t;
            async move {
                t.post_json(
                    "/api/admin/login",
                    &json!({ "email": "new@example.com", "password": password }),
                )
                .await
            }
        };
        let first = login(password.clone()).await.json();
        let new_bearer = format!("Bearer {}", first["data"]["token"].as_str().unwrap());
        let list = t
            .get_with("/api/admin/users", &[("authorization", boss.as_str())])
            .await
            .json();
        assert_eq!(list["data"].as_array().unwrap().len(), 3);

        // A reset ends the account's sessions and gives a new password.
        let reset = t
            .send_json(
                "POST",
                "/api/admin/users/new@example.com/reset-password",
                &json!({}),
                &boss_write,
            )
            .await
            .json();
        let second = reset["data"]["password"].as_str().unwrap().to_string();
        assert_ne!(second, password);
        t.get_with(
            "/api/admin/session",
            &[("authorization", new_bearer.as_str())],
        )
        .await
        .assert_error(401);
        login(password).await.assert_error(401);
        assert_eq!(login(second.clone()).await.status, 200);

        // Disabled, it cannot sign in; an admin cannot disable themselves.
        let disabled = t
            .send_json(
                "POST",
                "/api/admin/users/new@example.com/disable",
                &json!({}),
                &boss_write,
            )
            .await
            .json();
        assert_eq!(disabled["data"]["disabled"], true);
        login(second.clone()).await.assert_error(401);
        t.send_json(
            "POST",
            "/api/admin/users/new@example.com/enable",
            &json!({}),
            &boss_write,
        )
        .await;
        assert_eq!(login(second).await.status, 200);
        t.send_json(
            "POST",
            "/api/admin/users/boss@example.com/disable",
            &json!({}),
            &boss_write,
        )
        .await
        .assert_error(400);
        t.send_json(
            "POST",
            "/api/admin/users/ghost@example.com/disable",
            &json!({}),
            &boss_write,
        )
        .await
        .assert_not_found();
    }
);

both_with!(
    editors_search_and_export_signups_and_admins_delete_them,
    admin(),
    0,
    |t: TestApp| async move {
        for email in ["ann@example.com", "bob@example.org", "=cmd@example.com"] {
            t.post_json(
                "/api/email-signups/submit",
                &json!({ "email": email, "source": "footer" }),
            )
            .await;
        }
        let (editor, editor_csrf) = session(&t, "ed@example.com", Role::Editor).await;
        let read = [("authorization", editor.as_str())];
        let found = t
            .get_with("/api/email-signups?q=EXAMPLE.ORG", &read)
            .await
            .json();
        assert_eq!(found["meta"]["pagination"]["total"], 1);
        assert_eq!(found["data"][0]["email"], "bob@example.org");
        let pct = t.get_with("/api/email-signups?q=%25", &read).await.json();
        assert_eq!(
            pct["meta"]["pagination"]["total"], 0,
            "typed wildcards are plain text"
        );

        let csv = t.get_with("/api/email-signups/export", &read).await;
        assert_eq!(csv.status, 200);
        assert!(csv.header("content-type").starts_with("text/csv"));
        let text = String::from_utf8_lossy(&csv.body).to_string();
        assert!(text.starts_with("email,source,createdAt\r\n"), "{text}");
        assert!(text.contains("ann@example.com,footer,"));
        assert!(text.contains("'=cmd@example.com"), "no formula: {text}");

        let id = found["data"][0]["id"].as_i64().unwrap();
        let editor_write = [
            ("authorization", editor.as_str()),
            ("x-csrf-token", editor_csrf.as_str()),
        ];
        t.send_json(
            "DELETE",
            &format!("/api/email-signups/{id}"),
            &json!({}),
            &editor_write,
        )
        .await
        .assert_error(403);
        let (boss, boss_csrf) = session(&t, "boss@example.com", Role::Admin).await;
        let boss_write = [
            ("authorization", boss.as_str()),
            ("x-csrf-token", boss_csrf.as_str()),
        ];
        let deleted = t
            .send_json(
                "DELETE",
                &format!("/api/email-signups/{id}"),
                &json!({}),
                &boss_write,
            )
            .await;
        assert_eq!(deleted.status, 200);
        assert_eq!(
            t.get_with("/api/email-signups?q=example.org", &read)
                .await
                .json()["meta"]["pagination"]["total"],
            0
        );
        t.send_json(
            "DELETE",
            &format!("/api/email-signups/{id}"),
            &json!({}),
            &boss_write,
        )
        .await
        .assert_not_found();
    }
);
