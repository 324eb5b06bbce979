-- Hand-written (keep when renumbering). search_category_products (ADR 0097) follows every write to
-- search_products, whoever writes (reindex, restores, test fixtures): statement-level triggers
-- with transition tables, as for the facet cells (0040), so a reindex of a whole shop costs one
-- delete and one insert, not one per row.
CREATE FUNCTION search_category_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_category_products (shop_id, category_id, product_id, sort_order, featured,
      created_at, name_sort, price_minor, sale_price_minor, sale_starts_at, sale_ends_at)
    SELECT n.shop_id, c.category_id, n.product_id, n.sort_order, n.featured, n.created_at, n.name_sort,
      n.price_minor, n.sale_price_minor, n.sale_starts_at, n.sale_ends_at
    FROM added n CROSS JOIN LATERAL (SELECT DISTINCT unnest(n.category_ids) AS category_id) c
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION search_category_products_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_category_products scp USING removed o
    WHERE scp.shop_id = o.shop_id AND scp.product_id = o.product_id AND scp.category_id = ANY(o.category_ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update rewrites the rows of the products whose categories or sort keys it changed (a sale
-- or stock change of one product rewrites nothing here but when its price moved).
CREATE FUNCTION search_category_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_category_products scp USING removed o JOIN added n USING (shop_id, product_id)
    WHERE scp.shop_id = o.shop_id AND scp.product_id = o.product_id AND scp.category_id = ANY(o.category_ids)
      AND (o.category_ids, o.sort_order, o.featured, o.created_at, o.name_sort, o.price_minor,
          o.sale_price_minor, o.sale_starts_at, o.sale_ends_at)
        IS DISTINCT FROM (n.category_ids, n.sort_order, n.featured, n.created_at, n.name_sort, n.price_minor,
          n.sale_price_minor, n.sale_starts_at, n.sale_ends_at);
  INSERT INTO search_category_products (shop_id, category_id, product_id, sort_order, featured,
      created_at, name_sort, price_minor, sale_price_minor, sale_starts_at, sale_ends_at)
    SELECT n.shop_id, c.category_id, n.product_id, n.sort_order, n.featured, n.created_at, n.name_sort,
      n.price_minor, n.sale_price_minor, n.sale_starts_at, n.sale_ends_at
    FROM added n JOIN removed o USING (shop_id, product_id)
      CROSS JOIN LATERAL (SELECT DISTINCT unnest(n.category_ids) AS category_id) c
    WHERE (o.category_ids, o.sort_order, o.featured, o.created_at, o.name_sort, o.price_minor,
        o.sale_price_minor, o.sale_starts_at, o.sale_ends_at)
      IS DISTINCT FROM (n.category_ids, n.sort_order, n.featured, n.created_at, n.name_sort, n.price_minor,
        n.sale_price_minor, n.sale_starts_at, n.sale_ends_at)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_category_order_inserted AFTER INSERT ON search_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_category_products_added();
--> statement-breakpoint
CREATE TRIGGER search_products_category_order_updated AFTER UPDATE ON search_products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION search_category_products_changed();
--> statement-breakpoint
CREATE TRIGGER search_products_category_order_deleted AFTER DELETE ON search_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_category_products_removed();
--> statement-breakpoint
INSERT INTO search_category_products (shop_id, category_id, product_id, sort_order, featured,
    created_at, name_sort, price_minor, sale_price_minor, sale_starts_at, sale_ends_at)
  SELECT sp.shop_id, c.category_id, sp.product_id, sp.sort_order, sp.featured, sp.created_at, sp.name_sort,
    sp.price_minor, sp.sale_price_minor, sp.sale_starts_at, sp.sale_ends_at
  FROM search_products sp CROSS JOIN LATERAL (SELECT DISTINCT unnest(sp.category_ids) AS category_id) c
ON CONFLICT DO NOTHING;
