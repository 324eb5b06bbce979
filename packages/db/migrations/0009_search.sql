CREATE TABLE "search_products" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_discount_status" integer DEFAULT 0 NOT NULL,
	"tax_class_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	"manufacturer_id" integer,
	"manufacturer" jsonb,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name_sort" text DEFAULT '' NOT NULL,
	"names" text DEFAULT '' NOT NULL,
	"document" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_products_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_products_manufacturer_idx" ON "search_products" USING btree ("shop_id","manufacturer_id");--> statement-breakpoint
CREATE INDEX "search_products_product_idx" ON "search_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_products_document_idx" ON "search_products" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_products_names_trgm_idx" ON "search_products" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_products_categories_idx" ON "search_products" USING gin ("category_ids");