import { describe, expect, it } from 'vitest';
import { formatMoney, keptMoneyFormats } from './format-money';

const dollar = { code: 'USD', symbol: '$', position: 'l' as const, decimal_digits: 2 };

describe('formatMoney', () => {
  it('groups digits by the page language and puts the sign before the symbol', () => {
    expect(formatMoney(1234.5, dollar, 'en')).toBe('$1,234.50');
    expect(formatMoney(-7.9, dollar, 'en')).toBe('-$7.90');
    expect(formatMoney(1234.5, { ...dollar, symbol: '€', position: 'r' }, 'de')).toBe('1.234,50 €');
  });

  it('keeps a bounded number of formatters when a server renders for many languages', () => {
    // 26 x 12 regions x 2 decimals: 624 languages-and-decimals, more than are kept.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const digits of [0, 2])
      for (const first of letters)
        for (const second of letters.slice(0, 12))
          formatMoney(1, { ...dollar, decimal_digits: digits }, `en-${first}${second}`);
    expect(keptMoneyFormats()).toBeLessThanOrEqual(200);
    expect(formatMoney(12, dollar, 'en')).toBe('$12.00');
  });
});
