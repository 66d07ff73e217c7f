-- Buying guides written in the console start as drafts (PostgreSQL). Keep in step with ../sqlite/0005_guide_drafts.sql.
-- A draft is kept and edited but not read by the public API; guides written before this existed
-- are published.
ALTER TABLE guides ADD COLUMN draft BOOLEAN NOT NULL DEFAULT FALSE;
