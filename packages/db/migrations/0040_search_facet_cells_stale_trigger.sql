-- Hand-written (keep when renumbering). Every write to search_products marks its shops' facet
-- cells (ADR 0091) stale, whoever writes: the reindex functions, restores, test fixtures.
-- One statement-level trigger per event with the changed rows as a transition table, so a
-- reindex of 100,000 rows costs one upsert per shop, not one per row. An upsert rather than an
-- update waits for a build that is creating the state row and then overrides it; a shop being
-- deleted (the cascade reaches here) gets no state row.
CREATE FUNCTION search_facet_cells_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_facet_state (shop_id, fresh)
    SELECT DISTINCT c.shop_id, false FROM changed c WHERE EXISTS (SELECT 1 FROM shops s WHERE s.id = c.shop_id)
    ORDER BY 1
  ON CONFLICT (shop_id) DO UPDATE SET fresh = false;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_products_facets_inserted AFTER INSERT ON search_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_facet_cells_stale();
--> statement-breakpoint
CREATE TRIGGER search_products_facets_updated AFTER UPDATE ON search_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_facet_cells_stale();
--> statement-breakpoint
CREATE TRIGGER search_products_facets_deleted AFTER DELETE ON search_products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_facet_cells_stale();
