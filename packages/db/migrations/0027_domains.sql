CREATE TABLE "domain_certificates" (
	"domain_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"certificate_pem" text NOT NULL,
	"sealed_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"registrar" text NOT NULL,
	"registrar_order" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD COLUMN "origin" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD COLUMN "certificate_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_certificates" ADD CONSTRAINT "domain_certificates_domain_id_shop_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."shop_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_certificates" ADD CONSTRAINT "domain_certificates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_purchases" ADD CONSTRAINT "domain_purchases_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_purchases_shop_idx" ON "domain_purchases" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_one_primary_key" ON "shop_domains" USING btree ("shop_id") WHERE "shop_domains"."is_primary";