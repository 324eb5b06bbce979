-- URL redirects (issue 35, ADR 0113). Primary key (shop_id, id) by hand, as ADR 0090 has it.
CREATE TABLE "url_redirects" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_redirects_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
ALTER TABLE "url_redirects" ADD CONSTRAINT "url_redirects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "url_redirects_from_key" ON "url_redirects" USING btree ("shop_id","from_path");