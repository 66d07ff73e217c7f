-- The catalogue and the forms of the antique store directory (SQLite).
-- Keep in step with ../postgres/0001_initial.sql: same tables, same columns, same constraints.

CREATE TABLE regions (
    slug        TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    position    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE states (
    code     TEXT PRIMARY KEY,
    name     TEXT NOT NULL,
    slug     TEXT NOT NULL UNIQUE,
    region   TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE hotspots (
    slug              TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    state             TEXT NOT NULL,
    latitude          REAL NOT NULL,
    longitude         REAL NOT NULL,
    description       TEXT NOT NULL,
    best_time_to_visit TEXT NOT NULL,
    radius_km         REAL NOT NULL,
    position          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE categories (
    slug        TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    position    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE stores (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    document_id          TEXT NOT NULL UNIQUE,
    slug                 TEXT NOT NULL UNIQUE,
    name                 TEXT NOT NULL,
    description          TEXT,
    enhanced_description TEXT,
    address              TEXT,
    city                 TEXT NOT NULL,
    state                TEXT NOT NULL,
    zip                  TEXT,
    map_url              TEXT,
    rating               REAL,
    place_id             TEXT,
    google_place_id      TEXT,
    featured             BOOLEAN NOT NULL DEFAULT FALSE,
    verified             BOOLEAN NOT NULL DEFAULT FALSE,
    has_enhanced_data    BOOLEAN NOT NULL DEFAULT FALSE,
    lat                  REAL,
    lng                  REAL,
    nearest_hotspot_slug TEXT,
    -- JSON text: nested structures exactly as the API serialises them.
    phones               TEXT NOT NULL DEFAULT '[]',
    websites             TEXT NOT NULL DEFAULT '[]',
    emails               TEXT NOT NULL DEFAULT '[]',
    opening_hours        TEXT,
    photos               TEXT NOT NULL DEFAULT '[]',
    social_links         TEXT NOT NULL DEFAULT '[]',
    seo                  TEXT,
    nearest_hotspot      TEXT,
    store_analysis       TEXT,
    customer_sentiment   TEXT,
    source               TEXT,
    source_id            TEXT,
    -- Hash of the content (everything but ids and timestamps): an upsert with equal content is a no-op.
    content_hash         TEXT NOT NULL,
    created_at           TEXT NOT NULL,
    updated_at           TEXT NOT NULL,
    published_at         TEXT
);
CREATE UNIQUE INDEX stores_source_key ON stores (source, source_id) WHERE source_id IS NOT NULL;
CREATE INDEX stores_state ON stores (state);
CREATE INDEX stores_nearest_hotspot ON stores (nearest_hotspot_slug);

CREATE TABLE store_categories (
    store_id      INTEGER NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
    category_slug TEXT NOT NULL,
    category_name TEXT NOT NULL,
    position      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, category_slug)
);
CREATE INDEX store_categories_slug ON store_categories (category_slug);

CREATE TABLE guides (
    slug         TEXT PRIMARY KEY,
    title        TEXT NOT NULL,
    summary      TEXT NOT NULL,
    body         TEXT NOT NULL,
    cover_url    TEXT,
    cover_alt    TEXT,
    author       TEXT NOT NULL,
    tags         TEXT NOT NULL DEFAULT '[]',
    published_at TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);

CREATE TABLE events (
    slug        TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    start_date  TEXT NOT NULL,
    end_date    TEXT NOT NULL,
    venue       TEXT NOT NULL,
    city        TEXT NOT NULL,
    state       TEXT NOT NULL,
    hotspot     TEXT,
    url         TEXT
);

CREATE TABLE email_signups (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT NOT NULL UNIQUE,
    source     TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE store_submissions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    status     TEXT NOT NULL DEFAULT 'pending',
    payload    TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE claim_requests (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    status     TEXT NOT NULL DEFAULT 'pending',
    payload    TEXT NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE contact_requests (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    status     TEXT NOT NULL DEFAULT 'pending',
    payload    TEXT NOT NULL,
    created_at TEXT NOT NULL
);

-- Bumped by every write to the catalogue; instances poll it to refresh their in-memory snapshot.
CREATE TABLE catalog_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
