// npm run bench:seed -- --products N [--shop demo] [--batch 1000]
// npm run bench:seed -- --shops N   (shops shop01… filled like the demo pair, up to N shops in all)
// Adds N generated products to a shop for benchmarks, against DATABASE_URL (PostgreSQL) or
// the PGlite data directory DATA_DIR (default ./data). Migrates and seeds an empty database
// first. Rows go in with multi-row inserts, a batch at a time; pictures reuse the seeded
// ones, so no image work is done. The search table is rebuilt once at the end.
import { parseArgs } from 'node:util';
import { type Db, migrateDatabase, openDatabase, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { seedDatabase, seedShopPair } from '@emporia/db/seed/index';
import { and, eq, sql } from 'drizzle-orm';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    shop: { type: 'string', default: 'demo' },
    batch: { type: 'string', default: '1000' },
    shops: { type: 'string' },
  },
});
const total = Number(values.products);
const batchSize = Math.max(1, Math.min(2000, Number(values.batch)));
if (!Number.isInteger(total) || total < 1) {
  console.error('Usage: npm run bench:seed -- --products N [--shop demo] [--batch 1000]');
  process.exit(2);
}

const adjectives = [
  'Alpine',
  'Summit',
  'Trail',
  'Canyon',
  'Ridge',
  'Glacier',
  'Forest',
  'River',
  'Desert',
  'Coastal',
  'Storm',
  'Basecamp',
];
const materials = [
  'Merino',
  'Nylon',
  'Titanium',
  'Carbon',
  'Canvas',
  'Down',
  'Fleece',
  'Aluminium',
  'Gore',
  'Ripstop',
];
const nouns = [
  'Jacket',
  'Tent',
  'Backpack',
  'Headlamp',
  'Stove',
  'Bottle',
  'Boot',
  'Glove',
  'Hammock',
  'Poles',
  'Sleeping Bag',
  'Lantern',
  'Cooler',
  'Paddle',
];

const started = Date.now();
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  poolMax: 4,
});
await migrateDatabase(database, process.env.DATABASE_URL);
await seedDatabase(database.db, { dataDir: process.env.DATA_DIR });
const db: Db = database.db;

if (values.shops) {
  // The soak's many shops (bench/src/soak.ts): pairs seeded like demo and outdoors.
  const wanted = Number(values.shops);
  let [{ n }] = (await db.execute(sql`SELECT count(*)::int AS n FROM shops`)).rows as [{ n: number }];
  while (n < wanted) {
    const names: [string, string] = [
      `shop${String(n + 1).padStart(2, '0')}`,
      `shop${String(n + 2).padStart(2, '0')}`,
    ];
    await seedShopPair(db, names, { dataDir: process.env.DATA_DIR });
    n += 2;
  }
  console.log(`${n} shops (${Date.now() - started} ms)`);
  await database.close();
  process.exit(0);
}

const [shop] = await db
  .select({ id: schema.shops.id })
  .from(schema.shops)
  .where(eq(schema.shops.subdomain, values.shop));
if (!shop) throw new Error(`no shop ${values.shop}`);
const shopId = shop.id;

// What generated products point at: the shop's own categories, brands, pictures and sizes.
const categoryIds = (
  await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.shopId, shopId))
).map((r) => r.id);
const brandIds = (
  await db
    .select({ id: schema.manufacturers.id })
    .from(schema.manufacturers)
    .where(eq(schema.manufacturers.shopId, shopId))
).map((r) => r.id);
const pictures = [
  ...new Set(
    (
      await db
        .select({ image: schema.productImages.image })
        .from(schema.productImages)
        .where(eq(schema.productImages.shopId, shopId))
    ).map((r) => r.image),
  ),
];
const sizes = await db
  .select({ optionId: schema.productOptionValues.optionId, valueId: schema.productOptionValues.id })
  .from(schema.productOptionValues)
  .innerJoin(
    schema.productOptions,
    and(
      eq(schema.productOptions.shopId, schema.productOptionValues.shopId),
      eq(schema.productOptions.id, schema.productOptionValues.optionId),
    ),
  )
  .where(
    and(eq(schema.productOptionValues.shopId, shopId), sql`${schema.productOptions.names}->>'en' = 'Size'`),
  );
if (!categoryIds.length || !brandIds.length)
  throw new Error('the shop has no categories or manufacturers to use');

const run = Date.now().toString(36);
const pick = <T>(list: T[], n: number) => list[n % list.length]!;
const day = 24 * 3600 * 1000;

