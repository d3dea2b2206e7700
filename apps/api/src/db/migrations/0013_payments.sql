CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"account_number" text,
	"bank_reference" text,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_provider_id_key" UNIQUE("provider","provider_id"),
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount" >= 0),
	CONSTRAINT "bank_transfers_outcome_check" CHECK ("bank_transfers"."outcome" in ('paid', 'underpaid', 'overpaid', 'late', 'unmatched', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_received" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_received_at_idx" ON "bank_transfers" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_order_id_idx" ON "bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_transfers_expiry_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_status" = 'unpaid' and "orders"."payment_method" = 'bank_transfer';--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("created_at") WHERE "orders"."refund_due" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_amounts_check" CHECK ("orders"."amount_received" >= 0 and "orders"."refund_due" >= 0);