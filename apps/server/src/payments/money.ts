import { currencyExponent, isoMinorToDecimalString } from '@emporia/contracts/currency-units';

/**
 * Providers that speak decimal strings (PayPal, Braintree) get them from
 * ISO minor units (what adapters receive, ADR 0029) by the currency's ISO
 * exponent, with no float arithmetic: 1250 USD → "12.50", 1250 JPY → "1250".
 */
export const minorToDecimalString = isoMinorToDecimalString;

/** "12.5" → 1250 (USD); undefined when the text is not an amount with at most the currency's digits. */
export function decimalStringToMinor(value: string, currency: string): number | undefined {
  const digits: number = currencyExponent(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits && !/^0*$/.test(fraction.slice(digits))) return undefined;
  return Number(match[1] + fraction.slice(0, digits).padEnd(digits, '0'));
}

/** An API amount (a JSON number such as 12.5) to minor units, at the edge. */
export function decimalToMinor(amount: number, currency: string): number {
  const digits: number = currencyExponent(currency);
  return decimalStringToMinor(amount.toFixed(digits), currency) ?? Math.round(amount * 10 ** digits);
}

/** Minor units to the API's decimal number. */
export function minorToDecimal(minor: number, currency: string): number {
  return Number(minorToDecimalString(minor, currency));
}