/** One batch in one transaction: parents, their texts, links, pictures, tiers, then variants. */
async function insertBatch(db: Db, from: number, count: number) {
  const items = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const name = `${pick(adjectives, n)} ${pick(materials, Math.floor(n / 12))} ${pick(nouns, Math.floor(n / 120))} ${n + 1}`;
    const priceMinor = 500 + ((n * 7919) % 60_000);
    const configurable = sizes.length >= 3 && n % 10 === 3;
    return { n, name, priceMinor, configurable };
  });
  const rows = await db
    .insert(schema.products)
    .values(
      items.map(({ n, priceMinor, configurable }) => ({
        shopId,
        type: configurable ? 'configurable' : 'simple',
        sku: `BENCH-${run}-${n + 1}`,
        priceMinor,
        ...(n % 5 === 0
          ? {
              salePriceMinor: Math.round(priceMinor * 0.8),
              saleStartsAt: new Date(Date.now() - 7 * day),
              saleEndsAt: new Date(Date.now() + 60 * day),
            }
          : {}),
        quantity: configurable ? 3 * 6 : n % 9 === 0 ? 0 : 1 + (n % 50),
        quantityDiscountStatus: n % 7 === 0 ? 1 : 0,
        featured: n % 25 === 0 ? 1 : 0,
        taxClassId: 1,
        manufacturerId: pick(brandIds, n),
        weightGrams: 200 + (n % 3000),
        ratingTotal: n % 3 === 0 ? 0 : (n % 4) + 2 + ((n % 4) + 2) * (n % 6),
        totalReviews: n % 3 === 0 ? 0 : 1 + (n % 6),
        createdAt: new Date(Date.now() - (n % 720) * 3600 * 1000),
      })),
    )
    .returning({ id: schema.products.id });
  const ids = rows.map((r) => r.id);
  await db.insert(schema.productTranslations).values(
    items.map(({ n, name }, i) => ({
      shopId,
      productId: ids[i]!,
      locale: 'en',
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run}`,
      description: `<p>${name}: generated for benchmarks (${pick(materials, n)}).</p>`,
    })),
  );
  await db
    .insert(schema.productCategories)
    .values(items.map(({ n }, i) => ({ shopId, productId: ids[i]!, categoryId: pick(categoryIds, n) })));
  if (pictures.length) {
    await db
      .insert(schema.productImages)
      .values(items.map(({ n }, i) => ({ shopId, productId: ids[i]!, image: pick(pictures, n) })));
  }
  const tiers = items.flatMap(({ n, priceMinor }, i) =>
    n % 7 === 0
      ? [{ shopId, productId: ids[i]!, minQuantity: 3, priceMinor: Math.round(priceMinor * 0.95) }]
      : [],
  );
  if (tiers.length) await db.insert(schema.productQuantityDiscounts).values(tiers);

  const parents = items.map((item, i) => ({ ...item, id: ids[i]! })).filter((item) => item.configurable);
  if (!parents.length) return;
  const variants = parents.flatMap((parent) => sizes.slice(0, 3).map((size, k) => ({ parent, size, k })));
  const variantRows = await db
    .insert(schema.products)
    .values(
      variants.map(({ parent, k }) => ({
        shopId,
        parentId: parent.id,
        type: 'simple',
        sku: `BENCH-${run}-${parent.n + 1}-${k + 1}`,
        priceMinor: parent.priceMinor + k * 500,
        quantity: 6,
        taxClassId: 1,
      })),
    )
    .returning({ id: schema.products.id });
  await db.insert(schema.productTranslations).values(
    variants.map(({ parent, k }, i) => ({
      shopId,
      productId: variantRows[i]!.id,
      locale: 'en',
      name: `${parent.name} - ${k + 1}`,
      slug: null,
    })),
  );
  await db.insert(schema.productVariantValues).values(
    variants.map(({ size }, i) => ({
      shopId,
      productId: variantRows[i]!.id,
      optionId: size.optionId,
      optionValueId: size.valueId,
    })),
  );
}

for (let from = 0; from < total; from += batchSize) {
  const count = Math.min(batchSize, total - from);
  await database.db.transaction((tx) => insertBatch(tx as unknown as Db, from, count));
  if ((from / batchSize) % 10 === 9 || from + count >= total) {
    console.log(`  ${from + count} / ${total} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}

const indexed = await reindexShop(database.db, shopId);
await database.db.execute(sql`ANALYZE products`);
await database.db.execute(sql`ANALYZE product_translations`);
await database.db.execute(sql`ANALYZE product_categories`);
const [{ n } = { n: 0 }] = (
  await database.db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${shopId} AND parent_id IS NULL`,
  )
).rows as { n: number }[];
console.log(
  `Added ${total} products to ${values.shop} in ${((Date.now() - started) / 1000).toFixed(1)} s; it now lists ${n} (${indexed} search rows).`,
);
await database.close();
