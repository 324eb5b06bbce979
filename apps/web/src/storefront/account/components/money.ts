import type { ShopSummary } from '@emporia/contracts/shop';

/** SPEC §3 currency display: symbol left or right, the currency's decimal digits (two for USD, SPEC §9). */
/** `language` (the page's) sets the digit grouping and decimal mark: 1,234.50 in English, 1 234,50 in French. */
export function formatMoney(amount: number, currency: ShopSummary['currency'], language = 'en-US'): string {
  const digits = currency.decimal_digits;
  const number = amount.toLocaleString(language === 'en' ? 'en-US' : language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency.position === 'r' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
