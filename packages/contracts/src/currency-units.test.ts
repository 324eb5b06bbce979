import { describe, expect, it } from 'vitest';
import {
  bookToDecimalString,
  bookToIsoMinor,
  chargeDigits,
  currencyExponent,
  isoMinorToBook,
  roundToChargeable,
} from './currency-units';

describe('currency units', () => {
  it('knows the ISO 4217 exponents', () => {
    expect(['JPY', 'krw', 'VND', 'CLP'].map(currencyExponent)).toEqual([0, 0, 0, 0]);
    expect(['USD', 'EUR', 'GBP', 'CAD', 'XYZ'].map(currencyExponent)).toEqual([2, 2, 2, 2, 2]);
    expect(['KWD', 'BHD', 'JOD'].map(currencyExponent)).toEqual([3, 3, 3]);
  });

  it('sends providers ISO minor units: whole yen, cents, fils', () => {
    expect(bookToIsoMinor(120_000, 'JPY')).toBe(1200);
    expect(bookToIsoMinor(1250, 'USD')).toBe(1250);
    expect(bookToIsoMinor(125, 'KWD')).toBe(1250);
    // A stray fraction of a yen rounds half away from zero, never through floats.
    expect(bookToIsoMinor(123_450, 'JPY')).toBe(1235);
    expect(bookToIsoMinor(-150, 'JPY')).toBe(-2);
  });

  it('reads provider amounts back into the same book units, both ways exact for chargeable amounts', () => {
    expect(isoMinorToBook(1200, 'JPY')).toBe(120_000);
    expect(isoMinorToBook(1250, 'USD')).toBe(1250);
    expect(isoMinorToBook(1255, 'KWD')).toBe(126);
    for (const book of [0, 100, 9_999_900, 123_400])
      expect(isoMinorToBook(bookToIsoMinor(book, 'JPY'), 'JPY')).toBe(book);
    for (const book of [1, 1999, 10_000_000_00])
      expect(isoMinorToBook(bookToIsoMinor(book, 'EUR'), 'EUR')).toBe(book);
  });

  it('rounds to what the currency can charge, and to fewer digits when the shop shows fewer', () => {
    expect(chargeDigits('JPY')).toBe(0);
    expect(chargeDigits('USD')).toBe(2);
    expect(chargeDigits('KWD')).toBe(2);
    expect(chargeDigits('USD', 0)).toBe(0);
    expect(roundToChargeable(1234, 'JPY')).toBe(1200);
    expect(roundToChargeable(1250, 'JPY')).toBe(1300);
    expect(roundToChargeable(-1250, 'JPY')).toBe(-1300);
    expect(roundToChargeable(1234, 'USD')).toBe(1234);
    // A shop showing yen with 2 digits still charges whole yen.
    expect(roundToChargeable(1234, 'JPY', 2)).toBe(1200);
  });

  it('writes book units as the decimal string of the main unit, at the ISO exponent', () => {
    expect(bookToDecimalString(1250, 'USD')).toBe('12.50');
    expect(bookToDecimalString(5, 'EUR')).toBe('0.05');
    expect(bookToDecimalString(120_000, 'JPY')).toBe('1200');
    expect(bookToDecimalString(125, 'KWD')).toBe('1.250');
    // Sums a float would round wrongly (0.1 + 0.2) stay exact.
    expect(bookToDecimalString(10 + 20, 'USD')).toBe('0.30');
    expect(bookToDecimalString(900_719_925_474_099, 'USD')).toBe('9007199254740.99');
  });
});
