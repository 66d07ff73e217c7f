// Generated from contract/openapi.json by web/scripts/generate-contract.mjs: do not edit.

export interface paths {
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_category_records"];
        put?: never;
        post: operations["create_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_category_record"];
        put: operations["update_category"];
        post?: never;
        delete: operations["delete_category"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["category_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{slug}/history/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["restore_category"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_claims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_claim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Editors: approves a claim for a store: the store becomes verified, its owner's contact (from
         *     the claim) is recorded privately, and it is marked verified now.
         */
        post: operations["approve_claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/claims/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: rejects a claim, with a reason. */
        post: operations["reject_claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Editors: stores published and in draft, what waits in each queue, signups of the last 30 days
         *     and the latest changes.
         */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_enquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries/{id}/answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: marks an advertising enquiry answered (the answer itself goes by e-mail). */
        post: operations["answer_enquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_event_records"];
        put?: never;
        post: operations["create_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_event_record"];
        put: operations["update_event"];
        post?: never;
        delete: operations["delete_event"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["event_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{slug}/history/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["restore_event"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Editors: where a ZIP code is (for a store without coordinates): the centre of the ZIP code from
         *     the configured centroid file, else the mean position of the directory's stores in that ZIP code,
         *     else in `city`, `state`.
         */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_guide_records"];
        put?: never;
        post: operations["create_guide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guides/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_guide_record"];
        put: operations["update_guide"];
        post?: never;
        delete: operations["delete_guide"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guides/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["guide_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/guides/{slug}/history/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["restore_guide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/hotspots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_hotspot_records"];
        put?: never;
        post: operations["create_hotspot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/hotspots/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_hotspot_record"];
        put: operations["update_hotspot"];
        post?: never;
        delete: operations["delete_hotspot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/hotspots/{slug}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["hotspot_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/hotspots/{slug}/history/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["restore_hotspot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admins: imports a file of stores (the body is the file as it is), or with `dryRun=true` (the
         *     default) reports what importing it would do without writing anything.
         */
        post: operations["import_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs an account in: a new session and its CSRF token. Wrong credentials and a disabled account
         *     get the same 401; repeated failures wait longer and longer (429 with `Retry-After`).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out: the session ends at once, everywhere. */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_reports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Editors: applies a change report: the store's fields as the editor changed them (with the
         *     version in `If-Match`), or unpublishes a store that closed for good; either way the store is
         *     marked verified now and the report applied.
         */
        post: operations["apply_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: dismisses a change report (a reason is optional). */
        post: operations["dismiss_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account and its CSRF token (using a session keeps it alive). */
        get: operations["session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Editors: every store, drafts included, by name: searched (`q`: words in the name, city or state
         *     code), filtered, and open to Strapi's query language on the rows' fields.
         */
        get: operations["list_editor_stores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Editors: one store, drafts included, with its publication status, version and old slugs. */
        get: operations["get_editor_store"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: publishes a store (a draft becomes visible on the public site; a published store stays). */
        post: operations["publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: takes a store back to a draft: it leaves the public site and public API answers. */
        post: operations["unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: marks a store verified now ("Last verified" on its page), recorded in its history. */
        post: operations["verify_store"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_submissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_submission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Editors: approves an add-store submission: the store as the editor left it (`{ data: Store }`)
         *     is created published and verified, and linked to the submission.
         */
        post: operations["approve_submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/submissions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Editors: rejects an add-store submission, with a reason. */
        post: operations["reject_submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admins: every account, by address (Strapi's query language on the accounts' fields). */
        get: operations["list_users"];
        put?: never;
        /** Admins: adds an account with a generated password, shown only in this answer. */
        post: operations["add_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admins: disables an account (its sessions end at once). An admin cannot disable their own. */
        post: operations["disable_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admins: enables a disabled account again. */
        post: operations["enable_user"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{email}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admins: gives an account a new generated password (shown only in this answer) and ends its
         *     sessions.
         */
        post: operations["reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/catalog/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The catalogue version the answers come from. Cheap enough to ask every second: caches in front
         *     (the web server's page cache) key their entries on it and drop them when it moves.
         */
        get: operations["catalog_version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories with `storeCount`. */
        get: operations["list_categories"];
        put?: never;
        post: operations["create_category_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category with `storeCount`. */
        get: operations["get_category"];
        put: operations["update_category_document"];
        post?: never;
        delete: operations["delete_category_document"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claim-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: claim requests, newest first. */
        get: operations["list_claim_requests"];
        put?: never;
        /** Claim-your-listing form. */
        post: operations["claim_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: contact requests, newest first. */
        get: operations["list_contact_requests"];
        put?: never;
        /** Advertise contact form. */
        post: operations["contact_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Editors: newsletter signups, newest first; `q` finds addresses containing it; Strapi's query
         *     language on `id`, `email`, `source` and `createdAt`.
         */
        get: operations["list_signups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-signups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Admins: deletes a signup (an address removed on its owner's request). */
        delete: operations["delete_signup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-signups/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Editors: every signup as CSV (`email,source,createdAt`), oldest first. */
        get: operations["export_signups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-signups/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribes an e-mail address to the newsletter (once; a known address is a success). */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events by start date; `upcoming=true` (default) hides those already over. */
        get: operations["list_events"];
        put?: never;
        post: operations["create_event_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event. */
        get: operations["get_event"];
        put: operations["update_event_document"];
        post?: never;
        delete: operations["delete_event_document"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Guides without their body, newest first, with `readingMinutes`; with `status=draft` (editors)
         *     the drafts too.
         */
        get: operations["list_guides"];
        put?: never;
        post: operations["create_guide_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guides/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One guide with its Markdown body. */
        get: operations["get_guide"];
        put: operations["update_guide_document"];
        post?: never;
        delete: operations["delete_guide_document"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hotspots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hotspot towns with `storeCount`, most stores first. */
        get: operations["list_hotspots"];
        put?: never;
        post: operations["create_hotspot_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hotspots/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One hotspot with `storeCount` and `upcomingEvents`. */
        get: operations["get_hotspot"];
        put: operations["update_hotspot_document"];
        post?: never;
        delete: operations["delete_hotspot_document"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hotspots/{slug}/top-stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ten best stores of a hotspot town, ranked by [`RANKING_RULE`]. */
        get: operations["top_stores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin: imports a catalogue in our JSON export format (idempotent upserts); returns the report. */
        post: operations["import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions with their states and `storeCount`. */
        get: operations["list_regions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/regions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One region with its states and hotspots. */
        get: operations["get_region"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States with region and `storeCount`, by name. */
        get: operations["list_states"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/states/{slugOrCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One state (by slug or code) with its cities and hotspots. */
        get: operations["get_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin: add-store submissions, newest first. */
        get: operations["list_store_submissions"];
        put?: never;
        /** Add-store form. */
        post: operations["store_submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stores, paged, filtered and sorted with Strapi's parameters (docs/api.md); by name unless sorted. */
        get: operations["list_stores"];
        put?: never;
        /**
         * Editors: creates a store from `{ data: Store }` (missing fields take their empty value),
         *     published, or as a draft with `?status=draft`.
         */
        post: operations["create_store"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published store by id, documentId or slug, with up to six nearby stores in `meta.nearby`. A
         *     slug the store had before it was renamed answers the store too: its `slug` is the current one.
         */
        get: operations["get_store"];
        /**
         * Editors: changes a store (drafts too); the body's fields replace the stored ones. With
         *     `If-Match: <meta.version as read>`, a store changed since is refused (412) rather than overwritten.
         */
        put: operations["update_store"];
        post?: never;
        /** Editors: deletes a store (drafts too). Its history keeps it, to restore. */
        delete: operations["delete_store"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Editors: the history of a store, newest first: who changed what, field by field. */
        get: operations["history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/history/{revision}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Editors: writes back the store as a version of its history left it (recorded as a restore). A
         *     deleted store comes back as a draft, under its old `documentId` when free.
         */
        post: operations["restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A visitor reports that a published store's listing is wrong (closed, moved, hours, phone or
         *     website, other). Rate-limited per visitor like the owner forms; queued for the editors.
         */
        post: operations["report_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/by-slugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published stores with these slugs, or that had them before they were renamed: what a saved
         *     list or a shared trip, which keep the slugs they were given, finds its stores by. Each store
         *     says which slug it was asked by; a slug that leads to no published store is left out.
         */
        get: operations["by_slugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/letters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store counts per first letter (`a`..`z`, then `0`..`9`). */
        get: operations["letters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store with coordinates, compact, for the map. */
        get: operations["map"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/name-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Typo-tolerant prefix search on store names (exact, then prefix, then word prefix, then typos). */
        get: operations["name_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/near": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stores near a point, nearest first, each with `distanceKm`. */
        get: operations["near"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catalogue totals for the home page. */
        get: operations["reference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Filtered search over what and where: summaries with why each matched, the place read from the
         *     query, counts per filter, and related hotspot towns, guides and events.
         */
        post: operations["search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/sitemap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every store's slug and last change, for the sitemap. */
        get: operations["sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `ok` while the process runs. */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus text: request counters, latency histogram, catalogue gauges. */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 200 when the database answers (and, after a write failed, takes a write again), 503 otherwise. */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description `GET /api/admin/users`. */
        AccountListResponse: {
            data: components["schemas"]["AccountView"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description One account. */
        AccountResponse: {
            data: components["schemas"]["AccountView"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description An account. */
        AccountView: {
            /** @description Whether it may manage accounts, imports and deletions of signups (the admin role). */
            canAdminister: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description A disabled account cannot sign in. */
            disabled: boolean;
            email: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            role: components["schemas"]["RoleName"];
        };
        /** @description How sure the analysis is, and what it was based on. */
        AnalysisMeta: {
            /** @description `high`, `medium` or `low`. */
            confidenceLevel: string;
            priceIndicators: string[];
            specialtyMentions: string[];
        };
        /**
         * @description A whole catalogue: what `antiques seed` generates, what `antiques export` writes and what
         *     `antiques import` reads in our JSON format (every field optional to import except `stores`; a
         *     member the format does not have is refused).
         *
         *     The document gives each member's entries as plain objects: an entry is read as its record
         *     (`StoreRecord`, `RegionRecord`, …, as the API sends them) with every member it leaves out at its
         *     default, which no schema of the record itself says; what cannot be read is answered per entry.
         */
        Catalog: {
            /**
             * @description Categories (`CategoryRecord`).
             * @default []
             */
            categories: Record<string, never>[];
            /**
             * @description Events (`EventRecord`).
             * @default []
             */
            events: Record<string, never>[];
            /**
             * @description Buying guides (`GuideRecord`).
             * @default []
             */
            guides: Record<string, never>[];
            /**
             * @description Hotspot towns (`HotspotRecord`).
             * @default []
             */
            hotspots: Record<string, never>[];
            /**
             * @description Regions (`RegionRecord`).
             * @default []
             */
            regions: Record<string, never>[];
            /**
             * @description States (`StateRecord`).
             * @default []
             */
            states: Record<string, never>[];
            /**
             * @description Stores as `GET /api/stores/{id}` sends them (`StoreRecord`). Each is read on its own: one
             *     that cannot be read as a store is refused and reported, the others are imported.
             * @default []
             */
            stores: Record<string, never>[];
        };
        /** @description `GET /api/catalog/version`: which state of the catalogue the answers come from. */
        CatalogVersion: {
            /**
             * Format: date-time
             * @description When the snapshot answering now was made (loaded or brought up to date).
             */
            builtAt: string;
            /**
             * Format: int64
             * @description Moves forward with every change to what the public site shows (stores, places, categories,
             *     guides, events); equal versions mean equal answers.
             */
            version: number;
        };
        /** @description A category with its number of stores. */
        Category: {
            description: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name: string;
            slug: string;
            /** Format: int64 */
            storeCount: number;
        };
        /** @description `{ data }`: a new category (the console's create). */
        CategoryCreateRequest: {
            data: {
                description: string;
                name: string;
                slug?: string | null;
            };
        };
        /** @description `{ data }`: the fields of a category to change (Strapi's update). */
        CategoryDocumentChangeRequest: {
            data: {
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description?: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                name?: string;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `{ data }`: a new category (Strapi's create). */
        CategoryDocumentCreateRequest: {
            data: {
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                name: string;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                slug?: string | null;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `GET /api/categories`. */
        CategoryListResponse: {
            data: components["schemas"]["Category"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A category of antiques (furniture, jewelry, ...). */
        CategoryRecord: {
            description: string;
            name: string;
            slug: string;
        };
        CategoryRecordListResponse: {
            data: components["schemas"]["CategoryRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        CategoryRecordResponse: {
            data: components["schemas"]["CategoryRecord"];
            meta: components["schemas"]["RecordMeta"];
        };
        /** @description A category a store belongs to (a short reference, as embedded in a store). */
        CategoryRef: {
            name: string;
            slug: string;
        };
        /** @description `{ data }`: a category, every field (the console's change). */
        CategoryReplaceRequest: {
            data: {
                description: string;
                name: string;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `GET /api/categories/{slug}`. */
        CategoryResponse: {
            data: components["schemas"]["Category"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description `POST /api/stores/{id}/reports`: a visitor's change report. */
        ChangeReportRequest: {
            /** @description What is wrong and what is right (required for `other`). */
            details?: string | null;
            /** @description Where to reach the visitor with a question (optional). */
            email?: string | null;
            kind: components["schemas"]["ReportKind"];
        };
        /** @description One recorded change, as lists show it. */
        ChangeSummary: {
            /** @description `create`, `update`, `delete`, `publish`, `unpublish` or `restore`. */
            action: string;
            /** @description An account's address, `admin token` or `command line`. */
            actor: string;
            /** Format: date-time */
            at: string;
            /** @description `store`, … */
            entity: string;
            /** @description The record's key (a store's `documentId`). */
            entityKey: string;
            /** Format: int64 */
            id: number;
            /** @description The record's name as of this change (a store's name). */
            label: string;
        };
        /** @description A city of a state with its number of stores. */
        CityCount: {
            name: string;
            /** Format: int64 */
            storeCount: number;
        };
        /** @description Approving a claim: the store it is for (id, documentId or slug). */
        ClaimApproval: {
            store: string;
        };
        /** @description Body of the claim-your-listing form. */
        ClaimRequestBody: {
            /** Format: email */
            email: string;
            name: string;
            note?: string;
            phone?: string;
            role: string;
            store: string;
        };
        /** @description Body of the advertise contact form. */
        ContactRequestBody: {
            business?: string;
            /** Format: email */
            email: string;
            message: string;
            name: string;
        };
        /** @description `meta` of an unpaged list: how many items it holds. */
        CountMeta: {
            /** Format: int64 */
            total: number;
        };
        /** @description What shoppers say, summarised. `overall_sentiment` is on a 0–10 scale. */
        CustomerSentiment: {
            concerns: string[];
            /** Format: double */
            overallSentiment: number | null;
            positiveThemes: string[];
            satisfactionDrivers: string[];
        };
        /** @description `GET /api/admin/dashboard`: what waits and what changed. */
        Dashboard: {
            /** Format: int64 */
            pendingChangeReports: number;
            /** Format: int64 */
            pendingClaimRequests: number;
            /** Format: int64 */
            pendingContactRequests: number;
            /** Format: int64 */
            pendingStoreSubmissions: number;
            recentChanges: components["schemas"]["ChangeSummary"][];
            /** Format: int64 */
            signupsLast30Days: number;
            /** Format: int64 */
            storesDraft: number;
            /** Format: int64 */
            storesPublished: number;
        };
        /** @description `GET /api/admin/dashboard`. */
        DashboardResponse: {
            data: components["schemas"]["Dashboard"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description A day of the week.
         * @enum {string}
         */
        Day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        /** @description The identity of a deleted guide, event, hotspot town or category. */
        DeletedDocument: {
            documentId: string;
            /** Format: int64 */
            id: number;
        };
        /** @description `DELETE /api/{collection}/{documentId}`. */
        DeletedDocumentResponse: {
            data: components["schemas"]["DeletedDocument"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A deleted signup. */
        DeletedSignup: {
            /** Format: int64 */
            id: number;
        };
        /** @description `DELETE /api/email-signups/{id}`. */
        DeletedSignupResponse: {
            data: components["schemas"]["DeletedSignup"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description The identity of a deleted store. */
        DeletedStore: {
            documentId: string;
            /** Format: int64 */
            id: number;
        };
        /** @description `DELETE /api/stores/{id}`. */
        DeletedStoreResponse: {
            data: components["schemas"]["DeletedStore"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A rejection or a dismissal as read: why, if said (shown in the queue). */
        DismissRequest: {
            reason?: string | null;
        };
        /** @description `GET /api/admin/stores`. */
        EditorStoreListResponse: {
            data: components["schemas"]["EditorStoreRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description What editors see besides the store itself. */
        EditorStoreMeta: {
            /** @description Earlier slugs of the store: their addresses lead to it. */
            oldSlugs: string[];
            status: components["schemas"]["PublicationStatus"];
            /**
             * @description The store's version: send it back in `If-Match` with a change, so a store another editor
             *     changed in the meantime is not overwritten.
             */
            version: string;
        };
        /**
         * @description A store as editors read it (`GET /api/admin/stores/{id}` and the answers of editorial writes):
         *     drafts too.
         */
        EditorStoreResponse: {
            data: components["schemas"]["Store"];
            meta: components["schemas"]["EditorStoreMeta"];
        };
        /** @description A row of the console's store list. */
        EditorStoreRow: {
            city: string;
            documentId: string;
            featured: boolean;
            /** Format: int64 */
            id: number;
            isSample: boolean;
            name: string;
            slug: string;
            state: string;
            status: components["schemas"]["PublicationStatus"];
            /** Format: date-time */
            updatedAt: string;
            verified: boolean;
        };
        /** @description An empty `meta`. */
        EmptyMeta: Record<string, never>;
        /** @description What went wrong. */
        ErrorDetail: {
            details: components["schemas"]["ErrorDetails"];
            /** @description A plain-English message, fit to show to a visitor. */
            message: string;
            /** @description Strapi's error name, e.g. `ValidationError`, `NotFoundError`. */
            name: string;
            /**
             * Format: int32
             * @description The HTTP status.
             */
            status: number;
        };
        /** @description Structured details: the field errors of a form body, else an empty object. */
        ErrorDetails: {
            errors?: components["schemas"]["FieldErrorView"][];
        };
        /** @description The body of every error answer (4xx and 5xx), in Strapi's shape. */
        ErrorResponse: {
            data: null;
            error: components["schemas"]["ErrorDetail"];
        };
        /** @description An antique show, fair or market, with its state's name. */
        Event: components["schemas"]["EventRecord"] & {
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** @description Name of the venue's state (`Texas`). */
            stateName: string | null;
        };
        /** @description `{ data }`: a new event (the console's create). */
        EventCreateRequest: {
            data: {
                city: string;
                description: string;
                /** Format: date */
                endDate: string;
                /** @description A hotspot town's slug */
                hotspot?: string | null;
                slug?: string | null;
                /** Format: date */
                startDate: string;
                state: string;
                title: string;
                url?: string | null;
                venue: string;
            };
        };
        /** @description `{ data }`: the fields of an event to change (Strapi's update). */
        EventDocumentChangeRequest: {
            data: {
                city?: string;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description?: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                endDate?: string;
                /** @description A hotspot town's slug */
                hotspot?: string | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                startDate?: string;
                state?: string;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                title?: string;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                url?: string | null;
                venue?: string;
            };
        };
        /** @description `{ data }`: a new event (Strapi's create). */
        EventDocumentCreateRequest: {
            data: {
                city: string;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                endDate: string;
                /** @description A hotspot town's slug */
                hotspot?: string | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                slug?: string | null;
                /** Format: date */
                startDate: string;
                state: string;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                title: string;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                url?: string | null;
                venue: string;
            };
        };
        /** @description `GET /api/events`. */
        EventListResponse: {
            data: components["schemas"]["Event"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description An antique show, fair or market. */
        EventRecord: {
            city: string;
            description: string;
            /** Format: date */
            endDate: string;
            /** @description Slug of the hotspot town it takes place in, if any. */
            hotspot: string | null;
            slug: string;
            /**
             * Format: date
             * @description Inclusive dates, local to the venue.
             */
            startDate: string;
            state: string;
            title: string;
            url: string | null;
            venue: string;
        };
        EventRecordListResponse: {
            data: components["schemas"]["EventRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        EventRecordResponse: {
            data: components["schemas"]["EventRecord"];
            meta: components["schemas"]["RecordMeta"];
        };
        /** @description `{ data }`: an event, every field (the console's change). */
        EventReplaceRequest: {
            data: {
                city: string;
                description: string;
                /** Format: date */
                endDate: string;
                /** @description A hotspot town's slug */
                hotspot?: string | null;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                startDate: string;
                state: string;
                title: string;
                url?: string | null;
                venue: string;
            };
        };
        /** @description `GET /api/events/{slug}`. */
        EventResponse: {
            data: components["schemas"]["Event"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A filter value and how many of the stores found have it. */
        FacetCount: {
            /** Format: int64 */
            count: number;
            /** @description Category or state name (a feature's label is the site's). */
            label: string | null;
            /** @description Category slug, state code or feature filter name. */
            value: string;
        };
        /**
         * @description Counts of the stores found, per category, state and feature (values with none left out, most
         *     first; features in the order of `filters`).
         */
        Facets: {
            categories: components["schemas"]["FacetCount"][];
            features: components["schemas"]["FacetCount"][];
            states: components["schemas"]["FacetCount"][];
        };
        /** @description One field of a record before and after a change. */
        FieldChange: {
            after: string | number | boolean | unknown[] | Record<string, never> | null;
            before: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description The field's name in the API (`name`, `openingHours`, …). */
            field: string;
        };
        /** @description One field error of a form body. */
        FieldErrorView: {
            /** @description What is wrong with it. */
            message: string;
            /** @description Always `ValidationError`. */
            name: string;
            /** @description Path of the field, e.g. `["email"]`. */
            path: string[];
        };
        /** @description What importing a file did or, in a dry run, would do. */
        FileImportReport: {
            /** @description Who ran it: an account's address, or `admin token`. */
            by: string;
            /** @description True when nothing was written: the counts say what importing the same file would do. */
            dryRun: boolean;
            fileName: string;
            /** @description How the file was read: `csv` (our columns), `csv-consignment`, `json` or `geojson`. */
            format: string;
            /**
             * Format: int64
             * @description Stores new to the directory.
             */
            inserted: number;
            /**
             * Format: int64
             * @description Rows without a `sourceId` matched to a listed store by the same name, street, city and
             *     state, which they update instead of doubling it.
             */
            matchedByAddress: number;
            /**
             * Format: int64
             * @description Data rows read (CSV records, stores, features).
             */
            read: number;
            /** @description The rows not imported, by line: the first 1,000 of `rejectedTotal`. */
            rejected: components["schemas"]["ImportRejectedRow"][];
            /** Format: int64 */
            rejectedTotal: number;
            /**
             * @description The `source` given to the stores that do not name their own (`csv`, `json`, `osm` or the
             *     one asked for): re-imports of the list match its stores by it and their `sourceId`.
             */
            source: string;
            /**
             * Format: int64
             * @description Stores already there with the same content.
             */
            unchanged: number;
            /**
             * Format: int64
             * @description Stores already there whose content the file changes.
             */
            updated: number;
            /** @description What was dropped or changed in rows that were kept, by line: the first 1,000 of `warningsTotal`. */
            warnings: components["schemas"]["ImportWarning"][];
            /** @description The warnings counted by field, most first: all of them, not only the listed ones. */
            warningsByField: components["schemas"]["ImportWarningCount"][];
            /** Format: int64 */
            warningsTotal: number;
        };
        /** @description `POST /api/admin/import`. */
        FileImportResponse: {
            data: components["schemas"]["FileImportReport"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A submission waiting for review. */
        FormReceipt: {
            /** Format: int64 */
            id: number;
            /** @description `pending` until an editor reviews it. */
            status: string;
        };
        /** @description The answer to an owner form (add-store, claim, contact). */
        FormReceiptResponse: {
            data: components["schemas"]["FormReceipt"];
        };
        /** @description A stored form submission: its fields, with `id`, `status` and `createdAt`. */
        FormSubmission: {
            /** Format: date-time */
            createdAt: string;
            /** Format: int64 */
            id: number;
            status: string;
        } & {
            [key: string]: string;
        };
        /** @description Admin lists of form submissions. */
        FormSubmissionListResponse: {
            data: components["schemas"]["FormSubmission"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description `GET /api/admin/geocode`. */
        GeocodeResponse: {
            data: components["schemas"]["GeocodeResult"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A position found for a ZIP code. */
        GeocodeResult: {
            /** @description Where it comes from, in words ("the centre of ZIP code 12534", "3 stores in ZIP code 12534"). */
            basis: string;
            /** Format: double */
            latitude: number;
            /** Format: double */
            longitude: number;
        };
        /** @description A buying guide with its Markdown body. */
        Guide: components["schemas"]["GuideSummary"] & {
            /** @description Markdown. Raw HTML in it is never rendered as HTML. */
            body: string;
        };
        /** @description `{ data }`: a new buying guide (the console's create). */
        GuideCreateRequest: {
            data: {
                author: string;
                body: string;
                coverAlt?: string | null;
                coverUrl?: string | null;
                draft?: boolean | null;
                /** Format: date */
                publishedAt: string;
                slug?: string | null;
                summary: string;
                tags?: string[] | null;
                title: string;
            };
        };
        /** @description `{ data }`: the fields of a buying guide to change (Strapi's update). */
        GuideDocumentChangeRequest: {
            data: {
                author?: string;
                body?: string;
                coverAlt?: string | null;
                coverUrl?: string | null;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                draft?: boolean | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                publishedAt?: string;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                summary?: string;
                tags?: string[] | null;
                title?: string;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `{ data }`: a new buying guide (Strapi's create). */
        GuideDocumentCreateRequest: {
            data: {
                author: string;
                body: string;
                coverAlt?: string | null;
                coverUrl?: string | null;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                draft?: boolean | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** Format: date */
                publishedAt: string;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                slug?: string | null;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                summary: string;
                tags?: string[] | null;
                title: string;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `GET /api/guides`. */
        GuideListResponse: {
            data: components["schemas"]["GuideSummary"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A buying guide, with a Markdown body. */
        GuideRecord: {
            author: string;
            /** @description Markdown. Raw HTML in it is never rendered as HTML. */
            body: string;
            coverAlt: string | null;
            coverUrl: string | null;
            /** @description A draft is kept and edited in the console but not shown on the public site. */
            draft?: boolean;
            /** Format: date-time */
            publishedAt: string;
            slug: string;
            summary: string;
            /** @description Category slugs the guide is about (used for related guides). */
            tags: string[];
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        GuideRecordListResponse: {
            data: components["schemas"]["GuideRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        GuideRecordResponse: {
            data: components["schemas"]["GuideRecord"];
            meta: components["schemas"]["RecordMeta"];
        };
        /** @description `{ data }`: a buying guide, every field (the console's change). */
        GuideReplaceRequest: {
            data: {
                author: string;
                body: string;
                coverAlt?: string | null;
                coverUrl?: string | null;
                draft?: boolean | null;
                /** Format: date */
                publishedAt: string;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                summary: string;
                tags?: string[] | null;
                title: string;
            };
        };
        /** @description `GET /api/guides/{slug}`. */
        GuideResponse: {
            data: components["schemas"]["Guide"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A buying guide without its body, with its reading time. */
        GuideSummary: {
            author: string;
            coverAlt: string | null;
            coverUrl: string | null;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** Format: date-time */
            publishedAt: string;
            /**
             * Format: int64
             * @description Minutes to read the body at 200 words a minute (at least 1).
             */
            readingMinutes: number;
            slug: string;
            summary: string;
            /** @description Category slugs the guide is about. */
            tags: string[];
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description One version in a record's history: the change that made it, field by field. */
        HistoryEntry: {
            action: string;
            actor: string;
            /** Format: date-time */
            at: string;
            changes: components["schemas"]["FieldChange"][];
            /** Format: int64 */
            id: number;
            /** @description Whether this version can be written back ("restore this version"). */
            restorable: boolean;
        };
        /** @description `GET /api/stores/{id}/history`: newest first. */
        HistoryResponse: {
            data: components["schemas"]["HistoryEntry"][];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A hotspot town with how many stores belong to it. */
        Hotspot: components["schemas"]["HotspotRecord"] & {
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** @description Name of the town's state (`Texas`). */
            stateName: string | null;
            /** Format: int64 */
            storeCount: number;
        };
        /** @description `{ data }`: a new hotspot town (the console's create). */
        HotspotCreateRequest: {
            data: {
                bestTimeToVisit: string;
                description: string;
                latitude: number;
                longitude: number;
                name: string;
                radiusKm: number;
                slug?: string | null;
                state: string;
            };
        };
        /** @description A hotspot town with its upcoming events. */
        HotspotDetail: components["schemas"]["Hotspot"] & {
            /** @description Events not over yet, by start date. */
            upcomingEvents: components["schemas"]["Event"][];
        };
        /** @description `{ data }`: the fields of a hotspot town to change (Strapi's update). */
        HotspotDocumentChangeRequest: {
            data: {
                bestTimeToVisit?: string;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description?: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                latitude?: number;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                longitude?: number;
                name?: string;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                radiusKm?: number;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                state?: string;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `{ data }`: a new hotspot town (Strapi's create). */
        HotspotDocumentCreateRequest: {
            data: {
                bestTimeToVisit: string;
                /** @description Sent by reads; ignored */
                createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                description: string;
                /** @description Sent by reads; ignored */
                documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                id?: string | number | boolean | unknown[] | Record<string, never> | null;
                latitude: number;
                /** @description Sent by reads; ignored */
                locale?: string | number | boolean | unknown[] | Record<string, never> | null;
                longitude: number;
                name: string;
                /** @description Sent by reads; ignored */
                publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
                radiusKm: number;
                /** @description Sent by reads; ignored */
                readingMinutes?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                regionName?: string | number | boolean | unknown[] | Record<string, never> | null;
                slug?: string | null;
                state: string;
                /** @description Sent by reads; ignored */
                stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                storeCount?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                upcomingEvents?: string | number | boolean | unknown[] | Record<string, never> | null;
                /** @description Sent by reads; ignored */
                updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            };
        };
        /** @description `GET /api/hotspots`. */
        HotspotListResponse: {
            data: components["schemas"]["Hotspot"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A famous antique town, a destination page of its own. */
        HotspotRecord: {
            bestTimeToVisit: string;
            description: string;
            /** Format: double */
            latitude: number;
            /** Format: double */
            longitude: number;
            /** @description The town's name, e.g. `Round Top`. */
            name: string;
            /**
             * Format: double
             * @description Stores within this distance whose nearest hotspot this is belong to it.
             */
            radiusKm: number;
            /** @description Town and state, e.g. `round-top-tx`. */
            slug: string;
            /** @description Two-letter state code. */
            state: string;
        };
        HotspotRecordListResponse: {
            data: components["schemas"]["HotspotRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        HotspotRecordResponse: {
            data: components["schemas"]["HotspotRecord"];
            meta: components["schemas"]["RecordMeta"];
        };
        /** @description A reference from a store to the hotspot town nearest to it. */
        HotspotRef: {
            /** Format: double */
            distanceKm: number;
            /** @description The town's name, e.g. `Round Top`. */
            name: string;
            slug: string;
            /** @description Two-letter state code. */
            state: string;
        };
        /** @description `{ data }`: a hotspot town, every field (the console's change). */
        HotspotReplaceRequest: {
            data: {
                bestTimeToVisit: string;
                description: string;
                latitude: number;
                longitude: number;
                name: string;
                radiusKm: number;
                /** @description Not read: the path names the record */
                slug?: string | number | boolean | unknown[] | Record<string, never> | null;
                state: string;
            };
        };
        /** @description `GET /api/hotspots/{slug}`. */
        HotspotResponse: {
            data: components["schemas"]["HotspotDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A row of an imported file that was not imported, and why. */
        ImportRejectedRow: {
            /**
             * Format: int64
             * @description The row's line in a CSV file (the header is line 1), or the 1-based position of the store
             *     or feature in a JSON file.
             */
            line: number;
            reason: string;
        };
        /** @description What an import did. */
        ImportReport: {
            /** Format: int64 */
            inserted: number;
            /**
             * Format: int64
             * @description Stores read.
             */
            read: number;
            /**
             * Format: int64
             * @description Regions, states, hotspots, categories, guides and events inserted or changed.
             */
            referenceChanged: number;
            rejected: components["schemas"]["RejectedStore"][];
            /** Format: int64 */
            unchanged: number;
            /** Format: int64 */
            updated: number;
        };
        /** @description `POST /api/import`. */
        ImportResponse: {
            data: components["schemas"]["ImportReport"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description Part of a row an import dropped or changed while keeping the row; without a line, a remark
         *     about the whole file.
         */
        ImportWarning: {
            /**
             * @description The column it is about, as the CSV names it (`phone`, `website`, `zip`, `coordinates` for
             *     latitude and longitude, ...), or `file` for a remark on the whole file.
             */
            field: string;
            /**
             * Format: int64
             * @description Numbered as [`ImportRejectedRow::line`]; null for the whole file.
             */
            line: number | null;
            message: string;
        };
        /** @description How many warnings a field got. */
        ImportWarningCount: {
            /** Format: int64 */
            count: number;
            field: string;
        };
        /** @description How many stores' names start with a letter or digit. */
        LetterCount: {
            /** Format: int64 */
            count: number;
            /** @description `a`..`z` or `0`..`9`. */
            letter: string;
        };
        /** @description `GET /api/stores/letters`. */
        LettersResponse: {
            data: components["schemas"]["LetterCount"][];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A store that may be the business a submission names, and why. */
        LikelyDuplicate: {
            /** @description `same name`, `similar name`, `same phone`, `same website`. */
            reasons: string[];
            store: components["schemas"]["EditorStoreRow"];
        };
        /** @description `meta` of a collection list. */
        ListMeta: {
            pagination: components["schemas"]["ListPagination"];
        };
        /**
         * @description `meta.pagination` of a collection: by page, or by offset when `pagination[start]` or
         *     `pagination[limit]` was asked.
         */
        ListPagination: components["schemas"]["Pagination"] | components["schemas"]["OffsetPagination"];
        /** @description `POST /api/admin/login`. */
        LoginRequest: {
            email: string;
            password: string;
        };
        /** @description `POST /api/admin/login`. */
        LoginResponse: {
            data: components["schemas"]["LoginResult"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description A new session: its token (sent as `Authorization: Bearer <token>`; shown only this once) and the
         *     session itself.
         */
        LoginResult: components["schemas"]["SessionView"] & {
            token: string;
        };
        /** @description A store on the map. */
        MapPoint: {
            city: string;
            /** Format: double */
            lat: number;
            /** Format: double */
            lng: number;
            name: string;
            slug: string;
            state: string;
        };
        /** @description `GET /api/stores/map`. */
        MapResponse: {
            data: components["schemas"]["MapPoint"][];
            meta: components["schemas"]["CountMeta"];
        };
        /** @description One hit of the name search. */
        NameSearchHit: {
            /** @description Street address, without city, state or ZIP: what tells apart stores of one name in one town. */
            address: string | null;
            city: string;
            documentId: string;
            /** Format: int64 */
            id: number;
            name: string;
            slug: string;
            state: string;
        };
        /** @description `GET /api/stores/name-search`. */
        NameSearchResponse: {
            data: components["schemas"]["NameSearchHit"][];
            meta: components["schemas"]["PagedMeta"];
        };
        /** @description A store summary with its distance from a point. */
        NearbyStore: components["schemas"]["StoreSummary"] & {
            /**
             * Format: double
             * @description Great-circle distance in kilometres, one decimal.
             */
            distanceKm: number;
        };
        /** @description A store beyond the radius searched that matches everything else the search asks. */
        NearestStore: {
            city: string;
            /**
             * Format: double
             * @description Kilometres from the centre of the place searched (one decimal).
             */
            distanceKm: number;
            name: string;
            slug: string;
            /** @description Two-letter state code. */
            state: string;
        };
        /** @description `meta` of a nearby search. */
        NearMeta: {
            /** Format: double */
            radiusKm: number;
            /** Format: int64 */
            total: number;
        };
        /** @description `GET /api/stores/near`. */
        NearResponse: {
            data: components["schemas"]["NearbyStore"][];
            meta: components["schemas"]["NearMeta"];
        };
        /** @description `POST /api/admin/users`: a new account (its password is generated). */
        NewAccountRequest: {
            /** Format: email */
            email: string;
            /** @description `editor` or `admin`. */
            role: components["schemas"]["RoleName"];
        };
        /** @description An account and the password just generated for it: shown only in this answer. */
        NewPassword: {
            password: string;
            user: components["schemas"]["AccountView"];
        };
        /** @description `POST /api/admin/users` and `.../reset-password`. */
        NewPasswordResponse: {
            data: components["schemas"]["NewPassword"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description Strapi's offset description of a list (`pagination[start]`, `pagination[limit]`). */
        OffsetPagination: {
            /**
             * Format: int32
             * @description Most items sent.
             */
            limit: number;
            /**
             * Format: int32
             * @description Index of the first item sent, from 0.
             */
            start: number;
            /**
             * Format: int64
             * @description Number of items in the whole list.
             */
            total: number;
        };
        /**
         * @description "Open on {day} at {time}": stores open then on their own clock (2 pm in New York for a store in
         *     New York, 2 pm in Texas for one in Texas). Seasons are read on the next such day.
         */
        OpenAt: {
            day: components["schemas"]["Day"];
            /**
             * @description `HH:MM`, 24-hour.
             * @example 14:00
             */
            time: string;
        };
        /** @description A store's opening hours. */
        OpeningHours: {
            /** @description Free text shown under the hours (e.g. "Open late during Round Top show weeks"). */
            note: string | null;
            season: components["schemas"]["Season"] | null;
            status: components["schemas"]["OpeningStatus"];
            /** @description IANA time zone of the store, e.g. `America/Chicago`. */
            timeZone: string;
            weekly: components["schemas"]["WeeklyHours"];
        };
        /**
         * @description How to read the weekly schedule.
         * @enum {string}
         */
        OpeningStatus: "regular" | "byAppointment" | "seasonal" | "temporarilyClosed";
        /** @description `meta` of a paged list. */
        PagedMeta: {
            pagination: components["schemas"]["Pagination"];
        };
        /** @description Strapi's page description of a list. */
        Pagination: {
            /**
             * Format: int32
             * @description The page, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Number of pages (0 for an empty list).
             */
            pageCount: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            pageSize: number;
            /**
             * Format: int64
             * @description Number of items in all pages.
             */
            total: number;
        };
        /** @description AccountListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialAccountListResponse: {
            data: components["schemas"]["PartialAccountView"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description An account. */
        PartialAccountView: {
            /** @description Whether it may manage accounts, imports and deletions of signups (the admin role). */
            canAdminister?: boolean;
            /** Format: date-time */
            createdAt?: string;
            /** @description A disabled account cannot sign in. */
            disabled?: boolean;
            email?: string;
            /** Format: date-time */
            lastLoginAt?: string | null;
            role?: components["schemas"]["RoleName"];
        };
        /** @description A category with its number of stores. */
        PartialCategory: {
            description?: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name?: string;
            slug?: string;
            /** Format: int64 */
            storeCount?: number;
        };
        /** @description CategoryListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialCategoryListResponse: {
            data: components["schemas"]["PartialCategory"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A category of antiques (furniture, jewelry, ...). */
        PartialCategoryRecord: {
            description?: string;
            name?: string;
            slug?: string;
        };
        /** @description CategoryRecordListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialCategoryRecordListResponse: {
            data: components["schemas"]["PartialCategoryRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description CategoryResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialCategoryResponse: {
            data: components["schemas"]["PartialCategory"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description EditorStoreListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialEditorStoreListResponse: {
            data: components["schemas"]["PartialEditorStoreRow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A row of the console's store list. */
        PartialEditorStoreRow: {
            city?: string;
            documentId: string;
            featured?: boolean;
            /** Format: int64 */
            id: number;
            isSample?: boolean;
            name?: string;
            slug?: string;
            state?: string;
            status?: components["schemas"]["PublicationStatus"];
            /** Format: date-time */
            updatedAt?: string;
            verified?: boolean;
        };
        /** @description An antique show, fair or market, with its state's name. */
        PartialEvent: components["schemas"]["PartialEventRecord"] & {
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** @description Name of the venue's state (`Texas`). */
            stateName?: string | null;
        };
        /** @description EventListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialEventListResponse: {
            data: components["schemas"]["PartialEvent"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description An antique show, fair or market. */
        PartialEventRecord: {
            city?: string;
            description?: string;
            /** Format: date */
            endDate?: string;
            /** @description Slug of the hotspot town it takes place in, if any. */
            hotspot?: string | null;
            slug?: string;
            /**
             * Format: date
             * @description Inclusive dates, local to the venue.
             */
            startDate?: string;
            state?: string;
            title?: string;
            url?: string | null;
            venue?: string;
        };
        /** @description EventRecordListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialEventRecordListResponse: {
            data: components["schemas"]["PartialEventRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description EventResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialEventResponse: {
            data: components["schemas"]["PartialEvent"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A stored form submission: its fields, with `id`, `status` and `createdAt`. */
        PartialFormSubmission: {
            /** Format: date-time */
            createdAt?: string;
            /** Format: int64 */
            id: number;
            status?: string;
        } & {
            [key: string]: string;
        };
        /** @description FormSubmissionListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialFormSubmissionListResponse: {
            data: components["schemas"]["PartialFormSubmission"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A buying guide with its Markdown body. */
        PartialGuide: components["schemas"]["PartialGuideSummary"] & {
            /** @description Markdown. Raw HTML in it is never rendered as HTML. */
            body?: string;
        };
        /** @description GuideListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialGuideListResponse: {
            data: components["schemas"]["PartialGuideSummary"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A buying guide, with a Markdown body. */
        PartialGuideRecord: {
            author?: string;
            /** @description Markdown. Raw HTML in it is never rendered as HTML. */
            body?: string;
            coverAlt?: string | null;
            coverUrl?: string | null;
            /** @description A draft is kept and edited in the console but not shown on the public site. */
            draft?: boolean;
            /** Format: date-time */
            publishedAt?: string;
            slug?: string;
            summary?: string;
            /** @description Category slugs the guide is about (used for related guides). */
            tags?: string[];
            title?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /** @description GuideRecordListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialGuideRecordListResponse: {
            data: components["schemas"]["PartialGuideRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description GuideResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialGuideResponse: {
            data: components["schemas"]["PartialGuide"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A buying guide without its body, with its reading time. */
        PartialGuideSummary: {
            author?: string;
            coverAlt?: string | null;
            coverUrl?: string | null;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** Format: date-time */
            publishedAt?: string;
            /**
             * Format: int64
             * @description Minutes to read the body at 200 words a minute (at least 1).
             */
            readingMinutes?: number;
            slug?: string;
            summary?: string;
            /** @description Category slugs the guide is about. */
            tags?: string[];
            title?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        /** @description A hotspot town with how many stores belong to it. */
        PartialHotspot: components["schemas"]["PartialHotspotRecord"] & {
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            /** @description Name of the town's state (`Texas`). */
            stateName?: string | null;
            /** Format: int64 */
            storeCount?: number;
        };
        /** @description A hotspot town with its upcoming events. */
        PartialHotspotDetail: components["schemas"]["PartialHotspot"] & {
            /** @description Events not over yet, by start date. */
            upcomingEvents?: components["schemas"]["Event"][];
        };
        /** @description HotspotListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialHotspotListResponse: {
            data: components["schemas"]["PartialHotspot"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A famous antique town, a destination page of its own. */
        PartialHotspotRecord: {
            bestTimeToVisit?: string;
            description?: string;
            /** Format: double */
            latitude?: number;
            /** Format: double */
            longitude?: number;
            /** @description The town's name, e.g. `Round Top`. */
            name?: string;
            /**
             * Format: double
             * @description Stores within this distance whose nearest hotspot this is belong to it.
             */
            radiusKm?: number;
            /** @description Town and state, e.g. `round-top-tx`. */
            slug?: string;
            /** @description Two-letter state code. */
            state?: string;
        };
        /** @description HotspotRecordListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialHotspotRecordListResponse: {
            data: components["schemas"]["PartialHotspotRecord"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description HotspotResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialHotspotResponse: {
            data: components["schemas"]["PartialHotspotDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description One submission of a queue as lists show it. */
        PartialQueueItem: {
            /** Format: date-time */
            createdAt?: string;
            /** @description The submitted fields, as validated. */
            fields?: {
                [key: string]: string;
            };
            /** Format: int64 */
            id: number;
            /** @description Why it was rejected or dismissed. */
            reason?: string | null;
            /** Format: date-time */
            reviewedAt?: string | null;
            reviewedBy?: string | null;
            status?: components["schemas"]["ReviewStatus"];
            store?: components["schemas"]["EditorStoreRow"] | null;
        };
        /** @description QueueListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialQueueListResponse: {
            data: components["schemas"]["PartialQueueItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A region with its states and its number of stores. */
        PartialRegion: {
            description?: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name?: string;
            slug?: string;
            states?: components["schemas"]["State"][];
            /** Format: int64 */
            storeCount?: number;
        };
        /** @description A region with its hotspot towns. */
        PartialRegionDetail: components["schemas"]["PartialRegion"] & {
            hotspots?: components["schemas"]["Hotspot"][];
        };
        /** @description RegionListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialRegionListResponse: {
            data: components["schemas"]["PartialRegion"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description RegionResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialRegionResponse: {
            data: components["schemas"]["PartialRegionDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A stored newsletter signup. */
        PartialSignup: {
            /** Format: date-time */
            createdAt?: string;
            email?: string;
            /** Format: int64 */
            id: number;
            source?: string;
        };
        /** @description SignupListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialSignupListResponse: {
            data: components["schemas"]["PartialSignup"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A state with its region's name and its number of stores. */
        PartialState: {
            /** @description Two-letter code, upper case. */
            code?: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name?: string;
            /** @description Slug of the region. */
            region?: string;
            regionName?: string | null;
            /** @description e.g. `new-york`. */
            slug?: string;
            /** Format: int64 */
            storeCount?: number;
        };
        /** @description A state with its cities (most stores first) and its hotspot towns. */
        PartialStateDetail: components["schemas"]["PartialState"] & {
            cities?: components["schemas"]["CityCount"][];
            hotspots?: components["schemas"]["Hotspot"][];
        };
        /** @description StateListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialStateListResponse: {
            data: components["schemas"]["PartialState"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description StateResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialStateResponse: {
            data: components["schemas"]["PartialStateDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description A store with everything (`GET /api/stores/{id}`, lists with `populate=*`): every stored field
         *     and the derived values.
         */
        PartialStore: components["schemas"]["PartialStoreRecord"] & components["schemas"]["PartialStoreDerived"];
        /**
         * @description What the content service derives from a store, sent with every store (full or summary) so the
         *     site shows these values and never derives them again.
         */
        PartialStoreDerived: {
            /**
             * Format: double
             * @description The rating shown, 0–10: `customerSentiment.overallSentiment`, else `rating`, else null.
             */
            displayRating?: number | null;
            /** @description Address, city, state and ZIP code joined with ", ", blank parts left out. */
            fullAddress?: string;
            /** @description Whether detailed insights exist: enhanced data and a store analysis are both present. */
            hasDetailedInsights?: boolean;
            /** @description Whether a map link that is not blank is listed. */
            hasMap?: boolean;
            /** @description Whether a phone number that is not blank is listed. */
            hasPhone?: boolean;
            /** @description Whether a website that is not blank is listed. */
            hasWebsite?: boolean;
            /** @description Whether the store is generated sample data (labelled as such on its page). */
            isSample?: boolean;
            /** @description Slug of the region of the store's state (`south`), null for an unknown code. */
            region?: string | null;
            /** @description Name of the store's state (`Texas`), null for an unknown code. */
            stateName?: string | null;
        };
        /** @description StoreDetailResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialStoreDetailResponse: {
            data: components["schemas"]["PartialStore"];
            meta: components["schemas"]["StoreDetailMeta"];
        };
        /** @description StoreListResponse narrowed by `fields`: only the fields asked for, with `id` and `documentId` */
        PartialStoreListResponse: {
            data: components["schemas"]["PartialStoreSummary"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description An antique store: every field the directory keeps about a shop.
         *
         *     `id` and `document_id` are assigned by storage; a store built elsewhere (seed, import) carries
         *     `id = 0` and an empty `document_id` until it is written.
         */
        PartialStoreRecord: {
            /** @description Street address, without city, state or ZIP. */
            address?: string | null;
            categories?: components["schemas"]["CategoryRef"][];
            city?: string;
            /** Format: date-time */
            createdAt?: string;
            customerSentiment?: components["schemas"]["CustomerSentiment"] | null;
            description?: string | null;
            documentId: string;
            emails?: string[];
            enhancedDescription?: string | null;
            featured?: boolean;
            googlePlaceId?: string | null;
            hasEnhancedData?: boolean;
            /** Format: int64 */
            id: number;
            /**
             * Format: date-time
             * @description When an editor last confirmed the listing (approving it, a claim, an applied change report,
             *     or "mark verified"); shown on the store's page.
             */
            lastVerifiedAt?: string | null;
            /** Format: double */
            latitude?: number | null;
            /** Format: double */
            longitude?: number | null;
            mapUrl?: string | null;
            name?: string;
            nearestAntiqueHotspot?: components["schemas"]["HotspotRef"] | null;
            openingHours?: components["schemas"]["OpeningHours"] | null;
            phones?: components["schemas"]["Phone"][];
            photos?: components["schemas"]["Photo"][];
            placeId?: string | null;
            /** Format: date-time */
            publishedAt?: string | null;
            /**
             * Format: double
             * @description A 0–10 rating from the listing source; the page prefers `customer_sentiment.overall_sentiment`.
             */
            rating?: number | null;
            seo?: components["schemas"]["Seo"] | null;
            slug?: string;
            socialLinks?: components["schemas"]["SocialLink"][];
            /**
             * @description Where the record came from (`seed`, `csv`, `osm`, or the source an import named), and the
             *     key that makes re-imports idempotent together with `slug`.
             */
            source?: string | null;
            sourceId?: string | null;
            /** @description Two-letter state code (`TX`). */
            state?: string;
            storeAnalysis?: components["schemas"]["StoreAnalysis"] | null;
            /** Format: date-time */
            updatedAt?: string;
            verified?: boolean;
            /** @description Absolute URLs (`https://` added on the way in when missing). */
            websites?: string[];
            zipCode?: string | null;
        };
        /**
         * @description A store as lists return it without `populate`: the full store less `storeAnalysis`,
         *     `customerSentiment`, `photos`, `socialLinks`, `seo` and `emails`. Opening hours stay, so a list
         *     can say whether each store is open at the moment it is shown.
         */
        PartialStoreSummary: components["schemas"]["PartialStoreDerived"] & {
            address?: string | null;
            categories?: components["schemas"]["CategoryRef"][];
            city?: string;
            /** Format: date-time */
            createdAt?: string;
            description?: string | null;
            documentId: string;
            enhancedDescription?: string | null;
            featured?: boolean;
            googlePlaceId?: string | null;
            hasEnhancedData?: boolean;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            lastVerifiedAt?: string | null;
            /** Format: double */
            latitude?: number | null;
            /** Format: double */
            longitude?: number | null;
            mapUrl?: string | null;
            name?: string;
            nearestAntiqueHotspot?: components["schemas"]["HotspotRef"] | null;
            openingHours?: components["schemas"]["OpeningHours"] | null;
            phones?: components["schemas"]["Phone"][];
            placeId?: string | null;
            /** Format: date-time */
            publishedAt?: string | null;
            /**
             * Format: double
             * @description The listing's own rating, 0–10 (what is shown is `displayRating`).
             */
            rating?: number | null;
            slug?: string;
            source?: string | null;
            sourceId?: string | null;
            state?: string;
            /** Format: date-time */
            updatedAt?: string;
            verified?: boolean;
            websites?: string[];
            zipCode?: string | null;
        };
        /** @description A phone number as shown and as dialled. */
        Phone: {
            /**
             * @description E.164 with an optional RFC 3966 extension, e.g. `+19795550123` or `+15185550142;ext=12`:
             *     what a `tel:` link dials.
             */
            phoneNumber: string;
            /** @description Human formatting, e.g. `(979) 555-0123`. */
            prettyPhoneNumber: string;
        };
        /** @description A photo of a store. */
        Photo: {
            alt: string;
            /** Format: int32 */
            height: number | null;
            url: string;
            /** Format: int32 */
            width: number | null;
        };
        /**
         * @description What kind of place a query named.
         * @enum {string}
         */
        PlaceKind: "city" | "hotspot" | "state" | "zip" | "near";
        /** @description A place a search is about. */
        PlaceView: {
            /** @description Slug of the hotspot town. */
            hotspot: string | null;
            kind: components["schemas"]["PlaceKind"];
            /** @description `Hudson, NY`, `Texas`, `ZIP 12534`, `your location`. */
            label: string;
            /** Format: double */
            latitude: number | null;
            /** Format: double */
            longitude: number | null;
            /** @description The query with the place's words taken out: what to search when the visitor removes the place. */
            queryWithoutPlace: string;
            /**
             * Format: double
             * @description Radius searched around it (0 for a state, searched whole).
             */
            radiusKm: number;
            state: string | null;
        };
        /**
         * @description Whether the public site shows a store.
         * @enum {string}
         */
        PublicationStatus: "draft" | "published";
        /** @description A query and how many stores it finds. */
        QueryCount: {
            query: string;
            /** Format: int64 */
            total: number;
        };
        /** @description One submission with what an editor needs to decide. */
        QueueDetail: components["schemas"]["QueueItem"] & {
            /** @description Claims: stores whose name matches the one the claim names. */
            candidates: components["schemas"]["EditorStoreRow"][];
            currentStore: components["schemas"]["Store"] | null;
            /** @description Add-store submissions: stores that may be the same business. */
            duplicates: components["schemas"]["LikelyDuplicate"][];
            proposedStore: components["schemas"]["Store"] | null;
            /** @description Change reports: the store's version, for `If-Match` when applying. */
            version: string | null;
        };
        /** @description `GET /api/admin/submissions/{id}`, `/claims/{id}`, `/reports/{id}`. */
        QueueDetailResponse: {
            data: components["schemas"]["QueueDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description One submission of a queue as lists show it. */
        QueueItem: {
            /** Format: date-time */
            createdAt: string;
            /** @description The submitted fields, as validated. */
            fields: {
                [key: string]: string;
            };
            /** Format: int64 */
            id: number;
            /** @description Why it was rejected or dismissed. */
            reason: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            reviewedBy: string | null;
            status: components["schemas"]["ReviewStatus"];
            store: components["schemas"]["EditorStoreRow"] | null;
        };
        /** @description `GET /api/admin/submissions`, `/claims`, `/reports`. */
        QueueListResponse: {
            data: components["schemas"]["QueueItem"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description A store summary with its place among a hotspot's top stores. */
        RankedStore: components["schemas"]["StoreSummary"] & {
            /** @description 1 to 10. */
            rank: number;
            /** @description Short reasons in words ("Rated 8.6/10 by shoppers", "Verified listing", ...). */
            reasons: string[];
            /**
             * Format: double
             * @description rating + 0.5 if verified + 0.25 if enhanced, two decimals.
             */
            score: number;
        };
        /** @description `GET /readyz`. */
        Readiness: {
            /** @description `ready`. */
            status: string;
        };
        /** @description `meta` of one record as the console reads it. */
        RecordMeta: {
            /**
             * Format: int64
             * @description Events in this hotspot town (0 for the other kinds).
             */
            events: number;
            /**
             * Format: int64
             * @description Stores in this category, or whose nearest hotspot town this is (0 for guides and events).
             */
            stores: number;
            /**
             * @description The version read: send it back as `If-Match` with a change or a deletion, so a record
             *     another editor changed in the meantime is not overwritten.
             */
            version: string;
        };
        /** @description `GET /api/stores/reference`. */
        ReferenceResponse: {
            data: components["schemas"]["ReferenceStats"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description Catalogue totals for the home page. */
        ReferenceStats: {
            /**
             * Format: int64
             * @description Distinct city and state pairs.
             */
            distinctCities: number;
            /** Format: int64 */
            totalHotspots: number;
            /**
             * Format: int64
             * @description States (and DC) with at least one store.
             */
            totalStates: number;
            /** Format: int64 */
            totalStores: number;
        };
        /** @description A region with its states and its number of stores. */
        Region: {
            description: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name: string;
            slug: string;
            states: components["schemas"]["State"][];
            /** Format: int64 */
            storeCount: number;
        };
        /** @description A region with its hotspot towns. */
        RegionDetail: components["schemas"]["Region"] & {
            hotspots: components["schemas"]["Hotspot"][];
        };
        /** @description `GET /api/regions`. */
        RegionListResponse: {
            data: components["schemas"]["Region"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description `GET /api/regions/{slug}`. */
        RegionResponse: {
            data: components["schemas"]["RegionDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description A store of an import that was refused. */
        RejectedStore: {
            /** @description Position in the imported `stores` list, from 0. */
            index: number;
            name: string;
            reason: string;
        };
        /** @description A rejection: why (shown in the queue), which it needs; blank is missing. */
        RejectRequest: {
            reason: string;
        };
        /** @description Pages the query names besides stores. */
        Related: {
            events: components["schemas"]["RelatedEvent"][];
            guides: components["schemas"]["RelatedGuide"][];
            hotspots: components["schemas"]["RelatedHotspot"][];
        };
        /** @description An upcoming event a query names (by its words or its town). */
        RelatedEvent: {
            city: string;
            /** Format: date */
            endDate: string;
            slug: string;
            /** Format: date */
            startDate: string;
            state: string;
            title: string;
        };
        /** @description A guide about what a query asks for. */
        RelatedGuide: {
            slug: string;
            summary: string;
            title: string;
        };
        /** @description A hotspot town a query names. */
        RelatedHotspot: {
            name: string;
            slug: string;
            state: string;
            /**
             * Format: int64
             * @description Stores on its page.
             */
            storeCount: number;
            /**
             * Format: int64
             * @description Events there that have not ended.
             */
            upcomingEvents: number;
        };
        /** @description What removing a record took along with it. */
        RemovedRecord: {
            /**
             * Format: int64
             * @description Events of a removed hotspot town, now without a town.
             */
            eventsUnlinked: number;
            slug: string;
            /**
             * Format: int64
             * @description Stores a removed category was taken off, or that moved to another town.
             */
            storesRewritten: number;
        };
        /** @description A deletion's answer. */
        RemovedRecordResponse: {
            data: components["schemas"]["RemovedRecord"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description Applying a change report: `data`, the fields of the store as the editor changed them (saved with the version in `If-Match`), or `unpublish: true` for a store that closed for good. */
        ReportApplication: {
            data?: components["schemas"]["StoreFields"] | null;
            /** @default false */
            unpublish: boolean;
        };
        /**
         * @description What a visitor says is wrong with a listing.
         * @enum {string}
         */
        ReportKind: "closedPermanently" | "moved" | "wrongHours" | "wrongContact" | "other";
        /**
         * @description Where a submission stands: `pending`, then `approved` or `rejected` (a change report: `applied`
         *     or `dismissed`; an advertising enquiry: `answered`).
         * @enum {string}
         */
        ReviewStatus: "pending" | "approved" | "rejected" | "applied" | "dismissed" | "answered";
        /**
         * @description What an account may do.
         * @enum {string}
         */
        RoleName: "editor" | "admin";
        /** @description A store found by a search: its summary and the members below. */
        SearchedStore: components["schemas"]["StoreSummary"] & components["schemas"]["SearchHit"];
        /** @description What a search adds to each store it found. */
        SearchHit: {
            /**
             * Format: double
             * @description Kilometres from the place searched (one decimal), when there is one and the store has
             *     coordinates.
             */
            distanceKm: number | null;
            /** @description The store's name cut into parts, the words that matched marked (only when its name matched). */
            nameParts: components["schemas"]["TextPart"][] | null;
            /**
             * @description Why it matched, a few short texts cut into parts with the matched words marked
             *     ("Sells **Depression glass**", "In Hudson, NY").
             */
            why: components["schemas"]["TextPart"][][];
        };
        /** @description Where to search. */
        SearchLocation: {
            /** @description Hotspot slug: stores belonging to that town. */
            hotspot?: string | null;
            near?: components["schemas"]["SearchPoint"] | null;
            /**
             * Format: double
             * @description Radius around `near` or around a place named in the query, 1–500 km (default 25).
             */
            radiusKm?: number | null;
            /** @description Region slug. */
            region?: string | null;
            /** @description State code. */
            state?: string | null;
        };
        /** @description `meta` of a search. */
        SearchMeta: {
            /** @description Counts of the stores found per filter value. */
            facets: components["schemas"]["Facets"];
            /** @description Every filter name the search accepts: the features, then the category slugs. */
            filters: string[];
            pagination: components["schemas"]["Pagination"];
            /** @description Hotspot towns, guides and events the query names. */
            related: components["schemas"]["Related"];
            suggestions: components["schemas"]["Suggestions"] | null;
            understood: components["schemas"]["Understanding"] | null;
        };
        /** @description Page of a search. */
        SearchPagination: {
            /**
             * Format: int32
             * @description From 1.
             */
            page?: number | null;
            /**
             * Format: int32
             * @description 1..100, default 20.
             */
            pageSize?: number | null;
        };
        /** @description A position to search around. */
        SearchPoint: {
            /** Format: double */
            latitude: number;
            /** Format: double */
            longitude: number;
        };
        /** @description Body of `POST /api/stores/search`; everything optional. */
        SearchRequest: {
            /** @description Filter names mapped to `true` (false is ignored). */
            filters?: {
                [key: string]: boolean;
            } | null;
            location?: components["schemas"]["SearchLocation"] | null;
            openAt?: components["schemas"]["OpenAt"] | null;
            pagination?: components["schemas"]["SearchPagination"] | null;
            /**
             * @description What and where, as a visitor types it: "furniture in Hudson NY", "estate jewelry nashville",
             *     "12534", "round top". Matches names, what stores sell, their format and descriptions; a
             *     place in it (town, hotspot town, state, ZIP code) becomes a radius or a state filter.
             */
            query?: string | null;
            sort?: components["schemas"]["SortBy"] | null;
        };
        /** @description `POST /api/stores/search`. */
        SearchResponse: {
            /** @description Store summaries, each followed by the members of [`SearchHit`]. */
            data: components["schemas"]["SearchedStore"][];
            meta: components["schemas"]["SearchMeta"];
        };
        /** @description A yearly window, `MM-DD` to `MM-DD` inclusive (may wrap over New Year). */
        Season: {
            from: string;
            to: string;
        };
        /** @description Search-engine overrides for a store page. */
        Seo: {
            metaDescription: string | null;
            metaTitle: string | null;
        };
        /** @description `GET /api/admin/session`. */
        SessionResponse: {
            data: components["schemas"]["SessionView"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description A valid session: who, the CSRF token its changes must carry in `X-CSRF-Token`, and when it ends
         *     unless used.
         */
        SessionView: {
            csrfToken: string;
            /** Format: date-time */
            expiresAt: string;
            user: components["schemas"]["AccountView"];
        };
        /** @description A stored newsletter signup. */
        Signup: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: int64 */
            id: number;
            source: string;
        };
        /** @description `GET /api/email-signups`. */
        SignupListResponse: {
            data: components["schemas"]["Signup"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description `POST /api/email-signups/submit`. */
        SignupRequest: {
            /**
             * Format: email
             * @description Trimmed and lower-cased before it is stored.
             */
            email: string;
            source: components["schemas"]["SignupSource"];
        };
        /** @description The answer to a signup: always `success: true` (a known address is a success too). */
        SignupResponse: {
            success: boolean;
        };
        /**
         * @description Where a newsletter signup form sits.
         * @enum {string}
         */
        SignupSource: "inline" | "footer";
        /** @description A store page for the sitemap. */
        SitemapEntry: {
            slug: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description `GET /api/stores/sitemap`. */
        SitemapResponse: {
            data: components["schemas"]["SitemapEntry"][];
            meta: components["schemas"]["CountMeta"];
        };
        /** @description A store summary as asked for by a slug it has or had. */
        SluggedStore: components["schemas"]["StoreSummary"] & {
            /**
             * @description The slug asked for: the store's `slug`, or one it had before it was renamed (its `slug` is
             *     then the one to use from now on).
             */
            askedSlug: string;
        };
        /** @description A link to one of the store's social profiles. */
        SocialLink: {
            /** @description `facebook`, `instagram`, `pinterest`, `etsy`, `x`, `youtube` or `other`. */
            platform: string;
            url: string;
        };
        /**
         * @description How results are ordered.
         * @enum {string}
         */
        SortBy: "relevance" | "distance" | "rating" | "name";
        /** @description A state with its region's name and its number of stores. */
        State: {
            /** @description Two-letter code, upper case. */
            code: string;
            /** @description The record's slug, which never changes: `GET /api/{collection}/{documentId}` answers it. */
            documentId: string;
            /**
             * Format: int64
             * @description Numeric id, given by storage.
             */
            id: number;
            name: string;
            /** @description Slug of the region. */
            region: string;
            regionName: string | null;
            /** @description e.g. `new-york`. */
            slug: string;
            /** Format: int64 */
            storeCount: number;
        };
        /** @description A state with its cities (most stores first) and its hotspot towns. */
        StateDetail: components["schemas"]["State"] & {
            cities: components["schemas"]["CityCount"][];
            hotspots: components["schemas"]["Hotspot"][];
        };
        /** @description `GET /api/states`. */
        StateListResponse: {
            data: components["schemas"]["State"][];
            meta: components["schemas"]["ListMeta"];
        };
        /** @description `GET /api/states/{slugOrCode}`. */
        StateResponse: {
            data: components["schemas"]["StateDetail"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description A store with everything (`GET /api/stores/{id}`, lists with `populate=*`): every stored field
         *     and the derived values.
         */
        Store: components["schemas"]["StoreRecord"] & components["schemas"]["StoreDerived"];
        /** @description What an analysis of reviews and listings says about a store. */
        StoreAnalysis: {
            analysis: components["schemas"]["AnalysisMeta"];
            /** @description e.g. `1-2 hours`. */
            browsingDuration: string;
            description: string;
            features: components["schemas"]["StoreFeatures"];
            /** @description `$`, `$$` or `$$$`. */
            priceRange: string;
            /** @description `small`, `medium` or `large`. */
            size: string;
            specialties: string[];
            /** @description e.g. `Antique mall`, `Single-owner shop`, `Consignment`, `Barn / warehouse`. */
            storeFormat: string;
        };
        /** @description `{ data }`: the fields of a store to change. Fields left out keep their value; fields storage assigns and derived values are ignored. */
        StoreChangeRequest: {
            data: components["schemas"]["StoreFields"];
        };
        /** @description `{ data }`: a new store. Fields left out take their empty value; fields storage assigns and derived values (a store read back) are ignored; `nearestAntiqueHotspot` is computed from the coordinates. */
        StoreCreateRequest: {
            data: components["schemas"]["StoreFields"] & Record<string, never>;
        };
        /** @description The store as created (`POST /api/stores`). */
        StoreCreateResponse: {
            data: components["schemas"]["Store"];
            meta: components["schemas"]["EmptyMeta"];
        };
        /**
         * @description What the content service derives from a store, sent with every store (full or summary) so the
         *     site shows these values and never derives them again.
         */
        StoreDerived: {
            /**
             * Format: double
             * @description The rating shown, 0–10: `customerSentiment.overallSentiment`, else `rating`, else null.
             */
            displayRating: number | null;
            /** @description Address, city, state and ZIP code joined with ", ", blank parts left out. */
            fullAddress: string;
            /** @description Whether detailed insights exist: enhanced data and a store analysis are both present. */
            hasDetailedInsights: boolean;
            /** @description Whether a map link that is not blank is listed. */
            hasMap: boolean;
            /** @description Whether a phone number that is not blank is listed. */
            hasPhone: boolean;
            /** @description Whether a website that is not blank is listed. */
            hasWebsite: boolean;
            /** @description Whether the store is generated sample data (labelled as such on its page). */
            isSample: boolean;
            /** @description Slug of the region of the store's state (`south`), null for an unknown code. */
            region: string | null;
            /** @description Name of the store's state (`Texas`), null for an unknown code. */
            stateName: string | null;
        };
        /** @description `meta` of a store: up to six stores within 150 km, nearest first. */
        StoreDetailMeta: {
            nearby: components["schemas"]["NearbyStore"][];
        };
        /** @description One store with the stores near it. */
        StoreDetailResponse: {
            data: components["schemas"]["Store"];
            meta: components["schemas"]["StoreDetailMeta"];
        };
        /** @description The five yes/no features of a store analysis; each name is also a search filter name. */
        StoreFeatures: {
            auctions: boolean;
            delivery: boolean;
            multipleFloors: boolean;
            multiVendor: boolean;
            shipping: boolean;
        };
        /** @description The fields of a store a write may send: each sent replaces the stored one (a new store needs `name`, `city` and `state`); fields storage assigns and derived values (a store read back) are ignored; `nearestAntiqueHotspot` is computed from the coordinates. */
        StoreFields: {
            address?: string | null;
            categories?: {
                name: string;
                slug: string;
            }[];
            /** @description The store's city or town */
            city?: string;
            /** @description Sent by reads; ignored */
            createdAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            customerSentiment?: {
                concerns: string[];
                overallSentiment?: number | null;
                positiveThemes: string[];
                satisfactionDrivers: string[];
            } | null;
            description?: string | null;
            /** @description Sent by reads; ignored */
            displayRating?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            distanceKm?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            documentId?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description E-mail addresses (blank ones are dropped) */
            emails?: string[];
            enhancedDescription?: string | null;
            featured?: boolean;
            /** @description Sent by reads; ignored */
            fullAddress?: string | number | boolean | unknown[] | Record<string, never> | null;
            googlePlaceId?: string | null;
            /** @description Sent by reads; ignored */
            hasDetailedInsights?: string | number | boolean | unknown[] | Record<string, never> | null;
            hasEnhancedData?: boolean;
            /** @description Sent by reads; ignored */
            hasMap?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            hasPhone?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            hasWebsite?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            id?: string | number | boolean | unknown[] | Record<string, never> | null;
            /** @description Sent by reads; ignored */
            isSample?: string | number | boolean | unknown[] | Record<string, never> | null;
            lastVerifiedAt?: string | null;
            latitude?: number | null;
            longitude?: number | null;
            mapUrl?: string | null;
            /** @description The store's name */
            name?: string;
            /** @description Sent by reads; ignored */
            nearestAntiqueHotspot?: string | number | boolean | unknown[] | Record<string, never> | null;
            openingHours?: {
                note?: string | null;
                season?: {
                    from: string;
                    to: string;
                } | null;
                /** @enum {string} */
                status: "regular" | "byAppointment" | "seasonal" | "temporarilyClosed";
                /** @description IANA time zone, e.g. `America/Chicago` */
                timeZone: string;
                weekly: {
                    friday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    monday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    saturday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    sunday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    thursday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    tuesday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                    wednesday: {
                        /**
                         * @description Before `open`: the interval runs past midnight
                         * @example 17:30
                         */
                        close: string;
                        /** @example 10:00 */
                        open: string;
                    }[];
                };
            } | null;
            phones?: {
                phoneNumber: string;
                prettyPhoneNumber: string;
            }[];
            photos?: {
                alt: string;
                height?: number | null;
                url: string;
                width?: number | null;
            }[];
            placeId?: string | null;
            /** @description Sent by reads; ignored */
            publishedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            rating?: number | null;
            /** @description Sent by reads; ignored */
            region?: string | number | boolean | unknown[] | Record<string, never> | null;
            seo?: {
                metaDescription?: string | null;
                metaTitle?: string | null;
            } | null;
            /** @description The store's address; blank on a new store: made from its name, city and state */
            slug?: string;
            socialLinks?: {
                platform: string;
                url: string;
            }[];
            source?: string | null;
            sourceId?: string | null;
            /** @description Two-letter state code; one the catalogue does not have is a 422 */
            state?: string;
            /** @description Sent by reads; ignored */
            stateName?: string | number | boolean | unknown[] | Record<string, never> | null;
            storeAnalysis?: {
                analysis: {
                    confidenceLevel: string;
                    priceIndicators: string[];
                    specialtyMentions: string[];
                };
                browsingDuration: string;
                description: string;
                features: {
                    auctions: boolean;
                    delivery: boolean;
                    multipleFloors: boolean;
                    multiVendor: boolean;
                    shipping: boolean;
                };
                priceRange: string;
                size: string;
                specialties: string[];
                storeFormat: string;
            } | null;
            /** @description Sent by reads; ignored */
            updatedAt?: string | number | boolean | unknown[] | Record<string, never> | null;
            verified?: boolean;
            /** @description Web addresses (blank ones are dropped, `https://` added when missing) */
            websites?: string[];
            zipCode?: string | null;
        };
        /** @description A page of stores (`GET /api/stores`): summaries, or full stores with `populate=*`. */
        StoreListResponse: {
            data: components["schemas"]["StoreSummary"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description An antique store: every field the directory keeps about a shop.
         *
         *     `id` and `document_id` are assigned by storage; a store built elsewhere (seed, import) carries
         *     `id = 0` and an empty `document_id` until it is written.
         */
        StoreRecord: {
            /** @description Street address, without city, state or ZIP. */
            address: string | null;
            categories: components["schemas"]["CategoryRef"][];
            city: string;
            /** Format: date-time */
            createdAt: string;
            customerSentiment: components["schemas"]["CustomerSentiment"] | null;
            description: string | null;
            documentId: string;
            emails: string[];
            enhancedDescription: string | null;
            featured: boolean;
            googlePlaceId: string | null;
            hasEnhancedData: boolean;
            /** Format: int64 */
            id: number;
            /**
             * Format: date-time
             * @description When an editor last confirmed the listing (approving it, a claim, an applied change report,
             *     or "mark verified"); shown on the store's page.
             */
            lastVerifiedAt: string | null;
            /** Format: double */
            latitude: number | null;
            /** Format: double */
            longitude: number | null;
            mapUrl: string | null;
            name: string;
            nearestAntiqueHotspot: components["schemas"]["HotspotRef"] | null;
            openingHours: components["schemas"]["OpeningHours"] | null;
            phones: components["schemas"]["Phone"][];
            photos: components["schemas"]["Photo"][];
            placeId: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /**
             * Format: double
             * @description A 0–10 rating from the listing source; the page prefers `customer_sentiment.overall_sentiment`.
             */
            rating: number | null;
            seo: components["schemas"]["Seo"] | null;
            slug: string;
            socialLinks: components["schemas"]["SocialLink"][];
            /**
             * @description Where the record came from (`seed`, `csv`, `osm`, or the source an import named), and the
             *     key that makes re-imports idempotent together with `slug`.
             */
            source: string | null;
            sourceId: string | null;
            /** @description Two-letter state code (`TX`). */
            state: string;
            storeAnalysis: components["schemas"]["StoreAnalysis"] | null;
            /** Format: date-time */
            updatedAt: string;
            verified: boolean;
            /** @description Absolute URLs (`https://` added on the way in when missing). */
            websites: string[];
            zipCode: string | null;
        };
        /** @description `GET /api/stores/by-slugs`. */
        StoresBySlugResponse: {
            /** @description One store for each slug asked that leads to a published store, in the order asked. */
            data: components["schemas"]["SluggedStore"][];
            meta: components["schemas"]["EmptyMeta"];
        };
        /** @description Body of the add-store form. */
        StoreSubmissionRequest: {
            address: string;
            city: string;
            description?: string;
            /** Format: email */
            email: string;
            name: string;
            phone?: string;
            specialties?: string;
            state: string;
            website?: string;
            zipCode: string;
        };
        /**
         * @description A store as lists return it without `populate`: the full store less `storeAnalysis`,
         *     `customerSentiment`, `photos`, `socialLinks`, `seo` and `emails`. Opening hours stay, so a list
         *     can say whether each store is open at the moment it is shown.
         */
        StoreSummary: components["schemas"]["StoreDerived"] & {
            address: string | null;
            categories: components["schemas"]["CategoryRef"][];
            city: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            documentId: string;
            enhancedDescription: string | null;
            featured: boolean;
            googlePlaceId: string | null;
            hasEnhancedData: boolean;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            lastVerifiedAt: string | null;
            /** Format: double */
            latitude: number | null;
            /** Format: double */
            longitude: number | null;
            mapUrl: string | null;
            name: string;
            nearestAntiqueHotspot: components["schemas"]["HotspotRef"] | null;
            openingHours: components["schemas"]["OpeningHours"] | null;
            phones: components["schemas"]["Phone"][];
            placeId: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /**
             * Format: double
             * @description The listing's own rating, 0–10 (what is shown is `displayRating`).
             */
            rating: number | null;
            slug: string;
            source: string | null;
            sourceId: string | null;
            state: string;
            /** Format: date-time */
            updatedAt: string;
            verified: boolean;
            websites: string[];
            zipCode: string | null;
        };
        /** @description `meta` of a change to a store. */
        StoreUpdateMeta: {
            outcome: components["schemas"]["WriteOutcome"];
        };
        /** @description The store as changed (`PUT /api/stores/{id}`), and whether it changed. */
        StoreUpdateResponse: {
            data: components["schemas"]["Store"];
            meta: components["schemas"]["StoreUpdateMeta"];
        };
        /** @description Approving an add-store submission: `{ data }`, the store as the editor left it, created published and verified. */
        SubmissionApproval: {
            data: components["schemas"]["StoreFields"] & Record<string, never>;
        };
        /** @description Ways on from a search that found nothing. */
        Suggestions: {
            category: components["schemas"]["FacetCount"] | null;
            didYouMean: components["schemas"]["QueryCount"] | null;
            /**
             * @description When the place searched is a radius (a town, hotspot town, ZIP code or shared position; not
             *     a state) with nothing in it: the stores nearest to its centre that match the same words and
             *     filters, at most 3, nearest first. Stores without coordinates are left out; null when no store
             *     matches anywhere.
             */
            nearest: components["schemas"]["NearestStore"][] | null;
            /**
             * Format: int64
             * @description The same search without its filters, with how many stores it finds.
             */
            withoutFilters: number | null;
            withoutPlace: components["schemas"]["QueryCount"] | null;
        };
        /** @description A piece of text, marked when it is a word the search matched. */
        TextPart: {
            /** @default false */
            mark: boolean;
            text: string;
        };
        /**
         * @description One opening interval, `HH:MM` 24-hour local times. `close` is exclusive; a `close` before
         *     `open` runs past midnight into the next day.
         */
        TimeRange: {
            close: string;
            open: string;
        };
        /** @description The hotspot and its ten best stores. */
        TopStores: {
            hotspot: components["schemas"]["Hotspot"];
            stores: components["schemas"]["RankedStore"][];
        };
        /** @description How the top stores are ranked, and among how many. */
        TopStoresMeta: {
            /** @description The ranking rule in words. */
            rankingRule: string;
            /**
             * Format: int64
             * @description How many stores belong to the hotspot.
             */
            total: number;
        };
        /** @description `GET /api/hotspots/{slug}/top-stores`. */
        TopStoresResponse: {
            data: components["schemas"]["TopStores"];
            meta: components["schemas"]["TopStoresMeta"];
        };
        /** @description How a query was read. */
        Understanding: {
            place: components["schemas"]["PlaceView"] | null;
            /** @description The words searched for in what stores are and sell, folded (empty for a place alone). */
            what: string;
        };
        /** @description Monday to Sunday. */
        WeeklyHours: {
            friday: components["schemas"]["TimeRange"][];
            monday: components["schemas"]["TimeRange"][];
            saturday: components["schemas"]["TimeRange"][];
            sunday: components["schemas"]["TimeRange"][];
            thursday: components["schemas"]["TimeRange"][];
            tuesday: components["schemas"]["TimeRange"][];
            wednesday: components["schemas"]["TimeRange"][];
        };
        /**
         * @description Whether a write changed the store.
         * @enum {string}
         */
        WriteOutcome: "updated" | "unchanged";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AccountListResponse = components['schemas']['AccountListResponse'];
export type AccountResponse = components['schemas']['AccountResponse'];
export type AccountView = components['schemas']['AccountView'];
export type AnalysisMeta = components['schemas']['AnalysisMeta'];
export type Catalog = components['schemas']['Catalog'];
export type CatalogVersion = components['schemas']['CatalogVersion'];
export type Category = components['schemas']['Category'];
export type CategoryCreateRequest = components['schemas']['CategoryCreateRequest'];
export type CategoryDocumentChangeRequest = components['schemas']['CategoryDocumentChangeRequest'];
export type CategoryDocumentCreateRequest = components['schemas']['CategoryDocumentCreateRequest'];
export type CategoryListResponse = components['schemas']['CategoryListResponse'];
export type CategoryRecord = components['schemas']['CategoryRecord'];
export type CategoryRecordListResponse = components['schemas']['CategoryRecordListResponse'];
export type CategoryRecordResponse = components['schemas']['CategoryRecordResponse'];
export type CategoryRef = components['schemas']['CategoryRef'];
export type CategoryReplaceRequest = components['schemas']['CategoryReplaceRequest'];
export type CategoryResponse = components['schemas']['CategoryResponse'];
export type ChangeReportRequest = components['schemas']['ChangeReportRequest'];
export type ChangeSummary = components['schemas']['ChangeSummary'];
export type CityCount = components['schemas']['CityCount'];
export type ClaimApproval = components['schemas']['ClaimApproval'];
export type ClaimRequestBody = components['schemas']['ClaimRequestBody'];
export type ContactRequestBody = components['schemas']['ContactRequestBody'];
export type CountMeta = components['schemas']['CountMeta'];
export type CustomerSentiment = components['schemas']['CustomerSentiment'];
export type Dashboard = components['schemas']['Dashboard'];
export type DashboardResponse = components['schemas']['DashboardResponse'];
export type Day = components['schemas']['Day'];
export type DeletedDocument = components['schemas']['DeletedDocument'];
export type DeletedDocumentResponse = components['schemas']['DeletedDocumentResponse'];
export type DeletedSignup = components['schemas']['DeletedSignup'];
export type DeletedSignupResponse = components['schemas']['DeletedSignupResponse'];
export type DeletedStore = components['schemas']['DeletedStore'];
export type DeletedStoreResponse = components['schemas']['DeletedStoreResponse'];
export type DismissRequest = components['schemas']['DismissRequest'];
export type EditorStoreListResponse = components['schemas']['EditorStoreListResponse'];
export type EditorStoreMeta = components['schemas']['EditorStoreMeta'];
export type EditorStoreResponse = components['schemas']['EditorStoreResponse'];
export type EditorStoreRow = components['schemas']['EditorStoreRow'];
export type EmptyMeta = components['schemas']['EmptyMeta'];
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type ErrorDetails = components['schemas']['ErrorDetails'];
export type ErrorResponse = components['schemas']['ErrorResponse'];
export type Event = components['schemas']['Event'];
export type EventCreateRequest = components['schemas']['EventCreateRequest'];
export type EventDocumentChangeRequest = components['schemas']['EventDocumentChangeRequest'];
export type EventDocumentCreateRequest = components['schemas']['EventDocumentCreateRequest'];
export type EventListResponse = components['schemas']['EventListResponse'];
export type EventRecord = components['schemas']['EventRecord'];
export type EventRecordListResponse = components['schemas']['EventRecordListResponse'];
export type EventRecordResponse = components['schemas']['EventRecordResponse'];
export type EventReplaceRequest = components['schemas']['EventReplaceRequest'];
export type EventResponse = components['schemas']['EventResponse'];
export type FacetCount = components['schemas']['FacetCount'];
export type Facets = components['schemas']['Facets'];
export type FieldChange = components['schemas']['FieldChange'];
export type FieldErrorView = components['schemas']['FieldErrorView'];
export type FileImportReport = components['schemas']['FileImportReport'];
export type FileImportResponse = components['schemas']['FileImportResponse'];
export type FormReceipt = components['schemas']['FormReceipt'];
export type FormReceiptResponse = components['schemas']['FormReceiptResponse'];
export type FormSubmission = components['schemas']['FormSubmission'];
export type FormSubmissionListResponse = components['schemas']['FormSubmissionListResponse'];
export type GeocodeResponse = components['schemas']['GeocodeResponse'];
export type GeocodeResult = components['schemas']['GeocodeResult'];
export type Guide = components['schemas']['Guide'];
export type GuideCreateRequest = components['schemas']['GuideCreateRequest'];
export type GuideDocumentChangeRequest = components['schemas']['GuideDocumentChangeRequest'];
export type GuideDocumentCreateRequest = components['schemas']['GuideDocumentCreateRequest'];
export type GuideListResponse = components['schemas']['GuideListResponse'];
export type GuideRecord = components['schemas']['GuideRecord'];
export type GuideRecordListResponse = components['schemas']['GuideRecordListResponse'];
export type GuideRecordResponse = components['schemas']['GuideRecordResponse'];
export type GuideReplaceRequest = components['schemas']['GuideReplaceRequest'];
export type GuideResponse = components['schemas']['GuideResponse'];
export type GuideSummary = components['schemas']['GuideSummary'];
export type HistoryEntry = components['schemas']['HistoryEntry'];
export type HistoryResponse = components['schemas']['HistoryResponse'];
export type Hotspot = components['schemas']['Hotspot'];
export type HotspotCreateRequest = components['schemas']['HotspotCreateRequest'];
export type HotspotDetail = components['schemas']['HotspotDetail'];
export type HotspotDocumentChangeRequest = components['schemas']['HotspotDocumentChangeRequest'];
export type HotspotDocumentCreateRequest = components['schemas']['HotspotDocumentCreateRequest'];
export type HotspotListResponse = components['schemas']['HotspotListResponse'];
export type HotspotRecord = components['schemas']['HotspotRecord'];
export type HotspotRecordListResponse = components['schemas']['HotspotRecordListResponse'];
export type HotspotRecordResponse = components['schemas']['HotspotRecordResponse'];
export type HotspotRef = components['schemas']['HotspotRef'];
export type HotspotReplaceRequest = components['schemas']['HotspotReplaceRequest'];
export type HotspotResponse = components['schemas']['HotspotResponse'];
export type ImportRejectedRow = components['schemas']['ImportRejectedRow'];
export type ImportReport = components['schemas']['ImportReport'];
export type ImportResponse = components['schemas']['ImportResponse'];
export type ImportWarning = components['schemas']['ImportWarning'];
export type ImportWarningCount = components['schemas']['ImportWarningCount'];
export type LetterCount = components['schemas']['LetterCount'];
export type LettersResponse = components['schemas']['LettersResponse'];
export type LikelyDuplicate = components['schemas']['LikelyDuplicate'];
export type ListMeta = components['schemas']['ListMeta'];
export type ListPagination = components['schemas']['ListPagination'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type LoginResult = components['schemas']['LoginResult'];
export type MapPoint = components['schemas']['MapPoint'];
export type MapResponse = components['schemas']['MapResponse'];
export type NameSearchHit = components['schemas']['NameSearchHit'];
export type NameSearchResponse = components['schemas']['NameSearchResponse'];
export type NearbyStore = components['schemas']['NearbyStore'];
export type NearestStore = components['schemas']['NearestStore'];
export type NearMeta = components['schemas']['NearMeta'];
export type NearResponse = components['schemas']['NearResponse'];
export type NewAccountRequest = components['schemas']['NewAccountRequest'];
export type NewPassword = components['schemas']['NewPassword'];
export type NewPasswordResponse = components['schemas']['NewPasswordResponse'];
export type OffsetPagination = components['schemas']['OffsetPagination'];
export type OpenAt = components['schemas']['OpenAt'];
export type OpeningHours = components['schemas']['OpeningHours'];
export type OpeningStatus = components['schemas']['OpeningStatus'];
export type PagedMeta = components['schemas']['PagedMeta'];
export type Pagination = components['schemas']['Pagination'];
export type PartialAccountListResponse = components['schemas']['PartialAccountListResponse'];
export type PartialAccountView = components['schemas']['PartialAccountView'];
export type PartialCategory = components['schemas']['PartialCategory'];
export type PartialCategoryListResponse = components['schemas']['PartialCategoryListResponse'];
export type PartialCategoryRecord = components['schemas']['PartialCategoryRecord'];
export type PartialCategoryRecordListResponse = components['schemas']['PartialCategoryRecordListResponse'];
export type PartialCategoryResponse = components['schemas']['PartialCategoryResponse'];
export type PartialEditorStoreListResponse = components['schemas']['PartialEditorStoreListResponse'];
export type PartialEditorStoreRow = components['schemas']['PartialEditorStoreRow'];
export type PartialEvent = components['schemas']['PartialEvent'];
export type PartialEventListResponse = components['schemas']['PartialEventListResponse'];
export type PartialEventRecord = components['schemas']['PartialEventRecord'];
export type PartialEventRecordListResponse = components['schemas']['PartialEventRecordListResponse'];
export type PartialEventResponse = components['schemas']['PartialEventResponse'];
export type PartialFormSubmission = components['schemas']['PartialFormSubmission'];
export type PartialFormSubmissionListResponse = components['schemas']['PartialFormSubmissionListResponse'];
export type PartialGuide = components['schemas']['PartialGuide'];
export type PartialGuideListResponse = components['schemas']['PartialGuideListResponse'];
export type PartialGuideRecord = components['schemas']['PartialGuideRecord'];
export type PartialGuideRecordListResponse = components['schemas']['PartialGuideRecordListResponse'];
export type PartialGuideResponse = components['schemas']['PartialGuideResponse'];
export type PartialGuideSummary = components['schemas']['PartialGuideSummary'];
export type PartialHotspot = components['schemas']['PartialHotspot'];
export type PartialHotspotDetail = components['schemas']['PartialHotspotDetail'];
export type PartialHotspotListResponse = components['schemas']['PartialHotspotListResponse'];
export type PartialHotspotRecord = components['schemas']['PartialHotspotRecord'];
export type PartialHotspotRecordListResponse = components['schemas']['PartialHotspotRecordListResponse'];
export type PartialHotspotResponse = components['schemas']['PartialHotspotResponse'];
export type PartialQueueItem = components['schemas']['PartialQueueItem'];
export type PartialQueueListResponse = components['schemas']['PartialQueueListResponse'];
export type PartialRegion = components['schemas']['PartialRegion'];
export type PartialRegionDetail = components['schemas']['PartialRegionDetail'];
export type PartialRegionListResponse = components['schemas']['PartialRegionListResponse'];
export type PartialRegionResponse = components['schemas']['PartialRegionResponse'];
export type PartialSignup = components['schemas']['PartialSignup'];
export type PartialSignupListResponse = components['schemas']['PartialSignupListResponse'];
export type PartialState = components['schemas']['PartialState'];
export type PartialStateDetail = components['schemas']['PartialStateDetail'];
export type PartialStateListResponse = components['schemas']['PartialStateListResponse'];
export type PartialStateResponse = components['schemas']['PartialStateResponse'];
export type PartialStore = components['schemas']['PartialStore'];
export type PartialStoreDerived = components['schemas']['PartialStoreDerived'];
export type PartialStoreDetailResponse = components['schemas']['PartialStoreDetailResponse'];
export type PartialStoreListResponse = components['schemas']['PartialStoreListResponse'];
export type PartialStoreRecord = components['schemas']['PartialStoreRecord'];
export type PartialStoreSummary = components['schemas']['PartialStoreSummary'];
export type Phone = components['schemas']['Phone'];
export type Photo = components['schemas']['Photo'];
export type PlaceKind = components['schemas']['PlaceKind'];
export type PlaceView = components['schemas']['PlaceView'];
export type PublicationStatus = components['schemas']['PublicationStatus'];
export type QueryCount = components['schemas']['QueryCount'];
export type QueueDetail = components['schemas']['QueueDetail'];
export type QueueDetailResponse = components['schemas']['QueueDetailResponse'];
export type QueueItem = components['schemas']['QueueItem'];
export type QueueListResponse = components['schemas']['QueueListResponse'];
export type RankedStore = components['schemas']['RankedStore'];
export type Readiness = components['schemas']['Readiness'];
export type RecordMeta = components['schemas']['RecordMeta'];
export type ReferenceResponse = components['schemas']['ReferenceResponse'];
export type ReferenceStats = components['schemas']['ReferenceStats'];
export type Region = components['schemas']['Region'];
export type RegionDetail = components['schemas']['RegionDetail'];
export type RegionListResponse = components['schemas']['RegionListResponse'];
export type RegionResponse = components['schemas']['RegionResponse'];
export type RejectedStore = components['schemas']['RejectedStore'];
export type RejectRequest = components['schemas']['RejectRequest'];
export type Related = components['schemas']['Related'];
export type RelatedEvent = components['schemas']['RelatedEvent'];
export type RelatedGuide = components['schemas']['RelatedGuide'];
export type RelatedHotspot = components['schemas']['RelatedHotspot'];
export type RemovedRecord = components['schemas']['RemovedRecord'];
export type RemovedRecordResponse = components['schemas']['RemovedRecordResponse'];
export type ReportApplication = components['schemas']['ReportApplication'];
export type ReportKind = components['schemas']['ReportKind'];
export type ReviewStatus = components['schemas']['ReviewStatus'];
export type RoleName = components['schemas']['RoleName'];
export type SearchedStore = components['schemas']['SearchedStore'];
export type SearchHit = components['schemas']['SearchHit'];
export type SearchLocation = components['schemas']['SearchLocation'];
export type SearchMeta = components['schemas']['SearchMeta'];
export type SearchPagination = components['schemas']['SearchPagination'];
export type SearchPoint = components['schemas']['SearchPoint'];
export type SearchRequest = components['schemas']['SearchRequest'];
export type SearchResponse = components['schemas']['SearchResponse'];
export type Season = components['schemas']['Season'];
export type Seo = components['schemas']['Seo'];
export type SessionResponse = components['schemas']['SessionResponse'];
export type SessionView = components['schemas']['SessionView'];
export type Signup = components['schemas']['Signup'];
export type SignupListResponse = components['schemas']['SignupListResponse'];
export type SignupRequest = components['schemas']['SignupRequest'];
export type SignupResponse = components['schemas']['SignupResponse'];
export type SignupSource = components['schemas']['SignupSource'];
export type SitemapEntry = components['schemas']['SitemapEntry'];
export type SitemapResponse = components['schemas']['SitemapResponse'];
export type SluggedStore = components['schemas']['SluggedStore'];
export type SocialLink = components['schemas']['SocialLink'];
export type SortBy = components['schemas']['SortBy'];
export type State = components['schemas']['State'];
export type StateDetail = components['schemas']['StateDetail'];
export type StateListResponse = components['schemas']['StateListResponse'];
export type StateResponse = components['schemas']['StateResponse'];
export type Store = components['schemas']['Store'];
export type StoreAnalysis = components['schemas']['StoreAnalysis'];
export type StoreChangeRequest = components['schemas']['StoreChangeRequest'];
export type StoreCreateRequest = components['schemas']['StoreCreateRequest'];
export type StoreCreateResponse = components['schemas']['StoreCreateResponse'];
export type StoreDerived = components['schemas']['StoreDerived'];
export type StoreDetailMeta = components['schemas']['StoreDetailMeta'];
export type StoreDetailResponse = components['schemas']['StoreDetailResponse'];
export type StoreFeatures = components['schemas']['StoreFeatures'];
export type StoreFields = components['schemas']['StoreFields'];
export type StoreListResponse = components['schemas']['StoreListResponse'];
export type StoreRecord = components['schemas']['StoreRecord'];
export type StoresBySlugResponse = components['schemas']['StoresBySlugResponse'];
export type StoreSubmissionRequest = components['schemas']['StoreSubmissionRequest'];
export type StoreSummary = components['schemas']['StoreSummary'];
export type StoreUpdateMeta = components['schemas']['StoreUpdateMeta'];
export type StoreUpdateResponse = components['schemas']['StoreUpdateResponse'];
export type SubmissionApproval = components['schemas']['SubmissionApproval'];
export type Suggestions = components['schemas']['Suggestions'];
export type TextPart = components['schemas']['TextPart'];
export type TimeRange = components['schemas']['TimeRange'];
export type TopStores = components['schemas']['TopStores'];
export type TopStoresMeta = components['schemas']['TopStoresMeta'];
export type TopStoresResponse = components['schemas']['TopStoresResponse'];
export type Understanding = components['schemas']['Understanding'];
export type WeeklyHours = components['schemas']['WeeklyHours'];
export type WriteOutcome = components['schemas']['WriteOutcome'];
export type $defs = Record<string, never>;
export interface operations {
    list_category_records: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    description?: string;
                    documentId?: string;
                    id?: number;
                    name?: string;
                    slug?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecordListResponse"] | components["schemas"]["PartialCategoryRecordListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_category: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_category_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecordResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_category: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryReplaceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_category: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedRecordResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    category_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restore_category: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the version to restore */
                revision: number;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryRecordResponse"];
                };
            };
            /** @description The deletion itself cannot be restored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_claims: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    id?: number;
                    reason?: string;
                    /** Format: date-time */
                    reviewedAt?: string;
                    reviewedBy?: string;
                    status?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /** @description pending (default, also empty), approved, rejected, applied, dismissed, answered or any */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueListResponse"] | components["schemas"]["PartialQueueListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    approve_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimApproval"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description The body is not the JSON this operation reads (malformed, or not `application/json`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such claim or store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reject_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description No reason */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such claim */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_enquiries: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    id?: number;
                    reason?: string;
                    /** Format: date-time */
                    reviewedAt?: string;
                    reviewedBy?: string;
                    status?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /** @description pending (default, also empty), approved, rejected, applied, dismissed, answered or any */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueListResponse"] | components["schemas"]["PartialQueueListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    answer_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such enquiry */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already answered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_event_records: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    city?: string;
                    description?: string;
                    documentId?: string;
                    /** Format: date-time */
                    endDate?: string;
                    hotspot?: string;
                    id?: number;
                    slug?: string;
                    /** Format: date-time */
                    startDate?: string;
                    state?: string;
                    title?: string;
                    url?: string;
                    venue?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordListResponse"] | components["schemas"]["PartialEventRecordListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_event_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_event: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventReplaceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_event: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedRecordResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    event_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restore_event: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the version to restore */
                revision: number;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordResponse"];
                };
            };
            /** @description The deletion itself cannot be restored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    geocode: {
        parameters: {
            query: {
                /** @description The town, used when nothing is known of the ZIP code */
                city?: string;
                /** @description Two-letter state code, with `city` */
                state?: string;
                /** @description 5 digits (fewer are padded with zeros; ZIP+4 is cut to 5) */
                zip: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeocodeResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not a ZIP code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No position known for it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_guide_records: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    author?: string;
                    body?: string;
                    coverAlt?: string;
                    coverUrl?: string;
                    documentId?: string;
                    draft?: boolean;
                    id?: number;
                    /** Format: date-time */
                    publishedAt?: string;
                    slug?: string;
                    summary?: string;
                    tags?: string;
                    title?: string;
                    /** Format: date-time */
                    updatedAt?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideRecordListResponse"] | components["schemas"]["PartialGuideRecordListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_guide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_guide_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideRecordResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_guide: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideReplaceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_guide: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedRecordResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    guide_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restore_guide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the version to restore */
                revision: number;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideRecordResponse"];
                };
            };
            /** @description The deletion itself cannot be restored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_hotspot_records: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    bestTimeToVisit?: string;
                    description?: string;
                    documentId?: string;
                    id?: number;
                    latitude?: number;
                    longitude?: number;
                    name?: string;
                    radiusKm?: number;
                    slug?: string;
                    state?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotRecordListResponse"] | components["schemas"]["PartialHotspotRecordListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_hotspot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotspotCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_hotspot_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotRecordResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_hotspot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotspotReplaceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotRecordResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_hotspot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The version read */
                "If-Match"?: string | null;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedRecordResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    hotspot_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restore_hotspot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the version to restore */
                revision: number;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotRecordResponse"];
                };
            };
            /** @description The deletion itself cannot be restored */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    import_file: {
        parameters: {
            query?: {
                /** @description `true` (the default): read and report, write nothing; `false`: import */
                dryRun?: boolean;
                /** @description The file's name: gives the format (by its extension) and names the file in the report */
                fileName?: string;
                /** @description `csv`, `json` or `geojson`; by default the file name's extension (and the content) decides */
                format?: string;
                /** @description The top of the scale the file's ratings are on: 5 for stars (4.4 becomes 8.8), 10 (the default) for the directory's own; a CSV `rating_scale` column overrides it row by row */
                ratingScale?: number;
                /** @description The stores' `source` (case folded); by default the format's: `csv`, `json` or `osm`. Re-imports match stores by `source` and `sourceId`, so give one list one source whatever its file is called */
                source?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file's bytes, as they are */
        requestBody?: {
            content: {
                "application/geo+json": unknown;
                "application/json": unknown;
                "application/octet-stream": unknown;
                "text/csv": unknown;
            };
        };
        responses: {
            /** @description What the import did, or would do */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileImportResponse"];
                };
            };
            /** @description A bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The file is larger than the import limit (64 MiB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A file that cannot be read at all (unknown format, unrecognised CSV header, not JSON), or an empty one */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Not a sign-in body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Wrong e-mail address or password, or a disabled account */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many failed attempts: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_reports: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    id?: number;
                    reason?: string;
                    /** Format: date-time */
                    reviewedAt?: string;
                    reviewedBy?: string;
                    status?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /** @description pending (default, also empty), approved, rejected, applied, dismissed, answered or any */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueListResponse"] | components["schemas"]["PartialQueueListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    apply_report: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store's version as the report showed it */
                "If-Match"?: string | null;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportApplication"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Invalid store: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such report, or its store is gone */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The store changed after the version in If-Match */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    dismiss_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description The body is not the JSON this operation reads (malformed, or not `application/json`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such report */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Asked with the admin token, which signs no one in: there is no session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_editor_stores: {
        parameters: {
            query?: {
                /** @description Category slug */
                category?: string;
                featured?: boolean;
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    city?: string;
                    documentId?: string;
                    featured?: boolean;
                    id?: number;
                    isSample?: boolean;
                    name?: string;
                    slug?: string;
                    state?: string;
                    status?: string;
                    /** Format: date-time */
                    updatedAt?: string;
                    verified?: boolean;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description Words the name, city or state code contains */
                q?: string;
                /** @description Only the generated sample stores, or only real ones */
                sample?: boolean;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /** @description State code */
                state?: string;
                /** @description `draft`, `published` or `any` (also empty) */
                status?: string;
                verified?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreListResponse"] | components["schemas"]["PartialEditorStoreListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_editor_store: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId, slug or an old slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    verify_store: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_submissions: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    id?: number;
                    reason?: string;
                    /** Format: date-time */
                    reviewedAt?: string;
                    reviewedBy?: string;
                    status?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /** @description pending (default, also empty), approved, rejected, applied, dismissed, answered or any */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueListResponse"] | components["schemas"]["PartialQueueListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    approve_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmissionApproval"];
            };
        };
        responses: {
            /** @description Approved: `store` is the new store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description Invalid store: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided, or the slug is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reject_submission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueueDetailResponse"];
                };
            };
            /** @description No reason */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such submission */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_users: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    canAdminister?: boolean;
                    /** Format: date-time */
                    createdAt?: string;
                    disabled?: boolean;
                    email?: string;
                    /** Format: date-time */
                    lastLoginAt?: string;
                    role?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountListResponse"] | components["schemas"]["PartialAccountListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    add_user: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAccountRequest"];
            };
        };
        responses: {
            /** @description The account and its password (shown once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPasswordResponse"];
                };
            };
            /** @description Not an e-mail address, or an unknown role */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The address has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    disable_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description One's own account */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    enable_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPasswordResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database cannot take the request now (`Retry-After` says when to try again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    catalog_version: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogVersion"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query string too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_categories: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    description?: string;
                    documentId?: string;
                    id?: number;
                    name?: string;
                    slug?: string;
                    storeCount?: number;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryListResponse"] | components["schemas"]["PartialCategoryListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_category_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryDocumentCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_category: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published";
            };
            header?: never;
            path: {
                /** @description documentId (the slug), e.g. furniture */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"] | components["schemas"]["PartialCategoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such category */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_category_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: {
                /** @description The console's version read */
                "If-Match"?: string | null;
            };
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryDocumentChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_category_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDocumentResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_claim_requests: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    email?: string;
                    id?: number;
                    name?: string;
                    note?: string;
                    phone?: string;
                    role?: string;
                    status?: string;
                    store?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Claim requests, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionListResponse"] | components["schemas"]["PartialFormSubmissionListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    claim_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClaimRequestBody"];
            };
        };
        responses: {
            /** @description Stored, waiting for review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceiptResponse"];
                };
            };
            /** @description Field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many submissions; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_contact_requests: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    business?: string;
                    /** Format: date-time */
                    createdAt?: string;
                    email?: string;
                    id?: number;
                    message?: string;
                    name?: string;
                    status?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contact requests, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionListResponse"] | components["schemas"]["PartialFormSubmissionListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    contact_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequestBody"];
            };
        };
        responses: {
            /** @description Stored, waiting for review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceiptResponse"];
                };
            };
            /** @description Field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many submissions; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_signups: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    /** Format: date-time */
                    createdAt?: string;
                    email?: string;
                    id?: number;
                    source?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description Text the address contains */
                q?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signups, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupListResponse"] | components["schemas"]["PartialSignupListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_signup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedSignupResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such signup */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    export_signups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV with a header row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupRequest"];
            };
        };
        responses: {
            /** @description Subscribed, or already subscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            /** @description Invalid e-mail or source */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many signups from this address; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_events: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    city?: string;
                    description?: string;
                    documentId?: string;
                    /** Format: date-time */
                    endDate?: string;
                    hotspot?: string;
                    id?: number;
                    slug?: string;
                    /** Format: date-time */
                    startDate?: string;
                    state?: string;
                    stateName?: string;
                    title?: string;
                    url?: string;
                    venue?: string;
                };
                /** @description Hotspot slug */
                hotspot?: string;
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published";
                /** @description Default true */
                upcoming?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListResponse"] | components["schemas"]["PartialEventListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `hotspot` names a town the catalogue does not have; or page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_event_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventDocumentCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_event: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published";
            };
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"] | components["schemas"]["PartialEventResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such event */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_event_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: {
                /** @description The console's version read */
                "If-Match"?: string | null;
            };
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventDocumentChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_event_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDocumentResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_guides: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    author?: string;
                    coverAlt?: string;
                    coverUrl?: string;
                    documentId?: string;
                    id?: number;
                    /** Format: date-time */
                    publishedAt?: string;
                    readingMinutes?: number;
                    slug?: string;
                    summary?: string;
                    tags?: string;
                    title?: string;
                    /** Format: date-time */
                    updatedAt?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideListResponse"] | components["schemas"]["PartialGuideListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_guide_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideDocumentCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_guide: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published" | "draft";
            };
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"] | components["schemas"]["PartialGuideResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such guide */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_guide_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: {
                /** @description The console's version read */
                "If-Match"?: string | null;
            };
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GuideDocumentChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuideResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_guide_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDocumentResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_hotspots: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    bestTimeToVisit?: string;
                    description?: string;
                    documentId?: string;
                    id?: number;
                    latitude?: number;
                    longitude?: number;
                    name?: string;
                    radiusKm?: number;
                    slug?: string;
                    state?: string;
                    stateName?: string;
                    storeCount?: number;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotListResponse"] | components["schemas"]["PartialHotspotListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_hotspot_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotspotDocumentCreateRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The slug is taken (`details.errors`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_hotspot: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published";
            };
            header?: never;
            path: {
                /** @description documentId (the slug), e.g. round-top-tx */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotResponse"] | components["schemas"]["PartialHotspotResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such hotspot */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_hotspot_document: {
        parameters: {
            query?: {
                /** @description `draft` (guides only) or `published` */
                status?: string;
            };
            header?: {
                /** @description The console's version read */
                "If-Match"?: string | null;
            };
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HotspotDocumentChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HotspotResponse"];
                };
            };
            /** @description Invalid: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Changed by someone else since it was read */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Names a category or town the catalogue does not have, or dates out of order (`details.errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_hotspot_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description documentId (the slug) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDocumentResponse"];
                };
            };
            /** @description No admin token or session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such document */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    top_stores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description e.g. round-top-tx */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hotspot and its stores in rank order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopStoresResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such hotspot */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    import: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A catalogue as written by `antiques export` */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Catalog"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResponse"];
                };
            };
            /** @description Not a catalogue: no `stores`, a member it does not have, or a store that is not an object */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an admin's session (an editor's session is refused), or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A unique key is taken (e.g. a state slug), or the batch names a store twice */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description An entry other than a store that cannot be read (a date that is not one); stores that cannot be read are reported in `rejected` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_regions: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    description?: string;
                    documentId?: string;
                    id?: number;
                    name?: string;
                    slug?: string;
                    storeCount?: number;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionListResponse"] | components["schemas"]["PartialRegionListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_region: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published";
            };
            header?: never;
            path: {
                /** @description documentId (the slug), e.g. south */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionResponse"] | components["schemas"]["PartialRegionResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such region */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_states: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    code?: string;
                    documentId?: string;
                    id?: number;
                    name?: string;
                    region?: string;
                    regionName?: string;
                    slug?: string;
                    storeCount?: number;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateListResponse"] | components["schemas"]["PartialStateListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_state: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published";
            };
            header?: never;
            path: {
                /** @description documentId (the slug) or code, e.g. texas or TX */
                slugOrCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateResponse"] | components["schemas"]["PartialStateResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such state */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_store_submissions: {
        parameters: {
            query?: {
                /** @description Fields to send: `fields=email,createdAt` or `fields[0]=email`. */
                fields?: string;
                /** @description Strapi filters on the fields of the list's items (docs/api.md). */
                filters?: {
                    address?: string;
                    city?: string;
                    /** Format: date-time */
                    createdAt?: string;
                    description?: string;
                    email?: string;
                    id?: number;
                    name?: string;
                    phone?: string;
                    specialties?: string;
                    state?: string;
                    status?: string;
                    website?: string;
                    zipCode?: string;
                };
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, or a list of the item's relations (`fields`, `store`), sent by default too. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Submissions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionListResponse"] | components["schemas"]["PartialFormSubmissionListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    store_submission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreSubmissionRequest"];
            };
        };
        responses: {
            /** @description Stored, waiting for review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceiptResponse"];
                };
            };
            /** @description Field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many submissions; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    list_stores: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come): `fields=name,city` or `fields[0]=name`. */
                fields?: string;
                /**
                 * @description Strapi filters: `filters[field][$op]=value`, `filters[field]=value` ($eq),
                 *     `filters[$or][0][field][$eq]=…`, `$and`, `$not`, relations as
                 *     `filters[categories][slug][$eq]=…`. Operators: $eq $eqi $ne $nei $lt $lte $gt $gte $in
                 *     $notIn $contains $notContains $containsi $notContainsi $null $notNull $between $startsWith
                 *     $startsWithi $endsWith $endsWithi.
                 */
                filters?: {
                    address?: string;
                    city?: string;
                    /** Format: date-time */
                    createdAt?: string;
                    description?: string;
                    displayRating?: number;
                    documentId?: string;
                    emails?: string;
                    enhancedDescription?: string;
                    featured?: boolean;
                    fullAddress?: string;
                    googlePlaceId?: string;
                    hasDetailedInsights?: boolean;
                    hasEnhancedData?: boolean;
                    hasMap?: boolean;
                    hasPhone?: boolean;
                    hasWebsite?: boolean;
                    id?: number;
                    isSample?: boolean;
                    /** Format: date-time */
                    lastVerifiedAt?: string;
                    latitude?: number;
                    longitude?: number;
                    mapUrl?: string;
                    name?: string;
                    placeId?: string;
                    /** Format: date-time */
                    publishedAt?: string;
                    rating?: number;
                    region?: string;
                    slug?: string;
                    source?: string;
                    sourceId?: string;
                    state?: string;
                    stateName?: string;
                    /** Format: date-time */
                    updatedAt?: string;
                    verified?: boolean;
                    websites?: string;
                    zipCode?: string;
                };
                /** @description `en`, the one locale. */
                locale?: "en";
                /** @description Items to send (offset paging); -1 for as many as allowed. */
                "pagination[limit]"?: number | -1;
                /** @description Page number, from 1 (page paging). */
                "pagination[page]"?: number;
                /** @description Items per page (page paging; default 100, or the list's own). */
                "pagination[pageSize]"?: number;
                /** @description Items to skip, from 0 (offset paging). */
                "pagination[start]"?: number;
                /** @description Accepted; counts are always sent. */
                "pagination[withCount]"?: boolean;
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `field:asc|desc`, several joined by commas, or `sort[0]=…&sort[1]=…`. */
                sort?: string;
                /**
                 * @description `published` (default), or `draft` for the latest version of every document, drafts
                 *     included (stores and guides; the admin token or an editor's session).
                 */
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summaries, or full stores with `populate` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreListResponse"] | components["schemas"]["PartialStoreListResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `filters` names a state, region, category or hotspot town the catalogue does not have, or filters and sort together read more than three fields of whole stores; or page and offset pagination in one request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    create_store: {
        parameters: {
            query?: {
                /** @description `draft` keeps the new store off the public site until it is published */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreCreateRequest"];
            };
        };
        responses: {
            /** @description The new store */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCreateResponse"];
                };
            };
            /** @description Invalid store: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    get_store: {
        parameters: {
            query?: {
                /** @description Fields to send (`id` and `documentId` always come). */
                fields?: string;
                /** @description `en`. */
                locale?: "en";
                /** @description `*`, a list of relations and components, or `populate[name]=true`. */
                populate?: string;
                /** @description `published` (default), or `draft` (stores and guides; editors only). */
                status?: "published" | "draft";
            };
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The full store and `meta.nearby` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreDetailResponse"] | components["schemas"]["PartialStoreDetailResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    update_store: {
        parameters: {
            query?: never;
            header?: {
                /** @description The store's version as read (`meta.version` of `GET /api/admin/stores/{id}`) */
                "If-Match"?: string | null;
            };
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreChangeRequest"];
            };
        };
        responses: {
            /** @description The store; `meta.outcome` says whether it changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreUpdateResponse"];
                };
            };
            /** @description Invalid store: field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Slug taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The store changed after the version in If-Match: nothing was saved */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A store as documented the directory cannot take (a state or category it does not have, a phone number that is not a US one, hours that cannot be read): field errors in `details.errors` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    delete_store: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedStoreResponse"];
                };
            };
            /** @description An identifier that is not UTF-8, or a query string too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug; a deleted store's documentId */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug; a deleted store's documentId */
                id: string;
                /** @description The id of the version to restore */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditorStoreResponse"];
                };
            };
            /** @description A version that cannot be restored (the deletion itself) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, or a session that ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Neither the admin token nor an account's session, or a session's change without its CSRF token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store or version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Its slug is now another store's */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    report_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id, documentId or slug of a published store */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeReportRequest"];
            };
        };
        responses: {
            /** @description Queued for review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormReceiptResponse"];
                };
            };
            /** @description Field errors in `details.errors` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many reports; `Retry-After` says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Database unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    by_slugs: {
        parameters: {
            query: {
                /** @description 1 to 100 store slugs separated by commas: current slugs, or slugs stores had before they were renamed */
                slugs: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summaries with `askedSlug`, in the order asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoresBySlugResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No slugs, an empty one, or more than 100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    letters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LettersResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    map: {
        parameters: {
            query?: {
                /** @description Category slug */
                category?: string;
                /** @description Hotspot town slug: the stores belonging to it */
                hotspot?: string;
                /** @description State code */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A state, category or hotspot town the catalogue does not have */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    name_search: {
        parameters: {
            query: {
                /** @description From 1 */
                page?: number;
                /** @description 1..100, default 10 */
                pageSize?: number;
                /** @description 1..200 characters, not only spaces */
                query: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NameSearchResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or too long query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    near: {
        parameters: {
            query: {
                /** @description Latitude */
                lat: number;
                /** @description 1..100, default 20 */
                limit?: number;
                /** @description Longitude */
                lng: number;
                /** @description 1..500, default 50 */
                radiusKm?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Summaries with `distanceKm`, nearest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or bad coordinates */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    reference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description Summaries, best match first (without words or a place: featured, then rating, then name) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description Bad body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Body too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description `location` names a state, region or hotspot town the catalogue does not have, or `filters` a feature or category it does not have */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapResponse"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query parameter */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The text `ok` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query string too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query string too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No token, while the service requires its read token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A token that is neither the read token nor the admin token */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not modified: `If-None-Match` holds the answer's `ETag` (no body) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A query string too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database does not answer, or does not take writes */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
