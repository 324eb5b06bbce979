ALTER TABLE "banners" ADD COLUMN "alt_text_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "text_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "label_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;