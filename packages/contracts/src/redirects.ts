import { z } from 'zod';
import './messages';
import {
  cursorPagingSchema,
  listPageMetaSchema,
  listSortSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
} from './primitives';

/** A shop keeps at most this many redirects: a whole old shop's addresses, not a crawler's list. */
export const maxRedirectsPerShop = 50_000;
/** The longest old or new address a redirect stores. */
export const maxRedirectPathLength = 2000;

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

const statusMessage = 'Choose 301 (moved for good) or 302 (moved for now).';
export const redirectStatusSchema = z.union([z.literal(301), z.literal(302)], { error: statusMessage });

const addressText = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(maxRedirectPathLength, `The ${label} has at most ${maxRedirectPathLength} characters.`);

/**
 * A redirect as staff or an import writes it. `from` is a path on the shop (`/old-page`); `to` a
 * path or an absolute https URL. The server normalises `from` and checks loops and reserved paths.
 */
export const redirectInputSchema = z.object({
  from: addressText('old address'),
  to: addressText('new address'),
  status: redirectStatusSchema.default(301),
});
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const redirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  status: redirectStatusSchema,
  hits: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectResponseSchema = z.object({ data: redirectSchema });

export const redirectSortColumns = ['from', 'to', 'hits', 'updated_at'] as const;
export const redirectListQuerySchema = z.object({
  search: searchTermSchema.optional(),
  ...listSortSchema(redirectSortColumns, 'from', 'asc'),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
  ...cursorPagingSchema(100),
});
export type RedirectListQuery = z.input<typeof redirectListQuerySchema>;
export const redirectListResponseSchema = z.object({
  data: z.array(redirectSchema),
  meta: listPageMetaSchema,
});

/** A CSV file's text with the columns `from`, `to` and (optionally) `status`. */
export const redirectCsvImportSchema = z.object({
  csv: z.string({ error: 'Choose a CSV file.' }).min(1, 'The file is empty.'),
});
export const redirectCsvImportResponseSchema = z.object({
  data: z.object({
    /** Rows that made a new redirect. */
    created: z.number().int(),
    /** Rows whose old address had one: its new address and status were replaced. */
    updated: z.number().int(),
  }),
});
/** One row that stopped an import: the file's line number (the header is line 1) and why. */
export const redirectCsvRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type RedirectCsvRowError = z.infer<typeof redirectCsvRowErrorSchema>;

/** The storefront's question for an address that shows nothing: where has it moved? */
export const redirectLookupQuerySchema = z.object({ path: addressText('address') });
export const redirectLookupResponseSchema = z.object({
  data: z.object({ location: z.string(), status: redirectStatusSchema }).nullable(),
});
