import type { ImportedProduct } from '@emporia/contracts/imports';
import { toMinor } from '../../kernel/money';

export class RowProblem extends Error {}

const symbols: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', zł: 'PLN' };

/**
 * A price cell in minor units of the shop's currency; null when empty. "12.50", "12,50", "€12.50" and
 * "12.50 EUR" are read; a price marked with another currency than the shop's is a row problem (the
 * import does not convert: the merchant decides what the price is in their currency).
 */
export function priceOf(text: string, currency: string, column: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^([A-Za-z]{3}|[$€£¥]|zł)?\s*(-?[\d\s.,]+?)\s*([A-Za-z]{3}|[$€£¥]|zł)?$/.exec(trimmed);
  if (!match) throw new RowProblem(`${column} "${trimmed}" is not a price.`);
  const marker = match[1] ?? match[3];
  const code = marker ? (symbols[marker] ?? marker.toUpperCase()) : undefined;
  if (code && code !== currency)
    throw new RowProblem(`${column} "${trimmed}" is in ${code}; the shop sells in ${currency}.`);
  let number = match[2]!.replace(/\s/g, '');
  // "1.234,50" and "12,50": a comma last is the decimal mark.
  if (number.lastIndexOf(',') > number.lastIndexOf('.')) number = number.replace(/\./g, '').replace(',', '.');
  else number = number.replace(/,/g, '');
  const amount = Number(number);
  if (!Number.isFinite(amount) || amount < 0) throw new RowProblem(`${column} "${trimmed}" is not a price.`);
  return toMinor(amount);
}

/** A whole number cell (stock, grams); null when empty. */
export function wholeOf(text: string, column: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(n)) throw new RowProblem(`${column} "${trimmed}" is not a number.`);
  return Math.max(0, Math.round(n));
}

export function decimalOf(text: string, column: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const n = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0) throw new RowProblem(`${column} "${trimmed}" is not a number.`);
  return n;
}

export const listOf = (text: string, separator = ',') =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

export function emptyProduct(row: number, handle: string): ImportedProduct {
  return {
    row,
    handle,
    sku: '',
    name: '',
    description_html: '',
    short_description_html: '',
    published: true,
    categories: [],
    manufacturer: '',
    tags: [],
    options: [],
    variants: [],
    price_minor: null,
    compare_at_minor: null,
    stock: null,
    grams: null,
    length: null,
    width: null,
    height: null,
    pictures: [],
    seo_title: '',
    seo_description: '',
    old_path: '',
    old_category_paths: [],
  };
}

export interface ReadResult {
  products: ImportedProduct[];
  errors: { row: number; reason: string }[];
}
