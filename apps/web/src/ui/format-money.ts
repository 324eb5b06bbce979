import type { ShopSummary } from '@emporia/contracts/shop';

/** SPEC §3/§9: an amount with the currency's decimals (two for USD) and its symbol on the configured side. */
export function formatMoney(amount: number, currency: ShopSummary['currency']): string {
  const digits = currency.decimal_digits;
  // A discount reads -$7.90, not $-7.90: the sign goes before the symbol.
  if (amount < 0) return `-${formatMoney(-amount, currency)}`;
  const number = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency.position === 'r' ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
