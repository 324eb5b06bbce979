CREATE TABLE "search_facet_cells" (
	"shop_id" integer NOT NULL,
	"manufacturer_id" integer,
	"category_ids" integer[] NOT NULL,
	"stars" smallint NOT NULL,
	"products" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_facet_state" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"fresh" boolean DEFAULT false NOT NULL,
	"valid_until" timestamp with time zone,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_facet_cells" ADD CONSTRAINT "search_facet_cells_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_facet_state" ADD CONSTRAINT "search_facet_state_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_facet_cells_shop_idx" ON "search_facet_cells" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "search_products_shop_order_idx" ON "search_products" USING btree ("shop_id","sort_order","featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_products_name_idx" ON "search_products" USING btree ("shop_id","name_sort","product_id");--> statement-breakpoint
CREATE INDEX "search_products_created_idx" ON "search_products" USING btree ("shop_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "search_products_price_idx" ON "search_products" USING btree ("shop_id","price_minor","product_id");--> statement-breakpoint
CREATE INDEX "search_products_sale_price_idx" ON "search_products" USING btree ("shop_id",LEAST("sale_price_minor", "price_minor"),"product_id") WHERE "search_products"."sale_price_minor" IS NOT NULL;