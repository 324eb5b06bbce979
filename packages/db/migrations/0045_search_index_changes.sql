CREATE TABLE "search_index_changes" (
	"shop_id" integer NOT NULL,
	"version" bigint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_index_changes_shop_id_version_product_id_pk" PRIMARY KEY("shop_id","version","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_facet_state" ADD COLUMN "index_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_index_changes" ADD CONSTRAINT "search_index_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (keep when regenerating). The search's in-memory index (ADR 0100) catches up from
-- here: every statement that changes what a search matches, counts or orders raises the shop's
-- index_version and logs the products it changed under that version. The raise is an upsert of
-- the shop's state row, whose lock is held to commit, so a shop's versions commit in order and a
-- reader that saw version v has seen every change up to v. A stock-only write (every order) changes
-- nothing a search index holds, so it raises nothing. More than 1,000 products in one statement
-- (a reindex, an import) log product 0: reload the whole shop.
CREATE FUNCTION search_index_record(shop integer, ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  -- A shop being deleted (the cascade reaches here) gets no state row.
  IF NOT EXISTS (SELECT 1 FROM shops WHERE id = shop) THEN
    RETURN;
  END IF;
  INSERT INTO search_facet_state AS s (shop_id, fresh, index_version) VALUES (shop, false, 1)
    ON CONFLICT (shop_id) DO UPDATE SET index_version = s.index_version + 1
    RETURNING s.index_version INTO raised;
  IF cardinality(ids) > 1000 THEN
    INSERT INTO search_index_changes (shop_id, version, product_id) VALUES (shop, raised, 0);
  ELSE
    INSERT INTO search_index_changes (shop_id, version, product_id)
      SELECT DISTINCT shop, raised, unnest(ids);
  END IF;
  DELETE FROM search_index_changes WHERE shop_id = shop AND version <= raised - 1000;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_rows_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT c.shop_id, array_agg(c.product_id) AS ids FROM changed c GROUP BY c.shop_id ORDER BY c.shop_id LOOP
    PERFORM search_index_record(g.shop_id, g.ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_index_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT n.shop_id, array_agg(n.product_id) AS ids FROM added n JOIN removed o USING (shop_id, product_id)
    WHERE (o.manufacturer_id, o.category_ids, o.price_minor, o.sale_price_minor, o.sale_starts_at, o.sale_ends_at,
        o.rating_total, o.total_reviews, o.sort_order, o.featured, o.created_at, o.name_sort, o.names, o.document)
      IS DISTINCT FROM (n.manufacturer_id, n.category_ids, n.price_minor, n.sale_price_minor, n.sale_starts_at,
        n.sale_ends_at, n.rating_total, n.total_reviews, n.sort_order, n.featured, n.created_at, n.name_sort,
        n.names, n.document)
    GROUP BY n.shop_id ORDER BY n.shop_id LOOP
    PERFORM search_index_record(g.shop_id, g.ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_index_inserted AFTER INSERT ON search_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_index_rows_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER search_products_index_updated AFTER UPDATE ON search_products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION search_index_rows_updated();
--> statement-breakpoint
CREATE TRIGGER search_products_index_deleted AFTER DELETE ON search_products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_index_rows_added_or_removed();
