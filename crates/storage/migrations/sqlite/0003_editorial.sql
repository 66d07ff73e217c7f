-- Editor accounts, their sessions, the history of every editorial change and the old addresses of
-- renamed stores (SQLite). Keep in step with ../postgres/0003_editorial.sql.

-- People who run the directory. Passwords are kept only as Argon2id hashes (PHC strings).
CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    email         TEXT NOT NULL UNIQUE,
    role          TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
    password_hash TEXT NOT NULL,
    disabled      BOOLEAN NOT NULL DEFAULT FALSE,
    created_at    TEXT NOT NULL,
    last_login_at TEXT
);

-- Signed-in sessions. The token a browser holds is never stored: only its SHA-256 hash.
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Every editorial change: who (an account's e-mail, "admin token" or "command line"), when, what,
-- and the whole record before and after it (JSON; NULL before a creation and after a deletion).
--   entity: store, guide, event, hotspot, category, ...; entity_key: the store's documentId, or the slug.
CREATE TABLE revisions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    entity     TEXT NOT NULL,
    entity_key TEXT NOT NULL,
    action     TEXT NOT NULL,
    actor      TEXT NOT NULL,
    at         TEXT NOT NULL,
    before     TEXT,
    after      TEXT
);
CREATE INDEX revisions_entity ON revisions (entity, entity_key, id);

-- The slugs a store had before it was renamed: /stores/{old} keeps leading to it.
CREATE TABLE store_redirects (
    old_slug TEXT PRIMARY KEY,
    store_id BIGINT NOT NULL REFERENCES stores (id) ON DELETE CASCADE
);
CREATE INDEX store_redirects_store ON store_redirects (store_id);
