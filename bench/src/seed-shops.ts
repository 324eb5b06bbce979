// npm run bench:seed-shops -- --shops N [--concurrency 4] [--prefix dens] [--sample-products]
// Makes N shops (dens00001…) through the sign-up's own provisioning (modules/signup: starter
// theme, pages, footer menu, settings, trial; one transaction each, as the e-mailed link does),
// then fills each with 20–50 products in 3 categories, a few orders and two weeks of analytics,
// and launches it. Against DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite). --sample-products
// provisions as a sign-up that ticked "add sample products" does (the sample products and their
// search rows inside the provisioning transaction), to time that path.
//
// Resumable: a shop already made is not made again, a shop already filled is not filled again
// (each step is one transaction), so an interrupted run is finished by running it again.
// Prints the provisioning p50/p95/max and the database's growth per empty new shop (rows and
// bytes), measured over the shops provisioned in this run before any is filled.
import { parseArgs } from 'node:util';
import { type Db, migrateDatabase, openDatabase, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { seedDatabase } from '@emporia/db/seed/index';
import { hashPassword } from '@emporia/server/modules/auth/index';
import { provisionShop } from '@emporia/server/modules/signup/index';
import { eq, sql } from 'drizzle-orm';
import { categoryNames, productsOf, shopPrefix, subdomainOf as shopSubdomain } from './many-shops-data';

const { values } = parseArgs({
  options: {
    shops: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '4' },
    prefix: { type: 'string', default: shopPrefix },
    'sample-products': { type: 'boolean', default: false },
  },
});
const wanted = Number(values.shops);
const concurrency = Math.max(1, Math.min(32, Number(values.concurrency)));
if (!Number.isInteger(wanted) || wanted < 1) {
  console.error(
    'Usage: npm run bench:seed-shops -- --shops N [--concurrency 4] [--prefix dens] [--sample-products]',
  );
  process.exit(2);
}
const subdomainOf = (n: number) => shopSubdomain(n, values.prefix);

