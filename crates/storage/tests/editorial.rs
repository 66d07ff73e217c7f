//! Accounts, sessions, the history of editorial writes, stale writes and renamed stores, on both
//! backends.

mod common;

use antiques_model::Store;
use antiques_storage::{
    ABSOLUTE_TIMEOUT, Edit, Error, FormKind, IDLE_TIMEOUT, Role, StoreOutcome, StoreQuery, Window,
    action, entity, hash_password,
};
use anyhow::Result;
use chrono::{Duration, Utc};

fn store(name: &str, city: &str) -> Store {
    Store::new(
        name.into(),
        String::new(),
        city.into(),
        "NY".into(),
        Utc::now(),
    )
}

fn by(actor: &str) -> Edit {
    Edit::by(actor)
}

both! {
    /// Accounts: one per address, addresses normalised, passwords kept as Argon2id hashes only.
    async fn accounts_are_unique_and_keep_only_password_hashes(db: Db) -> Result<()> {
        let hash = hash_password("a long enough password")?;
        let user = db.add_user("  Editor@Example.COM ", Role::Editor, &hash).await?;
        assert_eq!(user.email, "editor@example.com");
        assert_eq!(user.role, Role::Editor);
        assert!(!user.disabled);
        assert!(matches!(
            db.add_user("editor@example.com", Role::Admin, &hash).await,
            Err(Error::Conflict(_))
        ));
        assert!(matches!(db.add_user("not an address", Role::Admin, &hash).await, Err(Error::Invalid(_))));
        let (_, stored) = db.user_with_password("EDITOR@example.com").await?.expect("account");
        assert!(stored.starts_with("$argon2id$"));
        assert!(!stored.contains("a long enough password"));
        assert!(db.user_with_password("nobody@example.com").await?.is_none());
        db.add_user("admin@example.com", Role::Admin, &hash).await?;
        let emails: Vec<String> = db.users().await?.into_iter().map(|u| u.email).collect();
        assert_eq!(emails, ["admin@example.com", "editor@example.com"]);
        Ok(())
    }
}

both! {
    /// A session ends after 8 hours unused or 7 days after sign-in however busy, on sign-out, on a
    /// password reset and when its account is disabled; only a hash of its token is stored.
    async fn sessions_end_idle_old_signed_out_reset_or_disabled(db: Db) -> Result<()> {
        let hash = hash_password("a long enough password")?;
        let user = db.add_user("editor@example.com", Role::Editor, &hash).await?;

        let (token, expires) = db.start_session(user.id).await?;
        let t0 = Utc::now();
        assert!(expires > t0 + IDLE_TIMEOUT - Duration::minutes(1));
        let session = db.session(&token).await?.expect("valid");
        assert_eq!(session.user.email, "editor@example.com");
        assert!(db.session("0".repeat(64).as_str()).await?.is_none());
        // Unused for longer than the idle limit: ended, and gone for good.
        assert!(db.session_at(&token, t0 + IDLE_TIMEOUT + Duration::minutes(1)).await?.is_none());
        assert!(db.session(&token).await?.is_none());

        // Used every 7 hours, a session still ends 7 days after sign-in.
        let (busy, _) = db.start_session(user.id).await?;
        let start = Utc::now();
        let step = Duration::hours(7);
        let mut t = start + step;
        while t < start + ABSOLUTE_TIMEOUT {
            assert!(db.session_at(&busy, t).await?.is_some(), "alive at {t}");
            t += step;
        }
        assert!(db.session_at(&busy, start + ABSOLUTE_TIMEOUT + Duration::minutes(1)).await?.is_none());

        let (signed_out, _) = db.start_session(user.id).await?;
        db.end_session(&signed_out).await?;
        assert!(db.session(&signed_out).await?.is_none());

        let (before_reset, _) = db.start_session(user.id).await?;
        db.set_password("editor@example.com", &hash_password("another long password")?).await?;
        assert!(db.session(&before_reset).await?.is_none());

        let (before_disable, _) = db.start_session(user.id).await?;
        db.set_user_disabled("editor@example.com", true).await?;
        assert!(db.session(&before_disable).await?.is_none());
        // Enabled again, it may sign in again, but the old session stays ended.
        db.set_user_disabled("editor@example.com", false).await?;
        assert!(db.session(&before_disable).await?.is_none());
        let (fresh, _) = db.start_session(user.id).await?;
        assert!(db.session(&fresh).await?.is_some());
        Ok(())
    }
}

