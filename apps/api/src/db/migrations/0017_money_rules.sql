-- The money rules of an order (modules/orders/order-money.ts): `refunded` records what an admin gave back,
-- so that amount_received = kept + refund_due + refunded holds for every order; `weight_grams` lets a list
-- show an order's weight beside its count of products; a product may cap what one order holds.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_amounts_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- item_count counted units (and weight steps): it now counts products, the lines.
UPDATE "orders" SET
  "item_count" = (SELECT count(*) FROM "order_lines" l WHERE l."order_id" = "orders"."id"),
  "weight_grams" = coalesce((
    SELECT sum(coalesce(l."picked_grams", l."quantity" * l."step_grams"))
    FROM "order_lines" l WHERE l."order_id" = "orders"."id" AND l."step_grams" IS NOT NULL
  ), 0);--> statement-breakpoint
-- What was given back before `refunded` existed: "mark refunded" cleared refund_due. A cancelled order marked
-- refunded gave back all it had received but what is due now; a live order gave back the excess over its
-- total that is no longer due. A cancelled order never marked refunded gave nothing back: what it received
-- becomes refund due below (cancelling used to leave it kept).
UPDATE "orders" SET "refunded" = CASE
  WHEN "status" = 'cancelled' THEN
    CASE WHEN "payment_status" = 'refunded' THEN "amount_received" - "refund_due" ELSE 0 END
  ELSE greatest(0, "amount_received" - least("amount_received", "total_amount") - "refund_due")
END;--> statement-breakpoint
-- Then every order's refund due, payment status and payment time follow the rules.
UPDATE "orders" SET
  "refund_due" = "amount_received" - "refunded" - CASE
    WHEN "status" = 'cancelled' THEN 0 ELSE least("amount_received" - "refunded", "total_amount") END,
  "payment_status" = CASE
    WHEN "status" <> 'cancelled' THEN
      CASE WHEN least("amount_received" - "refunded", "total_amount") = "total_amount" THEN 'paid' ELSE 'unpaid' END
    WHEN "amount_received" - "refunded" = 0 AND "refunded" > 0 THEN 'refunded'
    WHEN "payment_status" = 'expired' THEN 'expired'
    ELSE 'unpaid'
  END,
  "paid_at" = CASE
    WHEN "status" = 'cancelled' THEN "paid_at"
    WHEN least("amount_received" - "refunded", "total_amount") = "total_amount" THEN coalesce("paid_at", "updated_at")
    ELSE NULL
  END;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("products"."max_per_order" is null or "products"."max_per_order" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_amounts_check" CHECK ("orders"."amount_received" >= 0 and "orders"."refund_due" >= 0 and "orders"."refunded" >= 0 and "orders"."refund_due" + "orders"."refunded" <= "orders"."amount_received");
