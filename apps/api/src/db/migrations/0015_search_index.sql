-- Search from an index in each process (docs/decisions/030). Each process learns what changed in the
-- catalogue from product_changes: the last transaction that wrote each product, recorded per statement
-- (a bulk load of 100,000 products is one statement). A reader asks for rows whose xid is at least the
-- oldest transaction still running when it last asked (pg_snapshot_xmin), so a write that commits late
-- is still seen. The word indexes go: no query of the database searches words any more.
CREATE TABLE "product_changes" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"xid" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_search_terms_idx";--> statement-breakpoint
DROP INDEX "products_name_terms_idx";--> statement-breakpoint
CREATE INDEX "product_changes_xid_idx" ON "product_changes" USING btree ("xid");--> statement-breakpoint
-- Newest first with ties by id, as the listing sorts and the index reads the products, a batch at a time.
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE FUNCTION product_changes_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes (product_id, xid) SELECT id, pg_current_xact_id()::text::bigint FROM new_rows
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_changes_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes (product_id, xid) SELECT id, pg_current_xact_id()::text::bigint FROM old_rows
    ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A transition table serves one event only, hence a trigger each.
CREATE TRIGGER products_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_from_new_rows();--> statement-breakpoint
CREATE TRIGGER products_changes_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_from_new_rows();--> statement-breakpoint
CREATE TRIGGER products_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_from_old_rows();--> statement-breakpoint
INSERT INTO product_changes (product_id, xid) SELECT id, pg_current_xact_id()::text::bigint FROM products;
