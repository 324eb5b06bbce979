import { chargeDigits } from '@emporia/contracts/currency-units';
import type { ShopSummary } from '@emporia/contracts/shop';

type Currency = ShopSummary['currency'];

/** Display rules of the currencies a shop can sell in (SPEC §3 currency: symbol, position, decimal digits). */
const knownCurrencies: Record<string, Currency> = {
  USD: { code: 'USD', symbol: '$', position: 'l', decimal_digits: 2 },
  CAD: { code: 'CAD', symbol: 'CA$', position: 'l', decimal_digits: 2 },
  EUR: { code: 'EUR', symbol: '€', position: 'r', decimal_digits: 2 },
  GBP: { code: 'GBP', symbol: '£', position: 'l', decimal_digits: 2 },
  JPY: { code: 'JPY', symbol: '¥', position: 'l', decimal_digits: 0 },
};

export function currencyOf(code: string): Currency {
  // Unknown codes show the digits they are charged with (ISO 4217, at most the book's two).
  return knownCurrencies[code] ?? { code, symbol: code, position: 'l', decimal_digits: chargeDigits(code) };
}
