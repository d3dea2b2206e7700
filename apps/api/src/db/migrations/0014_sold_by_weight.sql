ALTER TABLE "products" ADD COLUMN "unit_step_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_min_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_price_per_kg" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_sale_price_per_kg" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "step_grams" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_per_kg" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picked_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_unit_check" CHECK (("products"."unit_kind" = 'weight') = ("products"."unit_step_grams" is not null and "products"."unit_price_per_kg" is not null));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_picked_grams_check" CHECK ("order_lines"."picked_grams" is null or "order_lines"."picked_grams" > 0);