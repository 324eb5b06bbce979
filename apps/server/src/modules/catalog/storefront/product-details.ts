import type { ProductDetails } from '@emporia/contracts/catalog';
import { emptyProductAccessibility } from '@emporia/contracts/product-accessibility';
import { withDefaultFallback } from '@emporia/contracts/translated';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { toCm, toDecimal, toKg } from '../../../kernel/money';
import { imageOf } from '../images';
import { priceDisplay, unitPrice } from '../pricing';
import { cardOf, priceFactsOf } from '../products/cards';
import { loadProductPage } from '../products/details-queries';

const namesToTranslations = (names: Record<string, string>, defaultLocale: string) =>
  withDefaultFallback(
    Object.entries(names).map(([locale, name]) => ({ locale, name })),
    defaultLocale,
  );

/** SPEC §3 product details of the product page /{productslug}, from one statement (ADR 0093). */
export async function productDetailsBySlug(
  ctx: RequestContext,
  slug: string,
  groupId: number | null,
): Promise<ProductDetails> {
  const row = await loadProductPage(ctx.db, ctx.shop.id, slug, groupId);
  if (!row) throw notFound('This product does not exist.');
  const now = new Date();
  // Every language's entry carries the default language's text where its own is untranslated (ADR 0107).
  const language = ctx.shop.defaultLanguage;
  const card = cardOf(row, now, language);
  const { children: childRows, options, ...extras } = row;
  return {
    ...card,
    images: extras.images.map((i) => imageOf(i.id, i.image)),
    translations: withDefaultFallback(
      extras.texts.map((t) => ({ ...t, slug: t.slug ?? '' })),
      language,
    ),
    categories: extras.categories.map((c) => ({
      id: c.id,
      translations: withDefaultFallback(c.translations ?? [], language),
    })),
    children: childRows.map((child) => {
      const facts = priceFactsOf(child);
      return {
        id: child.id,
        sku: child.sku,
        price: toDecimal(unitPrice(facts, now).unitMinor),
        prices: priceDisplay(facts, now),
        quantity: child.quantity,
        status: child.status,
        translations: withDefaultFallback(child.translations, language),
        option_values: child.option_values,
        images: child.images.map((i) => imageOf(i.id, i.image)),
      };
    }),
    options: options.map((o) => ({
      id: o.id,
      type: o.type,
      translations: namesToTranslations(o.names, language),
      values: (o.values ?? []).map((v) => ({
        id: v.id,
        translations: namesToTranslations(v.names, language),
      })),
    })),
    tiers:
      card.quantity_discount_status === 1
        ? extras.tiers.map((t) => ({ min_quantity: t.min_quantity, price: toDecimal(t.price_minor) }))
        : [],
    weight: toKg(extras.weight_grams),
    length: toCm(extras.length_mm),
    width: toCm(extras.width_mm),
    height: toCm(extras.height_mm),
    accessibility: extras.accessibility ?? emptyProductAccessibility,
  };
}
