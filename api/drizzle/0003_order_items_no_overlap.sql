-- THE booking rule (architecture.md, "Bookings without double booking"): two active items of one
-- master never overlap, whatever races the api has. `during` is [starts_at, ends_at), so touching
-- items (10:00–10:30, 10:30–11:00) fit. A cancelled order sets its items' active to false, which
-- takes them out of the constraint and frees the time. A violation fails with SQLSTATE 23P01
-- (exclusion_violation). btree_gist (migration 0000) supplies the `=` operator class for integers
-- inside GiST. The constraint's index also serves availability lookups by master and period.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_no_overlap"
  EXCLUDE USING gist ("master_id" WITH =, "during" WITH &&) WHERE ("active");
