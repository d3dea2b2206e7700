CREATE TABLE "product_batches" (
	"code" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"packed_on" date NOT NULL,
	"origin_province" text,
	"origin_farm" text,
	"certification" text,
	"certificate_no" text,
	"certificate_valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_batches_certification_check" CHECK ("product_batches"."certification" in ('organic', 'vietgap', 'none'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_province" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_farm" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certification" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_no" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_valid_until" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packed_on" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "batch_code" text;--> statement-breakpoint
ALTER TABLE "product_batches" ADD CONSTRAINT "product_batches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_batches_product_id_idx" ON "product_batches" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_certification_check" CHECK ("products"."certification" in ('organic', 'vietgap', 'none'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_check" CHECK (("products"."origin_province" is null) = ("products"."origin_farm" is null) and ("products"."origin_province" is null) = ("products"."certification" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_certificate_check" CHECK (("products"."certification" is null or "products"."certification" = 'none') = ("products"."certificate_no" is null and "products"."certificate_valid_until" is null));