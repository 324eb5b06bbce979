CREATE TABLE "login_lockouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"scope" text NOT NULL,
	"reason" text NOT NULL,
	"account" text,
	"address" text,
	"failures" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "login_lockouts" ADD CONSTRAINT "login_lockouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_lockouts_shop_idx" ON "login_lockouts" USING btree ("shop_id","started_at");--> statement-breakpoint
CREATE INDEX "login_failures_session_idx" ON "login_failures" USING btree ("session_id");