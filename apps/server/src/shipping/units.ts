/**
 * Carriers want pounds or kilograms and inches or centimetres; the catalogue
 * and the box manager keep grams and millimetres. Weights are rounded up to a
 * tenth (a carrier must never be told a parcel is lighter than it is), sizes
 * up to a whole unit.
 */
export type WeightUnit = 'lb' | 'kg';
export type LengthUnit = 'in' | 'cm';

const gramsPerPound = 453.59237;
const mmPerInch = 25.4;

export function weightIn(grams: number, unit: WeightUnit): number {
  const value = unit === 'lb' ? grams / gramsPerPound : grams / 1000;
  return Math.max(0.1, Math.ceil(value * 10 - 1e-9) / 10);
}

export function lengthIn(mm: number, unit: LengthUnit): number {
  const value = unit === 'in' ? mm / mmPerInch : mm / 10;
  return Math.max(1, Math.ceil(value - 1e-9));
}

/** USPS takes whole pounds and ounces (to a tenth). */
export function poundsAndOunces(grams: number): { pounds: number; ounces: number } {
  const ouncesTotal = Math.max(0.1, Math.ceil((grams / gramsPerPound) * 16 * 10 - 1e-9) / 10);
  const pounds = Math.floor(ouncesTotal / 16);
  return { pounds, ounces: Math.round((ouncesTotal - pounds * 16) * 10) / 10 };
}

export const weightUnitOf = (setting: string): WeightUnit =>
  setting.toLowerCase().startsWith('kg') ? 'kg' : 'lb';
export const lengthUnitOf = (setting: string): LengthUnit => (setting.toUpperCase() === 'CM' ? 'cm' : 'in');
