-- Nothing to do on PostgreSQL: identity columns never give a deleted record's id again. Keep in step
-- with ../sqlite/0007_record_id_counters.sql, which makes SQLite do the same.
SELECT 1;
