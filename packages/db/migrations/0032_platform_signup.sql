CREATE TABLE "platform_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subdomain" text NOT NULL,
	"shop_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"sample_products" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "launched_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "onboarding_dismissed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_signups_token_key" ON "platform_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "platform_signups_email_idx" ON "platform_signups" USING btree ("email","created_at");