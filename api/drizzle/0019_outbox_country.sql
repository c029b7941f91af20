ALTER TABLE "outbox_messages" ADD COLUMN "country" char(2);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Messages still waiting learn the country of the venue they are about (issue 42 item 15), so the
-- deployment serving it sends them; account messages stay without one.
UPDATE "outbox_messages" AS m SET "country" = c."country_code"
FROM "orders" AS o
JOIN "branches" AS b ON b."id" = o."branch_id"
JOIN "cities" AS c ON c."id" = b."city_id"
WHERE m."sent_at" IS NULL AND m."failed_at" IS NULL
  AND m."payload" #>> '{page,order}' = o."guid"::text;--> statement-breakpoint
UPDATE "outbox_messages" AS m SET "country" = c."country_code"
FROM "event_bookings" AS eb
JOIN "group_events" AS e ON e."id" = eb."event_id"
JOIN "branches" AS b ON b."id" = e."branch_id"
JOIN "cities" AS c ON c."id" = b."city_id"
WHERE m."sent_at" IS NULL AND m."failed_at" IS NULL
  AND m."payload" #>> '{page,eventBooking}' = eb."guid"::text;--> statement-breakpoint
UPDATE "outbox_messages" AS m SET "country" = c."country_code"
FROM "branches" AS b
JOIN "cities" AS c ON c."id" = b."city_id"
WHERE m."sent_at" IS NULL AND m."failed_at" IS NULL
  AND m."kind" LIKE 'giftCard.%' AND m."payload" ->> 'slug' = b."slug";
