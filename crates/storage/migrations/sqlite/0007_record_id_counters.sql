-- A deleted record's id is never given again (SQLite). Keep in step with ../postgres/0007_record_id_counters.sql.
-- The triggers of 0006 numbered a new record after the highest id, so deleting the newest record
-- handed its id to the next one; a counter per table only ever goes up, as PostgreSQL's identity
-- columns do.

CREATE TABLE record_id_counters (name TEXT PRIMARY KEY, last INTEGER NOT NULL);

INSERT INTO record_id_counters (name, last) SELECT 'regions', COALESCE(MAX(id), 0) FROM regions;
DROP TRIGGER regions_next_id;
CREATE TRIGGER regions_next_id AFTER INSERT ON regions WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'regions';
    UPDATE regions SET id = (SELECT last FROM record_id_counters WHERE name = 'regions') WHERE rowid = NEW.rowid;
END;

INSERT INTO record_id_counters (name, last) SELECT 'states', COALESCE(MAX(id), 0) FROM states;
DROP TRIGGER states_next_id;
CREATE TRIGGER states_next_id AFTER INSERT ON states WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'states';
    UPDATE states SET id = (SELECT last FROM record_id_counters WHERE name = 'states') WHERE rowid = NEW.rowid;
END;

INSERT INTO record_id_counters (name, last) SELECT 'hotspots', COALESCE(MAX(id), 0) FROM hotspots;
DROP TRIGGER hotspots_next_id;
CREATE TRIGGER hotspots_next_id AFTER INSERT ON hotspots WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'hotspots';
    UPDATE hotspots SET id = (SELECT last FROM record_id_counters WHERE name = 'hotspots') WHERE rowid = NEW.rowid;
END;

INSERT INTO record_id_counters (name, last) SELECT 'categories', COALESCE(MAX(id), 0) FROM categories;
DROP TRIGGER categories_next_id;
CREATE TRIGGER categories_next_id AFTER INSERT ON categories WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'categories';
    UPDATE categories SET id = (SELECT last FROM record_id_counters WHERE name = 'categories') WHERE rowid = NEW.rowid;
END;

INSERT INTO record_id_counters (name, last) SELECT 'guides', COALESCE(MAX(id), 0) FROM guides;
DROP TRIGGER guides_next_id;
CREATE TRIGGER guides_next_id AFTER INSERT ON guides WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'guides';
    UPDATE guides SET id = (SELECT last FROM record_id_counters WHERE name = 'guides') WHERE rowid = NEW.rowid;
END;

INSERT INTO record_id_counters (name, last) SELECT 'events', COALESCE(MAX(id), 0) FROM events;
DROP TRIGGER events_next_id;
CREATE TRIGGER events_next_id AFTER INSERT ON events WHEN NEW.id IS NULL
BEGIN
    UPDATE record_id_counters SET last = last + 1 WHERE name = 'events';
    UPDATE events SET id = (SELECT last FROM record_id_counters WHERE name = 'events') WHERE rowid = NEW.rowid;
END;
