CREATE TABLE "token_families" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_seed" text;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_client_id_auth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."auth_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_families_customer" ON "token_families" USING btree ("customer_id");--> statement-breakpoint
-- Every existing sign-in becomes a family, revoked when all its tokens were. Access tokens of a
-- family with no refresh token (issued outside a code exchange) get one too.
INSERT INTO "token_families" ("id", "customer_id", "client_id", "created_at", "expires_at", "revoked_at")
SELECT "family_id", min("customer_id"), min("client_id"), min("created_at"), max("expires_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM (
  SELECT "family_id", "customer_id", "client_id", "created_at", "expires_at", "revoked_at"
  FROM "refresh_tokens"
  UNION ALL
  SELECT a."family_id", a."customer_id", a."client_id", a."created_at", a."expires_at", a."revoked_at"
  FROM "access_tokens" AS a
  WHERE NOT EXISTS (SELECT 1 FROM "refresh_tokens" AS r WHERE r."family_id" = a."family_id")
) AS "tokens"
GROUP BY "family_id";--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;