import { productInputSchema, variantInputSchema } from '@emporia/contracts/catalog-admin';
import type { ImportedProduct, ImportRedirect } from '@emporia/contracts/imports';
import { isTranslated } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { conflict, taken, validationFailed } from '../../kernel/errors';
import { toGrams, toMinor, toMm } from '../../kernel/money';
import { sanitizeRichText, writtenRichText } from '../../kernel/rich-text';
import { allCategories, announceProductChange, isReservedSlug, slugify } from '../catalog';
import { assertWithinPlan } from '../plan-limits';
import { type Applied, type ApplyOptions, pricesOf, queuePictures, validSlug } from './apply';
import { type ChunkLookups, categoryOf, manufacturerOf, optionValueIds } from './lookups';

const { products, productTranslations, productCategories, productVariantValues } = schema;

/** What the chunk knows of the shop, read once at its start and kept up as products are made. */
export interface ChunkState {
  lookups: ChunkLookups;
  /** The chunk's SKUs (products and variants) the shop already holds, and those saved since. */
  skus: Set<string>;
  /** The chunk's product slugs in the import's language the shop already holds, and those given since. */
  slugs: Set<string>;
  /** The plan has room for all the chunk's new products (checked once); otherwise each is checked. */
  planRoom: boolean;
}

/** A variant's SKU: its own, else the product's numbered. */
export const variantSkuOf = (product: ImportedProduct, index: number) =>
  (product.variants[index]?.sku || `${product.sku.slice(0, 58)}-${index + 1}`).slice(0, 64);

const written = (text: string | undefined): string | null => (isTranslated(text) ? text.trim() : null);

async function slugIsFree(ctx: RequestContext, state: ChunkState, locale: string, slug: string) {
  if (state.slugs.has(slug)) return false;
  const [row] = await ctx.db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .where(
      and(
        eq(productTranslations.shopId, ctx.shop.id),
        eq(productTranslations.locale, locale),
        eq(productTranslations.slug, slug),
      ),
    )
    .limit(1);
  return !row;
}

/**
 * The product's address, by the editor's rules (prepareTranslations): the handle's slug is chosen,
 * so one the shop uses already is refused; a handle with no letters numbers the name's slug.
 */
