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