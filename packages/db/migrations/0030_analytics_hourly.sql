CREATE TABLE "analytics_hourly" (
	"shop_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"pageviews" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"carts" integer DEFAULT 0 NOT NULL,
	"checkouts" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hourly_shop_id_hour_pk" PRIMARY KEY("shop_id","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "analytics_hourly" ("shop_id", "hour", "visitors", "pageviews", "downloads")
SELECT e."shop_id", date_trunc('hour', e."occurred_at", 'UTC'), count(DISTINCT s."visitor_hash"),
  count(*) FILTER (WHERE e."kind" = 'pageview'), count(*) FILTER (WHERE e."kind" = 'download')
FROM "analytics_events" e JOIN "analytics_sessions" s ON s."id" = e."session_id"
GROUP BY 1, 2;