both! {
    /// Every editorial write records who made it and the store before and after, in order; drafts
    /// are listed for editors; publishing is recorded too.
    async fn editorial_writes_are_recorded_with_author_before_and_after(db: Db) -> Result<()> {
        let draft = db.create_store(&store("Blue Barn", "Hudson"), false, &by("ann@example.com")).await?;
        assert_eq!(draft.published_at, None);
        let (changed, outcome) = db
            .update_store(draft.id, &Store { description: Some("Barn finds".into()), ..draft.clone() }, &by("bob@example.com"))
            .await?;
        assert_eq!(outcome, StoreOutcome::Updated);
        // Saving the same content records nothing.
        let (_, same) = db.update_store(draft.id, &changed, &by("bob@example.com")).await?;
        assert_eq!(same, StoreOutcome::Unchanged);
        assert!(db.set_published(draft.id, true, &by("ann@example.com")).await?);
        assert!(!db.set_published(draft.id, true, &by("ann@example.com")).await?);

        let history = db.revisions_of(entity::STORE, &draft.document_id, 10).await?;
        let steps: Vec<(&str, &str)> = history.iter().map(|r| (r.action.as_str(), r.actor.as_str())).collect();
        assert_eq!(steps, [
            (action::PUBLISH, "ann@example.com"),
            (action::UPDATE, "bob@example.com"),
            (action::CREATE, "ann@example.com"),
        ]);
        assert_eq!(history[1].before.as_ref().unwrap()["description"], serde_json::Value::Null);
        assert_eq!(history[1].after.as_ref().unwrap()["description"], "Barn finds");
        assert_eq!(history[2].before, None);
        assert_eq!(history[0].before.as_ref().unwrap()["publishedAt"], serde_json::Value::Null);
        assert!(history[0].after.as_ref().unwrap()["publishedAt"].is_string());
        assert_eq!(db.recent_revisions(1).await?[0].id, history[0].id);

        db.delete_store(draft.id, &by("ann@example.com")).await?;
        let deleted = &db.revisions_of(entity::STORE, &draft.document_id, 1).await?[0];
        assert_eq!(deleted.action, action::DELETE);
        assert_eq!(deleted.after, None);
        assert_eq!(deleted.before.as_ref().unwrap()["name"], "Blue Barn");
        Ok(())
    }
}

both! {
    /// A write based on a version another editor has since changed is refused and writes nothing.
    async fn a_stale_write_is_refused_and_changes_nothing(db: Db) -> Result<()> {
        let s = db.create_store(&store("Corner Shop", "Albany"), true, &by("ann@example.com")).await?;
        let read = s.updated_at;
        let first = Store { description: Some("First".into()), ..s.clone() };
        db.update_store(s.id, &first, &by("ann@example.com").expecting(Some(read))).await?;
        let second = Store { description: Some("Second".into()), ..s.clone() };
        match db.update_store(s.id, &second, &by("bob@example.com").expecting(Some(read))).await {
            Err(Error::Stale(_)) => {}
            other => panic!("expected a stale write, got {other:?}"),
        }
        assert_eq!(db.store_by_id(s.id).await?.description.as_deref(), Some("First"));
        assert_eq!(db.revisions_of(entity::STORE, &s.document_id, 10).await?.len(), 2);
        // Based on the current version, it goes through.
        let current = db.store_by_id(s.id).await?.updated_at;
        db.update_store(s.id, &second, &by("bob@example.com").expecting(Some(current))).await?;
        assert_eq!(db.store_by_id(s.id).await?.description.as_deref(), Some("Second"));
        Ok(())
    }
}

