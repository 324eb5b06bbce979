import { productInputSchema, variantInputSchema } from '@emporia/contracts/catalog-admin';
import type { ImportedProduct, ImportRedirect } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, inArray } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import { sanitizeRichText } from '../../kernel/rich-text';
import {
  allCategories,
  createProduct,
  createVariant,
  getAdminProduct,
  listVariants,
  slugify,
  updateProduct,
  updateVariant,
} from '../catalog';
import { type ChunkLookups, categoryOf, manufacturerOf, optionValueIds, topLevelBySkus } from './lookups';

const { importPictures } = schema;

export interface ApplyOptions {
  importId: number;
  locale: string;
  origin: string;
  /** Off: a product the shop has (same SKU) is left as it is. */
  update_existing: boolean;
  /** On: every product is published; off: the file's status is kept. */
  publish: boolean;
}

export const validSlug = (text: string) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) ? text : slugify(text));

/** Emporia's price is the regular one and its sale price what the shopper pays below it. */
export function pricesOf(price: number | null, compareAt: number | null) {
  const selling = price ?? compareAt ?? 0;
  return compareAt !== null && compareAt > selling
    ? { price: toDecimal(compareAt), sale_price: toDecimal(selling) }
    : { price: toDecimal(selling), sale_price: null };
}

/**
 * Pictures not yet fetched for this product are queued for the picture worker; a variant's own
 * picture (Shopify's Variant Image) is queued for the variant, whose first picture it shows.
 */
export async function queuePictures(
  ctx: RequestContext,
  productId: number,
  product: ImportedProduct,
  variantPictures: { variantId: number; url: string }[],
  importId: number,
) {
  const wanted = [
    ...product.pictures.map((p) => ({ productId, variantId: null as number | null, url: p.url })),
    ...variantPictures.map((v) => ({ productId: v.variantId, variantId: v.variantId, url: v.url })),
  ];
  if (!wanted.length) return;
  const known = await ctx.db
    .select({ productId: importPictures.productId, url: importPictures.url })
    .from(importPictures)
    .where(
      and(
        eq(importPictures.shopId, ctx.shop.id),
        inArray(importPictures.productId, [...new Set(wanted.map((w) => w.productId))]),
      ),
    );
  const seen = new Set(known.map((k) => `${k.productId} ${k.url}`));
  const fresh = wanted.filter((w) => !seen.has(`${w.productId} ${w.url}`));
  if (!fresh.length) return;
  await ctx.db.insert(importPictures).values(
    fresh.map((p, i) => ({
      shopId: ctx.shop.id,
      importId,
      productId: p.productId,
      variantId: p.variantId,
      url: p.url,
      position: i,
      row: product.row,
    })),
  );
}

export interface Applied {
  outcome: 'made' | 'updated' | 'kept';
  redirects: ImportRedirect[];
}

/**
 * Makes or updates one product with its variants in one transaction, through the editor's own
 * services (plan limit, SKU rules, stock watch, audit): either all of it is saved or none. An
 * import's chunk makes new products the quicker way (make.ts) and updates the shop's ones here.
 */
