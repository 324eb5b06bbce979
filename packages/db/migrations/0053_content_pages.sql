-- Pages as their own content type (issue 32, ADR 0108). Keys by hand, as ADR 0090 has them:
-- primary keys (shop_id, id), the old handle's page key (shop_id, page_id) → content_pages.
CREATE TABLE "content_pages" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"title" text NOT NULL,
	"handle" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
CREATE TABLE "content_page_old_handles" (
	"id" serial NOT NULL,
	"shop_id" integer NOT NULL,
	"handle" text NOT NULL,
	"page_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_old_handles_pkey" PRIMARY KEY ("shop_id", "id")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_old_handles" ADD CONSTRAINT "content_page_old_handles_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_old_handles" ADD CONSTRAINT "content_page_old_handles_page_id_content_pages_id_fk" FOREIGN KEY ("shop_id", "page_id") REFERENCES "public"."content_pages"("shop_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_old_handles_key" ON "content_page_old_handles" USING btree ("shop_id","handle");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_handle_key" ON "content_pages" USING btree ("shop_id","handle");--> statement-breakpoint
CREATE INDEX "content_pages_status_idx" ON "content_pages" USING btree ("shop_id","status","published_at");--> statement-breakpoint
-- Existing shops: the starter posts sign-up wrote into the blog (About us, Contact, Shipping &
-- returns, recognised by slug and starter summary, with no topic, author or product) become pages
-- at the same handle; menu items that linked them, and the starter footer's "About Us" (→ /blog)
-- and "Shipping & Returns" (→ /return-exchange), link the pages; the posts' former slugs become the
-- pages' old handles, and the posts go. /article/{slug} of a converted post answers 301 to the page.
INSERT INTO "content_pages" ("shop_id", "title", "handle", "body", "seo_title", "seo_description", "status", "published_at", "translations", "created_at", "updated_at")
SELECT a.shop_id, a.title, a.slug, a.body, a.seo_title, a.seo_description,
  CASE WHEN a.status = 'published' THEN 'published' ELSE 'hidden' END,
  a.published_at,
  coalesce((SELECT jsonb_object_agg(t.key, jsonb_build_object(
      'title', coalesce(t.value ->> 'title', ''), 'handle', '', 'body', coalesce(t.value ->> 'body', ''),
      'seo_title', coalesce(t.value ->> 'seo_title', ''), 'seo_description', coalesce(t.value ->> 'seo_description', '')))
    FROM jsonb_each(a.translations) t), '{}'::jsonb),
  a.created_at, a.updated_at
FROM "news_articles" a
WHERE ((a.slug = 'about-us' AND a.summary LIKE 'Who we are at %')
    OR (a.slug = 'contact' AND a.summary = 'How to reach us.')
    OR (a.slug = 'shipping-returns' AND a.summary = 'Delivery times and our return policy.'))
  AND a.author_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM "news_article_categories" c WHERE c.shop_id = a.shop_id AND c.article_id = a.id)
  AND NOT EXISTS (SELECT 1 FROM "news_article_products" p WHERE p.shop_id = a.shop_id AND p.article_id = a.id);
--> statement-breakpoint
UPDATE "menu_items" m SET "kind" = 'content_page', "target_id" = p.id
FROM "news_articles" a
JOIN "content_pages" p ON p.shop_id = a.shop_id AND p.handle = a.slug
WHERE m.shop_id = a.shop_id AND m.kind = 'article' AND m.target_id = a.id;
--> statement-breakpoint
UPDATE "menu_items" m SET "kind" = 'content_page', "page" = NULL, "target_id" = p.id
FROM "menus" f, "content_pages" p
WHERE f.shop_id = m.shop_id AND f.id = m.menu_id AND f.handle = 'footer'
  AND p.shop_id = m.shop_id AND m.kind = 'page'
  AND ((m.page = 'blog' AND m.label = 'About Us' AND p.handle = 'about-us')
    OR (m.page = 'return-exchange' AND m.label = 'Shipping & Returns' AND p.handle = 'shipping-returns'));
--> statement-breakpoint
INSERT INTO "content_page_old_handles" ("shop_id", "handle", "page_id")
SELECT o.shop_id, o.slug, p.id
FROM "news_article_old_slugs" o
JOIN "news_articles" a ON a.shop_id = o.shop_id AND a.id = o.article_id
JOIN "content_pages" p ON p.shop_id = a.shop_id AND p.handle = a.slug
WHERE o.slug <> p.handle
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "news_articles" a USING "content_pages" p WHERE p.shop_id = a.shop_id AND p.handle = a.slug;
