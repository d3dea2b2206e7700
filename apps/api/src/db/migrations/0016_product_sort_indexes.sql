-- The listing's price and name orders (products.repository): without an index each of their pages sorted
-- the whole catalogue, 40 and 120 ms of three PostgreSQL processes at 100,000 products, for any shopper who
-- picked the order or any client walking its pages. Both are read from either end; ties (the same price,
-- the same name) are put in order among their few rows.
CREATE INDEX "products_effective_price_idx" ON "products" USING btree (coalesce("sale_price", "price"));--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree (immutable_unaccent(lower("name")) collate "C");