import type { ContentPageState } from '@emporia/contracts/content-pages';
import { isTranslated, translatedOr } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';

const { contentPages } = schema;
export type ContentPageRow = typeof contentPages.$inferSelect;

/**
 * The page's text in `locale`: each field the translation leaves empty is the shop language's,
 * field by field. The SEO texts follow the text they describe: a translation with a title of its
 * own and no SEO title gets none (the head then uses its title), rather than the shop language's.
 * Blank means untranslated by the one rule of ADR 0107 (`translatedOr`).
 */
export function pageTextIn(row: ContentPageRow, locale: string | undefined) {
  const own = locale ? row.translations[locale] : undefined;
  return {
    title: translatedOr(own?.title, row.title),
    handle: translatedOr(own?.handle, row.handle),
    body: translatedOr(own?.body, row.body),
    seoTitle: translatedOr(own?.seo_title, isTranslated(own?.title) ? '' : row.seoTitle),
    seoDescription: translatedOr(own?.seo_description, isTranslated(own?.body) ? '' : row.seoDescription),
  };
}

/** Every current handle of the page: the shop language's, then each translation's own. */
export const handlesOf = (row: Pick<ContentPageRow, 'handle' | 'translations'>): string[] => [
  row.handle,
  ...Object.values(row.translations)
    .map((text) => text.handle)
    .filter((handle) => handle && handle !== row.handle),
];

export function stateOf(
  row: Pick<ContentPageRow, 'status' | 'publishedAt'>,
  now = new Date(),
): ContentPageState {
  if (row.status !== 'published') return 'hidden';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export const stateCondition: Record<ContentPageState, SQL> = {
  hidden: sql`${contentPages.status} <> 'published'`,
  scheduled: and(eq(contentPages.status, 'published'), gt(contentPages.publishedAt, sql`now()`))!,
  published: and(eq(contentPages.status, 'published'), lte(contentPages.publishedAt, sql`now()`))!,
};

/** A page whose address is `handle` in any language (the shop's handle, or a translation's). */
export const hasHandle = (handle: string): SQL =>
  sql`(${contentPages.handle} = ${handle} OR EXISTS (
    SELECT 1 FROM jsonb_each(${contentPages.translations}) t WHERE t.value ->> 'handle' = ${handle}))`;
