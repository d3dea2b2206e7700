ALTER TABLE "products" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_kind" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_label" text DEFAULT 'phần' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_label_en" text DEFAULT 'portion';--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_kind" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_label" text DEFAULT 'phần' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "unit_label_en" text DEFAULT 'portion';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_kind_check" CHECK ("products"."unit_kind" in ('piece', 'weight'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_kind_check" CHECK ("order_lines"."unit_kind" in ('piece', 'weight'));