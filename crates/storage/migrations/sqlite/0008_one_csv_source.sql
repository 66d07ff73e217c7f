-- Stores imported from CSV were given the source `csv:<file name>`, so a renamed file doubled its
-- stores. CSV rows are now of the source `csv` (or one the import names); each `csv:<file>` store
-- becomes a `csv` one unless a `csv` store, or an earlier `csv:<file>` store, already has its
-- source_id (the copies a renamed file made keep their old source and can be deleted).
UPDATE stores SET source = 'csv'
WHERE source LIKE 'csv:%'
  AND source_id IS NOT NULL
  AND id IN (SELECT MIN(id) FROM stores WHERE source LIKE 'csv:%' AND source_id IS NOT NULL GROUP BY source_id)
  AND NOT EXISTS (SELECT 1 FROM stores AS other WHERE other.source = 'csv' AND other.source_id = stores.source_id);
