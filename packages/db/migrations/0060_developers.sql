CREATE TABLE "developer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"developer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"name" text,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"dev_shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "developer_id" integer;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "previous_sealed_secret" text;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "developer_tokens" ADD CONSTRAINT "developer_tokens_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developers" ADD CONSTRAINT "developers_dev_shop_id_shops_id_fk" FOREIGN KEY ("dev_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "developer_tokens_hash_key" ON "developer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "developer_tokens_developer_idx" ON "developer_tokens" USING btree ("developer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "developers_email_key" ON "developers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "apps_developer_idx" ON "apps" USING btree ("developer_id");