export async function applyProduct(
  ctx: RequestContext,
  product: ImportedProduct,
  options: ApplyOptions,
  lookups: ChunkLookups,
): Promise<Applied> {
  return inTransaction(ctx, async (tx) => {
    const { locale } = options;
    const existingId = (await topLevelBySkus(tx, [product.sku])).get(product.sku);
    if (!options.update_existing && existingId) return { outcome: 'kept', redirects: [] };
    const categoryIds = [];
    for (const path of product.categories)
      if (path.length) categoryIds.push(await categoryOf(tx, lookups, path, locale));
    const manufacturerId = product.manufacturer
      ? await manufacturerOf(tx, lookups, product.manufacturer)
      : null;
    const existing = existingId ? { id: existingId } : undefined;
    const current = existing ? await getAdminProduct(tx, existing.id) : undefined;
    const currentText = current?.translations.find((t) => t.locale === locale);
    const configurable = product.variants.length > 0;
    const cheapest = configurable
      ? product.variants.reduce((a, b) => ((b.price_minor ?? 0) < (a.price_minor ?? 0) ? b : a))
      : undefined;
    const slug = validSlug(product.handle);
    const input = productInputSchema.parse({
      ...(current ?? {}),
      sku: product.sku,
      type: configurable ? 'configurable' : 'simple',
      status: options.publish || product.published ? 1 : 0,
      ...pricesOf(
        cheapest?.price_minor ?? product.price_minor,
        cheapest?.compare_at_minor ?? product.compare_at_minor,
      ),
      quantity: product.stock ?? current?.quantity ?? 0,
      manufacturer_id: manufacturerId ?? current?.manufacturer_id ?? null,
      category_ids: [...new Set([...(current?.category_ids ?? []), ...categoryIds])],
      weight: product.grams !== null ? product.grams / 1000 : (current?.weight ?? 0),
      length: product.length ?? current?.length ?? 0,
      width: product.width ?? current?.width ?? 0,
      height: product.height ?? current?.height ?? 0,
      translations: [
        ...(current?.translations.filter((t) => t.locale !== locale) ?? []),
        {
          ...(currentText ?? {}),
          locale,
          name: product.name.slice(0, 255),
          slug: currentText?.slug || slug,
          description: sanitizeRichText(product.description_html || product.short_description_html),
          meta_title: product.seo_title.slice(0, 255),
          meta_description: product.seo_description.slice(0, 500),
        },
      ],
    });
    let productId: number;
    if (existing) {
      productId = existing.id;
      await updateProduct(tx, productId, input, options.origin);
    } else {
      productId = await createProduct(tx, input);
    }
    const children = configurable ? await listVariants(tx, productId) : [];
    const variantPictures: { variantId: number; url: string }[] = [];
    for (const [index, variant] of product.variants.entries()) {
      const sku = (variant.sku || `${product.sku.slice(0, 58)}-${index + 1}`).slice(0, 64);
      const valueIds = (await optionValueIds(tx, lookups, variant.options, locale)).map((v) => v.valueId);
      const known = children.find((c) => c.sku === sku);
      const variantInput = variantInputSchema.parse({
        sku,
        ...pricesOf(variant.price_minor, variant.compare_at_minor),
        quantity: variant.stock ?? known?.quantity ?? 0,
        status: 1,
        weight: variant.grams !== null ? variant.grams / 1000 : (known?.weight ?? 0),
        translations: [
          { locale, name: `${product.name} ${Object.values(variant.options).join(' / ')}`.slice(0, 255) },
        ],
        option_value_ids: valueIds,
      });
      let variantId: number;
      if (known) {
        variantId = known.id;
        await updateVariant(tx, productId, known.id, variantInput, options.origin);
      } else {
        variantId = await createVariant(tx, productId, variantInput, options.origin);
      }
      if (variant.picture) variantPictures.push({ variantId, url: variant.picture });
    }
    await queuePictures(tx, productId, product, variantPictures, options.importId);
    const newSlug = (await getAdminProduct(tx, productId)).translations.find(
      (t) => t.locale === locale,
    )?.slug;
    const redirects: ImportRedirect[] = [];
    if (product.old_path && newSlug) redirects.push({ from: product.old_path, to: `/${newSlug}` });
    if (product.old_category_paths.length) {
      lookups.categories ??= await allCategories(tx.db, tx.shop.id, false);
      const all = lookups.categories;
      for (const old of product.old_category_paths) {
        const id = categoryIds[product.categories.indexOf(old.path)];
        const slug = all.find((c) => c.id === id)?.translations.find((t) => t.locale === locale)?.slug;
        if (slug) redirects.push({ from: old.from, to: `/${slug}` });
      }
    }
    return { outcome: existing ? 'updated' : 'made', redirects };
  });
}
