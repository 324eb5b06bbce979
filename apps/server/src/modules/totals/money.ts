import { roundToDigits } from '@emporia/contracts/currency-units';

/**
 * Integer arithmetic for totals (ADR 0003): amounts are minor units, percent
 * rates thousandths of a percent (8.25 % → 8250). Halves round away from zero,
 * as a shopper reading a receipt expects.
 */
export { milliPerPercent } from '../../kernel/money';

/** `amountMinor` × percentMilli / 100 000, rounded half up, exact for every amount a shop handles. */
export function percentOf(amountMinor: number, percentMilli: number): number {
  const scaled = amountMinor * percentMilli;
  const whole = Math.trunc(scaled / 100_000);
  const rest = scaled - whole * 100_000;
  return Math.abs(rest) * 2 >= 100_000 ? whole + Math.sign(scaled) : whole;
}

/**
 * Amounts are kept in hundredths (book units, ADR 0029); a currency charged
 * with fewer digits (JPY: 0) charges only whole units of its own, so computed
 * amounts (tax, percent discounts) are rounded to that step.
 */
export const roundToCurrency = roundToDigits;

/** Splits `amountMinor` across `weights` in proportion, the remainder to the largest fractions, so parts add up exactly. */
export function allocate(amountMinor: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amountMinor === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amountMinor * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amountMinor - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
