-- Webhook subscriptions per shop (issue 34, ADR 0120). Key (shop_id, id) written by hand, as
-- ADR 0090 has it; live installations get subscriptions for the topics their app registered.
CREATE TABLE "webhook_subscriptions" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"topic" text NOT NULL,
	"address" text NOT NULL,
	"api_version" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_subscriptions_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "api_version" text DEFAULT '2026-07' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_subscriptions_key" ON "webhook_subscriptions" USING btree ("shop_id","app_id","topic","address");--> statement-breakpoint
INSERT INTO "webhook_subscriptions" ("shop_id", "app_id", "topic", "address", "api_version")
SELECT i."shop_id", a."id", t.topic, a."webhook_url", '2026-07'
FROM "app_installations" i
JOIN "apps" a ON a."id" = i."app_id"
CROSS JOIN LATERAL unnest(a."webhook_topics") AS t(topic)
WHERE i."status" = 'active' AND a."webhook_url" IS NOT NULL AND t.topic <> 'app/uninstalled'
ON CONFLICT DO NOTHING;