-- Which account an audit entry is about, so that deleting the account can strip what names the person
-- (email, name) from the entries about them and their orders while the books keep the rest.
ALTER TABLE "audit_log" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_person_id_idx" ON "audit_log" USING btree ("person_id");--> statement-breakpoint
-- Entries written before: a user's entry is about that user, an order's about its customer's account.
UPDATE "audit_log" SET "person_id" = "users"."id" FROM "users"
WHERE "audit_log"."entity_type" = 'user' AND "audit_log"."entity_id" = "users"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "person_id" = "orders"."user_id" FROM "orders"
WHERE "audit_log"."entity_type" = 'order' AND "audit_log"."entity_id" = "orders"."id"::text;--> statement-breakpoint
-- And the people whose accounts were deleted before: a user that no longer exists, an order whose account is
-- gone (every order is placed signed in, so an order without one lost it to a deletion).
UPDATE "audit_log" SET "details" = "details" - array['email', 'name']::text[]
WHERE ("entity_type" = 'user' AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id"::text = "audit_log"."entity_id"))
   OR ("entity_type" = 'order' AND EXISTS (
     SELECT 1 FROM "orders" WHERE "orders"."id"::text = "audit_log"."entity_id" AND "orders"."user_id" IS NULL
   ));--> statement-breakpoint
-- Links mailed to an account's email to see and change that address's newsletter subscription: accounts are
-- not verified, so only the mailbox proves the address (see shop-messages.table, newsletterLinks).
CREATE TABLE "newsletter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_links_token_hash_key" ON "newsletter_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_links_user_id_email_idx" ON "newsletter_links" USING btree ("user_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_links_email_created_at_idx" ON "newsletter_links" USING btree ("email","created_at");