-- Search by words (docs/decisions/026). A text's words, folded the way modules/search/search-words.ts folds
-- a query: lower case, no accents (đ → d), split on anything but a-z and 0-9. lower() runs again after
-- unaccent because lower() alone leaves capital accented letters as they are under the C locale.
CREATE OR REPLACE FUNCTION search_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_remove(regexp_split_to_array(lower(immutable_unaccent(lower(coalesce($1, '')))), '[^a-z0-9]+'), '') $$;--> statement-breakpoint
-- A name's words, then each pair of neighbours written together ("dua hau" also gives "duahau"), so a
-- shopper who types a name without its spaces still meets it.
CREATE OR REPLACE FUNCTION search_name_terms(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT w || coalesce((SELECT array_agg(w[i] || w[i + 1] ORDER BY i) FROM generate_series(1, cardinality(w) - 1) AS i), '{}')
    FROM (SELECT search_words($1) AS w) AS words
  $$;--> statement-breakpoint
CREATE TABLE "product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "terms" text[] GENERATED ALWAYS AS (search_name_terms(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_terms" text[] GENERATED ALWAYS AS (search_name_terms(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en_terms" text[] GENERATED ALWAYS AS (search_name_terms(name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (search_name_terms(name) || search_name_terms(name_en) || search_words(description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_terms_idx" ON "products" USING gin ("search_terms");--> statement-breakpoint
-- The dictionary grows with every word a product or category brings. Inserts are counted per statement
-- (a bulk load of 100,000 products is one statement); an update adds words only when it changes the text,
-- so the checkout's stock updates cost nothing here.
CREATE FUNCTION search_vocabulary_from_new_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(search_terms) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_from_new_products();--> statement-breakpoint
CREATE FUNCTION search_vocabulary_from_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(NEW.search_terms) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE OF name, name_en, description ON products
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_product();--> statement-breakpoint
CREATE FUNCTION search_vocabulary_from_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word) SELECT DISTINCT unnest(NEW.terms) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_vocabulary AFTER INSERT OR UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_category();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT unnest(search_terms) FROM products UNION SELECT unnest(terms) FROM categories
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Product counts per category, kept exact by statement triggers (the transition tables hold every row a
-- statement touched): the shop's listing reads its total from here instead of counting.
CREATE FUNCTION product_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (category_id, count)
    SELECT category_id, count(*) FROM new_rows GROUP BY category_id
    ON CONFLICT (category_id) DO UPDATE SET count = product_counts.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION product_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts SET count = product_counts.count - gone.n
    FROM (SELECT category_id, count(*) AS n FROM old_rows GROUP BY category_id) AS gone
    WHERE product_counts.category_id = gone.category_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A product moved to another category: one less in the old, one more in the new. Row-level, and only
-- when category_id changes, so stock updates never touch the counts.
CREATE FUNCTION product_counts_after_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts SET count = count - 1 WHERE category_id = OLD.category_id;
  INSERT INTO product_counts (category_id, count) VALUES (NEW.category_id, 1)
    ON CONFLICT (category_id) DO UPDATE SET count = product_counts.count + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER products_count_move AFTER UPDATE OF category_id ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id) EXECUTE FUNCTION product_counts_after_move();--> statement-breakpoint
INSERT INTO product_counts (category_id, count)
  SELECT c.id, (SELECT count(*) FROM products p WHERE p.category_id = c.id) FROM categories c;
