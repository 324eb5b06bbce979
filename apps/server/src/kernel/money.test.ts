import { describe, expect, it } from 'vitest';
import { toDecimal } from './money';

/** The decimal written out by integer arithmetic only: 1710 → "17.10", -5 → "-0.05". */
const written = (minor: number) => {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

describe('money at the API edge', () => {
  it('turns hundredths into the very number a client parses from the written decimal (no float drift)', () => {
    // minor / 100 is rounded once, to the nearest double: the one JSON.parse("17.1") gives.
    for (let minor = -200_000; minor <= 200_000; minor += 1)
      if (toDecimal(minor) !== Number(written(minor)))
        expect(toDecimal(minor), written(minor)).toBe(Number(written(minor)));
    expect(JSON.stringify({ price: toDecimal(1710) })).toBe('{"price":17.1}');
    expect(JSON.stringify({ total: toDecimal(2_147_483_647) })).toBe('{"total":21474836.47}');
    // Sums are made in integers first; adding decimals would drift (0.1 + 0.2).
    expect(toDecimal(10 + 20)).toBe(0.3);
  });
});
