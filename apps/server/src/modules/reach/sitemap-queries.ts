import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { intArray, rowsOf } from '../../kernel/sql-lists';
import { indexedPagePaths } from './page-heads';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const urlsPerSitemap = 50_000;
/** Rows read per query while a sitemap file streams out. */
const batchSize = 5_000;

export const sitemapKinds = [
  'pages',
  'products',
  'categories',
  'manufacturers',
  'articles',
  'content-pages',
] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/** One address of a sitemap: its path in each language it exists in. */
export interface SitemapEntry {
  id: number;
  lastmod: Date | null;
  links: { locale: string; path: string }[];
}

interface Source {
  /** Every listed thing of the shop as (id, lastmod): only what a shopper can open. */
  rows(shopId: number): SQL;
  /** (id, locale, path) of the given ids. */
  links(shopId: number, ids: number[]): SQL;
  /** How many languages the shop's things have addresses in (n): each thing is n <url>s. */
  languages?(shopId: number): SQL;
}

const sources: Record<Exclude<SitemapKind, 'pages'>, Source> = {
  products: {
    rows: (shopId) => sql`
      SELECT p.id, p.updated_at AS lastmod FROM products p
      WHERE p.shop_id = ${shopId} AND p.status = 1 AND p.parent_id IS NULL
        AND EXISTS (SELECT 1 FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id AND t.slug IS NOT NULL)`,
    links: (shopId, ids) => sql`
      SELECT product_id AS id, locale, '/' || slug AS path FROM product_translations
      WHERE shop_id = ${shopId} AND product_id = ANY(${intArray(ids)}) AND slug IS NOT NULL`,
    languages: (shopId) => sql`
      SELECT count(DISTINCT locale) AS n FROM product_translations WHERE shop_id = ${shopId} AND slug IS NOT NULL`,
  },
  categories: {
    rows: (shopId) => sql`
      SELECT c.id, c.updated_at AS lastmod FROM categories c WHERE c.shop_id = ${shopId} AND c.status = 1`,
    links: (shopId, ids) => sql`
      SELECT category_id AS id, locale, '/category/' || slug AS path FROM category_translations
      WHERE shop_id = ${shopId} AND category_id = ANY(${intArray(ids)})`,
    languages: (shopId) => sql`
      SELECT count(DISTINCT locale) AS n FROM category_translations WHERE shop_id = ${shopId}`,
  },
  manufacturers: {
    rows: (shopId) => sql`
      SELECT m.id, m.updated_at AS lastmod FROM manufacturers m WHERE m.shop_id = ${shopId} AND m.status = 1`,
    links: (shopId, ids) => sql`
      SELECT id, '' AS locale, '/manufacturer/' || slug AS path FROM manufacturers
      WHERE shop_id = ${shopId} AND id = ANY(${intArray(ids)})`,
  },
  articles: {
    rows: (shopId) => sql`
      SELECT a.id, greatest(a.published_at, a.updated_at) AS lastmod FROM news_articles a
      WHERE a.shop_id = ${shopId} AND a.status = 'published' AND a.published_at <= now()`,
    links: (shopId, ids) => sql`
      SELECT id, '' AS locale, '/article/' || slug AS path FROM news_articles
      WHERE shop_id = ${shopId} AND id = ANY(${intArray(ids)})`,
  },
  // The shop's own pages (/pages/{handle}): one address per language with a handle of its own.
  'content-pages': {
    rows: (shopId) => sql`
      SELECT p.id, greatest(p.published_at, p.updated_at) AS lastmod FROM content_pages p
      WHERE p.shop_id = ${shopId} AND p.status = 'published' AND p.published_at <= now()`,
    links: (shopId, ids) => sql`
      SELECT p.id, s.default_language AS locale, '/pages/' || p.handle AS path
      FROM content_pages p JOIN shops s ON s.id = p.shop_id
      WHERE p.shop_id = ${shopId} AND p.id = ANY(${intArray(ids)})
      UNION ALL
      SELECT p.id, t.key AS locale, '/pages/' || (t.value ->> 'handle') AS path
      FROM content_pages p, jsonb_each(p.translations) t
      WHERE p.shop_id = ${shopId} AND p.id = ANY(${intArray(ids)}) AND coalesce(t.value ->> 'handle', '') <> ''`,
    languages: (shopId) => sql`
      SELECT 1 + count(DISTINCT t.key) AS n FROM content_pages p, jsonb_each(p.translations) t
      WHERE p.shop_id = ${shopId} AND coalesce(t.value ->> 'handle', '') <> ''`,
  },
};

