CREATE TABLE "advanced_shipper_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advanced_shipper_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"up_to" integer NOT NULL,
	"cost_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advanced_shipper_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"zones" text[] DEFAULT '{}' NOT NULL,
	"postcodes" text[] DEFAULT '{}' NOT NULL,
	"rate_basis" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_zone_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"geo_zone_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"zone_code" text,
	CONSTRAINT "geo_zone_members_key" UNIQUE NULLS NOT DISTINCT("shop_id","geo_zone_id","country_code","zone_code")
);
--> statement-breakpoint
CREATE TABLE "geo_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_nesting_group_members" (
	"shop_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_nesting_group_members_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_nesting_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"stacking_height_mm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_shipping_box" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"ship_alone" integer DEFAULT 0 NOT NULL,
	"box_id" integer,
	CONSTRAINT "product_shipping_box_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"outer_length_mm" integer NOT NULL,
	"outer_width_mm" integer NOT NULL,
	"outer_height_mm" integer NOT NULL,
	"inner_length_mm" integer NOT NULL,
	"inner_width_mm" integer NOT NULL,
	"inner_height_mm" integer NOT NULL,
	"empty_weight_grams" integer DEFAULT 0 NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advanced_shipper_methods" ADD CONSTRAINT "advanced_shipper_methods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_shipper_rates" ADD CONSTRAINT "advanced_shipper_rates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_shipper_rates" ADD CONSTRAINT "advanced_shipper_rates_region_id_advanced_shipper_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."advanced_shipper_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_shipper_regions" ADD CONSTRAINT "advanced_shipper_regions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_shipper_regions" ADD CONSTRAINT "advanced_shipper_regions_method_id_advanced_shipper_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."advanced_shipper_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zone_members" ADD CONSTRAINT "geo_zone_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zone_members" ADD CONSTRAINT "geo_zone_members_geo_zone_id_geo_zones_id_fk" FOREIGN KEY ("geo_zone_id") REFERENCES "public"."geo_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_zones" ADD CONSTRAINT "geo_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nesting_group_members" ADD CONSTRAINT "product_nesting_group_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nesting_group_members" ADD CONSTRAINT "product_nesting_group_members_group_id_product_nesting_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_nesting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nesting_group_members" ADD CONSTRAINT "product_nesting_group_members_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_nesting_groups" ADD CONSTRAINT "product_nesting_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_box" ADD CONSTRAINT "product_shipping_box_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_box" ADD CONSTRAINT "product_shipping_box_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shipping_box" ADD CONSTRAINT "product_shipping_box_box_id_shipping_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."shipping_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_boxes" ADD CONSTRAINT "shipping_boxes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advanced_shipper_methods_shop_idx" ON "advanced_shipper_methods" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advanced_shipper_rates_key" ON "advanced_shipper_rates" USING btree ("shop_id","region_id","up_to");--> statement-breakpoint
CREATE INDEX "advanced_shipper_regions_method_idx" ON "advanced_shipper_regions" USING btree ("shop_id","method_id");--> statement-breakpoint
CREATE INDEX "geo_zones_shop_idx" ON "geo_zones" USING btree ("shop_id","name");--> statement-breakpoint
CREATE INDEX "product_nesting_group_members_group_idx" ON "product_nesting_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_nesting_groups_shop_idx" ON "product_nesting_groups" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shipping_boxes_shop_idx" ON "shipping_boxes" USING btree ("shop_id");