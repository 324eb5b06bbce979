import { describe, expect, it } from 'vitest';
import { type PriceFacts, priceDisplay, saleIsRunning, unitPrice } from './pricing';

const at = new Date('2030-06-15T12:00:00Z');
const base: PriceFacts = { priceMinor: 5000, salePriceMinor: null, saleStartsAt: null, saleEndsAt: null };
const tiers = [
  { minQuantity: 3, priceMinor: 4500 },
  { minQuantity: 10, priceMinor: 4000 },
];

describe('sale window', () => {
  it('runs from its start (inclusive) to its end (exclusive); open ends run forever', () => {
    const sale = { ...base, salePriceMinor: 4000 };
    expect(saleIsRunning(sale, at)).toBe(true);
    expect(saleIsRunning({ ...sale, saleStartsAt: at }, at)).toBe(true);
    expect(saleIsRunning({ ...sale, saleEndsAt: at }, at)).toBe(false);
    expect(saleIsRunning({ ...sale, saleStartsAt: new Date('2030-07-01') }, at)).toBe(false);
    expect(saleIsRunning({ ...sale, saleEndsAt: new Date('2030-06-01') }, at)).toBe(false);
    expect(saleIsRunning(base, at)).toBe(false);
  });
});

describe('unit price', () => {
  it('is the lowest of regular, sale, group and reached tier prices', () => {
    expect(unitPrice(base, at).unitMinor).toBe(5000);
    expect(unitPrice({ ...base, salePriceMinor: 4200 }, at).unitMinor).toBe(4200);
    expect(unitPrice({ ...base, groupPriceMinor: 4100 }, at).unitMinor).toBe(4100);
    expect(unitPrice(base, at, { quantity: 2, tiers, quantityDiscounts: true }).unitMinor).toBe(5000);
    expect(unitPrice(base, at, { quantity: 3, tiers, quantityDiscounts: true }).unitMinor).toBe(4500);
    expect(unitPrice(base, at, { quantity: 12, tiers, quantityDiscounts: true }).unitMinor).toBe(4000);
    // Tiers count only when the product has quantity discounts switched on.
    expect(unitPrice(base, at, { quantity: 12, tiers, quantityDiscounts: false }).unitMinor).toBe(5000);
    // A sale price above the regular one never raises the price.
    expect(unitPrice({ ...base, salePriceMinor: 6000 }, at).unitMinor).toBe(5000);
  });

  it('shows base, sale and the saving', () => {
    expect(priceDisplay(base, at)).toEqual({ base: 50, sale: null, discount: null });
    expect(priceDisplay({ ...base, salePriceMinor: 3999 }, at)).toEqual({
      base: 50,
      sale: 39.99,
      discount: 10.01,
    });
  });
});