const dateOf = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

/**
 * Things per sitemap file: a thing in n languages is n addresses (one <url>
 * per language, each naming the others), so a file holds 50,000 / n things.
 */
async function thingsPerFile(ctx: RequestContext, source: Source): Promise<number> {
  if (!source.languages) return urlsPerSitemap;
  const [row] = await rowsOf<{ n: number | string }>(ctx.db.execute(source.languages(ctx.shop.id)));
  return Math.floor(urlsPerSitemap / Math.max(1, Number(row?.n ?? 1)));
}

/** When the catalogue last changed: what the home page (its sections) shows. */
async function catalogLastChange(ctx: RequestContext): Promise<Date | null> {
  const [row] = await rowsOf<{ at: unknown }>(
    ctx.db.execute(sql`SELECT greatest(
      (SELECT max(created_at) FROM catalog_changes WHERE shop_id = ${ctx.shop.id}),
      (SELECT max(updated_at) FROM products WHERE shop_id = ${ctx.shop.id})) AS at`),
  );
  return dateOf(row?.at);
}

/** The sitemap files of one kind: page numbers from 1, each with its newest change. */
export async function sitemapFiles(
  ctx: RequestContext,
  kind: SitemapKind,
): Promise<{ page: number; lastmod: Date | null }[]> {
  if (kind === 'pages') return [{ page: 1, lastmod: await catalogLastChange(ctx) }];
  const perFile = await thingsPerFile(ctx, sources[kind]);
  const rows = await rowsOf<{ page: number | string; lastmod: unknown }>(
    ctx.db.execute(sql`
      SELECT (rn - 1) / ${perFile} + 1 AS page, max(lastmod) AS lastmod
      FROM (SELECT lastmod, row_number() OVER (ORDER BY id) AS rn FROM (${sources[kind].rows(ctx.shop.id)}) s) n
      GROUP BY 1 ORDER BY 1`),
  );
  return rows.map((r) => ({ page: Number(r.page), lastmod: dateOf(r.lastmod) }));
}

/**
 * The entries of one sitemap file, read in batches by id so that a file of
 * 50,000 addresses never sits in memory whole. Undefined when the file does
 * not exist (a page past the last).
 */
export async function sitemapEntries(
  ctx: RequestContext,
  kind: SitemapKind,
  page: number,
): Promise<AsyncIterable<SitemapEntry[]> | undefined> {
  if (kind === 'pages') {
    if (page !== 1) return undefined;
    const lastmod = await catalogLastChange(ctx);
    return (async function* () {
      // The home page shows the newest products; the other pages have no date of their own.
      yield indexedPagePaths.map((path, id) => ({
        id,
        lastmod: path === '/' ? lastmod : null,
        links: [{ locale: '', path }],
      }));
    })();
  }
  const source = sources[kind];
  const shopId = ctx.shop.id;
  const perFile = await thingsPerFile(ctx, source);
  const [first] = await rowsOf<{ id: number }>(
    ctx.db.execute(sql`
      SELECT id FROM (${source.rows(shopId)}) s ORDER BY id
      OFFSET ${(page - 1) * perFile} LIMIT 1`),
  );
  if (!first) return undefined;
  return (async function* () {
    let after = first.id - 1;
    let left = perFile;
    while (left > 0) {
      const rows = await rowsOf<{ id: number; lastmod: unknown }>(
        ctx.db.execute(sql`
          SELECT id, lastmod FROM (${source.rows(shopId)}) s WHERE id > ${after}
          ORDER BY id LIMIT ${Math.min(batchSize, left)}`),
      );
      if (rows.length === 0) return;
      const links = await rowsOf<{ id: number; locale: string; path: string }>(
        ctx.db.execute(
          source.links(
            shopId,
            rows.map((r) => r.id),
          ),
        ),
      );
      const byId = new Map<number, { locale: string; path: string }[]>();
      for (const { id, locale, path } of links) byId.set(id, [...(byId.get(id) ?? []), { locale, path }]);
      yield rows.map((r) => ({
        id: r.id,
        lastmod: dateOf(r.lastmod),
        links: byId.get(r.id) ?? [],
      }));
      after = rows.at(-1)!.id;
      left -= rows.length;
    }
  })();
}
