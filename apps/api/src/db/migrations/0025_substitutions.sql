ALTER TABLE "order_lines" ADD COLUMN "substitution" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_name_en" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_unit" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_stock" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_amount" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitution_check" CHECK ("order_lines"."substitution" in ('similar', 'none'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitute_check" CHECK (("order_lines"."substitute_product_id" is null) = ("order_lines"."substitute_name" is null)
        and ("order_lines"."substitute_product_id" is null) = ("order_lines"."substitute_unit" is null)
        and ("order_lines"."substitute_product_id" is null) = ("order_lines"."substitute_quantity" is null)
        and ("order_lines"."substitute_product_id" is null) = ("order_lines"."substitute_stock" is null)
        and ("order_lines"."substitute_product_id" is null) = ("order_lines"."substitute_amount" is null)
        and ("order_lines"."substitute_quantity" is null or "order_lines"."substitute_quantity" > 0)
        and ("order_lines"."substitute_amount" is null or "order_lines"."substitute_amount" >= 0)
        and not ("order_lines"."removed" and "order_lines"."substitute_product_id" is not null));