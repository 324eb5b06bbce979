CREATE TABLE "accessibility_statements" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'partial' NOT NULL,
	"exceptions" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"prepared_on" date NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "accessibility" jsonb;--> statement-breakpoint
ALTER TABLE "accessibility_statements" ADD CONSTRAINT "accessibility_statements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;