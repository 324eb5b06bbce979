import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  categories,
  categoryTranslations,
  customerGroups,
  manufacturers,
  productCategories,
  productGroupPrices,
  productImages,
  productOptions,
  productOptionValues,
  productQuantityDiscounts,
  productReviews,
  products,
  productTranslations,
  productVariantValues,
} from '../schema/index';
import { seedBlog } from './blog';
import {
  demoCategories,
  demoManufacturers,
  demoOptions,
  demoProducts,
  outdoorsCategories,
  outdoorsProducts,
  reviewAuthors,
  reviewTexts,
  type SeedCategory,
  type SeedProduct,
} from './catalog-data';
import { type DrawnPicture, drawPictures, shadeOf } from './catalog-images';
import type { SeedFiles } from './seed-step';
import type { SeededShops } from './shops';
import { slugOf } from './slugs';

const day = 24 * 3600 * 1000;
const cents = (amount: number) => Math.round(amount * 100);

/** Seed step: the demo gear shop's catalogue and a few products of the outdoors shop. */
export async function seedCatalog(db: Db, shops: SeededShops, files: SeedFiles): Promise<void> {
  await seedShopCatalog(db, files, shops.demo, demoCategories, demoProducts, 'EG');
  await seedShopCatalog(db, files, shops.outdoors, outdoorsCategories, outdoorsProducts, 'OO');
  await seedBlog(db, files, shops.demo);
  await seedGroupPrices(db, shops.demo);
}

async function seedShopCatalog(
  db: Db,
  files: SeedFiles,
  shopId: number,
  cats: SeedCategory[],
  list: SeedProduct[],
  prefix: string,
) {
  const brandNames = [
    ...new Set([...(prefix === 'EG' ? demoManufacturers : []), ...list.map((p) => p.manufacturer)]),
  ];
  const pictures: DrawnPicture[] = [
    ...cats.map((c) => ({ shopId, folder: 'categories', label: c.name, color: c.color })),
    ...brandNames.map((name) => ({ shopId, folder: 'manufacturers', label: name, color: '#37474f' })),
    ...list.map((p) => ({
      shopId,
      folder: 'products',
      label: p.name,
      color: shadeOf(cats.find((c) => c.key === p.category)!.color, p.name),
    })),
  ];
  const keys = await drawPictures(pictures, files.dataDir);
  const categoryImage = (i: number) => keys[i]!;
  const brandLogo = (i: number) => keys[cats.length + i]!;
  const productImage = (i: number) => keys[cats.length + brandNames.length + i]!;

  // Categories: roots first so children can point at their parent.
  const categoryIds = new Map<string, number>();
  for (const level of [cats.filter((c) => !c.parent), cats.filter((c) => c.parent)]) {
    if (!level.length) continue;
    const rows = await db
      .insert(categories)
      .values(
        level.map((c) => ({
          shopId,
          parentId: c.parent ? categoryIds.get(c.parent)! : null,
          image: categoryImage(cats.indexOf(c)),
          sortOrder: cats.indexOf(c),
        })),
      )
      .returning({ id: categories.id });
    for (const [i, c] of level.entries()) categoryIds.set(c.key, rows[i]!.id);
  }
  await db.insert(categoryTranslations).values(
    cats.map((c) => ({
      shopId,
      categoryId: categoryIds.get(c.key)!,
      locale: 'en',
      name: c.name,
      slug: c.key,
      description: `<p>Everything for ${c.name.toLowerCase()}, tested on real trips.</p>`,
      metaTitle: c.name,
      metaDescription: `Shop ${c.name.toLowerCase()} gear.`,
    })),
  );

  const brandRows = await db
    .insert(manufacturers)
    .values(
      brandNames.map((name, i) => ({ shopId, name, slug: slugOf(name), logo: brandLogo(i), sortOrder: i })),
    )
    .returning({ id: manufacturers.id });
  const brandIds = new Map(brandNames.map((name, i) => [name, brandRows[i]!.id]));

  const optionValueIds = await seedOptions(db, shopId, list);

  const now = Date.now();
  const parentRows = await db
    .insert(products)
    .values(
      list.map((p, i) => {
        const variantQuantity = p.variants
          ?.filter((v) => v.status !== 0)
          .reduce((sum, v) => sum + v.quantity, 0);
        const sale = saleOf(p, now);
        return {
          shopId,
          type: p.variants ? 'configurable' : 'simple',
          sku: `${prefix}-${1001 + i}`,
          priceMinor: cents(p.price),
          ...sale,
          quantity: variantQuantity ?? p.quantity ?? 10 + ((i * 7) % 40),
          quantityDiscountStatus: p.tiers ? 1 : 0,
          isDigital: p.digital ? 1 : 0,
          featured: p.featured ? 1 : 0,
          taxClassId: p.digital ? null : 1,
          manufacturerId: brandIds.get(p.manufacturer)!,
          weightGrams: p.digital ? 0 : (p.weight ?? 300 + ((i * 137) % 2400)),
          lengthMm: p.digital ? 0 : 300,
          widthMm: p.digital ? 0 : 200,
          heightMm: p.digital ? 0 : 100,
          sortOrder: 0,
          createdAt: new Date(now - i * 1.5 * day),
          ...ratingOf(p, i),
        };
      }),
    )
    .returning({ id: products.id });
  const productIds = parentRows.map((r) => r.id);

  await db.insert(productTranslations).values(
    list.map((p, i) => ({
      shopId,
      productId: productIds[i]!,
      locale: 'en',
      name: p.name,
      slug: slugOf(p.name),
      description: descriptionOf(p),
      metaTitle: p.name,
      metaDescription: `${p.name} by ${p.manufacturer}.`,
    })),
  );
  await db
    .insert(productCategories)
    .values(
      list.map((p, i) => ({ shopId, productId: productIds[i]!, categoryId: categoryIds.get(p.category)! })),
    );
  await db
    .insert(productImages)
    .values(
      list.map((_p, i) => ({ shopId, productId: productIds[i]!, image: productImage(i), sortOrder: 0 })),
    );

  const tiers = list.flatMap((p, i) =>
    p.tiers
      ? [
          {
            shopId,
            productId: productIds[i]!,
            minQuantity: 3,
            priceMinor: Math.round(cents(p.price) * 0.95),
          },
          {
            shopId,
            productId: productIds[i]!,
            minQuantity: 10,
            priceMinor: Math.round(cents(p.price) * 0.9),
          },
        ]
      : [],
  );
  if (tiers.length) await db.insert(productQuantityDiscounts).values(tiers);

  await seedVariants(db, shopId, list, productIds, optionValueIds, prefix, now);
  await seedReviews(db, shopId, list, productIds, now);
}

