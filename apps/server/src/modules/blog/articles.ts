import {
  type AdminArticle,
  type AdminArticleListQuery,
  type AdminArticleRow,
  type ArticleInput,
  type ArticleState,
  adminArticleListQuerySchema,
  articleInputSchema,
} from '@emporia/contracts/blog';
import { writtenFields } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import type { ArticleText } from '@emporia/db/schema/blog';
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, notFound, taken } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { plainText, sanitizeRichText, writtenRichText } from '../../kernel/rich-text';
import { pictureUrl, recordCatalogChange, slugify, storePicture } from '../catalog';

const { newsArticles, newsArticleCategories, newsArticleProducts, newsArticleOldSlugs } = schema;
const { blogAuthors, blogCategories, productTranslations, products } = schema;

type ArticleRow = typeof newsArticles.$inferSelect;

export function stateOf(row: Pick<ArticleRow, 'status' | 'publishedAt'>, now = new Date()): ArticleState {
  if (row.status !== 'published') return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

const stateCondition: Record<ArticleState, SQL> = {
  draft: sql`${newsArticles.status} <> 'published'`,
  scheduled: and(eq(newsArticles.status, 'published'), gt(newsArticles.publishedAt, sql`now()`))!,
  published: and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`))!,
};

/** appearance/article/all: newest first, searchable by title, slug and summary. */
export async function listArticles(ctx: RequestContext, asked: AdminArticleListQuery) {
  const query = adminArticleListQuerySchema.parse(asked);
  const conditions: (SQL | undefined)[] = [eq(newsArticles.shopId, ctx.shop.id)];
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(newsArticles.title, pattern),
        ilike(newsArticles.slug, pattern),
        ilike(newsArticles.summary, pattern),
      ),
    );
  }
  if (query.state) conditions.push(stateCondition[query.state]);
  if (query.category_id) {
    conditions.push(
      sql`${newsArticles.id} IN (SELECT article_id FROM news_article_categories WHERE shop_id = ${ctx.shop.id} AND category_id = ${query.category_id})`,
    );
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(newsArticles).where(where),
    ctx.db
      .select({ article: newsArticles, author: blogAuthors.name })
      .from(newsArticles)
      .leftJoin(
        blogAuthors,
        and(eq(blogAuthors.shopId, newsArticles.shopId), eq(blogAuthors.id, newsArticles.authorId)),
      )
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const filed = rows.length
    ? await ctx.db
        .select({ articleId: newsArticleCategories.articleId, name: blogCategories.name })
        .from(newsArticleCategories)
        .innerJoin(
          blogCategories,
          and(
            eq(blogCategories.shopId, newsArticleCategories.shopId),
            eq(blogCategories.id, newsArticleCategories.categoryId),
          ),
        )
        .where(
          inArray(
            newsArticleCategories.articleId,
            rows.map((r) => r.article.id),
          ),
        )
        .orderBy(asc(blogCategories.position), asc(blogCategories.name))
    : [];
  const now = new Date();
  const data: AdminArticleRow[] = rows.map(({ article, author }) => ({
    id: article.id,
    title: article.title,
    slug: article.slug,
    state: stateOf(article, now),
    published_at: article.publishedAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
    author,
    categories: filed.filter((f) => f.articleId === article.id).map((f) => f.name),
    image: article.image ? pictureUrl(article.image, 'thumb') : '',
  }));
  return { data, meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page } };
}

async function ownedArticle(ctx: RequestContext, id: number): Promise<ArticleRow> {
  const [row] = await ctx.db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.shopId, ctx.shop.id), eq(newsArticles.id, id)));
  if (!row) throw notFound('This article does not exist.');
  return row;
}

export async function readArticle(ctx: RequestContext, id: number): Promise<AdminArticle> {
  const row = await ownedArticle(ctx, id);
  const [filed, picked] = await Promise.all([
    ctx.db
      .select({ id: newsArticleCategories.categoryId })
      .from(newsArticleCategories)
      .where(and(eq(newsArticleCategories.shopId, ctx.shop.id), eq(newsArticleCategories.articleId, id))),
    ctx.db
      .select({ id: newsArticleProducts.productId, name: productTranslations.name })
      .from(newsArticleProducts)
      .innerJoin(
        productTranslations,
        and(
          eq(productTranslations.shopId, newsArticleProducts.shopId),
          eq(productTranslations.productId, newsArticleProducts.productId),
          eq(productTranslations.locale, ctx.shop.defaultLanguage),
        ),
      )
      .where(and(eq(newsArticleProducts.shopId, ctx.shop.id), eq(newsArticleProducts.articleId, id)))
      .orderBy(asc(newsArticleProducts.position)),
  ]);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    status: row.status === 'published' ? 'published' : 'draft',
    state: stateOf(row),
    published_at: row.publishedAt.toISOString(),
    author_id: row.authorId,
    category_ids: filed.map((f) => f.id),
    products: picked,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    // What is stored: an untranslated field is an empty box showing the shop language's text.
    translations: Object.entries(row.translations).map(([locale, text]) => ({
      locale,
      title: text.title ?? '',
      summary: text.summary ?? '',
      body: text.body ?? '',
      seo_title: text.seo_title ?? '',
      seo_description: text.seo_description ?? '',
    })),
    image: row.image ? pictureUrl(row.image, 'small') : '',
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Refuses ids of topics, an author or products the shop does not have, naming the field. */
async function checkChoices(ctx: RequestContext, input: ReturnType<typeof articleInputSchema.parse>) {
  if (input.author_id) {
    const [author] = await ctx.db
      .select({ id: blogAuthors.id })
      .from(blogAuthors)
      .where(and(eq(blogAuthors.shopId, ctx.shop.id), eq(blogAuthors.id, input.author_id)));
    if (!author)
      throw badRequest('Choose one of the shop’s authors.', {
        author_id: 'Choose one of the shop’s authors.',
      });
  }
  if (input.category_ids.length) {
    const [found] = await ctx.db
      .select({ n: count() })
      .from(blogCategories)
      .where(and(eq(blogCategories.shopId, ctx.shop.id), inArray(blogCategories.id, input.category_ids)));
    if ((found?.n ?? 0) !== input.category_ids.length)
      throw badRequest('Choose the shop’s own topics.', { category_ids: 'A chosen topic does not exist.' });
  }
  if (input.product_ids.length) {
    const [found] = await ctx.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.shopId, ctx.shop.id), inArray(products.id, input.product_ids)));
    if ((found?.n ?? 0) !== input.product_ids.length)
      throw badRequest('Choose the shop’s own products.', {
        product_ids: 'A chosen product does not exist.',
      });
  }
}

/** The slug asked for or made from the title; another article's slug is a 409 naming the field. */
async function freeSlug(ctx: RequestContext, asked: string, title: string, articleId: number | null) {
  const slug = asked || slugify(title) || 'article';
  const [other] = await ctx.db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.shopId, ctx.shop.id),
        eq(newsArticles.slug, slug),
        articleId ? ne(newsArticles.id, articleId) : undefined,
      ),
    );
  if (other) throw taken('slug', 'Another article already has this address. Choose another slug.');
  return slug;
}

async function saveArticle(ctx: RequestContext, id: number | null, given: ArticleInput): Promise<number> {
  const input = articleInputSchema.parse(given);
  await checkChoices(ctx, input);
  return inTransaction(ctx, async (tx) => {
    const before = id ? await ownedArticle(tx, id) : undefined;
    const slug = await freeSlug(tx, input.slug, input.title, id);
    const body = sanitizeRichText(input.body);
    // Publishing without a time means now; a draft keeps the time it was given or had.
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : input.status === 'published' && before?.status !== 'published'
        ? new Date()
        : (before?.publishedAt ?? new Date());
    // Other languages than the shop's; the shop's own text is the article's columns.
    // Untranslated fields are left out (ADR 0107): the storefront reads the shop's text for them.
    const translations: Record<string, Partial<ArticleText>> = {};
    for (const t of input.translations) {
      if (t.locale === tx.shop.defaultLanguage) continue;
      const translatedBody = writtenRichText(t.body);
      const written = writtenFields({
        title: t.title,
        summary: t.summary,
        body: translatedBody,
        body_text: translatedBody && plainText(translatedBody, 200_000),
        seo_title: t.seo_title,
        seo_description: t.seo_description,
      });
      if (Object.keys(written).length) translations[t.locale] = written;
    }
    const values = {
      translations,
      title: input.title,
      slug,
      summary: input.summary,
      body,
      bodyText: plainText(body, 200_000),
      status: input.status,
      authorId: input.author_id ?? null,
      seoTitle: input.seo_title,
      seoDescription: input.seo_description,
      publishedAt,
      updatedAt: new Date(),
    };
    let articleId: number;
    if (before) {
      articleId = before.id;
      await tx.db
        .update(newsArticles)
        .set(values)
        .where(and(eq(newsArticles.shopId, tx.shop.id), eq(newsArticles.id, articleId)));
      if (before.slug !== slug) {
        // The old address keeps working (301); an address taken back is no longer "old".
        await tx.db
          .insert(newsArticleOldSlugs)
          .values({ shopId: tx.shop.id, slug: before.slug, articleId })
          .onConflictDoUpdate({
            target: [newsArticleOldSlugs.shopId, newsArticleOldSlugs.slug],
            set: { articleId, createdAt: new Date() },
          });
      }
    } else {
      const [row] = await tx.db
        .insert(newsArticles)
        .values({ shopId: tx.shop.id, ...values })
        .returning({ id: newsArticles.id });
      articleId = row!.id;
    }
    await tx.db
      .delete(newsArticleOldSlugs)
      .where(and(eq(newsArticleOldSlugs.shopId, tx.shop.id), eq(newsArticleOldSlugs.slug, slug)));
    const shopId = tx.shop.id;
    await tx.db
      .delete(newsArticleCategories)
      .where(and(eq(newsArticleCategories.shopId, shopId), eq(newsArticleCategories.articleId, articleId)));
    if (input.category_ids.length)
      await tx.db
        .insert(newsArticleCategories)
        .values(input.category_ids.map((categoryId) => ({ shopId, articleId, categoryId })));
    await tx.db
      .delete(newsArticleProducts)
      .where(and(eq(newsArticleProducts.shopId, shopId), eq(newsArticleProducts.articleId, articleId)));
    if (input.product_ids.length)
      await tx.db
        .insert(newsArticleProducts)
        .values(input.product_ids.map((productId, position) => ({ shopId, articleId, productId, position })));
    await recordCatalogChange(tx);
    return articleId;
  });
}

export async function createArticle(ctx: RequestContext, input: ArticleInput) {
  return readArticle(ctx, await saveArticle(ctx, null, input));
}

export async function updateArticle(ctx: RequestContext, id: number, input: ArticleInput) {
  return readArticle(ctx, await saveArticle(ctx, id, input));
}

export async function deleteArticle(ctx: RequestContext, id: number) {
  await inTransaction(ctx, async (tx) => {
    await ownedArticle(tx, id);
    await tx.db.delete(newsArticles).where(and(eq(newsArticles.shopId, tx.shop.id), eq(newsArticles.id, id)));
    await recordCatalogChange(tx);
  });
}

/** The cover picture, checked by content and stored in every size. */
export async function setArticleCover(ctx: RequestContext, id: number, bytes: Buffer) {
  await ownedArticle(ctx, id);
  const key = await storePicture(ctx, 'news', bytes);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(newsArticles)
      .set({ image: key, updatedAt: new Date() })
      .where(and(eq(newsArticles.shopId, tx.shop.id), eq(newsArticles.id, id)));
    await recordCatalogChange(tx);
  });
  return readArticle(ctx, id);
}

export async function removeArticleCover(ctx: RequestContext, id: number) {
  await ownedArticle(ctx, id);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(newsArticles)
      .set({ image: null, updatedAt: new Date() })
      .where(and(eq(newsArticles.shopId, tx.shop.id), eq(newsArticles.id, id)));
    await recordCatalogChange(tx);
  });
  return readArticle(ctx, id);
}