both! {
    /// A renamed store keeps its old slugs as redirects; a key finds drafts, documentIds and old slugs.
    async fn renamed_stores_keep_their_old_slugs(db: Db) -> Result<()> {
        let s = db.create_store(&store("Blue Barn", "Hudson"), true, &by("ann@example.com")).await?;
        assert_eq!(s.slug, "blue-barn-hudson-ny");
        let renamed = Store { slug: "blue-barn-antiques".into(), ..s.clone() };
        db.update_store(s.id, &renamed, &by("ann@example.com")).await?;
        assert_eq!(db.redirected_store("blue-barn-hudson-ny").await?, Some(s.id));
        assert_eq!(db.old_slugs(s.id).await?, ["blue-barn-hudson-ny"]);
        for key in ["blue-barn-hudson-ny", "blue-barn-antiques", s.document_id.as_str(), &s.id.to_string()] {
            assert_eq!(db.store_id_by_key(key).await?, Some(s.id), "{key}");
        }
        assert_eq!(db.store_id_by_key("no-such-store").await?, None);
        // Renamed again: both old slugs lead to it.
        db.update_store(s.id, &Store { slug: "blue-barn".into(), ..renamed }, &by("ann@example.com")).await?;
        assert_eq!(db.old_slugs(s.id).await?, ["blue-barn-antiques", "blue-barn-hudson-ny"]);

        let draft = db.create_store(&store("Quiet Draft", "Troy"), false, &by("ann@example.com")).await?;
        let drafts = db
            .editor_stores(&StoreQuery { draft: Some(true), ..StoreQuery::default() }, Window::page(1, 10))
            .await?;
        assert_eq!(drafts.1, 1);
        assert_eq!(drafts.0[0].id, draft.id);
        let found = db
            .editor_stores(&StoreQuery { text: "barn hud".into(), ..StoreQuery::default() }, Window::page(1, 10))
            .await?;
        assert_eq!(found.0.iter().map(|r| r.id).collect::<Vec<_>>(), [s.id]);
        // Typed wildcards are plain text.
        let none = db
            .editor_stores(&StoreQuery { text: "%".into(), ..StoreQuery::default() }, Window::page(1, 10))
            .await?;
        assert_eq!(none.1, 0);
        let counts = db.store_counts().await?;
        assert_eq!((counts.published, counts.drafts), (1, 1));
        Ok(())
    }
}

both! {
    /// A slug a renamed store had keeps leading to it: no other store is given it, whether an
    /// editor creates or renames one or an import adds one; the renamed store may take it back.
    async fn old_slugs_are_never_given_to_another_store(db: Db) -> Result<()> {
        let ann = by("ann@example.com");
        let s = db.create_store(&store("Blue Barn", "Hudson"), true, &ann).await?;
        let renamed = Store { name: "Blue Barn Antiques".into(), slug: "blue-barn-antiques-hudson-ny".into(), ..s.clone() };
        db.update_store(s.id, &renamed, &ann).await?;

        // An editor's new store of the old name, or another store renamed to the old slug: refused.
        let again = db.create_store(&store("Blue Barn", "Hudson"), true, &ann).await;
        assert!(matches!(&again, Err(Error::Conflict(why)) if why.contains("still leads to it")), "{again:?}");
        let other = db.create_store(&store("Red Door", "Hudson"), true, &ann).await?;
        let taking = Store { slug: "blue-barn-hudson-ny".into(), ..other.clone() };
        assert!(matches!(db.update_store(other.id, &taking, &ann).await, Err(Error::Conflict(_))));

        // An import's new store of the old name gets the next free slug, the dry run saying the same.
        let mut imported = store("Blue Barn", "Hudson");
        imported.slug = "blue-barn-hudson-ny".into();
        imported.source = Some("csv".into());
        imported.source_id = Some("7".into());
        db.plan_upsert_stores(std::slice::from_ref(&imported)).await?;
        db.upsert_stores(std::slice::from_ref(&imported), &|_| {}).await?;
        let all = db.load_stores().await?;
        let newcomer = all.iter().find(|x| x.source_id.as_deref() == Some("7")).expect("imported");
        assert_eq!(newcomer.slug, "blue-barn-hudson-ny-2");
        assert_eq!(db.redirected_store("blue-barn-hudson-ny").await?, Some(s.id));
        assert_eq!(db.store_id_by_key("blue-barn-hudson-ny").await?, Some(s.id));

        // The renamed store itself may go back to its old slug.
        let back = Store { slug: "blue-barn-hudson-ny".into(), ..db.store_by_id(s.id).await? };
        let (written, _) = db.update_store(s.id, &back, &ann).await?;
        assert_eq!(written.slug, "blue-barn-hudson-ny");
        Ok(())
    }
}

