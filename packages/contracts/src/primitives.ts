import { z } from 'zod';
import './messages';

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

/**
 * A record id, refused with `message` (say what to choose: 'Choose a country.').
 * A codec rather than a transform: response schemas reuse request schemas and
 * answers are encoded through them, which a one-way transform cannot do. The
 * conversion sits outside the union: a pipe inside a reused union loses its
 * branch in the OpenAPI document.
 */
export function idSchemaWith(message: string) {
  return z.codec(
    z.union(
      [z.int({ error: message }).min(1, message).max(maxId, message), z.string().regex(idText, message)],
      {
        error: message,
      },
    ),
    z.int().min(1, message).max(maxId, message),
    { decode: Number, encode: (id) => id },
  );
}

/** A record id: 1 … 2,147,483,647, as a JSON number or as plain digits (paths, queries, forms). */
export const idSchema = idSchemaWith(idMessage);

/** An id that may be absent: empty text counts as absent (a form's "none" option). */
export const optionalIdSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idSchema.optional(),
);

/** The most ids one request may name. */
export const maxIdsPerRequest = 200;

const idListMessage = `List up to ${maxIdsPerRequest} ids (whole numbers from 1 to ${maxId}), separated by commas.`;

/** Several ids: a JSON array, or `1,2,3` in a query; duplicates are dropped, order kept. */
export const idListSchema = z.codec(
  z.union(
    [
      z.array(idSchema).max(maxIdsPerRequest, idListMessage),
      z
        .string()
        .regex(new RegExp(`^[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,${maxIdsPerRequest - 1}}$`), idListMessage),
    ],
    { error: idListMessage },
  ),
  z.array(z.int().min(1, idListMessage).max(maxId, idListMessage)),
  {
    decode: (ids) => [...new Set(typeof ids === 'string' ? ids.split(',').map(Number) : ids)],
    encode: (ids) => ids,
  },
);

/** The records a bulk action works on (one request, all or nothing): at least one id. */
export const chosenIdsSchema = (message: string) => idListSchema.refine((ids) => ids.length > 0, message);

/**
 * A listing's order, sorted on the server: `sort` is one of `columns` (an
 * allow-list, so no other column or expression reaches the SQL) and `order`
 * its direction. Spread it into the listing's query schema.
 */
export function listSortSchema<const C extends readonly [string, ...string[]]>(
  columns: C,
  fallback: C[number],
  direction: 'asc' | 'desc' = 'desc',
) {
  const message = `Sort by ${columns.join(', ')}.`;
  return {
    sort: z.enum(columns, { error: message }).default(fallback as never),
    order: z.enum(['asc', 'desc'], { error: 'Sort asc or desc.' }).default(direction),
  };
}

/** A whole number in a query (page numbers, counts) between `min` and `max`. */
export function wholeNumberSchema(
  min: number,
  max: number,
  message = `Use a whole number from ${min} to ${max}.`,
) {
  return z.codec(
    z.union(
      [
        z.int({ error: message }).min(min, message).max(max, message),
        z.string().regex(/^-?(?:0|[1-9][0-9]{0,15})$/, message),
      ],
      { error: message },
    ),
    z.int().min(min, message).max(max, message),
    { decode: Number, encode: (n) => n },
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
export const moneySchema = z.codec(
  z.union(
    [
      z.number({ error: moneyMessage }).min(0, moneyMessage).max(maxMoney, moneyMessage),
      z.string().trim().regex(moneyText, moneyMessage),
    ],
    { error: moneyMessage },
  ),
  z
    .number()
    .min(0, moneyMessage)
    .max(maxMoney, moneyMessage)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: moneyMessage }),
  { decode: Number, encode: (amount) => amount },
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

/**
 * The keys and values inside a parsed JSON object or array, or undefined for
 * anything else: a Buffer, a stream or a class instance is no JSON, and
 * walking one (its bytes, its internals) is neither quick nor finite.
 */
export function jsonEntriesOf(value: unknown): [string, unknown][] | undefined {
  if (Array.isArray(value)) return value.map((inner, i) => [String(i), inner]);
  if (!value || typeof value !== 'object') return undefined;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null ? Object.entries(value) : undefined;
}

/**
 * Where a JSON value holds a NUL character (in a string or a key), as a dotted
 * path ('' for the value itself); undefined when it holds none. A loop over a
 * list of places still to look, not recursion: no depth of input can exhaust the stack.
 */
export function nulPathOf(value: unknown): string | undefined {
  const pending: { value: unknown; key: string; path: string }[] = [{ value, key: '', path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { key, path } = next;
    if (key.includes('\u0000')) return path;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return path;
      continue;
    }
    const entries = jsonEntriesOf(next.value) ?? [];
    // Last first, so the first NUL in reading order is the one named.
    for (const [innerKey, inner] of entries.reverse())
      pending.push({ value: inner, key: innerKey, path: path ? `${path}.${innerKey}` : innerKey });
  }
  return undefined;
}

/** A calendar day written 2026-01-31 that exists (no 2026-02-30): date filters and ranges. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31.')
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, 'This date does not exist.');

/**
 * Where a cursor page of an Admin API list starts (ADR 0121): the rows `next` after, or
 * `previous` before, the row `id`, ids walked in order `o`. Clients treat it as opaque text.
 */
export const pageInfoValueSchema = z.object({
  d: z.enum(['next', 'previous']),
  id: z.int().min(1).max(maxId),
  o: z.enum(['asc', 'desc']),
});
export type PageInfo = z.infer<typeof pageInfoValueSchema>;

const pageInfoMessage =
  'This page_info was not given out by this list: follow the Link header, or leave it out for the first page.';

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** Writes a page_info: base64url JSON, so a client cannot mistake it for something to build. */
export const encodePageInfo = (value: PageInfo): string => toBase64Url(JSON.stringify(value));

/** A list's opaque cursor (`page_info`) in a query; anything this server did not write is refused. */
export const pageInfoSchema = z.codec(
  z
    .string({ error: pageInfoMessage })
    .min(1, pageInfoMessage)
    .max(200, pageInfoMessage)
    .regex(/^[A-Za-z0-9_-]+$/, pageInfoMessage),
  pageInfoValueSchema,
  {
    decode: (text, ctx): PageInfo => {
      let read: ReturnType<typeof pageInfoValueSchema.safeParse> | undefined;
      try {
        read = pageInfoValueSchema.safeParse(JSON.parse(fromBase64Url(text)));
      } catch {
        read = undefined;
      }
      if (read?.success) return read.data;
      ctx.issues.push({ code: 'custom', message: pageInfoMessage, input: text });
      // Never used: the issue above fails the parse.
      return { d: 'next', id: 1, o: 'desc' };
    },
    encode: encodePageInfo,
  },
);

/**
 * The cursor paging of an Admin API list, beside its page numbers: `limit` rows from the
 * `page_info` a previous answer's Link header named. Dated version 2026-10 pages this way by
 * default and deprecates `page`/`per_page` (docs/api/changelog.md).
 */
export function cursorPagingSchema(max: number) {
  return {
    limit: perPageSchema(max).optional(),
    page_info: pageInfoSchema.optional(),
  };
}

/** The `meta` of a cursor page: the cursors of its neighbours, null at either end. */
export const cursorPageMetaSchema = z.object({
  limit: z.number().int(),
  next_page_info: z.string().nullable(),
  previous_page_info: z.string().nullable(),
});

/** The `meta` of a numbered page. */
export const numberedPageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** A list answer's meta: numbered pages, or cursor pages (the default of API version 2026-10). */
export const listPageMetaSchema = z.union([numberedPageMetaSchema, cursorPageMetaSchema]);
