CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"remaining" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_ledger_remaining_check" CHECK ("points_ledger"."remaining" >= 0 and "points_ledger"."remaining" <= greatest("points_ledger"."points", 0)),
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('earned', 'spent', 'expired', 'revoked', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" bigint NOT NULL,
	"order_total" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_subtotal" bigint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"excluded_category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer,
	"total_limit" integer,
	"public" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"combinable" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'amount', 'free_delivery')),
	CONSTRAINT "promotions_uses_check" CHECK ("promotions"."uses" >= 0),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_earned" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vnd_per_point" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_valid_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "points_ledger_open_idx" ON "points_ledger" USING btree ("user_id","expires_at") WHERE "points_ledger"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_earned_once_key" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."reason" = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_promotion_order_key" ON "promotion_uses" USING btree ("promotion_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_order_idx" ON "promotion_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_user_idx" ON "promotion_uses" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_phones_idx" ON "promotion_uses" USING gin ("phones");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_key" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_window_idx" ON "promotions" USING btree ("ends_at","starts_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount" = greatest(0, "orders"."subtotal" - "orders"."discount_total" + "orders"."delivery_fee" - "orders"."points_amount") and "orders"."delivery_fee" >= 0 and "orders"."discount_total" >= 0 and "orders"."points_amount" >= 0);