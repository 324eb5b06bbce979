ALTER TABLE "orders" ADD COLUMN "imported_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "imported_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_sales" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_imported_key" ON "orders" USING btree ("shop_id","imported_from","imported_number");