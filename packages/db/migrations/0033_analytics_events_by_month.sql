-- analytics_events becomes a table partitioned by month of occurred_at (ADR 0060): old months are
-- dropped whole, and the beacon path writes into a small current partition. The rows move over.
ALTER TABLE "analytics_events" RENAME TO "analytics_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_pkey" TO "analytics_events_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "analytics_events_unpartitioned" RENAME CONSTRAINT "analytics_events_shop_id_shops_id_fk" TO "analytics_events_unpartitioned_shop_fk";--> statement-breakpoint
ALTER INDEX "analytics_events_shop_time_idx" RENAME TO "analytics_events_unpartitioned_shop_time_idx";--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint DEFAULT nextval('analytics_events_id_seq') NOT NULL,
	"shop_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"product_sku" text,
	"product" jsonb,
	"cart" jsonb,
	"order" jsonb,
	"country" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	CONSTRAINT "analytics_events_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER SEQUENCE "analytics_events_id_seq" OWNED BY "analytics_events"."id";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_shop_time_idx" ON "analytics_events" USING btree ("shop_id","occurred_at");--> statement-breakpoint
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;--> statement-breakpoint
DO $$
DECLARE month date;
BEGIN
  FOR month IN
    SELECT DISTINCT date_trunc('month', "occurred_at" AT TIME ZONE 'UTC')::date FROM "analytics_events_unpartitioned"
    UNION SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date
    UNION SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month')::date
  LOOP
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF "analytics_events" FOR VALUES FROM (%L) TO (%L)',
      'analytics_events_' || to_char(month, 'YYYY_MM'),
      month::timestamp AT TIME ZONE 'UTC',
      (month + interval '1 month')::timestamp AT TIME ZONE 'UTC'
    );
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "analytics_events" SELECT * FROM "analytics_events_unpartitioned";--> statement-breakpoint
DROP TABLE "analytics_events_unpartitioned";
