CREATE TABLE "shop_languages" (
	"shop_id" integer NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_languages_shop_id_code_pk" PRIMARY KEY("shop_id","code")
);
--> statement-breakpoint
ALTER TABLE "shop_languages" ADD CONSTRAINT "shop_languages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;