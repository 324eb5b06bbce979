import type { ProductDetails } from '@emporia/contracts/catalog';
import type { RequestContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { imageOf } from '../images';
import { toCm, toDecimal, toKg } from '../money';
import { priceDisplay, unitPrice } from '../pricing';
import { cardOf, priceFactsOf } from '../products/cards';
import { loadProductPage } from '../products/details-queries';

const namesToTranslations = (names: Record<string, string>) =>
  Object.entries(names).map(([locale, name]) => ({ locale, name }));

/** SPEC §3 product details of the product page /{productslug}, from one statement (ADR 0093). */
export async function productDetailsBySlug(
  ctx: RequestContext,
  slug: string,
  groupId: number | null,
): Promise<ProductDetails> {
  const row = await loadProductPage(ctx.db, ctx.shop.id, slug, groupId);
  if (!row) throw notFound('This product does not exist.');
  const now = new Date();
  const card = cardOf(row, now);
  const { children: childRows, options, ...extras } = row;
  return {
    ...card,
    images: extras.images.map((i) => imageOf(i.id, i.image)),
    translations: extras.texts.map((t) => ({ ...t, slug: t.slug ?? '' })),
    categories: extras.categories.map((c) => ({ id: c.id, translations: c.translations ?? [] })),
    children: childRows.map((child) => {
      const facts = priceFactsOf(child);
      return {
        id: child.id,
        sku: child.sku,
        price: toDecimal(unitPrice(facts, now).unitMinor),
        prices: priceDisplay(facts, now),
        quantity: child.quantity,
        status: child.status,
        translations: child.translations,
        option_values: child.option_values,
        images: child.images.map((i) => imageOf(i.id, i.image)),
      };
    }),
    options: options.map((o) => ({
      id: o.id,
      type: o.type,
      translations: namesToTranslations(o.names),
      values: (o.values ?? []).map((v) => ({ id: v.id, translations: namesToTranslations(v.names) })),
    })),
    tiers:
      card.quantity_discount_status === 1
        ? extras.tiers.map((t) => ({ min_quantity: t.min_quantity, price: toDecimal(t.price_minor) }))
        : [],
    weight: toKg(extras.weight_grams),
    length: toCm(extras.length_mm),
    width: toCm(extras.width_mm),
    height: toCm(extras.height_mm),
  };
}
