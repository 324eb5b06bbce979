-- Hand-written (keep when renumbering). App scopes name resources now, not admin areas (ADR 0105).
-- The old names stay, narrower; a grant keeps what its consent screen told the owner: "orders,
-- returns and payments" adds the payments scope, "store settings" the shipping one, "theme and
-- storefront look" the content one (banners, menus). write_analytics, which opened nothing, is
-- read_analytics. Reviews, restock requests, contact messages, newsletter subscribers, gift cards,
-- abandoned carts, files and tracking tags were never named to the owner: an app asks for them again.
-- Grants, pending codes and the directory's listings are rewritten alike; running it twice is harmless.
CREATE FUNCTION app_scopes_by_resource(old text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY(
    SELECT DISTINCT n.scope FROM unnest(old) AS o(scope)
    CROSS JOIN LATERAL unnest(CASE o.scope
      WHEN 'read_orders' THEN ARRAY['read_orders', 'read_payments']
      WHEN 'write_orders' THEN ARRAY['write_orders', 'write_payments']
      WHEN 'read_settings' THEN ARRAY['read_settings', 'read_shipping']
      WHEN 'write_settings' THEN ARRAY['write_settings', 'write_shipping']
      WHEN 'read_themes' THEN ARRAY['read_themes', 'read_content']
      WHEN 'write_themes' THEN ARRAY['write_themes', 'write_content']
      WHEN 'write_analytics' THEN ARRAY['read_analytics']
      ELSE ARRAY[o.scope] END) AS n(scope)
    ORDER BY n.scope)
$$;
--> statement-breakpoint
UPDATE app_installations SET scopes = app_scopes_by_resource(scopes)
  WHERE scopes && ARRAY['read_orders', 'write_orders', 'read_settings', 'write_settings', 'read_themes', 'write_themes', 'write_analytics'];
--> statement-breakpoint
UPDATE app_authorization_codes SET scopes = app_scopes_by_resource(scopes)
  WHERE scopes && ARRAY['read_orders', 'write_orders', 'read_settings', 'write_settings', 'read_themes', 'write_themes', 'write_analytics'];
--> statement-breakpoint
UPDATE apps SET scopes = app_scopes_by_resource(scopes)
  WHERE scopes && ARRAY['read_orders', 'write_orders', 'read_settings', 'write_settings', 'read_themes', 'write_themes', 'write_analytics'];
--> statement-breakpoint
DROP FUNCTION app_scopes_by_resource(text[]);
