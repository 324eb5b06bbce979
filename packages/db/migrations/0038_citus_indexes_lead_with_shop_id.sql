DROP INDEX "login_failures_session_idx";--> statement-breakpoint
DROP INDEX "product_categories_product_idx";--> statement-breakpoint
DROP INDEX "product_images_product_idx";--> statement-breakpoint
DROP INDEX "product_reviews_product_idx";--> statement-breakpoint
DROP INDEX "restock_subscriptions_waiting_idx";--> statement-breakpoint
DROP INDEX "menu_items_menu_idx";--> statement-breakpoint
DROP INDEX "product_nesting_group_members_group_idx";--> statement-breakpoint
DROP INDEX "wishlist_items_product_idx";--> statement-breakpoint
CREATE INDEX "login_failures_session_idx" ON "login_failures" USING btree ("shop_id","session_id");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("shop_id","product_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("shop_id","product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "restock_subscriptions_waiting_idx" ON "restock_subscriptions" USING btree ("shop_id","product_id","status");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("shop_id","menu_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "product_nesting_group_members_group_idx" ON "product_nesting_group_members" USING btree ("shop_id","group_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("shop_id","product_id");