import type { ShopSummary } from '@emporia/contracts/shop';

/** SPEC §3 currency display: symbol left or right, the currency's decimal digits (two for USD, SPEC §9). */
export function formatMoney(amount: number, currency: ShopSummary['currency']): string {
  const digits = currency.decimal_digits;
  const number = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency.position === 'r' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
