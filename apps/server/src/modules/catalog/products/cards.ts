import type { ManufacturerRef, ProductCard, ProductType } from '@emporia/contracts/catalog';
import { withDefaultFallback, writtenTexts } from '@emporia/contracts/translated';
import { toDecimal } from '../../../kernel/money';
import { imageOf } from '../images';
import { type PriceColumns, type PriceFacts, priceDisplay, unitPrice } from '../pricing';
import type { CardRow } from './card-queries';

export const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
export const isoOf = (value: Date | string) => new Date(value).toISOString();

export function priceFactsOf(
  row: Omit<PriceColumns, 'group_price_minor'> & Partial<Pick<PriceColumns, 'group_price_minor'>>,
): PriceFacts {
  return {
    priceMinor: row.price_minor,
    salePriceMinor: row.sale_price_minor,
    saleStartsAt: dateOf(row.sale_starts_at),
    saleEndsAt: dateOf(row.sale_ends_at),
    groupPriceMinor: row.group_price_minor ?? null,
  };
}

/** Mean rating with one decimal; 0 without reviews. */
export const ratingOf = (total: number, count: number) =>
  count > 0 ? Math.round((total / count) * 10) / 10 : 0;

/** A listing's card; each language's name and slug over the default language's (ADR 0107). */
/** A brand as listings show it: its name map without untranslated entries (ADR 0107). */
export const manufacturerRefOf = <T extends ManufacturerRef | null>(brand: T): T =>
  brand && { ...brand, name_translations: writtenTexts(brand.name_translations) };

export function cardOf(row: CardRow, at: Date, defaultLanguage: string): ProductCard {
  const facts = priceFactsOf(row);
  const { unitMinor, saleMinor } = unitPrice(facts, at);
  return {
    id: row.id,
    type: row.type as ProductType,
    sku: row.sku,
    quantity: row.quantity,
    quantity_discount_status: row.quantity_discount_status,
    is_digital: row.is_digital,
    images: row.image ? [imageOf(row.image.id, row.image.image)] : [],
    prices: priceDisplay(facts, at),
    price: toDecimal(unitMinor),
    sale_price: saleMinor === null ? null : toDecimal(saleMinor),
    tax_class_id: row.tax_class_id,
    rating: ratingOf(row.rating_total, row.total_reviews),
    total_reviews: row.total_reviews,
    manufacturer: manufacturerRefOf(row.manufacturer),
    translations: withDefaultFallback(
      (row.translations ?? []).map((t) => ({ locale: t.locale, name: t.name, slug: t.slug ?? '' })),
      defaultLanguage,
    ),
    date_added: isoOf(row.created_at),
  };
}
