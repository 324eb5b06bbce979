CREATE TABLE "gift_card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"balance_after_minor" integer NOT NULL,
	"order_id" integer,
	"admin_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"code_hash" text,
	"code_last4" text DEFAULT '' NOT NULL,
	"currency_code" text NOT NULL,
	"initial_minor" integer NOT NULL,
	"balance_minor" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"order_item_id" integer,
	"unit" integer DEFAULT 1 NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_minor" >= 0 AND "gift_cards"."balance_minor" <= 2000000000)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_attempts" ADD CONSTRAINT "gift_card_attempts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_attempts_address_idx" ON "gift_card_attempts" USING btree ("shop_id","address","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" USING btree ("shop_id","gift_card_id","id");--> statement-breakpoint
CREATE INDEX "gift_card_movements_order_idx" ON "gift_card_movements" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_order_once" ON "gift_card_movements" USING btree ("gift_card_id","kind","order_id") WHERE "gift_card_movements"."kind" IN ('redeemed', 'credited');--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_issued_once" ON "gift_card_movements" USING btree ("gift_card_id") WHERE "gift_card_movements"."kind" = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_key" ON "gift_cards" USING btree ("shop_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_order_unit_key" ON "gift_cards" USING btree ("shop_id","order_item_id","unit");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("shop_id","created_at");