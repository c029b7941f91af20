-- Issue 45: a help article's updated_at (its Article dateModified, its sitemap lastmod) is when its
-- content last changed, whoever writes it: a change of title, body or questions stamps the time,
-- unless the writer sets updated_at itself (an import carrying its own dates); re-indexing for
-- search changes none of them and stamps nothing.
CREATE FUNCTION "help_articles_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."title", NEW."body", NEW."faq") IS DISTINCT FROM (OLD."title", OLD."body", OLD."faq")
     AND NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "help_articles_touch" BEFORE UPDATE ON "help_articles"
  FOR EACH ROW EXECUTE FUNCTION "help_articles_touch"();
