CREATE TABLE "branch_name_prefixes" (
	"branch_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"country_code" char(2) NOT NULL,
	"prefix" text NOT NULL,
	"rank" smallint NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "branch_name_prefixes_branch_id_prefix_pk" PRIMARY KEY("branch_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "branch_name_prefixes" ADD CONSTRAINT "branch_name_prefixes_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_name_prefixes_city" ON "branch_name_prefixes" USING btree ("city_id","prefix","rank","search_text","branch_id");--> statement-breakpoint
CREATE INDEX "branch_name_prefixes_country" ON "branch_name_prefixes" USING btree ("country_code","prefix","rank","search_text","branch_id");--> statement-breakpoint
-- The rows of one folded search_text ('|name|other name'): each word start of each name, with
-- 1 to 12 characters from there (src/db/schema/network.ts: namePrefixLength), none ending in a
-- space (typed text is trimmed); rank 0 when a name starts with it.
CREATE FUNCTION "branch_name_prefixes_of"("search_text" text)
RETURNS TABLE("prefix" text, "rank" smallint) LANGUAGE sql IMMUTABLE AS $$
  select left(substr(name, start), n) as prefix, min(case when start = 1 then 0 else 1 end)::smallint
  from unnest(string_to_array(search_text, '|')) as name,
       generate_series(1, length(name)) as start,
       generate_series(1, least(length(name) - start + 1, 12)) as n
  where (start = 1 or substr(name, start - 1, 1) = ' ')
    and substr(name, start, 1) <> ' '
    and substr(name, start + n - 1, 1) <> ' '
  group by 1
$$;--> statement-breakpoint
CREATE FUNCTION "branches_add_name_prefixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "branch_name_prefixes" ("branch_id", "city_id", "country_code", "prefix", "rank", "search_text")
    SELECT b.id, b.city_id, c.country_code, f.prefix, f.rank, b.search_text
    FROM new_rows b JOIN "cities" c ON c.id = b.city_id, branch_name_prefixes_of(b.search_text) f;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only branches whose names or city changed: every review updates its branch's rating.
CREATE FUNCTION "branches_renew_name_prefixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "branch_name_prefixes" p USING old_rows o JOIN new_rows b ON b.id = o.id
    WHERE p.branch_id = b.id AND (o.search_text <> b.search_text OR o.city_id <> b.city_id);
  INSERT INTO "branch_name_prefixes" ("branch_id", "city_id", "country_code", "prefix", "rank", "search_text")
    SELECT b.id, b.city_id, c.country_code, f.prefix, f.rank, b.search_text
    FROM old_rows o JOIN new_rows b ON b.id = o.id JOIN "cities" c ON c.id = b.city_id,
      branch_name_prefixes_of(b.search_text) f
    WHERE o.search_text <> b.search_text OR o.city_id <> b.city_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "branches_add_name_prefixes" AFTER INSERT ON "branches"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "branches_add_name_prefixes"();--> statement-breakpoint
CREATE TRIGGER "branches_renew_name_prefixes" AFTER UPDATE ON "branches"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "branches_renew_name_prefixes"();--> statement-breakpoint
INSERT INTO "branch_name_prefixes" ("branch_id", "city_id", "country_code", "prefix", "rank", "search_text")
  SELECT b.id, b.city_id, c.country_code, f.prefix, f.rank, b.search_text
  FROM "branches" b JOIN "cities" c ON c.id = b.city_id, branch_name_prefixes_of(b.search_text) f;
