import { z } from 'zod';
import './messages';
import { localeSchema, pageMetaSchema, slugInputSchema } from './catalog-admin';
import {
  chosenIdsSchema,
  listSortSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
  textSchema,
} from './primitives';

export { contentPageQueryKeys } from './content-page-keys';

/**
 * The shop's own pages (issue 32; Shopify's Online Store → Pages): About us, Contact, the
 * policies. Storefront /pages/{handle}; admin appearance/page (permission `appearance`).
 */

export const contentPageStatuses = ['published', 'hidden'] as const;
/** What a shopper sees: a published page whose date has not come is scheduled. */
export const contentPageStates = ['published', 'scheduled', 'hidden'] as const;
export type ContentPageState = (typeof contentPageStates)[number];

const bodySchema = z.string().max(200_000, 'The page is too long.').default('');
const seoTitle = textSchema({ max: 255, label: 'The SEO title' }).default('');
const seoDescription = textSchema({ max: 500, multiline: true, label: 'The SEO description' }).default('');

/**
 * The page in another language than the shop's. Every field may stay empty: shoppers reading in
 * that language get the shop language's text for it, field by field; an empty handle keeps the
 * page at its own address in that language.
 */
export const contentPageTranslationSchema = z.object({
  locale: localeSchema,
  title: textSchema({ max: 200, label: 'The title' }).default(''),
  handle: slugInputSchema.default(''),
  body: bodySchema,
  seo_title: seoTitle,
  seo_description: seoDescription,
});
export type ContentPageTranslation = z.infer<typeof contentPageTranslationSchema>;

export const contentPageInputSchema = z.object({
  title: textSchema({ min: 1, max: 200, label: 'The title' }),
  /** Empty: made from the title. */
  handle: slugInputSchema.default(''),
  /** Rich text (HTML); the server keeps only what the sanitiser allows. */
  body: bodySchema,
  status: z.enum(contentPageStatuses, { error: 'Choose published or hidden.' }).default('published'),
  /** When it appears on the storefront; empty: now, on publishing. A later date schedules it. */
  published_at: z.iso
    .datetime({ offset: true, error: 'Give a date and time such as 2026-12-01T09:00.' })
    .nullish(),
  seo_title: seoTitle,
  seo_description: seoDescription,
  translations: z
    .array(contentPageTranslationSchema)
    .max(20, 'A page has at most 20 translations.')
    .refine(
      (list) => new Set(list.map((t) => t.locale)).size === list.length,
      'One translation per language.',
    )
    .default([]),
});
export type ContentPageInput = z.input<typeof contentPageInputSchema>;

export const adminContentPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  body: z.string(),
  status: z.enum(contentPageStatuses),
  state: z.enum(contentPageStates),
  published_at: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  translations: z.array(contentPageTranslationSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;
export const adminContentPageResponseSchema = z.object({ data: adminContentPageSchema });

export const adminContentPageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  state: z.enum(contentPageStates),
  published_at: z.string(),
  updated_at: z.string(),
  /** The languages it has text of its own in, besides the shop's. */
  languages: z.array(z.string()),
});
export type AdminContentPageRow = z.infer<typeof adminContentPageRowSchema>;

export const contentPageSortColumns = ['updated_at', 'title', 'handle', 'published_at'] as const;
export const adminContentPageListQuerySchema = z.object({
  keyword: searchTermSchema.optional(),
  state: z.enum(contentPageStates, { error: 'Choose published, scheduled or hidden.' }).optional(),
  ...listSortSchema(contentPageSortColumns, 'updated_at'),
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(20),
});
export type AdminContentPageListQuery = z.input<typeof adminContentPageListQuerySchema>;
export const adminContentPageListResponseSchema = z.object({
  data: z.array(adminContentPageRowSchema),
  meta: pageMetaSchema,
});

const chosenPages = chosenIdsSchema('Select at least one page.');
/** The list's bulk actions: all of the chosen pages or none. */
export const contentPageBulkStatusSchema = z.object({
  ids: chosenPages,
  status: z.enum(contentPageStatuses, { error: 'Choose published or hidden.' }),
});
export const contentPageBulkDeleteSchema = z.object({ ids: chosenPages });

// ——— Storefront (/pages/{handle}) ———

/** The shopper's language: a page with text in it reads in it, field by field. */
export const contentPageQuerySchema = z.object({
  locale: z.preprocess((v) => (v === '' ? undefined : v), localeSchema.optional()),
});

export const contentPageViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The page's address in the reader's language (its own handle, else the shop language's). */
  handle: z.string(),
  /** Every current handle of the page, in any language: any other asked for is an old one. */
  handles: z.array(z.string()),
  /** Sanitised HTML. */
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type ContentPageView = z.infer<typeof contentPageViewSchema>;
export const contentPageViewResponseSchema = z.object({ data: contentPageViewSchema });
