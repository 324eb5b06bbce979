import { describe, expect, it } from 'vitest';
import { percentToMilli } from '../../kernel/money';
import { allocate, percentOf, roundToCurrency } from './money';
import { type ApplicableTaxRate, type CouponRule, computeTotals, type TotalsLine } from './totals';

const line = (
  key: number,
  unitMinor: number,
  quantity: number,
  extra: Partial<TotalsLine> = {},
): TotalsLine => ({
  key,
  productId: key,
  parentId: null,
  quantity,
  unitMinor,
  taxClassId: 1,
  categoryIds: [],
  ...extra,
});
const salesTax: ApplicableTaxRate = {
  id: 1,
  taxClassId: 1,
  name: 'Sales Tax',
  type: 'percent',
  percentMilli: 8250,
  amountMinor: 0,
};
const coupon = (rule: Partial<CouponRule>): CouponRule => ({
  id: 1,
  code: 'C',
  name: 'C',
  type: 'percent',
  percentMilli: 0,
  amountMinor: 0,
  productIds: [],
  categoryIds: [],
  ...rule,
});

describe('money arithmetic', () => {
  it('takes percentages of minor units rounding halves up', () => {
    expect(percentOf(2997, 8250)).toBe(247); // 2.472525
    expect(percentOf(1010, 8250)).toBe(83); // 0.83325
    expect(percentOf(5, 10_000)).toBe(1); // 0.005 → 0.01
    expect(percentOf(4, 10_000)).toBe(0);
    expect(percentOf(-5, 10_000)).toBe(-1);
    expect(percentOf(99_999_999, 100_000)).toBe(99_999_999);
  });

  it('rounds to the currency’s own smallest unit', () => {
    expect(roundToCurrency(247, 2)).toBe(247);
    expect(roundToCurrency(150, 0)).toBe(200);
    expect(roundToCurrency(149, 0)).toBe(100);
    expect(roundToCurrency(45, 1)).toBe(50);
    expect(roundToCurrency(-150, 0)).toBe(-200);
  });

  it('splits an amount in proportion so the parts add up exactly', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(allocate(500, [3000, 1000, 0])).toEqual([375, 125, 0]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('reads typed percentages without float drift', () => {
    expect(percentToMilli(8.25)).toBe(8250);
    expect(percentToMilli(8.875)).toBe(8875);
    expect(percentToMilli(0.1 + 0.2)).toBe(300);
  });
});

describe('computeTotals', () => {
  it('adds tax per line on the discounted amount, and shipping untaxed', () => {
    const totals = computeTotals({
      lines: [line(1, 999, 3), line(2, 1500, 1, { taxClassId: null })],
      coupon: null,
      taxRates: [salesTax],
      shippingMinor: 500,
      decimalDigits: 2,
    });
    expect(totals).toMatchObject({
      subtotalMinor: 4497,
      discountMinor: 0,
      shippingMinor: 500,
      taxMinor: 247,
      totalMinor: 5244,
    });
    expect(totals.taxLines).toEqual([{ rateId: 1, name: 'Sales Tax', amountMinor: 247, shipping: false }]);
    expect(totals.lines.map((l) => l.taxMinor)).toEqual([247, 0]);
  });

  it('applies a percent coupon line by line and taxes what is left', () => {
    const totals = computeTotals({
      lines: [line(1, 1999, 1), line(2, 333, 3)],
      coupon: coupon({ percentMilli: 15_000 }),
      taxRates: [salesTax],
      shippingMinor: null,
      decimalDigits: 2,
    });
    // 15 % of 19.99 = 2.9985 → 3.00; of 9.99 = 1.4985 → 1.50
    expect(totals.lines.map((l) => l.discountMinor)).toEqual([300, 150]);
    // 8.25 % of 16.99 = 1.401675 → 1.40; of 8.49 = 0.700425 → 0.70
    expect(totals.lines.map((l) => l.taxMinor)).toEqual([140, 70]);
    expect(totals.totalMinor).toBe(2998 - 450 + 210);
  });

  it('spreads a fixed coupon over the lines it covers, never below zero', () => {
    const scoped = coupon({ type: 'fixed', amountMinor: 1000, productIds: [1, 2] });
    const totals = computeTotals({
      lines: [line(1, 300, 1), line(2, 100, 1), line(3, 5000, 1)],
      coupon: scoped,
      taxRates: [],
      shippingMinor: null,
      decimalDigits: 2,
    });
    expect(totals.lines.map((l) => l.discountMinor)).toEqual([300, 100, 0]);
    expect(totals.discountMinor).toBe(400);
  });

  it('covers variants of a scoped product and products of a scoped category', () => {
    const totals = computeTotals({
      lines: [
        line(11, 1000, 1, { parentId: 10 }),
        line(20, 1000, 1, { categoryIds: [7] }),
        line(30, 1000, 1),
      ],
      coupon: coupon({ percentMilli: 10_000, productIds: [10], categoryIds: [7] }),
      taxRates: [],
      shippingMinor: null,
      decimalDigits: 2,
    });
    expect(totals.lines.map((l) => l.discountMinor)).toEqual([100, 100, 0]);
  });

  it('waives shipping with a free-shipping coupon as a discount', () => {
    const totals = computeTotals({
      lines: [line(1, 2000, 1)],
      coupon: coupon({ type: 'free_shipping' }),
      taxRates: [salesTax],
      shippingMinor: 650,
      decimalDigits: 2,
    });
    expect(totals).toMatchObject({
      shippingMinor: 650,
      shippingDiscountMinor: 650,
      discountMinor: 650,
      taxMinor: 165,
      totalMinor: 2165,
    });
  });

  it('charges fixed taxes per unit and rounds computed amounts for currencies without cents', () => {
    const fixed: ApplicableTaxRate = {
      id: 2,
      taxClassId: 1,
      name: 'Eco Fee',
      type: 'fixed',
      percentMilli: 0,
      amountMinor: 25,
    };
    const totals = computeTotals({
      lines: [line(1, 1234, 2)],
      coupon: coupon({ percentMilli: 10_000 }),
      taxRates: [salesTax, fixed],
      shippingMinor: null,
      decimalDigits: 0,
    });
    // ¥12.34 is charged as ¥12: line 2400; discount 10 % = 240 → 200; tax 8.25 % of 2200 = 181.5 → 200; fee 50 → 100
    expect(totals.lines[0]).toMatchObject({ totalMinor: 2400, discountMinor: 200, taxMinor: 300 });
    expect(totals.totalMinor).toBe(2400 - 200 + 300);
    expect(totals.totalMinor % 100).toBe(0);
  });

  it("taxes shipping by the method's tax class, on its own line, with the rates at the destination", () => {
    const vat: ApplicableTaxRate = {
      ...salesTax,
      id: 3,
      taxClassId: 2,
      name: 'VAT (20%)',
      percentMilli: 20_000,
    };
    const totals = computeTotals({
      lines: [line(1, 1000, 2)],
      coupon: null,
      taxRates: [salesTax, vat],
      shippingMinor: 599,
      shippingTaxClassId: 2,
      decimalDigits: 2,
    });
    // goods: 8.25 % of 2000 = 165; shipping: 20 % of 5.99 = 1.198 → 120
    expect(totals).toMatchObject({ shippingTaxMinor: 120, taxMinor: 285, totalMinor: 2000 + 599 + 285 });
    expect(totals.taxLines).toEqual([
      { rateId: 1, name: 'Sales Tax', amountMinor: 165, shipping: false },
      { rateId: 3, name: 'VAT (20%)', amountMinor: 120, shipping: true },
    ]);
  });

  it('does not tax shipping without a tax class, nor shipping a coupon waived', () => {
    const base = { lines: [line(1, 1000, 1)], taxRates: [salesTax], shippingMinor: 500, decimalDigits: 2 };
    expect(computeTotals({ ...base, coupon: null }).shippingTaxMinor).toBe(0);
    const waived = computeTotals({
      ...base,
      coupon: coupon({ type: 'free_shipping' }),
      shippingTaxClassId: 1,
    });
    expect(waived).toMatchObject({ shippingTaxMinor: 0, taxMinor: 83 });
    const taxed = computeTotals({ ...base, coupon: null, shippingTaxClassId: 1 });
    expect(taxed).toMatchObject({ shippingTaxMinor: 41, taxMinor: 124, totalMinor: 1624 });
  });
});
