-- A search row's category_ids now also holds the shown categories above the product's own
-- (packages/db/src/search-index.ts, categoriesWithAncestors): category pages scope and filter
-- by it. Rows written before this are brought up to date here once; later writes keep them so.
UPDATE "search_products" sp SET "category_ids" = coalesce((WITH RECURSIVE up AS (
    SELECT c.id, c.parent_id FROM product_categories pc
    JOIN categories c ON c.id = pc.category_id AND c.status = 1
    WHERE pc.product_id = sp.product_id
    UNION
    SELECT a.id, a.parent_id FROM up JOIN categories a ON a.id = up.parent_id AND a.status = 1
  ) SELECT array_agg(id ORDER BY id) FROM up), '{}'::int[]);
