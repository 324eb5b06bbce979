/**
 * Money units across the platform (ADR 0029). Inside the shop — catalogue,
 * cart, orders, gift cards and the payments ledger — an amount is kept in
 * hundredths of the currency's main unit, whatever the currency ("book
 * units": ¥1,200 is 120000, $12.50 is 1250), so an amount keeps its meaning
 * when a shop changes currency and one decimal↔integer rule serves the whole API.
 * Payment providers speak ISO 4217 minor units (¥1,200 is 1200, $12.50 is
 * 1250, 1.250 KWD is 1250); the conversion happens only at that edge, here,
 * in integer arithmetic.
 */

/** Digits after the decimal point in book units: hundredths for every currency. */
export const bookDigits = 2;

/** ISO 4217 currencies whose minor unit is the main unit (no decimals). */
const zeroDecimal = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** ISO 4217 currencies with three decimals. */
const threeDecimal = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** The ISO 4217 exponent: digits of the minor unit (JPY 0, USD 2, KWD 3). */
export function currencyExponent(code: string): 0 | 2 | 3 {
  const upper = code.toUpperCase();
  if (zeroDecimal.has(upper)) return 0;
  if (threeDecimal.has(upper)) return 3;
  return 2;
}

/**
 * Digits an amount is charged with: the ISO exponent, never more than book
 * units hold (3-decimal currencies are charged in hundredths, their last digit
 * 0), and never more than the shop chose to show.
 */
export function chargeDigits(code: string, shownDigits: number = bookDigits): number {
  return Math.max(0, Math.min(currencyExponent(code), bookDigits, Math.trunc(shownDigits)));
}

/** Halves away from zero: what a shopper reading a receipt expects. */
function divideRounded(amount: number, divisor: number): number {
  const whole = Math.trunc(amount / divisor);
  const rest = amount - whole * divisor;
  return Math.abs(rest) * 2 >= divisor ? whole + Math.sign(amount) : whole;
}

/** Book units rounded to `digits` decimals of the main unit (0: whole units, 1234 → 1200). */
export function roundToDigits(bookMinor: number, digits: number): number {
  const step = 10 ** Math.max(0, bookDigits - digits);
  return step === 1 ? bookMinor : divideRounded(bookMinor, step) * step;
}

/** Book units rounded to the smallest amount the currency charges (JPY: whole yen, 1234 → 1200). */
export const roundToChargeable = (bookMinor: number, code: string, shownDigits?: number): number =>
  roundToDigits(bookMinor, chargeDigits(code, shownDigits));

/** Book units → the provider's ISO minor units: ¥1,200 (120000) → 1200; $12.50 → 1250; 1.25 KWD (125) → 1250. */
export function bookToIsoMinor(bookMinor: number, code: string): number {
  const exponent = currencyExponent(code);
  if (exponent === bookDigits) return bookMinor;
  return exponent > bookDigits
    ? bookMinor * 10 ** (exponent - bookDigits)
    : divideRounded(bookMinor, 10 ** (bookDigits - exponent));
}

/** ISO minor units from a provider → book units: 1200 JPY → 120000; 1255 KWD → 126 (1.26). */
export function isoMinorToBook(isoMinor: number, code: string): number {
  const exponent = currencyExponent(code);
  if (exponent === bookDigits) return isoMinor;
  return exponent < bookDigits
    ? isoMinor * 10 ** (bookDigits - exponent)
    : divideRounded(isoMinor, 10 ** (exponent - bookDigits));
}

/**
 * ISO minor units → the decimal string of the main unit, with no float
 * arithmetic: 1250 USD → "12.50", 1250 JPY → "1250", 1250 KWD → "1.250".
 */
export function isoMinorToDecimalString(isoMinor: number, code: string): string {
  const digits: number = currencyExponent(code);
  const negative = isoMinor < 0;
  const abs = String(Math.abs(Math.trunc(isoMinor)));
  if (digits === 0) return (negative ? '-' : '') + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * Book units → the decimal string of the main unit at the currency's ISO
 * exponent (what structured data and providers read): $12.50 (1250) → "12.50",
 * ¥1,200 (120000) → "1200", 1.25 KWD (125) → "1.250".
 */
export const bookToDecimalString = (bookMinor: number, code: string): string =>
  isoMinorToDecimalString(bookToIsoMinor(bookMinor, code), code);
