-- Imports of other platforms' exports (issue 35, ADR 0112). Keys (shop_id, id) and the
-- pictures' key to their import written by hand, as ADR 0090 has it.
CREATE TABLE "import_pictures" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"row" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "import_pictures_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '{"update_existing":true,"publish":false}'::jsonb NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file" "bytea",
	"locale" text NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"made" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"redirects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
ALTER TABLE "import_pictures" ADD CONSTRAINT "import_pictures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_pictures" ADD CONSTRAINT "import_pictures_import_id_imports_id_fk" FOREIGN KEY ("shop_id", "import_id") REFERENCES "public"."imports"("shop_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_pictures_due_idx" ON "import_pictures" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "import_pictures_import_idx" ON "import_pictures" USING btree ("shop_id","import_id");--> statement-breakpoint
CREATE INDEX "imports_shop_idx" ON "imports" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "imports_state_idx" ON "imports" USING btree ("state");