import type { ShopSummary } from '@emporia/contracts/shop';

/**
 * SPEC §3/§9: an amount with the currency's decimals (two for USD) and its symbol on the configured side;
 * `language` (the page's) sets the digit grouping and decimal mark: 1,234.50 in English, 1 234,50 in French.
 */
export function formatMoney(amount: number, currency: ShopSummary['currency'], language = 'en-US'): string {
  // A discount reads -$7.90, not $-7.90: the sign goes before the symbol.
  if (amount < 0) return `-${formatMoney(-amount, currency, language)}`;
  const number = numberFormatOf(currency, language).format(amount);
  return currency.position === 'r' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}

// `toLocaleString` with options builds a new formatter on every call: a product grid's prices
// cost a phone tens of milliseconds while the page hydrates. One formatter per language and
// number of decimals serves every price. The server renders for every shop's languages: past
// `mostFormats` it starts again rather than keep one per language any shop ever named.
const formats = new Map<string, Intl.NumberFormat>();
const mostFormats = 200;

/**
 * Makes the page's formatter ahead of time. The first one a page makes loads the browser's number
 * data (~50 ms on a phone); made in a task of its own before hydrating, it is not added to that one.
 */
export function prepareMoneyFormat(currency: ShopSummary['currency'], language: string): void {
  numberFormatOf(currency, language);
}

function numberFormatOf(currency: ShopSummary['currency'], language: string): Intl.NumberFormat {
  return numberFormat(language === 'en' ? 'en-US' : language, currency.decimal_digits);
}

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    if (formats.size >= mostFormats) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** How many formatters are kept (for the test of their bound). */
export const keptMoneyFormats = (): number => formats.size;
