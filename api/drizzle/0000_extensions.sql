-- Extensions the schema relies on, created before any table.
-- btree_gist: bookings will carry an exclusion constraint (specialist =, time range &&) so the
-- database itself refuses double bookings; that needs btree operators inside a GiST index.
-- PGlite must be created with the extension loaded (src/db/connect.ts) for this to succeed.
CREATE EXTENSION IF NOT EXISTS btree_gist;
