-- Typo tolerance (issue 42 item 20): search_words, the words the searches know, looked up by
-- pg_trgm similarity (migration 0014 created the extension; PGlite loads it in src/db/connect.ts).
-- GIN indexes without a pending list: PGlite never vacuums, and scanning the list was slow.
CREATE TABLE "search_words" (
	"lexicon" text NOT NULL,
	"word" text NOT NULL,
	"phrase" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "search_words_lexicon_word_phrase_pk" PRIMARY KEY("lexicon","word","phrase"),
	CONSTRAINT "search_words_lexicon" CHECK (lexicon in ('catalog', 'help:en', 'help:sr', 'help:ru'))
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "services_search_trgm" ON "services" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
-- The words of folded texts (text/searchText.ts: names after '|', words after a space): each
-- word, and each two neighbours in a name written together ('gift card' also as 'giftcard'), so
-- a search for 'giftcard' finds 'gift card' and one for 'hair cut' finds 'haircut'. Each once per
-- text: `uses` counts the texts that hold a word.
CREATE FUNCTION "search_words_of"("folded" text)
RETURNS TABLE("word" text, "phrase" text) LANGUAGE sql IMMUTABLE AS $$
  select distinct pair.word, pair.phrase
  from unnest(string_to_array("folded", '|')) as names(name),
    lateral (
      select w, lead(w) over (order by i) as next
      from unnest(string_to_array(name, ' ')) with ordinality as words(w, i)
    ) as neighbours,
    lateral (values (w, w), (w || next, w || ' ' || next)) as pair(word, phrase)
  where w <> '' and pair.word is not null
$$;--> statement-breakpoint
-- Counts the words of texts added to a lexicon and of texts taken out of it; a word no text
-- holds any more is deleted.
CREATE FUNCTION "search_words_count"("into_lexicon" text, "added" text[], "removed" text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so writers that share words lock their rows in the same order.
  INSERT INTO "search_words" ("lexicon", "word", "phrase", "uses")
    SELECT "into_lexicon", f.word, f.phrase, sum(t.sign)::integer
    FROM (SELECT a, 1 FROM unnest("added") AS a UNION ALL SELECT r, -1 FROM unnest("removed") AS r)
      AS t(folded, sign), search_words_of(t.folded) AS f
    GROUP BY f.word, f.phrase HAVING sum(t.sign) <> 0
    ORDER BY f.word, f.phrase
  ON CONFLICT ("lexicon", "word", "phrase")
    DO UPDATE SET "uses" = "search_words"."uses" + excluded."uses";
  IF cardinality("removed") > 0 THEN
    DELETE FROM "search_words" s
      USING (SELECT f.word, f.phrase FROM unnest("removed") AS r, search_words_of(r) AS f) AS gone
      WHERE s."lexicon" = "into_lexicon" AND s."word" = gone.word
        AND s."phrase" = gone.phrase AND s."uses" <= 0;
  END IF;
END $$;--> statement-breakpoint
-- Venue and treatment names: every row counts; an update counts only rows whose names changed
-- (every review updates its branch's rating).
CREATE FUNCTION "search_words_of_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_count('catalog', array(SELECT search_text FROM new_rows), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_words_count('catalog', '{}', array(SELECT search_text FROM old_rows));
  ELSE
    PERFORM search_words_count('catalog',
      array(SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.search_text <> o.search_text),
      array(SELECT o.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.search_text <> o.search_text));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Service names: only active services, which are the ones the search finds.
CREATE FUNCTION "search_words_of_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_words_count('catalog',
      array(SELECT search_text FROM new_rows WHERE is_active), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_words_count('catalog', '{}',
      array(SELECT search_text FROM old_rows WHERE is_active));
  ELSE
    PERFORM search_words_count('catalog',
      array(SELECT n.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.is_active AND (n.search_text <> o.search_text OR NOT o.is_active)),
      array(SELECT o.search_text FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.is_active AND (n.search_text <> o.search_text OR NOT n.is_active)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables has one event, hence three per table.
CREATE TRIGGER "branches_add_search_words" AFTER INSERT ON "branches"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "branches_renew_search_words" AFTER UPDATE ON "branches"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "branches_drop_search_words" AFTER DELETE ON "branches"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "categories_add_search_words" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "categories_renew_search_words" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "categories_drop_search_words" AFTER DELETE ON "categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_names"();--> statement-breakpoint
CREATE TRIGGER "services_add_search_words" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_services"();--> statement-breakpoint
CREATE TRIGGER "services_renew_search_words" AFTER UPDATE ON "services"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_services"();--> statement-breakpoint
CREATE TRIGGER "services_drop_search_words" AFTER DELETE ON "services"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_services"();--> statement-breakpoint
SELECT search_words_count('catalog',
  array(SELECT search_text FROM "branches") || array(SELECT search_text FROM "categories")
    || array(SELECT search_text FROM "services" WHERE is_active),
  '{}');--> statement-breakpoint
-- Help articles' words are written with their search documents (modules/content/helpSearch.ts),
-- which api writes again at its next start for articles that have none.
UPDATE "help_articles" SET "search_en" = NULL, "search_sr" = NULL, "search_ru" = NULL;
