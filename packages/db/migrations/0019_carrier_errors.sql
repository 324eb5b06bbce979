CREATE TABLE "shipping_carrier_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_carrier_errors" ADD CONSTRAINT "shipping_carrier_errors_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_carrier_errors_module_idx" ON "shipping_carrier_errors" USING btree ("shop_id","module");