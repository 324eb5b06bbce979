import type { ShopSummary } from '@emporia/contracts/shop';

/**
 * SPEC §3/§9: an amount with the currency's decimals (two for USD) and its symbol on the configured side;
 * `language` (the page's) sets the digit grouping and decimal mark: 1,234.50 in English, 1 234,50 in French.
 */
export function formatMoney(amount: number, currency: ShopSummary['currency'], language = 'en-US'): string {
  const digits = currency.decimal_digits;
  // A discount reads -$7.90, not $-7.90: the sign goes before the symbol.
  if (amount < 0) return `-${formatMoney(-amount, currency, language)}`;
  const number = amount.toLocaleString(language === 'en' ? 'en-US' : language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency.position === 'r' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
