-- The change log: what each catalogue version changed, so a running instance brings its in-memory
-- snapshot up to date by re-reading only those stores instead of reloading the catalogue.
-- Every bump of catalog_version writes at least one row with the new version, so the versions in
-- this table are contiguous; old rows are pruned, and an instance that finds a gap reloads.
--   kind 'store':     the store with store_id was written or deleted;
--   kind 'reference': hotspots, categories, guides or events changed (reload those tables);
--   kind 'catalog':   anything else, or too many stores to list (reload everything).
CREATE TABLE catalog_changes (
    version  BIGINT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ('store', 'reference', 'catalog')),
    store_id BIGINT
);
CREATE INDEX catalog_changes_version ON catalog_changes (version);
