import { describe, expect, it } from 'vitest';
import { decimalToMinor } from './money';
import { lengthIn, poundsAndOunces, weightIn } from './units';
import { parseXml } from './xml';

describe('money from decimal text', () => {
  it('converts without floating point and rounds half up', () => {
    expect(decimalToMinor('5')).toBe(500);
    expect(decimalToMinor('5.5')).toBe(550);
    expect(decimalToMinor(' 12.34 ')).toBe(1234);
    expect(decimalToMinor('0.105')).toBe(11);
    expect(decimalToMinor('-1.25')).toBe(-125);
    expect(decimalToMinor('.5')).toBe(50);
    expect(decimalToMinor(19.99)).toBe(1999);
  });
  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '1,50', '5$', '.']) expect(decimalToMinor(text)).toBeNull();
  });
});

describe('units', () => {
  it('converts grams to pounds or kilograms, rounding up to a tenth', () => {
    expect(weightIn(453, 'lb')).toBe(1);
    expect(weightIn(454, 'lb')).toBe(1.1);
    expect(weightIn(2268, 'kg')).toBe(2.3);
    expect(weightIn(0, 'kg')).toBe(0.1);
  });
  it('converts millimetres to inches or centimetres, rounding up', () => {
    expect(lengthIn(254, 'in')).toBe(10);
    expect(lengthIn(255, 'in')).toBe(11);
    expect(lengthIn(300, 'cm')).toBe(30);
  });
  it('splits a weight into pounds and ounces', () => {
    expect(poundsAndOunces(1000)).toEqual({ pounds: 2, ounces: 3.3 });
    expect(poundsAndOunces(453)).toEqual({ pounds: 1, ounces: 0 });
  });
});

describe('xml reader', () => {
  it('reads elements, attributes, entities and CDATA', () => {
    const root = parseXml(
      `<?xml version="1.0"?><a:root xmlns:a="x" k='v &amp; w'><!-- note --><b ID="1">T&lt;sup&gt;&#8482;&lt;/sup&gt;</b><c/><d><![CDATA[<raw>]]></d></a:root>`,
    );
    expect(root.name).toBe('a:root');
    expect(root.attributes.k).toBe('v & w');
    expect(root.children.map((c) => [c.name, c.text])).toEqual([
      ['b', 'T<sup>™</sup>'],
      ['c', ''],
      ['d', '<raw>'],
    ]);
  });
  it('throws on malformed documents', () => {
    expect(() => parseXml('<a><b></a>')).toThrow();
    expect(() => parseXml('not xml')).toThrow();
  });
});
