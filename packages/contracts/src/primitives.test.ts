import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idListSchema,
  idSchema,
  moneySchema,
  nulPathOf,
  pageNumberSchema,
  searchTermSchema,
  textSchema,
} from './primitives';

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value);

describe('idSchema', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [2_147_483_647, 2_147_483_647],
    ['2147483647', 2_147_483_647],
  ])('accepts %j as %j', (value, expected) => {
    expect(accepts(idSchema, value)).toMatchObject({ success: true, data: expected });
  });

  it.each([
    0,
    -1,
    1.5,
    2_147_483_648,
    '2147483648',
    '99999999999999999999',
    '0x10',
    '1e3',
    '01',
    ' 1',
    '+1',
    '',
    '\u0000',
    null,
    [],
    {},
    true,
  ])('refuses %j with one human sentence', (value) => {
    const result = accepts(idSchema, value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use a whole number from 1 to 2147483647.');
  });
});

describe('idListSchema', () => {
  it('reads a comma list or an array, dropping repeats', () => {
    expect(idListSchema.parse('3,1,3')).toEqual([3, 1]);
    expect(idListSchema.parse([2, '5'])).toEqual([2, 5]);
  });

  it.each([
    '1,99999999999999999999',
    '1,,2',
    '1,0x10',
    '',
    'a',
    Array.from({ length: 201 }, (_, i) => i + 1),
  ])('refuses %j', (value) => {
    expect(accepts(idListSchema, value).success).toBe(false);
  });
});

describe('moneySchema', () => {
  it.each([
    [0, 0],
    [12.5, 12.5],
    ['12.50', 12.5],
    [' 7 ', 7],
    [10_000_000, 10_000_000],
  ])('accepts %j as %j', (value, expected) => {
    expect(accepts(moneySchema, value)).toMatchObject({ success: true, data: expected });
  });

  it.each([-1, 1.234, '1e3', '0x10', 'NaN', 'Infinity', '', 10_000_000.01, Number.NaN, null])(
    'refuses %j',
    (value) => {
      expect(accepts(moneySchema, value).success).toBe(false);
    },
  );
});

describe('text and search terms', () => {
  const name = textSchema({ max: 10, min: 1, label: 'The name' });

  it('trims, and refuses control characters, over-long and empty text with the field named', () => {
    expect(name.parse('  Tent  ')).toBe('Tent');
    expect(accepts(name, 'a\u0000b').error?.issues[0]?.message).toBe(
      'The name contains characters that are not allowed.',
    );
    expect(accepts(name, 'x'.repeat(11)).error?.issues[0]?.message).toBe(
      'The name can be at most 10 characters long.',
    );
    expect(accepts(name, '   ').error?.issues[0]?.message).toBe('The name is required.');
    expect(accepts(name, 'two\nlines').success).toBe(false);
    expect(textSchema({ max: 20, multiline: true }).parse('two\nlines')).toBe('two\nlines');
  });

  it('caps a search at 200 characters', () => {
    expect(accepts(searchTermSchema, 'x'.repeat(200)).success).toBe(true);
    expect(accepts(searchTermSchema, 'x'.repeat(201)).success).toBe(false);
  });

  it('finds where a JSON value holds a NUL', () => {
    expect(nulPathOf({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(nulPathOf({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(nulPathOf({ a: 'fine', b: 2 })).toBeUndefined();
    expect(nulPathOf({ a: { b: 'x\u0000' }, 'c\u0000': 1 })).toBe('a.b');
  });

  it('walks any depth without recursion, and only JSON values', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { k: deep };
    expect(nulPathOf(deep)?.split('.')).toHaveLength(100_000);
    // Bytes and streams are not the NUL check's business (routes taking files check their own).
    expect(nulPathOf(Buffer.from('a\u0000b'))).toBeUndefined();
    const stream = new Readable({ read() {} });
    expect(nulPathOf({ upload: stream, note: 'fine' })).toBeUndefined();
    expect(
      nulPathOf(
        new (class Upload {
          name = '\u0000';
        })(),
      ),
    ).toBeUndefined();
  });

  it('reads page numbers only as plain digits', () => {
    expect(pageNumberSchema.parse('3')).toBe(3);
    expect(accepts(pageNumberSchema, '0x3').success).toBe(false);
    expect(accepts(pageNumberSchema, '100001').success).toBe(false);
  });
});

describe('answers encode through the same schemas', () => {
  // Response schemas reuse request schemas, and answers are encoded through them.
  it('encodes ids, id lists, money and page numbers unchanged', () => {
    const answer = z.object({ id: idSchema, ids: idListSchema, price: moneySchema, page: pageNumberSchema });
    expect(z.encode(answer, { id: 7, ids: [1, 2], price: 12.5, page: 3 })).toEqual({
      id: 7,
      ids: [1, 2],
      price: 12.5,
      page: 3,
    });
  });
});

describe('the rules reach the OpenAPI document', () => {
  // Each primitive is used many times in one body; every use must keep both spellings.
  const body = z.object({
    price: moneySchema,
    sale_price: moneySchema.nullable().default(null),
    product_id: idSchema,
    category_ids: z.array(idSchema),
  });
  const json = JSON.stringify(z.toJSONSchema(body, { io: 'input', reused: 'inline' }));

  it('states the bounds and the text patterns of every use', () => {
    expect(json.match(/"maximum":2147483647/g)).toHaveLength(2);
    expect(json.match(/\^\[1-9\]\[0-9\]\{0,9\}\$/g)).toHaveLength(2);
    expect(json.match(/"maximum":10000000/g)).toHaveLength(2);
  });
});
