/**
 * Money crosses the API as decimals (12.5) and lives in integer minor units
 * (1250). Conversion happens only here, at the edges.
 */
export const minorPerUnit = 100;

export function toMinor(amount: number): number {
  return Math.round(amount * minorPerUnit);
}

export function toDecimal(minor: number): number {
  return minor / minorPerUnit;
}

export function toDecimalOrNull(minor: number | null | undefined): number | null {
  return minor === null || minor === undefined ? null : toDecimal(minor);
}

/** kg ↔ grams, cm ↔ millimetres, stored as integers for the same reason as money. */
export const toGrams = (kg: number) => Math.round(kg * 1000);
export const toKg = (grams: number) => grams / 1000;
export const toMm = (cm: number) => Math.round(cm * 10);
export const toCm = (mm: number) => mm / 10;

/** Percent rates are kept in thousandths of a percent (8.25 % → 8250), integers like money. */
export const milliPerPercent = 1000;

/** A decimal rate typed by staff (8.875) to thousandths of a percent, without float drift. */
export function percentToMilli(percent: number): number {
  return Math.round(Number((percent * milliPerPercent).toFixed(3)));
}

export const milliToPercent = (milli: number) => milli / milliPerPercent;
