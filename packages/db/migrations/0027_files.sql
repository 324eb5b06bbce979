CREATE TABLE "file_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_files" ADD CONSTRAINT "shop_files_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_files" ADD CONSTRAINT "shop_files_folder_id_file_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_folders_name_key" ON "file_folders" USING btree ("shop_id",coalesce("parent_id", 0),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_files_name_key" ON "shop_files" USING btree ("shop_id",coalesce("folder_id", 0),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_files_key_key" ON "shop_files" USING btree ("shop_id","storage_key");--> statement-breakpoint
CREATE INDEX "shop_files_folder_idx" ON "shop_files" USING btree ("shop_id","folder_id");