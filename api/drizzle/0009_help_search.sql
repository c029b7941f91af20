-- Help-center search documents, one per language (modules/content/helpSearch.ts writes them;
-- api fills those of articles written before this at its next start).
ALTER TABLE "help_articles" ADD COLUMN "search_en" "tsvector";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "search_sr" "tsvector";--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "search_ru" "tsvector";--> statement-breakpoint
CREATE INDEX "help_articles_search_en" ON "help_articles" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "help_articles_search_sr" ON "help_articles" USING gin ("search_sr");--> statement-breakpoint
CREATE INDEX "help_articles_search_ru" ON "help_articles" USING gin ("search_ru");