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
   ));