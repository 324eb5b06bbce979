CREATE TABLE "shop_subscriptions" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'trial' NOT NULL,
	"period" text DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'trialing' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"renews_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"provider_customer_id" text,
	"card_payment_method" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"billing_address" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"period" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_message" text,
	"provider_payment_id" text,
	"billing_address" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_subscriptions" ADD CONSTRAINT "shop_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_subscriptions_due_idx" ON "shop_subscriptions" USING btree ("status","renews_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_key" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_idempotency_key" ON "subscription_invoices" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_invoices_shop_idx" ON "subscription_invoices" USING btree ("shop_id","issued_at");