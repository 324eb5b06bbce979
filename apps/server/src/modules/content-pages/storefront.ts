import { contentPagePath } from '@emporia/contracts/content-page-keys';
import type { ContentPageView } from '@emporia/contracts/content-pages';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { sanitizeRichText } from '../../kernel/rich-text';
import { type ContentPageRow, handlesOf, hasHandle, pageTextIn, stateCondition } from './texts';

const { contentPages, contentPageOldHandles } = schema;

/** What a shopper may open: published, and its date has come. */
const shown = (ctx: RequestContext) => and(eq(contentPages.shopId, ctx.shop.id), stateCondition.published);

/**
 * The shown page whose address is `handle`: a current handle in any language (then `language`
 * is the handle's, undefined for the shop language's), else a former one (`moved`).
 */
export async function findShownPage(
  ctx: RequestContext,
  handle: string,
): Promise<{ row: ContentPageRow; language?: string; moved: boolean } | undefined> {
  const [row] = await ctx.db
    .select()
    .from(contentPages)
    .where(and(shown(ctx), hasHandle(handle)))
    .limit(1);
  if (row) {
    const language =
      row.handle === handle
        ? undefined
        : Object.entries(row.translations).find(([, text]) => text.handle === handle)?.[0];
    return { row, language, moved: false };
  }
  const [old] = await ctx.db
    .select({ page: contentPages })
    .from(contentPageOldHandles)
    .innerJoin(
      contentPages,
      and(
        eq(contentPages.shopId, contentPageOldHandles.shopId),
        eq(contentPages.id, contentPageOldHandles.pageId),
      ),
    )
    .where(
      and(
        eq(contentPageOldHandles.shopId, ctx.shop.id),
        eq(contentPageOldHandles.handle, handle),
        shown(ctx),
      ),
    );
  return old ? { row: old.page, moved: true } : undefined;
}

export function viewOf(row: ContentPageRow, locale: string | undefined): ContentPageView {
  const text = pageTextIn(row, locale);
  return {
    id: row.id,
    title: text.title,
    handle: text.handle,
    handles: handlesOf(row),
    body: sanitizeRichText(text.body),
    seo_title: text.seoTitle,
    seo_description: text.seoDescription,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** pages/{handle} in the reader's language; a former handle answers with the page (the page moves on). */
export async function contentPageView(
  ctx: RequestContext,
  handle: string,
  locale: string | undefined,
): Promise<ContentPageView> {
  const found = await findShownPage(ctx, handle);
  if (!found) throw notFound('This page does not exist.');
  return viewOf(found.row, locale && locale !== ctx.shop.defaultLanguage ? locale : undefined);
}

/**
 * Where an address that names no product or article goes when a page has that handle: /about-us
 * and /article/about-us (a starter post before pages had their own type, ADR 0108) move to
 * /pages/about-us. Undefined when no shown page has it.
 */
export async function movedToContentPage(ctx: RequestContext, slug: string): Promise<string | undefined> {
  const found = await findShownPage(ctx, slug);
  return found ? contentPagePath(found.moved ? found.row.handle : slug) : undefined;
}
