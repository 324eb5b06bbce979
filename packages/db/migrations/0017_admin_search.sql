CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("shop_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree ("shop_id",lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_ref_prefix_idx" ON "orders" USING btree ("shop_id","ref" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree ("shop_id",lower("email") text_pattern_ops);