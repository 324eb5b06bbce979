-- HAND-WRITTEN (keep when renumbering). Tenant keys ready for Citus with shop_id as the
-- distribution column (ADR 0089), checked by packages/db/src/citus-ready.test.ts:
-- 1. drop every foreign key between two tenant tables that lacks shop_id;
-- 2. primary keys (id) become (shop_id, id): Citus needs the distribution column in every
--    unique constraint, and composite foreign keys need a unique (shop_id, id) to point at;
-- 3. the foreign keys come back as (shop_id, x_id) → parent (shop_id, id), so a row can only
--    point at a row of its own shop. ON DELETE SET NULL names the id column alone (PostgreSQL 15+),
--    because nulling shop_id too would break its NOT NULL.
-- drizzle's schema files keep declaring the single-column keys (the backup's table plan and
-- drizzle's relations read them); the database's constraints are the ones written here.
ALTER TABLE advanced_shipper_rates DROP CONSTRAINT advanced_shipper_rates_region_id_advanced_shipper_regions_id_fk;--> statement-breakpoint
ALTER TABLE advanced_shipper_regions DROP CONSTRAINT advanced_shipper_regions_method_id_advanced_shipper_methods_id_;--> statement-breakpoint
ALTER TABLE banners DROP CONSTRAINT banners_category_id_categories_id_fk;--> statement-breakpoint
ALTER TABLE blog_authors DROP CONSTRAINT blog_authors_admin_user_id_admin_users_id_fk;--> statement-breakpoint
ALTER TABLE cart_items DROP CONSTRAINT cart_items_cart_id_carts_id_fk;--> statement-breakpoint
ALTER TABLE cart_items DROP CONSTRAINT cart_items_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE carts DROP CONSTRAINT carts_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE categories DROP CONSTRAINT categories_parent_id_categories_id_fk;--> statement-breakpoint
ALTER TABLE category_translations DROP CONSTRAINT category_translations_category_id_categories_id_fk;--> statement-breakpoint
ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE coupon_categories DROP CONSTRAINT coupon_categories_category_id_categories_id_fk;--> statement-breakpoint
ALTER TABLE coupon_categories DROP CONSTRAINT coupon_categories_coupon_id_coupons_id_fk;--> statement-breakpoint
ALTER TABLE coupon_products DROP CONSTRAINT coupon_products_coupon_id_coupons_id_fk;--> statement-breakpoint
ALTER TABLE coupon_products DROP CONSTRAINT coupon_products_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE coupon_usages DROP CONSTRAINT coupon_usages_coupon_id_coupons_id_fk;--> statement-breakpoint
ALTER TABLE customer_addresses DROP CONSTRAINT customer_addresses_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE customer_social_identities DROP CONSTRAINT customer_social_identities_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE geo_zone_members DROP CONSTRAINT geo_zone_members_geo_zone_id_geo_zones_id_fk;--> statement-breakpoint
ALTER TABLE gift_card_movements DROP CONSTRAINT gift_card_movements_gift_card_id_gift_cards_id_fk;--> statement-breakpoint
ALTER TABLE gift_card_movements DROP CONSTRAINT gift_card_movements_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_order_item_id_order_items_id_fk;--> statement-breakpoint
ALTER TABLE menu_items DROP CONSTRAINT menu_items_menu_id_menus_id_fk;--> statement-breakpoint
ALTER TABLE menu_items DROP CONSTRAINT menu_items_parent_id_menu_items_id_fk;--> statement-breakpoint
ALTER TABLE news_article_categories DROP CONSTRAINT news_article_categories_article_id_news_articles_id_fk;--> statement-breakpoint
ALTER TABLE news_article_categories DROP CONSTRAINT news_article_categories_category_id_blog_categories_id_fk;--> statement-breakpoint
ALTER TABLE news_article_old_slugs DROP CONSTRAINT news_article_old_slugs_article_id_news_articles_id_fk;--> statement-breakpoint
ALTER TABLE news_article_products DROP CONSTRAINT news_article_products_article_id_news_articles_id_fk;--> statement-breakpoint
ALTER TABLE news_article_products DROP CONSTRAINT news_article_products_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE news_articles DROP CONSTRAINT news_articles_author_id_blog_authors_id_fk;--> statement-breakpoint
ALTER TABLE order_discounts DROP CONSTRAINT order_discounts_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE order_history DROP CONSTRAINT order_history_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE order_items DROP CONSTRAINT order_items_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE order_items DROP CONSTRAINT order_items_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE order_return_history DROP CONSTRAINT order_return_history_return_id_order_returns_id_fk;--> statement-breakpoint
ALTER TABLE order_return_items DROP CONSTRAINT order_return_items_order_item_id_order_items_id_fk;--> statement-breakpoint
ALTER TABLE order_return_items DROP CONSTRAINT order_return_items_return_id_order_returns_id_fk;--> statement-breakpoint
ALTER TABLE order_returns DROP CONSTRAINT order_returns_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE order_totals DROP CONSTRAINT order_totals_order_id_orders_id_fk;--> statement-breakpoint
ALTER TABLE orders DROP CONSTRAINT orders_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE payment_events DROP CONSTRAINT payment_events_payment_id_payments_id_fk;--> statement-breakpoint
ALTER TABLE product_categories DROP CONSTRAINT product_categories_category_id_categories_id_fk;--> statement-breakpoint
ALTER TABLE product_categories DROP CONSTRAINT product_categories_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_group_prices DROP CONSTRAINT product_group_prices_customer_group_id_customer_groups_id_fk;--> statement-breakpoint
ALTER TABLE product_group_prices DROP CONSTRAINT product_group_prices_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_images DROP CONSTRAINT product_images_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_nesting_group_members DROP CONSTRAINT product_nesting_group_members_group_id_product_nesting_groups_i;--> statement-breakpoint
ALTER TABLE product_nesting_group_members DROP CONSTRAINT product_nesting_group_members_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_option_values DROP CONSTRAINT product_option_values_option_id_product_options_id_fk;--> statement-breakpoint
ALTER TABLE product_quantity_discounts DROP CONSTRAINT product_quantity_discounts_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_reviews DROP CONSTRAINT product_reviews_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_shipping_box DROP CONSTRAINT product_shipping_box_box_id_shipping_boxes_id_fk;--> statement-breakpoint
ALTER TABLE product_shipping_box DROP CONSTRAINT product_shipping_box_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_translations DROP CONSTRAINT product_translations_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE product_variant_values DROP CONSTRAINT product_variant_values_option_id_product_options_id_fk;--> statement-breakpoint
ALTER TABLE product_variant_values DROP CONSTRAINT product_variant_values_option_value_id_product_option_values_id;--> statement-breakpoint
ALTER TABLE product_variant_values DROP CONSTRAINT product_variant_values_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE products DROP CONSTRAINT products_manufacturer_id_manufacturers_id_fk;--> statement-breakpoint
ALTER TABLE products DROP CONSTRAINT products_parent_id_products_id_fk;--> statement-breakpoint
ALTER TABLE restock_subscriptions DROP CONSTRAINT restock_subscriptions_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE search_products DROP CONSTRAINT search_products_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE shop_files DROP CONSTRAINT shop_files_folder_id_file_folders_id_fk;--> statement-breakpoint
ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_geo_zone_id_geo_zones_id_fk;--> statement-breakpoint
ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_tax_class_id_tax_classes_id_fk;--> statement-breakpoint
ALTER TABLE wishlist_items DROP CONSTRAINT wishlist_items_customer_id_customers_id_fk;--> statement-breakpoint
ALTER TABLE wishlist_items DROP CONSTRAINT wishlist_items_product_id_products_id_fk;--> statement-breakpoint
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_pkey, ADD CONSTRAINT account_tokens_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE admin_roles DROP CONSTRAINT admin_roles_pkey, ADD CONSTRAINT admin_roles_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE admin_users DROP CONSTRAINT admin_users_pkey, ADD CONSTRAINT admin_users_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE advanced_shipper_methods DROP CONSTRAINT advanced_shipper_methods_pkey, ADD CONSTRAINT advanced_shipper_methods_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE advanced_shipper_rates DROP CONSTRAINT advanced_shipper_rates_pkey, ADD CONSTRAINT advanced_shipper_rates_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE advanced_shipper_regions DROP CONSTRAINT advanced_shipper_regions_pkey, ADD CONSTRAINT advanced_shipper_regions_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE analytics_sessions DROP CONSTRAINT analytics_sessions_pkey, ADD CONSTRAINT analytics_sessions_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE app_authorization_codes DROP CONSTRAINT app_authorization_codes_pkey, ADD CONSTRAINT app_authorization_codes_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE app_installations DROP CONSTRAINT app_installations_pkey, ADD CONSTRAINT app_installations_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE audit_entries DROP CONSTRAINT audit_entries_pkey, ADD CONSTRAINT audit_entries_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE auth_sessions DROP CONSTRAINT auth_sessions_pkey, ADD CONSTRAINT auth_sessions_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE banners DROP CONSTRAINT banners_pkey, ADD CONSTRAINT banners_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE blog_authors DROP CONSTRAINT blog_authors_pkey, ADD CONSTRAINT blog_authors_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE blog_categories DROP CONSTRAINT blog_categories_pkey, ADD CONSTRAINT blog_categories_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pkey, ADD CONSTRAINT cart_items_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE carts DROP CONSTRAINT carts_pkey, ADD CONSTRAINT carts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE catalog_changes DROP CONSTRAINT catalog_changes_pkey, ADD CONSTRAINT catalog_changes_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE categories DROP CONSTRAINT categories_pkey, ADD CONSTRAINT categories_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_pkey, ADD CONSTRAINT contact_messages_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE coupon_usages DROP CONSTRAINT coupon_usages_pkey, ADD CONSTRAINT coupon_usages_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE coupons DROP CONSTRAINT coupons_pkey, ADD CONSTRAINT coupons_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE customer_addresses DROP CONSTRAINT customer_addresses_pkey, ADD CONSTRAINT customer_addresses_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE customer_groups DROP CONSTRAINT customer_groups_pkey, ADD CONSTRAINT customer_groups_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE customer_social_identities DROP CONSTRAINT customer_social_identities_pkey, ADD CONSTRAINT customer_social_identities_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE customers DROP CONSTRAINT customers_pkey, ADD CONSTRAINT customers_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE email_templates DROP CONSTRAINT email_templates_pkey, ADD CONSTRAINT email_templates_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE file_folders DROP CONSTRAINT file_folders_pkey, ADD CONSTRAINT file_folders_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE geo_zone_members DROP CONSTRAINT geo_zone_members_pkey, ADD CONSTRAINT geo_zone_members_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE geo_zones DROP CONSTRAINT geo_zones_pkey, ADD CONSTRAINT geo_zones_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE gift_card_attempts DROP CONSTRAINT gift_card_attempts_pkey, ADD CONSTRAINT gift_card_attempts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE gift_card_movements DROP CONSTRAINT gift_card_movements_pkey, ADD CONSTRAINT gift_card_movements_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE gift_cards DROP CONSTRAINT gift_cards_pkey, ADD CONSTRAINT gift_cards_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE login_failures DROP CONSTRAINT login_failures_pkey, ADD CONSTRAINT login_failures_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE login_lockouts DROP CONSTRAINT login_lockouts_pkey, ADD CONSTRAINT login_lockouts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE manufacturers DROP CONSTRAINT manufacturers_pkey, ADD CONSTRAINT manufacturers_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE marketing_unsubscribes DROP CONSTRAINT marketing_unsubscribes_pkey, ADD CONSTRAINT marketing_unsubscribes_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE menu_items DROP CONSTRAINT menu_items_pkey, ADD CONSTRAINT menu_items_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE menus DROP CONSTRAINT menus_pkey, ADD CONSTRAINT menus_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE meta_templates DROP CONSTRAINT meta_templates_pkey, ADD CONSTRAINT meta_templates_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE news_article_old_slugs DROP CONSTRAINT news_article_old_slugs_pkey, ADD CONSTRAINT news_article_old_slugs_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE news_articles DROP CONSTRAINT news_articles_pkey, ADD CONSTRAINT news_articles_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE newsletter_sign_ups DROP CONSTRAINT newsletter_sign_ups_pkey, ADD CONSTRAINT newsletter_sign_ups_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_discounts DROP CONSTRAINT order_discounts_pkey, ADD CONSTRAINT order_discounts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_history DROP CONSTRAINT order_history_pkey, ADD CONSTRAINT order_history_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_items DROP CONSTRAINT order_items_pkey, ADD CONSTRAINT order_items_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_return_history DROP CONSTRAINT order_return_history_pkey, ADD CONSTRAINT order_return_history_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_return_items DROP CONSTRAINT order_return_items_pkey, ADD CONSTRAINT order_return_items_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_returns DROP CONSTRAINT order_returns_pkey, ADD CONSTRAINT order_returns_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE order_totals DROP CONSTRAINT order_totals_pkey, ADD CONSTRAINT order_totals_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE orders DROP CONSTRAINT orders_pkey, ADD CONSTRAINT orders_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_pkey, ADD CONSTRAINT outbox_emails_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE payment_events DROP CONSTRAINT payment_events_pkey, ADD CONSTRAINT payment_events_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE payments DROP CONSTRAINT payments_pkey, ADD CONSTRAINT payments_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_images DROP CONSTRAINT product_images_pkey, ADD CONSTRAINT product_images_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_nesting_groups DROP CONSTRAINT product_nesting_groups_pkey, ADD CONSTRAINT product_nesting_groups_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_option_values DROP CONSTRAINT product_option_values_pkey, ADD CONSTRAINT product_option_values_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_options DROP CONSTRAINT product_options_pkey, ADD CONSTRAINT product_options_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_quantity_discounts DROP CONSTRAINT product_quantity_discounts_pkey, ADD CONSTRAINT product_quantity_discounts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE product_reviews DROP CONSTRAINT product_reviews_pkey, ADD CONSTRAINT product_reviews_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE products DROP CONSTRAINT products_pkey, ADD CONSTRAINT products_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE restock_subscriptions DROP CONSTRAINT restock_subscriptions_pkey, ADD CONSTRAINT restock_subscriptions_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE shipping_boxes DROP CONSTRAINT shipping_boxes_pkey, ADD CONSTRAINT shipping_boxes_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE shipping_carrier_errors DROP CONSTRAINT shipping_carrier_errors_pkey, ADD CONSTRAINT shipping_carrier_errors_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE shop_files DROP CONSTRAINT shop_files_pkey, ADD CONSTRAINT shop_files_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE social_sign_in_attempts DROP CONSTRAINT social_sign_in_attempts_pkey, ADD CONSTRAINT social_sign_in_attempts_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE tax_classes DROP CONSTRAINT tax_classes_pkey, ADD CONSTRAINT tax_classes_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE tax_rates DROP CONSTRAINT tax_rates_pkey, ADD CONSTRAINT tax_rates_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_pkey, ADD CONSTRAINT webhook_deliveries_pkey PRIMARY KEY ("shop_id", id);--> statement-breakpoint
ALTER TABLE advanced_shipper_rates ADD CONSTRAINT advanced_shipper_rates_region_id_advanced_shipper_regions_id_fk FOREIGN KEY ("shop_id", region_id) REFERENCES advanced_shipper_regions ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE advanced_shipper_regions ADD CONSTRAINT advanced_shipper_regions_method_id_advanced_shipper_methods_id_ FOREIGN KEY ("shop_id", method_id) REFERENCES advanced_shipper_methods ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE banners ADD CONSTRAINT banners_category_id_categories_id_fk FOREIGN KEY ("shop_id", category_id) REFERENCES categories ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE blog_authors ADD CONSTRAINT blog_authors_admin_user_id_admin_users_id_fk FOREIGN KEY ("shop_id", admin_user_id) REFERENCES admin_users ("shop_id", id) ON DELETE SET NULL (admin_user_id);--> statement-breakpoint
ALTER TABLE cart_items ADD CONSTRAINT cart_items_cart_id_carts_id_fk FOREIGN KEY ("shop_id", cart_id) REFERENCES carts ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE cart_items ADD CONSTRAINT cart_items_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE carts ADD CONSTRAINT carts_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE categories ADD CONSTRAINT categories_parent_id_categories_id_fk FOREIGN KEY ("shop_id", parent_id) REFERENCES categories ("shop_id", id) ON DELETE SET NULL (parent_id);--> statement-breakpoint
ALTER TABLE category_translations ADD CONSTRAINT category_translations_category_id_categories_id_fk FOREIGN KEY ("shop_id", category_id) REFERENCES categories ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE SET NULL (customer_id);--> statement-breakpoint
ALTER TABLE coupon_categories ADD CONSTRAINT coupon_categories_category_id_categories_id_fk FOREIGN KEY ("shop_id", category_id) REFERENCES categories ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE coupon_categories ADD CONSTRAINT coupon_categories_coupon_id_coupons_id_fk FOREIGN KEY ("shop_id", coupon_id) REFERENCES coupons ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE coupon_products ADD CONSTRAINT coupon_products_coupon_id_coupons_id_fk FOREIGN KEY ("shop_id", coupon_id) REFERENCES coupons ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE coupon_products ADD CONSTRAINT coupon_products_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE coupon_usages ADD CONSTRAINT coupon_usages_coupon_id_coupons_id_fk FOREIGN KEY ("shop_id", coupon_id) REFERENCES coupons ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE customer_addresses ADD CONSTRAINT customer_addresses_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE customer_social_identities ADD CONSTRAINT customer_social_identities_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE geo_zone_members ADD CONSTRAINT geo_zone_members_geo_zone_id_geo_zones_id_fk FOREIGN KEY ("shop_id", geo_zone_id) REFERENCES geo_zones ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE gift_card_movements ADD CONSTRAINT gift_card_movements_gift_card_id_gift_cards_id_fk FOREIGN KEY ("shop_id", gift_card_id) REFERENCES gift_cards ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE gift_card_movements ADD CONSTRAINT gift_card_movements_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE SET NULL (order_id);--> statement-breakpoint
ALTER TABLE gift_cards ADD CONSTRAINT gift_cards_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE SET NULL (order_id);--> statement-breakpoint
ALTER TABLE gift_cards ADD CONSTRAINT gift_cards_order_item_id_order_items_id_fk FOREIGN KEY ("shop_id", order_item_id) REFERENCES order_items ("shop_id", id) ON DELETE SET NULL (order_item_id);--> statement-breakpoint
ALTER TABLE menu_items ADD CONSTRAINT menu_items_menu_id_menus_id_fk FOREIGN KEY ("shop_id", menu_id) REFERENCES menus ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE menu_items ADD CONSTRAINT menu_items_parent_id_menu_items_id_fk FOREIGN KEY ("shop_id", parent_id) REFERENCES menu_items ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_article_categories ADD CONSTRAINT news_article_categories_article_id_news_articles_id_fk FOREIGN KEY ("shop_id", article_id) REFERENCES news_articles ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_article_categories ADD CONSTRAINT news_article_categories_category_id_blog_categories_id_fk FOREIGN KEY ("shop_id", category_id) REFERENCES blog_categories ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_article_old_slugs ADD CONSTRAINT news_article_old_slugs_article_id_news_articles_id_fk FOREIGN KEY ("shop_id", article_id) REFERENCES news_articles ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_article_products ADD CONSTRAINT news_article_products_article_id_news_articles_id_fk FOREIGN KEY ("shop_id", article_id) REFERENCES news_articles ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_article_products ADD CONSTRAINT news_article_products_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE news_articles ADD CONSTRAINT news_articles_author_id_blog_authors_id_fk FOREIGN KEY ("shop_id", author_id) REFERENCES blog_authors ("shop_id", id) ON DELETE SET NULL (author_id);--> statement-breakpoint
ALTER TABLE order_discounts ADD CONSTRAINT order_discounts_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_history ADD CONSTRAINT order_history_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_items ADD CONSTRAINT order_items_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_items ADD CONSTRAINT order_items_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE SET NULL (product_id);--> statement-breakpoint
ALTER TABLE order_return_history ADD CONSTRAINT order_return_history_return_id_order_returns_id_fk FOREIGN KEY ("shop_id", return_id) REFERENCES order_returns ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_return_items ADD CONSTRAINT order_return_items_order_item_id_order_items_id_fk FOREIGN KEY ("shop_id", order_item_id) REFERENCES order_items ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_return_items ADD CONSTRAINT order_return_items_return_id_order_returns_id_fk FOREIGN KEY ("shop_id", return_id) REFERENCES order_returns ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_returns ADD CONSTRAINT order_returns_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE order_totals ADD CONSTRAINT order_totals_order_id_orders_id_fk FOREIGN KEY ("shop_id", order_id) REFERENCES orders ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE SET NULL (customer_id);--> statement-breakpoint
ALTER TABLE payment_events ADD CONSTRAINT payment_events_payment_id_payments_id_fk FOREIGN KEY ("shop_id", payment_id) REFERENCES payments ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_categories ADD CONSTRAINT product_categories_category_id_categories_id_fk FOREIGN KEY ("shop_id", category_id) REFERENCES categories ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_categories ADD CONSTRAINT product_categories_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_group_prices ADD CONSTRAINT product_group_prices_customer_group_id_customer_groups_id_fk FOREIGN KEY ("shop_id", customer_group_id) REFERENCES customer_groups ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_group_prices ADD CONSTRAINT product_group_prices_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_images ADD CONSTRAINT product_images_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_nesting_group_members ADD CONSTRAINT product_nesting_group_members_group_id_product_nesting_groups_i FOREIGN KEY ("shop_id", group_id) REFERENCES product_nesting_groups ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_nesting_group_members ADD CONSTRAINT product_nesting_group_members_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_option_values ADD CONSTRAINT product_option_values_option_id_product_options_id_fk FOREIGN KEY ("shop_id", option_id) REFERENCES product_options ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_quantity_discounts ADD CONSTRAINT product_quantity_discounts_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_reviews ADD CONSTRAINT product_reviews_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_shipping_box ADD CONSTRAINT product_shipping_box_box_id_shipping_boxes_id_fk FOREIGN KEY ("shop_id", box_id) REFERENCES shipping_boxes ("shop_id", id) ON DELETE SET NULL (box_id);--> statement-breakpoint
ALTER TABLE product_shipping_box ADD CONSTRAINT product_shipping_box_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_translations ADD CONSTRAINT product_translations_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_variant_values ADD CONSTRAINT product_variant_values_option_id_product_options_id_fk FOREIGN KEY ("shop_id", option_id) REFERENCES product_options ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_variant_values ADD CONSTRAINT product_variant_values_option_value_id_product_option_values_id FOREIGN KEY ("shop_id", option_value_id) REFERENCES product_option_values ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE product_variant_values ADD CONSTRAINT product_variant_values_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_manufacturer_id_manufacturers_id_fk FOREIGN KEY ("shop_id", manufacturer_id) REFERENCES manufacturers ("shop_id", id) ON DELETE SET NULL (manufacturer_id);--> statement-breakpoint
ALTER TABLE products ADD CONSTRAINT products_parent_id_products_id_fk FOREIGN KEY ("shop_id", parent_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE restock_subscriptions ADD CONSTRAINT restock_subscriptions_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE search_products ADD CONSTRAINT search_products_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE shop_files ADD CONSTRAINT shop_files_folder_id_file_folders_id_fk FOREIGN KEY ("shop_id", folder_id) REFERENCES file_folders ("shop_id", id) ON DELETE SET NULL (folder_id);--> statement-breakpoint
ALTER TABLE tax_rates ADD CONSTRAINT tax_rates_geo_zone_id_geo_zones_id_fk FOREIGN KEY ("shop_id", geo_zone_id) REFERENCES geo_zones ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE tax_rates ADD CONSTRAINT tax_rates_tax_class_id_tax_classes_id_fk FOREIGN KEY ("shop_id", tax_class_id) REFERENCES tax_classes ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE wishlist_items ADD CONSTRAINT wishlist_items_customer_id_customers_id_fk FOREIGN KEY ("shop_id", customer_id) REFERENCES customers ("shop_id", id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE wishlist_items ADD CONSTRAINT wishlist_items_product_id_products_id_fk FOREIGN KEY ("shop_id", product_id) REFERENCES products ("shop_id", id) ON DELETE CASCADE;