function saleOf(p: SeedProduct, now: number) {
  if (!p.sale) return {};
  const salePriceMinor = Math.round(cents(p.price) * p.sale);
  if (p.saleWindow === 'ended') {
    return { salePriceMinor, saleStartsAt: new Date(now - 40 * day), saleEndsAt: new Date(now - 10 * day) };
  }
  if (p.saleWindow === 'future') {
    return { salePriceMinor, saleStartsAt: new Date(now + 10 * day), saleEndsAt: new Date(now + 40 * day) };
  }
  return { salePriceMinor, saleStartsAt: new Date(now - 7 * day), saleEndsAt: new Date(now + 60 * day) };
}

/** Ratings cycle through a fixed pattern so pages look lived-in and tests can predict them. */
const ratingPattern = [5, 4, 5, 3, 4, 5, 2, 4];
const ratingsOf = (p: SeedProduct, i: number) =>
  Array.from({ length: p.reviews ?? 0 }, (_, r) => ratingPattern[(i + r) % ratingPattern.length]!);

function ratingOf(p: SeedProduct, i: number) {
  const ratings = ratingsOf(p, i);
  return { ratingTotal: ratings.reduce((a, b) => a + b, 0), totalReviews: ratings.length };
}

function descriptionOf(p: SeedProduct): string {
  const use = p.digital ? 'the outdoor lover in your life' : 'long days outside';
  return `<p><strong>${p.name}</strong> by ${p.manufacturer}, made for ${use}.</p><ul><li>Field-tested by our staff</li><li>Backed by our 1-year guarantee</li></ul>`;
}

