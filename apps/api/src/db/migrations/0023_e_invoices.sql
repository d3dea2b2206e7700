CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"number" text,
	"series" text,
	"issued_at" timestamp with time zone,
	"lookup_code" text,
	"pdf_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_order_sequence_key" UNIQUE("order_id","sequence"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'issued', 'failed')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('original', 'adjustment')),
	CONSTRAINT "invoices_sequence_check" CHECK (("invoices"."kind" = 'original') = ("invoices"."sequence" = 0))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "vat_rate" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_buyer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_pending_idx" ON "invoices" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_vat_rate_check" CHECK ("categories"."vat_rate" in (0, 5, 8, 10));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" is null or "products"."vat_rate" in (0, 5, 8, 10));