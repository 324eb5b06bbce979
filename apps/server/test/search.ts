// Test data for the search tests: a shop with products written straight into
// the search table (and the few catalogue rows it points at), so the tests
// pin the search behaviour without depending on the catalogue's admin flows.
import { searchQuerySchema } from '@emporia/contracts/search';
import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { searchInMemory } from '../src/modules/search/memory/memory-search';
import { runSearch, type SearchRow } from '../src/modules/search/queries';
import { planOf } from '../src/modules/search/service';

export interface FixtureProduct {
  name: string;
  /** Other languages' names, e.g. { fr: 'Tente' }. */
  names?: Record<string, string>;
  price: number;
  sale?: { price: number; from?: Date; until?: Date };
  manufacturer?: string;
  categories?: string[];
  /** Ratings of the approved reviews. */
  ratings?: number[];
  daysAgo?: number;
  type?: 'simple' | 'configurable';
  quantity?: number;
  image?: string;
  description?: string;
}

export interface FixtureShop {
  id: number;
  subdomain: string;
  manufacturers: Map<string, number>;
  categories: Map<string, number>;
  products: Map<string, number>;
}

const cents = (amount: number) => Math.round(amount * 100);
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await db.execute(query);
  return rows[0] as T;
}

/** A new shop holding `products`; categories and manufacturers are created from the names used. */
export async function fixtureShop(
  db: Db,
  subdomain: string,
  products: FixtureProduct[],
  extra: { categories?: string[]; manufacturers?: string[] } = {},
): Promise<FixtureShop> {
  const shop = await one<{ id: number }>(
    db,
    sql`INSERT INTO shops (subdomain, name) VALUES (${subdomain}, ${`Shop ${subdomain}`}) RETURNING id`,
  );
  const fixture: FixtureShop = {
    id: shop.id,
    subdomain,
    manufacturers: new Map(),
    categories: new Map(),
    products: new Map(),
  };
  const brandNames = new Set([
    ...(extra.manufacturers ?? []),
    ...products.flatMap((p) => p.manufacturer ?? []),
  ]);
  for (const name of brandNames) {
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO manufacturers (shop_id, name, slug) VALUES (${shop.id}, ${name}, ${slugOf(name)}) RETURNING id`,
    );
    fixture.manufacturers.set(name, row.id);
  }
  const categoryNames = new Set([
    ...(extra.categories ?? []),
    ...products.flatMap((p) => p.categories ?? []),
  ]);
  for (const name of categoryNames) {
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO categories (shop_id) VALUES (${shop.id}) RETURNING id`,
    );
    await db.execute(sql`INSERT INTO category_translations (shop_id, category_id, locale, name, slug)
      VALUES (${shop.id}, ${row.id}, 'en', ${name}, ${slugOf(name)})`);
    fixture.categories.set(name, row.id);
  }
  let serial = 0;
  for (const p of products) {
    serial += 1;
    const sku = `${subdomain.toUpperCase()}-${serial}`;
    const row = await one<{ id: number }>(
      db,
      sql`INSERT INTO products (shop_id, sku, price_minor) VALUES (${shop.id}, ${sku}, ${cents(p.price)}) RETURNING id`,
    );
    fixture.products.set(p.name, row.id);
    const brandId = p.manufacturer ? fixture.manufacturers.get(p.manufacturer)! : null;
    const categoryIds = (p.categories ?? []).map((c) => fixture.categories.get(c)!);
    const translations = [
      { locale: 'en', name: p.name, slug: slugOf(p.name) },
      ...Object.entries(p.names ?? {}).map(([locale, name]) => ({ locale, name, slug: slugOf(name) })),
    ];
    const ratings = p.ratings ?? [];
    const created = new Date(Date.UTC(2026, 0, 1) - (p.daysAgo ?? serial) * 86_400_000);
    const config = (locale: string) => (locale === 'fr' ? 'french' : locale === 'de' ? 'german' : 'english');
    const documents = translations.map(
      (t) => sql`setweight(to_tsvector(${config(t.locale)}::regconfig, unaccent(${t.name})), 'A')
        || setweight(to_tsvector('simple', ${sku}), 'B')
        || setweight(to_tsvector(${config(t.locale)}::regconfig, unaccent(${p.manufacturer ?? ''})), 'B')
        || setweight(to_tsvector(${config(t.locale)}::regconfig, unaccent(${(p.categories ?? []).join(' ')})), 'C')
        || setweight(to_tsvector(${config(t.locale)}::regconfig, unaccent(${p.description ?? ''})), 'D')`,
    );
    await db.execute(sql`INSERT INTO search_products (shop_id, product_id, type, sku, quantity, manufacturer_id,
        manufacturer, category_ids, price_minor, sale_price_minor, sale_starts_at, sale_ends_at, rating_total,
        total_reviews, images, translations, name_sort, names, document, created_at)
      VALUES (${shop.id}, ${row.id}, ${p.type ?? 'simple'}, ${sku}, ${p.quantity ?? 5}, ${brandId},
        ${brandId ? JSON.stringify({ id: brandId, name: p.manufacturer, slug: slugOf(p.manufacturer!) }) : null}::jsonb,
        ${`{${categoryIds.join(',')}}`}::int[], ${cents(p.price)}, ${p.sale ? cents(p.sale.price) : null},
        ${p.sale?.from?.toISOString() ?? null}::timestamptz, ${p.sale?.until?.toISOString() ?? null}::timestamptz,
        ${ratings.reduce((a, b) => a + b, 0)}, ${ratings.length},
        ${JSON.stringify(p.image ? [{ id: serial, image: p.image }] : [])}::jsonb, ${JSON.stringify(translations)}::jsonb,
        lower(unaccent(${p.name})), lower(unaccent(${`${translations.map((t) => t.name).join(' ')} ${sku}`})),
        ${sql.join(documents, sql` || `)}, ${created.toISOString()}::timestamptz)`);
  }
  return fixture;
}

/** A search answer as the shopper gets it (the SQL row's fields, without the facet-cell flag), to compare two answers. */
export function answerShape(row: SearchRow | null) {
  if (!row) return row;
  return {
    total: row.total,
    ratings: row.ratings,
    bounds: row.bounds,
    manufacturers: row.manufacturers ?? [],
    categories: row.categories ?? [],
    manufacturer_names: row.manufacturer_names ?? {},
    category_names: row.category_names ?? {},
    hits: row.hits ?? [],
  };
}

/** One search of the shop asked of the in-memory search and of SQL, to compare whole answers. */
export async function bothSearches(db: Db, shopId: number, query: Record<string, string>) {
  const shop = { id: shopId, defaultLanguage: 'en' } as Parameters<typeof planOf>[0];
  const plan = planOf(shop, searchQuerySchema.parse(query));
  const memory = await searchInMemory(db, plan);
  const rows = await runSearch(db, plan);
  return { memory, rows, plan };
}
