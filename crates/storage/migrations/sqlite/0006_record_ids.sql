-- Every reference record gets a numeric id, as stores have (SQLite). Keep in step with
-- ../postgres/0006_record_ids.sql. Records written before keep the order they were written in; a new
-- record gets the next id (a trigger, since SQLite cannot add a column with a computed default).

ALTER TABLE regions ADD COLUMN id INTEGER;
UPDATE regions SET id = rowid;
CREATE UNIQUE INDEX regions_id ON regions (id);
CREATE TRIGGER regions_next_id AFTER INSERT ON regions WHEN NEW.id IS NULL
BEGIN
    UPDATE regions SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM regions) WHERE rowid = NEW.rowid;
END;

ALTER TABLE states ADD COLUMN id INTEGER;
UPDATE states SET id = rowid;
CREATE UNIQUE INDEX states_id ON states (id);
CREATE TRIGGER states_next_id AFTER INSERT ON states WHEN NEW.id IS NULL
BEGIN
    UPDATE states SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM states) WHERE rowid = NEW.rowid;
END;

ALTER TABLE hotspots ADD COLUMN id INTEGER;
UPDATE hotspots SET id = rowid;
CREATE UNIQUE INDEX hotspots_id ON hotspots (id);
CREATE TRIGGER hotspots_next_id AFTER INSERT ON hotspots WHEN NEW.id IS NULL
BEGIN
    UPDATE hotspots SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM hotspots) WHERE rowid = NEW.rowid;
END;

ALTER TABLE categories ADD COLUMN id INTEGER;
UPDATE categories SET id = rowid;
CREATE UNIQUE INDEX categories_id ON categories (id);
CREATE TRIGGER categories_next_id AFTER INSERT ON categories WHEN NEW.id IS NULL
BEGIN
    UPDATE categories SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM categories) WHERE rowid = NEW.rowid;
END;

ALTER TABLE guides ADD COLUMN id INTEGER;
UPDATE guides SET id = rowid;
CREATE UNIQUE INDEX guides_id ON guides (id);
CREATE TRIGGER guides_next_id AFTER INSERT ON guides WHEN NEW.id IS NULL
BEGIN
    UPDATE guides SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM guides) WHERE rowid = NEW.rowid;
END;

ALTER TABLE events ADD COLUMN id INTEGER;
UPDATE events SET id = rowid;
CREATE UNIQUE INDEX events_id ON events (id);
CREATE TRIGGER events_next_id AFTER INSERT ON events WHEN NEW.id IS NULL
BEGIN
    UPDATE events SET id = (SELECT COALESCE(MAX(id), 0) + 1 FROM events) WHERE rowid = NEW.rowid;
END;
