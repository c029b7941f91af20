ALTER TABLE "orders" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Calendar files written before this counted SEQUENCE in seconds of updated_at: starting from the
-- same number keeps every booking's next file above what a calendar already took.
UPDATE "orders" SET "revision" = extract(epoch from "updated_at")::integer;--> statement-breakpoint
UPDATE "event_bookings" SET "revision" = extract(epoch from "updated_at")::integer;
