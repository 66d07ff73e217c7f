-- The review of what owners and visitors send (SQLite). Keep in step with ../postgres/0004_review.sql.

-- When an editor last confirmed a listing; shown on the store's page.
ALTER TABLE stores ADD COLUMN last_verified_at TEXT;

-- Who reviewed a submission, when, why (a rejection's reason) and the store it concerns (the store
-- an approved submission became, the store a claim was for).
ALTER TABLE store_submissions ADD COLUMN reviewed_by TEXT;
ALTER TABLE store_submissions ADD COLUMN reviewed_at TEXT;
ALTER TABLE store_submissions ADD COLUMN reason TEXT;
ALTER TABLE store_submissions ADD COLUMN store_id BIGINT;
ALTER TABLE claim_requests ADD COLUMN reviewed_by TEXT;
ALTER TABLE claim_requests ADD COLUMN reviewed_at TEXT;
ALTER TABLE claim_requests ADD COLUMN reason TEXT;
ALTER TABLE claim_requests ADD COLUMN store_id BIGINT;
ALTER TABLE contact_requests ADD COLUMN reviewed_by TEXT;
ALTER TABLE contact_requests ADD COLUMN reviewed_at TEXT;
ALTER TABLE contact_requests ADD COLUMN reason TEXT;
ALTER TABLE contact_requests ADD COLUMN store_id BIGINT;

-- "Report a change" from a store's page: what a visitor says is wrong with a listing.
CREATE TABLE change_reports (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    status      TEXT NOT NULL DEFAULT 'pending',
    payload     TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    reviewed_by TEXT,
    reviewed_at TEXT,
    reason      TEXT,
    store_id    BIGINT REFERENCES stores (id) ON DELETE CASCADE
);
CREATE INDEX change_reports_status ON change_reports (status, id);

-- The owner of a claimed store, as the approved claim gave it. Private: never in a public answer.
CREATE TABLE store_owners (
    store_id    BIGINT PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
    contact     TEXT NOT NULL,
    claim_id    BIGINT,
    verified_at TEXT NOT NULL
);
