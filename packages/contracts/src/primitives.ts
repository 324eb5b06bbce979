import { z } from 'zod';

/**
 * The shared building blocks of every request schema. A rule fixed here is
 * fixed on every route at once, and the same rule reaches the OpenAPI
 * document (each primitive converts to a JSON schema that says it).
 *
 * Everything a request carries in its path or query arrives as text, so each
 * primitive accepts the plain decimal spelling of its value and nothing
 * else: no signs, spaces, exponents, hexadecimal or leading zeros, which
 * `Number()` would otherwise turn into surprising values ('0x10' is 16).
 */

/** The largest id a database `integer` column holds (2³¹ − 1). */
export const maxId = 2_147_483_647;

const idMessage = `Use a whole number from 1 to ${maxId}.`;
const idText = /^[1-9][0-9]{0,9}$/;

/** A record id: 1 … 2,147,483,647, as a JSON number or as plain digits (paths, queries, forms). */
export const idSchema = z.union(
  [
    z.int({ error: idMessage }).min(1, idMessage).max(maxId, idMessage),
    z.string().regex(idText, idMessage).transform(Number).pipe(z.int().max(maxId, idMessage)),
  ],
  { error: idMessage },
);

/** An id that may be absent: empty text counts as absent (a form's "none" option). */
export const optionalIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idSchema.optional(),
);

/** The most ids one request may name. */
export const maxIdsPerRequest = 200;

/** Several ids: a JSON array, or `1,2,3` in a query; duplicates are dropped, order kept. */
export const idListSchema = z
  .union(
    [
      z.array(idSchema).max(maxIdsPerRequest),
      z
        .string()
        .regex(new RegExp(`^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,${maxIdsPerRequest - 1}}$`))
        .transform((text) => text.split(',').map(Number))
        .pipe(z.array(z.int().max(maxId))),
    ],
    { error: `List up to ${maxIdsPerRequest} ids (whole numbers from 1 to ${maxId}), separated by commas.` },
  )
  .transform((ids) => [...new Set(ids)]);

/** A whole number in a query (page numbers, counts) between `min` and `max`. */
export function wholeNumberSchema(
  min: number,
  max: number,
  message = `Use a whole number from ${min} to ${max}.`,
) {
  return z.union(
    [
      z.int({ error: message }).min(min, message).max(max, message),
      z
        .string()
        .regex(/^-?(?:0|[1-9][0-9]{0,15})$/, message)
        .transform(Number)
        .pipe(z.int().min(min, message).max(max, message)),
    ],
    { error: message },
  );
}

/** A 1-based page number of a listing. */
export const pageNumberSchema = wholeNumberSchema(
  1,
  100_000,
  'The page must be a whole number from 1 to 100000.',
);

/** Rows per page of a listing, at most `max`. */
export const perPageSchema = (max: number) =>
  wholeNumberSchema(1, max, `Show from 1 to ${max} rows per page.`);

/** The largest amount of money a request may carry (in the shop's main unit). */
export const maxMoney = 10_000_000;

const moneyText = /^(?:0|[1-9][0-9]{0,7})(?:\.[0-9]{1,2})?$/;
const moneyMessage = `Enter an amount from 0 to ${maxMoney} with at most two decimals.`;

/**
 * An amount of money as the API speaks it: a decimal number with at most two
 * decimals (stored as integer minor units), 0 … 10,000,000. Text such as
 * '12.50' is accepted from forms; '1e3', '0x10', 'NaN' and '' are not.
 */
export const moneySchema = z.union(
  [
    z
      .number({ error: moneyMessage })
      .min(0, moneyMessage)
      .max(maxMoney, moneyMessage)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: moneyMessage }),
    z
      .string()
      .trim()
      .regex(moneyText, moneyMessage)
      .transform(Number)
      .pipe(z.number().max(maxMoney, moneyMessage)),
  ],
  { error: moneyMessage },
);

/**
 * Characters no text field may hold: NUL (PostgreSQL cannot store it) and the
 * other C0 controls but tab, line feed and carriage return.
 */
const controlCharacters = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const singleLine = new RegExp(`^[^${controlCharacters}\\n\\r]*$`);
const multiLine = new RegExp(`^[^${controlCharacters}]*$`);

export interface TextOptions {
  /** Longest accepted length, in characters. */
  max: number;
  /** Shortest accepted length after trimming (1 makes it required). */
  min?: number;
  /** Line breaks allowed (addresses, comments, descriptions). */
  multiline?: boolean;
  /** The field's name in messages, e.g. 'The name'. */
  label?: string;
}

/** Text a person typed: trimmed, without control characters, within its length. */
export function textSchema({ max, min = 0, multiline = false, label = 'This field' }: TextOptions) {
  const base = z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long.`)
    .regex(multiline ? multiLine : singleLine, `${label} contains characters that are not allowed.`);
  return min > 0
    ? base.min(min, min === 1 ? `${label} is required.` : `${label} needs at least ${min} characters.`)
    : base;
}

/** The longest search term a listing or search accepts. */
export const maxSearchTermLength = 200;

/** A search box's words: trimmed, one line, at most 200 characters. */
export const searchTermSchema = textSchema({ max: maxSearchTermLength, label: 'The search' });

/** True when some string in a JSON value holds a character no text field may hold (NUL). */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  }
  return false;
}
