CREATE TABLE "search_category_products" (
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"featured" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_sort" text NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	CONSTRAINT "search_category_products_shop_id_category_id_product_id_pk" PRIMARY KEY("shop_id","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_category_products" ADD CONSTRAINT "search_category_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_category_products_order_idx" ON "search_category_products" USING btree ("shop_id","category_id","sort_order","featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_category_products_name_idx" ON "search_category_products" USING btree ("shop_id","category_id","name_sort","product_id");--> statement-breakpoint
CREATE INDEX "search_category_products_created_idx" ON "search_category_products" USING btree ("shop_id","category_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "search_category_products_price_idx" ON "search_category_products" USING btree ("shop_id","category_id","price_minor","product_id");--> statement-breakpoint
CREATE INDEX "search_category_products_sale_price_idx" ON "search_category_products" USING btree ("shop_id","category_id",LEAST("sale_price_minor", "price_minor"),"product_id") WHERE "search_category_products"."sale_price_minor" IS NOT NULL;