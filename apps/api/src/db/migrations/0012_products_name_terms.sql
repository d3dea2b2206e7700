-- GIN indexes without the pending list (fastupdate off): every search scanned the rows a bulk load left
-- there, 3.7 s for one search after 50,000 new products. The names get an index of their own.
DROP INDEX "products_search_terms_idx";--> statement-breakpoint
CREATE INDEX "products_name_terms_idx" ON "products" USING gin ("name_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms") WITH (fastupdate=false);