async function seedOptions(db: Db, shopId: number, list: SeedProduct[]) {
  const valueIds = new Map<string, { optionId: number; valueId: number }>();
  if (!list.some((p) => p.variants)) return valueIds;
  const optionRows = await db
    .insert(productOptions)
    .values(demoOptions.map((o, i) => ({ shopId, type: o.type, names: { en: o.name }, sortOrder: i })))
    .returning({ id: productOptions.id });
  const values = demoOptions.flatMap((o, i) =>
    o.values.map((v, j) => ({ key: `${o.key}:${v}`, optionId: optionRows[i]!.id, name: v, sortOrder: j })),
  );
  const valueRows = await db
    .insert(productOptionValues)
    .values(
      values.map((v) => ({ shopId, optionId: v.optionId, names: { en: v.name }, sortOrder: v.sortOrder })),
    )
    .returning({ id: productOptionValues.id });
  for (const [i, v] of values.entries())
    valueIds.set(v.key, { optionId: v.optionId, valueId: valueRows[i]!.id });
  return valueIds;
}

async function seedVariants(
  db: Db,
  shopId: number,
  list: SeedProduct[],
  productIds: number[],
  optionValueIds: Map<string, { optionId: number; valueId: number }>,
  prefix: string,
  now: number,
) {
  const variants = list.flatMap((p, i) =>
    (p.variants ?? []).map((v) => ({ parent: p, parentIndex: i, variant: v })),
  );
  if (!variants.length) return;
  const rows = await db
    .insert(products)
    .values(
      variants.map(({ parent, parentIndex, variant }) => ({
        shopId,
        parentId: productIds[parentIndex]!,
        type: 'simple',
        sku: `${prefix}-${1001 + parentIndex}-${Object.values(variant.values).join('-').toUpperCase()}`,
        priceMinor: cents(parent.price + (variant.priceDelta ?? 0)),
        ...saleOf(parent, now),
        quantity: variant.quantity,
        status: variant.status ?? 1,
        taxClassId: 1,
        manufacturerId: null,
        weightGrams: 600,
        createdAt: new Date(now - parentIndex * 1.5 * day),
      })),
    )
    .returning({ id: products.id });
  await db.insert(productTranslations).values(
    variants.map(({ parent, variant }, i) => ({
      shopId,
      productId: rows[i]!.id,
      locale: 'en',
      name: `${parent.name} - ${Object.values(variant.values).join(' / ')}`,
      slug: null,
    })),
  );
  await db.insert(productVariantValues).values(
    variants.flatMap(({ variant }, i) =>
      Object.entries(variant.values).map(([option, value]) => {
        const ids = optionValueIds.get(`${option}:${value}`)!;
        return { shopId, productId: rows[i]!.id, optionId: ids.optionId, optionValueId: ids.valueId };
      }),
    ),
  );
}

async function seedReviews(db: Db, shopId: number, list: SeedProduct[], productIds: number[], now: number) {
  const reviews = list.flatMap((p, i) =>
    ratingsOf(p, i).map((rating, r) => ({
      shopId,
      productId: productIds[i]!,
      author: reviewAuthors[(i + r) % reviewAuthors.length]!,
      rating,
      text: reviewTexts[(i * 3 + r) % reviewTexts.length]!,
      status: 'approved',
      createdAt: new Date(now - (r + 1) * 3 * day),
    })),
  );
  // A few waiting for moderation: not shown, not counted.
  const pending = list.slice(0, 3).map((_p, i) => ({
    shopId,
    productId: productIds[i]!,
    author: 'Pat',
    rating: 1,
    text: 'Waiting for a moderator to read this review.',
    status: 'pending',
    createdAt: new Date(now - day),
  }));
  const all = [...reviews, ...pending];
  if (all.length) await db.insert(productReviews).values(all);
}

/** A Wholesale group with its own prices on two products (group pricing). */
async function seedGroupPrices(db: Db, shopId: number) {
  const [group] = await db
    .insert(customerGroups)
    .values({ shopId, name: 'Wholesale' })
    .returning({ id: customerGroups.id });
  const rows = await db
    .select({ id: products.id, sku: products.sku, priceMinor: products.priceMinor })
    .from(products)
    .where(eq(products.shopId, shopId));
  const skuOf = (name: string) => `EG-${1001 + demoProducts.findIndex((p) => p.name === name)}`;
  const wanted = new Set([skuOf('Granite Water Bottle'), skuOf('Alpine Dome Tent')]);
  const picked = rows.filter((r) => wanted.has(r.sku));
  await db.insert(productGroupPrices).values(
    picked.map((r) => ({
      shopId,
      productId: r.id,
      customerGroupId: group!.id,
      priceMinor: Math.round(r.priceMinor * 0.85),
    })),
  );
}