async function slugOf(ctx: RequestContext, state: ChunkState, product: ImportedProduct, locale: string) {
  const chosen = validSlug(product.handle);
  const base = chosen || slugify(product.name) || 'product';
  if (isReservedSlug(base, ctx.shop.adminPath))
    throw validationFailed('This slug is the address of a shop page. Choose another one.', {
      'translations.0.slug': 'This slug is reserved.',
    });
  if (chosen) {
    // The chunk read which of its slugs the shop holds (chunk.ts).
    if (state.slugs.has(chosen))
      throw validationFailed(`The slug "${chosen}" is already used in this language.`, {
        'translations.0.slug': 'This slug is already used.',
      });
    return chosen;
  }
  let slug = base;
  for (let n = 2; !(await slugIsFree(ctx, state, locale, slug)); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Makes a product the shop does not have, with its variants, in a few multi-row writes instead of
 * the editor's one save per product and per variant; the editor's rules are kept: the plan limit
 * (in this transaction), SKU and slug uniqueness, reserved addresses, one value per option and no
 * two variants alike, the field checks of its input schemas. Runs in the product's savepoint.
 */
export async function makeProduct(
  ctx: RequestContext,
  product: ImportedProduct,
  options: ApplyOptions,
  state: ChunkState,
): Promise<Applied> {
  const { locale } = options;
  const shopId = ctx.shop.id;
  if (!state.planRoom) await assertWithinPlan(ctx, 'products');
  const categoryIds: number[] = [];
  for (const path of product.categories)
    if (path.length) categoryIds.push(await categoryOf(ctx, state.lookups, path, locale));
  const manufacturerId = product.manufacturer
    ? await manufacturerOf(ctx, state.lookups, product.manufacturer)
    : null;
  const configurable = product.variants.length > 0;
  const cheapest = configurable
    ? product.variants.reduce((a, b) => ((b.price_minor ?? 0) < (a.price_minor ?? 0) ? b : a))
    : undefined;
  const slug = await slugOf(ctx, state, product, locale);
  const input = productInputSchema.parse({
    sku: product.sku,
    type: configurable ? 'configurable' : 'simple',
    status: options.publish || product.published ? 1 : 0,
    ...pricesOf(
      cheapest?.price_minor ?? product.price_minor,
      cheapest?.compare_at_minor ?? product.compare_at_minor,
    ),
    quantity: product.stock ?? 0,
    manufacturer_id: manufacturerId,
    category_ids: [...new Set(categoryIds)],
    weight: product.grams !== null ? product.grams / 1000 : 0,
    length: product.length ?? 0,
    width: product.width ?? 0,
    height: product.height ?? 0,
    translations: [
      {
        locale,
        name: product.name.slice(0, 255),
        slug,
        description: sanitizeRichText(product.description_html || product.short_description_html),
        meta_title: product.seo_title.slice(0, 255),
        meta_description: product.seo_description.slice(0, 500),
      },
    ],
  });
  const skuTaken = (sku: string) => taken('sku', `The SKU ${sku} is already used by another product.`);
  if (state.skus.has(input.sku)) throw skuTaken(input.sku);
  const used = new Set([input.sku]);
  const combinations = new Set<string>();
  const variants = [];
  for (const [index, variant] of product.variants.entries()) {
    const values = await optionValueIds(ctx, state.lookups, variant.options, locale);
    const parsed = variantInputSchema.parse({
      sku: variantSkuOf(product, index),
      ...pricesOf(variant.price_minor, variant.compare_at_minor),
      quantity: variant.stock ?? 0,
      status: 1,
      weight: variant.grams !== null ? variant.grams / 1000 : 0,
      translations: [
        { locale, name: `${product.name} ${Object.values(variant.options).join(' / ')}`.slice(0, 255) },
      ],
      option_value_ids: values.map((v) => v.valueId),
    });
    if (new Set(values.map((v) => v.optionId)).size !== values.length)
      throw validationFailed('Pick one value per option.', {
        option_value_ids: 'Two values of the same option.',
      });
    const combination = values
      .map((v) => v.valueId)
      .sort((a, b) => a - b)
      .join(',');
    if (combinations.has(combination)) throw conflict('Another variant already has these option values.');
    combinations.add(combination);
    if (state.skus.has(parsed.sku) || used.has(parsed.sku)) throw skuTaken(parsed.sku);
    used.add(parsed.sku);
    variants.push({ parsed, values, picture: variant.picture });
  }
  const measures = { lengthMm: toMm(input.length), widthMm: toMm(input.width), heightMm: toMm(input.height) };
  const [row] = await ctx.db
    .insert(products)
    .values({
      shopId,
      type: input.type,
      sku: input.sku,
      status: input.status,
      priceMinor: toMinor(input.price),
      salePriceMinor: input.sale_price === null ? null : toMinor(input.sale_price),
      manufacturerId: input.manufacturer_id,
      weightGrams: toGrams(input.weight),
      ...measures,
      // A configurable product has what its enabled variants have (syncParentStock's rule).
      quantity: configurable ? variants.reduce((sum, v) => sum + v.parsed.quantity, 0) : input.quantity,
    })
    .returning({ id: products.id });
  const productId = row!.id;
  const text = input.translations[0]!;
  await ctx.db.insert(productTranslations).values({
    shopId,
    productId,
    locale,
    name: text.name.trim(),
    slug,
    description: writtenRichText(text.description),
    metaTitle: written(text.meta_title),
    metaDescription: written(text.meta_description),
  });
  if (input.category_ids.length)
    await ctx.db
      .insert(productCategories)
      .values(input.category_ids.map((categoryId) => ({ shopId, productId, categoryId })));
  const variantPictures: { variantId: number; url: string }[] = [];
  if (variants.length) {
    const made = await ctx.db
      .insert(products)
      .values(
        variants.map(({ parsed }) => ({
          shopId,
          parentId: productId,
          type: 'simple',
          sku: parsed.sku,
          priceMinor: toMinor(parsed.price),
          salePriceMinor: parsed.sale_price === null ? null : toMinor(parsed.sale_price),
          quantity: parsed.quantity,
          status: parsed.status,
          weightGrams: toGrams(parsed.weight),
          // A variant sells on its parent's measures (createVariant's rule).
          ...measures,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const idOf = new Map(made.map((m) => [m.sku, m.id]));
    await ctx.db.insert(productTranslations).values(
      variants.flatMap(({ parsed }) =>
        parsed.translations.map((t) => ({
          shopId,
          productId: idOf.get(parsed.sku)!,
          locale: t.locale,
          name: t.name,
          slug: null,
        })),
      ),
    );
    await ctx.db.insert(productVariantValues).values(
      variants.flatMap(({ parsed, values }) =>
        values.map((v) => ({
          shopId,
          productId: idOf.get(parsed.sku)!,
          optionId: v.optionId,
          optionValueId: v.valueId,
        })),
      ),
    );
    for (const v of variants)
      if (v.picture) variantPictures.push({ variantId: idOf.get(v.parsed.sku)!, url: v.picture });
  }
  await queuePictures(ctx, productId, product, variantPictures, options.importId);
  // Deferred to the end of the chunk (batchProductChanges): one search refresh for all of it.
  await announceProductChange(ctx, [productId]);
  for (const sku of used) state.skus.add(sku);
  state.slugs.add(slug);
  const redirects: ImportRedirect[] = [];
  if (product.old_path) redirects.push({ from: product.old_path, to: `/${slug}` });
  if (product.old_category_paths.length) {
    state.lookups.categories ??= await allCategories(ctx.db, shopId, false);
    for (const old of product.old_category_paths) {
      const id = categoryIds[product.categories.indexOf(old.path)];
      const category = state.lookups.categories.find((c) => c.id === id);
      const categorySlug = category?.translations.find((t) => t.locale === locale)?.slug;
      if (categorySlug) redirects.push({ from: old.from, to: `/${categorySlug}` });
    }
  }
  return { outcome: 'made', redirects };
}
