ALTER TABLE "payments" ADD COLUMN "call_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_without_order_idx" ON "payments" USING btree ("created_at") WHERE order_id IS NULL AND status IN ('processing', 'pending', 'authorised', 'captured', 'failed');