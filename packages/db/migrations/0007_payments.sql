CREATE TABLE "order_statuses" (
	"shop_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "order_statuses_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_minor" integer,
	"provider_reference" text,
	"provider_event_id" text,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"raw" jsonb,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer,
	"method" text NOT NULL,
	"order_ref" text DEFAULT '' NOT NULL,
	"provider_reference" text,
	"amount_minor" integer NOT NULL,
	"captured_minor" integer DEFAULT 0 NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"raw_answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_statuses" ADD CONSTRAINT "order_statuses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("shop_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("shop_id","provider_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_shop_idempotency_key" ON "payments" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_shop_order_idx" ON "payments" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_shop_reference_idx" ON "payments" USING btree ("shop_id","method","provider_reference");