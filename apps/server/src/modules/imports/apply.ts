import {
  categoryInputSchema,
  manufacturerInputSchema,
  productInputSchema,
  variantInputSchema,
} from '@emporia/contracts/catalog-admin';
import type { ImportedProduct, ImportRedirect } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import { sanitizeRichText } from '../../kernel/rich-text';
import {
  allCategories,
  createCategory,
  createManufacturer,
  createOption,
  createOptionValue,
  createProduct,
  createVariant,
  getAdminProduct,
  listVariants,
  slugify,
  updateProduct,
  updateVariant,
} from '../catalog';

const { products, manufacturers, productOptions, productOptionValues, importPictures } = schema;

export interface ApplyOptions {
  importId: number;
  locale: string;
  origin: string;
  /** Off: a product the shop has (same SKU) is left as it is. */
  update_existing: boolean;
  /** On: every product is published; off: the file's status is kept. */
  publish: boolean;
}

const key = (text: string) => text.trim().toLowerCase();
const validSlug = (text: string) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) ? text : slugify(text));

/** The category at the end of `path`, made (with its parents) when the shop has none by those names. */
async function categoryOf(ctx: RequestContext, path: string[], locale: string): Promise<number> {
  const all = await allCategories(ctx.db, ctx.shop.id, false);
  let parentId: number | null = null;
  for (const name of path) {
    const found = all.find(
      (c) =>
        c.parent_id === parentId &&
        c.translations.some((t) => t.locale === locale && key(t.name) === key(name)),
    );
    parentId = found
      ? found.id
      : await createCategory(
          ctx,
          categoryInputSchema.parse({
            parent_id: parentId,
            translations: [{ locale, name: name.slice(0, 255) }],
          }),
        );
  }
  return parentId!;
}

async function manufacturerOf(ctx: RequestContext, name: string): Promise<number> {
  const rows = await ctx.db
    .select({ id: manufacturers.id, name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.shopId, ctx.shop.id));
  const found = rows.find((r) => key(r.name) === key(name));
  return found
    ? found.id
    : createManufacturer(
        ctx,
        manufacturerInputSchema.parse({ name: name.slice(0, 255), name_translations: {} }),
      );
}

/** Option value ids by option and value name, made when missing: options merge by name. */
async function optionValueIds(
  ctx: RequestContext,
  wanted: Record<string, string>,
  locale: string,
): Promise<number[]> {
  const options = await ctx.db.select().from(productOptions).where(eq(productOptions.shopId, ctx.shop.id));
  const ids: number[] = [];
  for (const [optionName, valueName] of Object.entries(wanted)) {
    const nameOf = (names: Record<string, string>) => names[locale] ?? Object.values(names)[0] ?? '';
    const option = options.find((o) => key(nameOf(o.names)) === key(optionName));
    const optionId =
      option?.id ??
      (await createOption(ctx, { type: 'select', names: { [locale]: optionName }, sort_order: 0 }));
    const values = await ctx.db
      .select()
      .from(productOptionValues)
      .where(and(eq(productOptionValues.shopId, ctx.shop.id), eq(productOptionValues.optionId, optionId)));
    const value = values.find((v) => key(nameOf(v.names)) === key(valueName));
    ids.push(
      value?.id ??
        (
          await createOptionValue(ctx, optionId, {
            names: { [locale]: valueName.slice(0, 100) },
            sort_order: values.length,
          })
        ).id,
    );
  }
  return ids;
}

/** Emporia's price is the regular one and its sale price what the shopper pays below it. */
function pricesOf(price: number | null, compareAt: number | null) {
  const selling = price ?? compareAt ?? 0;
  return compareAt !== null && compareAt > selling
    ? { price: toDecimal(compareAt), sale_price: toDecimal(selling) }
    : { price: toDecimal(selling), sale_price: null };
}

async function topLevelBySku(ctx: RequestContext, sku: string) {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.sku, sku), isNull(products.parentId)));
  return row;
}

/**
 * Pictures not yet fetched for this product are queued for the picture worker; a variant's own
 * picture (Shopify's Variant Image) is queued for the variant, whose first picture it shows.
 */
async function queuePictures(
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

/**
 * Makes or updates one product with its variants in one transaction, through the editor's own
 * services (plan limit, SKU rules, stock watch, audit): either all of it is saved or none.
 */
export async function applyProduct(
  ctx: RequestContext,
  product: ImportedProduct,
  options: ApplyOptions,
): Promise<{ outcome: 'made' | 'updated' | 'kept'; redirects: ImportRedirect[] }> {
  return inTransaction(ctx, async (tx) => {
    const { locale } = options;
    if (!options.update_existing && (await topLevelBySku(tx, product.sku)))
      return { outcome: 'kept', redirects: [] };
    const categoryIds = [];
    for (const path of product.categories)
      if (path.length) categoryIds.push(await categoryOf(tx, path, locale));
    const manufacturerId = product.manufacturer ? await manufacturerOf(tx, product.manufacturer) : null;
    const existing = await topLevelBySku(tx, product.sku);
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
      const valueIds = await optionValueIds(tx, variant.options, locale);
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
      const all = await allCategories(tx.db, tx.shop.id, false);
      for (const old of product.old_category_paths) {
        const id = categoryIds[product.categories.indexOf(old.path)];
        const slug = all.find((c) => c.id === id)?.translations.find((t) => t.locale === locale)?.slug;
        if (slug) redirects.push({ from: old.from, to: `/${slug}` });
      }
    }
    return { outcome: existing ? 'updated' : 'made', redirects };
  });
}
