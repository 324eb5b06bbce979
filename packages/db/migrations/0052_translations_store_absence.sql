ALTER TABLE "category_translations" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "category_translations" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ALTER COLUMN "meta_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "category_translations" ALTER COLUMN "meta_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "category_translations" ALTER COLUMN "meta_description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "category_translations" ALTER COLUMN "meta_description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "meta_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "meta_title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "meta_description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "product_translations" ALTER COLUMN "meta_description" DROP NOT NULL;--> statement-breakpoint
-- ADR 0107: an untranslated text is stored as its absence (NULL, or no key in a JSON map), not "".
-- Blank means empty or only whitespace, the class JavaScript's trim() removes.
UPDATE "product_translations" SET description = CASE WHEN description ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN description END, meta_title = CASE WHEN meta_title ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN meta_title END, meta_description = CASE WHEN meta_description ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN meta_description END WHERE description !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' OR meta_title !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' OR meta_description !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
--> statement-breakpoint
UPDATE "category_translations" SET description = CASE WHEN description ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN description END, meta_title = CASE WHEN meta_title ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN meta_title END, meta_description = CASE WHEN meta_description ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' THEN meta_description END WHERE description !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' OR meta_title !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' OR meta_description !~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
--> statement-breakpoint
UPDATE "manufacturers" SET "name_translations" = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each("name_translations") e WHERE jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
  WHERE EXISTS (SELECT 1 FROM jsonb_each("name_translations") e WHERE NOT (jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'));
--> statement-breakpoint
UPDATE "menu_items" SET "label_translations" = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each("label_translations") e WHERE jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
  WHERE EXISTS (SELECT 1 FROM jsonb_each("label_translations") e WHERE NOT (jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'));
--> statement-breakpoint
UPDATE "banners" SET "alt_text_translations" = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each("alt_text_translations") e WHERE jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
  WHERE EXISTS (SELECT 1 FROM jsonb_each("alt_text_translations") e WHERE NOT (jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'));
--> statement-breakpoint
UPDATE "banners" SET "text_translations" = (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) FROM jsonb_each("text_translations") e WHERE jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
  WHERE EXISTS (SELECT 1 FROM jsonb_each("text_translations") e WHERE NOT (jsonb_typeof(e.value) = 'string' AND e.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'));
--> statement-breakpoint
UPDATE "news_articles" SET "translations" = coalesce((
    SELECT jsonb_object_agg(l.key, (SELECT jsonb_object_agg(f.key, f.value) FROM jsonb_each(l.value) f WHERE jsonb_typeof(f.value) = 'string' AND f.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'))
    FROM jsonb_each("translations") l
    WHERE jsonb_typeof(l.value) = 'object' AND EXISTS (SELECT 1 FROM jsonb_each(l.value) f WHERE jsonb_typeof(f.value) = 'string' AND f.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')), '{}'::jsonb)
  WHERE EXISTS (SELECT 1 FROM jsonb_each("translations") l, jsonb_each(l.value) f
    WHERE jsonb_typeof(l.value) = 'object' AND NOT (jsonb_typeof(f.value) = 'string' AND f.value #>> '{}' ~ '[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'));
