import {
  type AdminContentPage,
  type AdminContentPageListQuery,
  type AdminContentPageRow,
  adminContentPageListQuerySchema,
  type ContentPageInput,
  type contentPageBulkDeleteSchema,
  type contentPageBulkStatusSchema,
  contentPageInputSchema,
} from '@emporia/contracts/content-pages';
import { schema } from '@emporia/db';
import type { ContentPageText } from '@emporia/db/schema/content-pages';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, refuseUnlessAllFound, taken, validationFailed } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { sanitizeRichText } from '../../kernel/rich-text';
import { recordCatalogChange, slugify } from '../catalog';
import { type ContentPageRow, handlesOf, hasHandle, stateCondition, stateOf } from './texts';

const { contentPages, contentPageOldHandles } = schema;

/** The most pages one shop keeps: pages are a handful; thousands would be a script gone wrong. */
export const maxContentPages = 500;

const sortColumns = {
  updated_at: contentPages.updatedAt,
  title: contentPages.title,
  handle: contentPages.handle,
  published_at: contentPages.publishedAt,
};

/** appearance/page/all: searchable by title and handle, by state, sorted on an allowed column. */
export async function listContentPages(ctx: RequestContext, asked: AdminContentPageListQuery) {
  const query = adminContentPageListQuerySchema.parse(asked);
  const pattern = query.keyword ? likePattern(query.keyword) : undefined;
  const where = and(
    eq(contentPages.shopId, ctx.shop.id),
    pattern ? or(ilike(contentPages.title, pattern), ilike(contentPages.handle, pattern)) : undefined,
    query.state ? stateCondition[query.state] : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(contentPages).where(where),
    ctx.db
      .select()
      .from(contentPages)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(contentPages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const now = new Date();
  const data: AdminContentPageRow[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    handle: row.handle,
    state: stateOf(row, now),
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    languages: Object.keys(row.translations).sort(),
  }));
  return { data, meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } };
}

async function ownedPage(ctx: RequestContext, id: number, forUpdate = false): Promise<ContentPageRow> {
  const found = ctx.db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.shopId, ctx.shop.id), eq(contentPages.id, id)));
  const [row] = await (forUpdate ? found.for('update') : found);
  if (!row) throw notFound('This page does not exist.');
  return row;
}

