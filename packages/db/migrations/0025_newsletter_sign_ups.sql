CREATE TABLE "newsletter_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_sign_ups" ADD CONSTRAINT "newsletter_sign_ups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sign_ups_email_idx" ON "newsletter_sign_ups" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_sign_ups_confirmed_idx" ON "newsletter_sign_ups" USING btree ("shop_id","confirmed_at");