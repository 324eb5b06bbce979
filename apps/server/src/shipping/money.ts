/**
 * Decimal text ↔ integer minor units without float arithmetic. Configuration
 * values (shipping cost, handling fee) are free text and carriers answer with
 * decimal strings or JSON numbers; both pass through here.
 */
const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** '5' → 500, '5.5' → 550, '-1.25' → -125, '2.345' → 235 (half up); '' or not a number → null. */
export function decimalToMinor(text: string | number): number | null {
  const match = decimalPattern.exec(String(text).trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const minor = cents + roundUp;
  return sign === '-' ? -minor : minor;
}

/** For the API, which speaks decimal numbers (12.5). */
export const minorToDecimal = (minor: number) => minor / 100;

/** A decimal number from the API (at most two decimals, checked by the contract) to minor units. */
export const decimalNumberToMinor = (amount: number) => decimalToMinor(amount.toFixed(2)) ?? 0;