export async function readContentPage(ctx: RequestContext, id: number): Promise<AdminContentPage> {
  const row = await ownedPage(ctx, id);
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    body: row.body,
    status: row.status === 'published' ? 'published' : 'hidden',
    state: stateOf(row),
    published_at: row.publishedAt.toISOString(),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    translations: Object.entries(row.translations).map(([locale, text]) => ({ locale, ...text })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Whether another page of the shop has `handle` as an address in any language. */
async function handleTaken(ctx: RequestContext, handle: string, pageId: number | null): Promise<boolean> {
  const [other] = await ctx.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.shopId, ctx.shop.id),
        hasHandle(handle),
        pageId ? ne(contentPages.id, pageId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(other);
}

const takenMessage = 'Another page already has this address. Choose another handle.';

/**
 * The page's handle: the one asked for, or one made from the title (numbered while another page
 * has it). A chosen handle another page has is a 409 on the field.
 */
async function freeHandle(ctx: RequestContext, asked: string, title: string, pageId: number | null) {
  const base = asked || slugify(title) || 'page';
  let handle = base;
  for (let n = 2; await handleTaken(ctx, handle, pageId); n++) {
    if (asked) throw taken('handle', takenMessage);
    handle = `${base}-${n}`;
  }
  return handle;
}

type Parsed = z.output<typeof contentPageInputSchema>;

/** Other languages than the shop's, sanitised; a language left wholly empty is not kept. */
async function translationsOf(tx: RequestContext, input: Parsed, handle: string, pageId: number | null) {
  const translations: Record<string, ContentPageText> = {};
  const fields: Record<string, string> = {};
  const used = new Set([handle]);
  for (const [index, t] of input.translations.entries()) {
    if (t.locale === tx.shop.defaultLanguage) continue;
    const text: ContentPageText = {
      title: t.title,
      handle: t.handle === handle ? '' : t.handle,
      body: sanitizeRichText(t.body),
      seo_title: t.seo_title,
      seo_description: t.seo_description,
    };
    if (!Object.values(text).some(Boolean)) continue;
    if (text.handle) {
      if (used.has(text.handle))
        fields[`translations.${index}.handle`] = 'Another language of this page has this address.';
      else if (await handleTaken(tx, text.handle, pageId))
        fields[`translations.${index}.handle`] = takenMessage;
      used.add(text.handle);
    }
    translations[t.locale] = text;
  }
  const [first] = Object.values(fields);
  // As for the page's own handle: an address someone else holds is a 409 on its field.
  if (first) throw conflict(first, fields);
  return translations;
}

async function savePage(ctx: RequestContext, id: number | null, given: ContentPageInput): Promise<number> {
  const input = contentPageInputSchema.parse(given);
  return inTransaction(ctx, async (tx) => {
    // Handles are unique across the shop's pages and languages, which no index can say of the
    // translations' handles: saves of one shop take their turn here, and the second sees the first.
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('content-page-handles'), ${tx.shop.id})`);
    const before = id ? await ownedPage(tx, id, true) : undefined;
    if (!before) {
      const [existing] = await tx.db
        .select({ n: count() })
        .from(contentPages)
        .where(eq(contentPages.shopId, tx.shop.id));
      if ((existing?.n ?? 0) >= maxContentPages)
        throw validationFailed(`A shop has at most ${maxContentPages} pages. Delete one you no longer need.`);
    }
    const handle = await freeHandle(tx, input.handle, input.title, id);
    const translations = await translationsOf(tx, input, handle, id);
    // Publishing without a date means now; a hidden page keeps the date it was given or had.
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : input.status === 'published' && before?.status !== 'published'
        ? new Date()
        : (before?.publishedAt ?? new Date());
    const values = {
      title: input.title,
      handle,
      body: sanitizeRichText(input.body),
      status: input.status,
      publishedAt,
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      translations,
      updatedAt: new Date(),
    };
    let pageId: number;
    if (before) {
      pageId = before.id;
      await tx.db
        .update(contentPages)
        .set(values)
        .where(and(eq(contentPages.shopId, tx.shop.id), eq(contentPages.id, pageId)));
      // Addresses the page had in any language keep working (301).
      const now = handlesOf({ handle, translations });
      const dropped = handlesOf(before).filter((old) => !now.includes(old));
      if (dropped.length)
        await tx.db
          .insert(contentPageOldHandles)
          .values(dropped.map((old) => ({ shopId: tx.shop.id, handle: old, pageId })))
          .onConflictDoUpdate({
            target: [contentPageOldHandles.shopId, contentPageOldHandles.handle],
            set: { pageId, createdAt: new Date() },
          });
    } else {
      const [row] = await tx.db
        .insert(contentPages)
        .values({ shopId: tx.shop.id, ...values })
        .returning({ id: contentPages.id });
      pageId = row!.id;
    }
    // A handle taken back, by this page or another, is no longer "old".
    await tx.db
      .delete(contentPageOldHandles)
      .where(
        and(
          eq(contentPageOldHandles.shopId, tx.shop.id),
          inArray(contentPageOldHandles.handle, handlesOf({ handle, translations })),
        ),
      );
    await recordCatalogChange(tx);
    return pageId;
  });
}

export async function createContentPage(ctx: RequestContext, input: ContentPageInput) {
  return readContentPage(ctx, await savePage(ctx, null, input));
}

export async function updateContentPage(ctx: RequestContext, id: number, input: ContentPageInput) {
  return readContentPage(ctx, await savePage(ctx, id, input));
}

/** Locks the chosen pages of this shop; one missing refuses the whole bulk action. */
async function lockChosenPages(tx: RequestContext, ids: number[]) {
  const found = await tx.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.shopId, tx.shop.id), inArray(contentPages.id, ids)))
    .for('update');
  refuseUnlessAllFound(found.length, ids.length, 'pages');
}

/** Deletes pages; menu items that linked them are hidden on the storefront and flagged in the editor. */
export async function deleteContentPages(
  ctx: RequestContext,
  body: z.output<typeof contentPageBulkDeleteSchema>,
) {
  return inTransaction(ctx, async (tx) => {
    await lockChosenPages(tx, body.ids);
    await tx.db
      .delete(contentPages)
      .where(and(eq(contentPages.shopId, tx.shop.id), inArray(contentPages.id, body.ids)));
    await recordCatalogChange(tx);
    return body.ids.length;
  });
}

/** Publishes (now, unless a later date was set) or hides pages. */
export async function setContentPagesStatus(
  ctx: RequestContext,
  body: z.output<typeof contentPageBulkStatusSchema>,
) {
  return inTransaction(ctx, async (tx) => {
    await lockChosenPages(tx, body.ids);
    const chosen = and(eq(contentPages.shopId, tx.shop.id), inArray(contentPages.id, body.ids));
    await tx.db
      .update(contentPages)
      .set({
        status: body.status,
        updatedAt: new Date(),
        // A hidden page published now appears now; a scheduled one keeps its date.
        ...(body.status === 'published'
          ? {
              publishedAt: sql`CASE WHEN ${contentPages.status} = 'published' THEN ${contentPages.publishedAt} ELSE now() END`,
            }
          : {}),
      })
      .where(chosen);
    await recordCatalogChange(tx);
    return body.ids.length;
  });
}