const started = Date.now();
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolMax: concurrency + 2,
});
await migrateDatabase(database, process.env.DATABASE_URL);
await seedDatabase(database.db, { dataDir: process.env.DATA_DIR });
const db: Db = database.db;
const onPostgres = Boolean(process.env.DATABASE_URL);
// One hash for every owner: argon2 is the sign-up form's cost (startSignup), not the link's.
const ownerPasswordHash = await hashPassword('bench-password-1');

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Footprint {
  rows: Map<string, number>;
  bytes: number;
}
/** Exact rows per table and the bytes of every table with its indexes and TOAST (PostgreSQL). */
async function footprint(): Promise<Footprint> {
  const tables = await rowsOf<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const rows = new Map<string, number>();
  for (const { name } of tables) {
    const [r] = await rowsOf<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`));
    rows.set(name, r!.n);
  }
  const [size] = onPostgres
    ? await rowsOf<{ bytes: string }>(
        sql`SELECT sum(pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass))::bigint AS bytes
            FROM pg_tables WHERE schemaname = 'public'`,
      )
    : [{ bytes: '0' }];
  return { rows, bytes: Number(size!.bytes) };
}

// 1. Provision the shops not made yet.
const existing = new Set(
  (
    await rowsOf<{ subdomain: string }>(
      sql`SELECT subdomain FROM shops WHERE subdomain LIKE ${`${values.prefix}%`}`,
    )
  ).map((r) => r.subdomain),
);
const toMake = Array.from({ length: wanted }, (_, i) => i + 1).filter((n) => !existing.has(subdomainOf(n)));
console.log(`${existing.size} shops already made; making ${toMake.length} (${concurrency} at a time)`);
const before = toMake.length ? await footprint() : undefined;
const provisionMs: number[] = [];
let made = 0;
const provisionStarted = Date.now();
await pool(toMake, async (n) => {
  const subdomain = subdomainOf(n);
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    const shop = await provisionShop(tx as unknown as Db, {
      subdomain,
      name: `Density Shop ${n}`,
      ownerEmail: `owner@${subdomain}.example`,
      ownerPasswordHash,
      countryCode: 'US',
      currencyCode: 'USD',
      sampleProducts: values['sample-products'],
    });
    if (!shop) throw new Error(`${subdomain} was taken meanwhile`);
  });
  provisionMs.push(performance.now() - t0);
  made += 1;
  if (made % 100 === 0) console.log(`  ${made} / ${toMake.length} made (${elapsed()} s)`);
});
const provisionWallMs = Date.now() - provisionStarted;

if (before && made > 0) {
  const after = await footprint();
  const sorted = [...provisionMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const grown = [...after.rows].flatMap(([table, n]) => {
    const added = n - (before.rows.get(table) ?? 0);
    return added > 0 ? [[table, added / made] as const] : [];
  });
  grown.sort((a, b) => b[1] - a[1]);
  const rowsPerShop = grown.reduce((sum, [, n]) => sum + n, 0);
  console.log(
    JSON.stringify({
      provisioned: made,
      concurrency,
      wall_s: +(provisionWallMs / 1000).toFixed(1),
      shops_per_s: +(made / (provisionWallMs / 1000)).toFixed(1),
      provision_ms: { p50: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +at(1).toFixed(1) },
      per_empty_shop: {
        rows: +rowsPerShop.toFixed(1),
        bytes: onPostgres ? Math.round((after.bytes - before.bytes) / made) : null,
        tables: Object.fromEntries(grown.map(([t, n]) => [t, +n.toFixed(2)])),
      },
    }),
  );
}

// 2. Fill and launch the shops that have no products yet.
const day = 86_400_000;

async function fill(tx: Db, shopId: number, n: number) {
  const categoryIds: number[] = [];
  for (const [position, name] of categoryNames.entries()) {
    const [category] = await tx
      .insert(schema.categories)
      .values({ shopId, sortOrder: position })
      .returning({ id: schema.categories.id });
    await tx.insert(schema.categoryTranslations).values({
      shopId,
      categoryId: category!.id,
      locale: 'en',
      name,
      slug: name.toLowerCase(),
    });
    categoryIds.push(category!.id);
  }
  const items = productsOf(n);
  const count = items.length;
  const products = await tx
    .insert(schema.products)
    .values(
      items.map((item, i) => ({
        shopId,
        sku: `D${n}-${i + 1}`,
        priceMinor: item.priceMinor,
        quantity: 10 + (i % 40),
        status: 1,
        featured: i < 8 ? 1 : 0,
        taxClassId: null,
        createdAt: new Date(Date.now() - i * 3600_000),
      })),
    )
    .returning({ id: schema.products.id });
  await tx.insert(schema.productTranslations).values(
    items.map((item, i) => ({
      shopId,
      productId: products[i]!.id,
      locale: 'en',
      name: item.name,
      slug: item.slug,
      description: `<p>${item.name}, made for shop ${n}.</p>`,
    })),
  );
  await tx
    .insert(schema.productCategories)
    .values(products.map((p, i) => ({ shopId, productId: p.id, categoryId: categoryIds[i % 3]! })));
  // A few orders of one or two lines each.
  const orderCount = 2 + (n % 5);
  for (let o = 0; o < orderCount; o++) {
    const lines = [items[o % count]!, items[(o * 3 + 1) % count]!].slice(0, 1 + (o % 2));
    const subtotal = lines.reduce((sum, line) => sum + line.priceMinor, 0);
    const [order] = await tx
      .insert(schema.orders)
      .values({
        shopId,
        ref: `D${n}-${1001 + o}`,
        email: `shopper${o}@example.com`,
        firstname: 'Sam',
        lastname: `Shopper ${o}`,
        paymentMethod: 'cod',
        currencyCode: 'USD',
        subtotalMinor: subtotal,
        totalMinor: subtotal,
        createdAt: new Date(Date.now() - o * day),
      })
      .returning({ id: schema.orders.id });
    await tx.insert(schema.orderItems).values(
      lines.map((line, l) => ({
        shopId,
        orderId: order!.id,
        productId: products[(o * (l ? 3 : 1) + l) % count]!.id,
        name: line.name,
        sku: `D${n}-line`,
        quantity: 1,
        unitPriceMinor: line.priceMinor,
        totalMinor: line.priceMinor,
      })),
    );
  }
  // Two weeks of daily analytics.
  await tx.insert(schema.analyticsDaily).values(
    Array.from({ length: 14 }, (_, d) => ({
      shopId,
      day: new Date(Date.now() - d * day).toISOString().slice(0, 10),
      visitors: 5 + ((n + d) % 40),
      visits: 6 + ((n + d) % 45),
      pageviews: 20 + ((n * d) % 200),
    })),
  );
  await reindexShop(tx, shopId);
  await tx.update(schema.shops).set({ launchedAt: new Date() }).where(eq(schema.shops.id, shopId));
}

const empty = await rowsOf<{ id: number; subdomain: string }>(sql`
  SELECT s.id, s.subdomain FROM shops s
  WHERE s.subdomain LIKE ${`${values.prefix}%`}
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.shop_id = s.id)
  ORDER BY s.id`);
console.log(`filling ${empty.length} shops`);
let filled = 0;
const fillMs: number[] = [];
await pool(empty, async ({ id, subdomain }) => {
  const t0 = performance.now();
  await db.transaction((tx) => fill(tx as unknown as Db, id, Number(subdomain.slice(values.prefix.length))));
  fillMs.push(performance.now() - t0);
  filled += 1;
  if (filled % 100 === 0) console.log(`  ${filled} / ${empty.length} filled (${elapsed()} s)`);
});
if (onPostgres) await db.execute(sql`ANALYZE`);
const [total] = await rowsOf<{ shops: number; bytes: string }>(
  onPostgres
    ? sql`SELECT (SELECT count(*)::int FROM shops) AS shops, pg_database_size(current_database())::bigint AS bytes`
    : sql`SELECT (SELECT count(*)::int FROM shops) AS shops, 0 AS bytes`,
);
fillMs.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    filled,
    fill_ms_p95: fillMs.length ? +fillMs[Math.floor(0.95 * fillMs.length)]!.toFixed(1) : null,
    shops: total!.shops,
    database_mb: onPostgres ? Math.round(Number(total!.bytes) / 1024 / 1024) : null,
    wall_s: +elapsed(),
  }),
);
await database.close();
process.exit(0);

function elapsed() {
  return ((Date.now() - started) / 1000).toFixed(1);
}
