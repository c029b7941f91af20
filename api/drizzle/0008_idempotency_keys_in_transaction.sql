-- A claim is now a lock held by the working transaction, and a row is only ever written with its
-- answer: claims left in flight by the old scheme belong to requests that are over.
DELETE FROM "idempotency_keys" WHERE "status" = 'in_flight';--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_done";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "status";--> statement-breakpoint
DROP TYPE "public"."idempotency_status";