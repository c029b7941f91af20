-- Trigram search for suggestions (LIKE '%|sal%' on folded names). PGlite must be created with
-- pg_trgm loaded (src/db/connect.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "branches_search_trgm" ON "branches" USING gin ("search_text" gin_trgm_ops);