both! {
    /// Submissions are purged once their last activity is older than the retention period; the
    /// rest stay.
    async fn old_submissions_are_purged(db: Db) -> Result<()> {
        let old = db.insert_form(antiques_storage::FormKind::ContactRequest, &serde_json::json!({ "name": "a" })).await?;
        let fresh = db.insert_form(antiques_storage::FormKind::ContactRequest, &serde_json::json!({ "name": "b" })).await?;
        db.review_form(antiques_storage::FormKind::ContactRequest, fresh, "approved", &by("ann@example.com"), None, None).await?;
        // Everything so far is "older" than a cut-off in the future, nothing older than one in the past.
        let none = db.purge_submissions(Utc::now() - Duration::days(365)).await?;
        assert!(none.iter().all(|(_, n)| *n == 0), "{none:?}");
        let all = db.purge_submissions(Utc::now() + Duration::seconds(1)).await?;
        let contacts = all.iter().find(|(k, _)| *k == antiques_storage::FormKind::ContactRequest).unwrap().1;
        assert_eq!(contacts, 2);
        assert!(matches!(db.form(antiques_storage::FormKind::ContactRequest, old).await, Err(Error::NotFound)));
        Ok(())
    }
}

both! {
    /// An edit racing the deletion of its store is refused as gone (or lands before the deletion):
    /// never a database error, and the deleted store leaves nothing behind.
    async fn an_edit_racing_a_deletion_finds_the_store_gone(db: Db) -> Result<()> {
        let mut stores = Vec::new();
        for i in 0..24 {
            stores.push(db.create_store(&store(&format!("Racing Barn {i}"), "Troy"), true, &by("ann@example.com")).await?);
        }
        let mut edits = Vec::new();
        for (i, s) in stores.iter().enumerate() {
            let (editor, remover) = (db.clone(), db.clone());
            let renamed = Store { slug: format!("raced-{i}"), description: Some("Edited".into()), ..s.clone() };
            // Half the edits say which version their author read, as the console's do.
            let edit = by("bob@example.com").expecting((i % 2 == 0).then_some(s.updated_at));
            let id = s.id;
            edits.push(tokio::spawn(async move { editor.update_store(id, &renamed, &edit).await.map(|_| ()) }));
            edits.push(tokio::spawn(async move { remover.delete_store(id, &by("ann@example.com")).await }));
        }
        for (n, task) in edits.into_iter().enumerate() {
            match task.await? {
                Ok(_) | Err(Error::NotFound) => {}
                other => panic!("write {n}: expected done or gone, got {other:?}"),
            }
        }
        for s in &stores {
            assert!(matches!(db.store_by_id(s.id).await, Err(Error::NotFound)), "{} is deleted", s.slug);
            assert_eq!(db.old_slugs(s.id).await?, Vec::<String>::new());
        }
        // What a visitor or an editor writes about a store deleted since it was read finds it gone.
        let gone = stores[0].id;
        let report = db.insert_form_about(FormKind::ChangeReport, &serde_json::json!({ "note": "moved" }), Some(gone)).await;
        assert!(matches!(report, Err(Error::NotFound)), "{report:?}");
        let owner = db.set_store_owner(gone, &serde_json::json!({ "email": "o@example.com" }), None).await;
        assert!(matches!(owner, Err(Error::NotFound)), "{owner:?}");
        Ok(())
    }
}
