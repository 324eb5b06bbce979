import {
  type ArticlePage,
  type BlogList,
  type BlogListQuery,
  type BlogPostCard,
  blogPostsPerPage,
} from '@emporia/contracts/blog';
import type { NewsArticle } from '@emporia/contracts/catalog';
import { translatedFields } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { searchConfigOf } from '@emporia/db/search-index';
import { translatedSql } from '@emporia/db/translated-sql';
import { and, asc, count, desc, eq, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { likePattern } from '../../kernel/like-pattern';
import { sanitizeRichText } from '../../kernel/rich-text';
import { cardsOf, pictureUrl } from '../catalog';

const { newsArticles, blogAuthors, blogCategories, newsArticleCategories, newsArticleProducts } = schema;
const { newsArticleOldSlugs } = schema;

/** What a shopper may read: published, and its time has come (a scheduled article appears by itself). */
export const shownArticles = (ctx: RequestContext): SQL =>
  and(
    eq(newsArticles.shopId, ctx.shop.id),
    eq(newsArticles.status, 'published'),
    lte(newsArticles.publishedAt, sql`now()`),
  )!;

type ArticleRow = typeof newsArticles.$inferSelect;

/** About 200 words a minute, at least one. */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter(Boolean).length / 200));

/** The article's text in the reader's language, each untranslated field in the shop's (ADR 0107). */
export function textIn(row: ArticleRow, locale: string | undefined) {
  const base = {
    title: row.title,
    summary: row.summary,
    body: row.body,
    bodyText: row.bodyText,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
  const own = locale ? row.translations[locale] : undefined;
  if (!own) return base;
  return translatedFields(
    {
      title: own.title,
      summary: own.summary,
      body: own.body,
      bodyText: own.body_text,
      seoTitle: own.seo_title,
      seoDescription: own.seo_description,
    },
    base,
  );
}

/** One text field in SQL, in the reader's language when the article has it written. */
const textSql = (column: 'title' | 'summary' | 'body_text', locale: string | undefined): SQL =>
  locale
    ? translatedSql(
        sql`${newsArticles.translations} -> ${locale} ->> ${column}`,
        sql`${sql.identifier(column)}`,
      )
    : sql`${sql.identifier(column)}`;

function newsOf(row: ArticleRow, locale?: string): NewsArticle {
  const text = textIn(row, locale);
  return {
    id: row.id,
    title: text.title,
    slug: row.slug,
    summary: text.summary,
    image: pictureUrl(row.image, 'small'),
    published_at: row.publishedAt.toISOString(),
  };
}

/** The newest shown articles: the home page's New Cool Stuff (SPEC §9). */
export async function latestNews(ctx: RequestContext, howMany: number): Promise<NewsArticle[]> {
  const rows = await ctx.db
    .select()
    .from(newsArticles)
    .where(shownArticles(ctx))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(howMany);
  return rows.map((row) => newsOf(row));
}

/** Author and topics of each article, in one query each. */
async function cardsOfRows(
  ctx: RequestContext,
  rows: ArticleRow[],
  locale?: string,
): Promise<BlogPostCard[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => id !== null))];
  const [authors, filed] = await Promise.all([
    authorIds.length
      ? ctx.db
          .select({ id: blogAuthors.id, name: blogAuthors.name, slug: blogAuthors.slug })
          .from(blogAuthors)
          .where(and(eq(blogAuthors.shopId, ctx.shop.id), inArray(blogAuthors.id, authorIds)))
      : [],
    ctx.db
      .select({
        articleId: newsArticleCategories.articleId,
        name: blogCategories.name,
        slug: blogCategories.slug,
      })
      .from(newsArticleCategories)
      .innerJoin(
        blogCategories,
        and(
          eq(blogCategories.shopId, newsArticleCategories.shopId),
          eq(blogCategories.id, newsArticleCategories.categoryId),
        ),
      )
      .where(
        and(
          eq(blogCategories.shopId, ctx.shop.id),
          inArray(
            newsArticleCategories.articleId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(blogCategories.position), asc(blogCategories.name)),
  ]);
  const authorById = new Map(authors.map((a) => [a.id, { name: a.name, slug: a.slug }]));
  return rows.map((row) => ({
    ...newsOf(row, locale),
    author: row.authorId ? (authorById.get(row.authorId) ?? null) : null,
    categories: filed.filter((f) => f.articleId === row.id).map(({ name, slug }) => ({ name, slug })),
    reading_minutes: readingMinutes(textIn(row, locale).bodyText),
  }));
}

export type BlogListKind =
  | { kind: 'posts' }
  | { kind: 'category'; slug: string }
  | { kind: 'author'; slug: string }
  | { kind: 'search' };

/** One page of the Learning Center: all posts, a topic's, an author's, or those matching a keyword. */
export async function blogList(
  ctx: RequestContext,
  of: BlogListKind,
  query: BlogListQuery,
): Promise<BlogList> {
  const page = Number(query.page ?? 1);
  const locale = readerLocale(ctx, typeof query.locale === 'string' ? query.locale : undefined);
  const conditions: (SQL | undefined)[] = [shownArticles(ctx)];
  let category: BlogList['category'] = null;
  let author: BlogList['author'] = null;
  let rank: SQL | undefined;
  if (of.kind === 'category') {
    const [row] = await ctx.db
      .select()
      .from(blogCategories)
      .where(and(eq(blogCategories.shopId, ctx.shop.id), eq(blogCategories.slug, of.slug)));
    if (!row) throw notFound('This topic does not exist.');
    category = { name: row.name, slug: row.slug, description: row.description };
    conditions.push(
      sql`${newsArticles.id} IN (SELECT article_id FROM news_article_categories WHERE shop_id = ${ctx.shop.id} AND category_id = ${row.id})`,
    );
  }
  if (of.kind === 'author') {
    const [row] = await ctx.db
      .select()
      .from(blogAuthors)
      .where(and(eq(blogAuthors.shopId, ctx.shop.id), eq(blogAuthors.slug, of.slug)));
    if (!row) throw notFound('This author does not exist.');
    author = {
      name: row.name,
      slug: row.slug,
      bio: row.bio,
      picture: row.picture ? pictureUrl(row.picture, 'thumb') : null,
    };
    conditions.push(eq(newsArticles.authorId, row.id));
  }
  const keyword = query.keyword?.trim() ?? '';
  if (of.kind === 'search') {
    if (!keyword) conditions.push(sql`false`);
    else {
      // The shop language's stemming, as product search: "tents" finds "tent"; a part of a
      // title ("sleep") finds it too.
      const config = searchConfigOf(locale ?? ctx.shop.defaultLanguage);
      const title = textSql('title', locale);
      const document = sql`to_tsvector(${config}::regconfig, ${title} || ' ' || ${textSql('summary', locale)} || ' ' || ${textSql('body_text', locale)})`;
      const asked = sql`websearch_to_tsquery(${config}::regconfig, ${keyword})`;
      conditions.push(sql`(${document} @@ ${asked} OR ${title} ILIKE ${likePattern(keyword)})`);
      rank = sql`ts_rank(${document}, ${asked}) DESC`;
    }
  }
  const where = and(...conditions);
  const [[total], rows, topics] = await Promise.all([
    ctx.db.select({ n: count() }).from(newsArticles).where(where),
    ctx.db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(...(rank ? [rank] : []), desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(blogPostsPerPage)
      .offset((page - 1) * blogPostsPerPage),
    topicsWithPosts(ctx),
  ]);
  const n = total?.n ?? 0;
  return {
    posts: await cardsOfRows(ctx, rows, locale),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / blogPostsPerPage)),
    category,
    author,
    categories: topics,
  };
}

async function topicsWithPosts(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ name: blogCategories.name, slug: blogCategories.slug, posts: count(newsArticles.id) })
    .from(blogCategories)
    .innerJoin(
      newsArticleCategories,
      and(
        eq(newsArticleCategories.shopId, blogCategories.shopId),
        eq(newsArticleCategories.categoryId, blogCategories.id),
      ),
    )
    .innerJoin(
      newsArticles,
      and(
        eq(newsArticles.shopId, newsArticleCategories.shopId),
        eq(newsArticles.id, newsArticleCategories.articleId),
        shownArticles(ctx),
      ),
    )
    .where(eq(blogCategories.shopId, ctx.shop.id))
    .groupBy(blogCategories.shopId, blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
  return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
}

/**
 * article/{slug}: the whole article with its author, topics, related posts and products and
 * its neighbours in time. A slug the article had before a rename answers with the article at
 * its current slug (the page then moves there; the server answers 301). A draft, a scheduled
 * article or a made-up slug is not found.
 */
/** A language other than the shop's, when the reader asked for one. */
const readerLocale = (ctx: RequestContext, asked: string | undefined) =>
  asked && asked !== ctx.shop.defaultLanguage ? asked : undefined;

export async function articlePage(
  ctx: RequestContext,
  slug: string,
  askedLocale?: string,
): Promise<ArticlePage> {
  const locale = readerLocale(ctx, askedLocale);
  let [row] = await ctx.db
    .select()
    .from(newsArticles)
    .where(and(shownArticles(ctx), eq(newsArticles.slug, slug)));
  if (!row) {
    [row] = await ctx.db
      .select({ article: newsArticles })
      .from(newsArticleOldSlugs)
      .innerJoin(
        newsArticles,
        and(
          eq(newsArticles.shopId, newsArticleOldSlugs.shopId),
          eq(newsArticles.id, newsArticleOldSlugs.articleId),
        ),
      )
      .where(
        and(
          eq(newsArticleOldSlugs.shopId, ctx.shop.id),
          eq(newsArticleOldSlugs.slug, slug),
          shownArticles(ctx),
        ),
      )
      .then((found) => found.map((f) => f.article));
  }
  if (!row) throw notFound('This article does not exist.');
  const article = row;
  const [card] = await cardsOfRows(ctx, [article], locale);
  const text = textIn(article, locale);
  const [author, relatedProducts, relatedPosts, previous, next] = await Promise.all([
    article.authorId
      ? ctx.db
          .select()
          .from(blogAuthors)
          .where(and(eq(blogAuthors.shopId, ctx.shop.id), eq(blogAuthors.id, article.authorId)))
          .then(([a]) => a)
      : undefined,
    pickedProducts(ctx, article.id),
    relatedPostsOf(ctx, article, locale),
    neighbour(ctx, article, 'previous', locale),
    neighbour(ctx, article, 'next', locale),
  ]);
  return {
    ...card!,
    body: sanitizeRichText(text.body),
    cover: article.image ? pictureUrl(article.image, 'large') : '',
    seo_title: text.seoTitle,
    seo_description: text.seoDescription,
    updated_at: article.updatedAt.toISOString(),
    author: author
      ? {
          name: author.name,
          slug: author.slug,
          bio: author.bio,
          picture: author.picture ? pictureUrl(author.picture, 'thumb') : null,
        }
      : null,
    related_posts: relatedPosts,
    related_products: relatedProducts,
    previous,
    next,
  };
}

/** The products the merchant picked, in their order; hidden or deleted ones drop out. */
async function pickedProducts(ctx: RequestContext, articleId: number) {
  const picked = await ctx.db
    .select({ productId: newsArticleProducts.productId })
    .from(newsArticleProducts)
    .where(and(eq(newsArticleProducts.shopId, ctx.shop.id), eq(newsArticleProducts.articleId, articleId)))
    .orderBy(asc(newsArticleProducts.position));
  if (!picked.length) return [];
  // Guest prices: the article page is the same for everyone, so a CDN may keep it.
  const cards = await cardsOf(
    ctx,
    picked.map((p) => p.productId),
    null,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return picked.map((p) => byId.get(p.productId)).filter((c) => c !== undefined);
}

/** Up to three newest other posts sharing a topic, else the newest others. */
async function relatedPostsOf(
  ctx: RequestContext,
  article: ArticleRow,
  locale?: string,
): Promise<BlogPostCard[]> {
  const sameTopic = sql`${newsArticles.id} IN (
    SELECT o.article_id FROM news_article_categories o
    JOIN news_article_categories mine ON mine.shop_id = o.shop_id AND mine.category_id = o.category_id AND mine.article_id = ${article.id}
    WHERE o.shop_id = ${ctx.shop.id})`;
  const rows = await ctx.db
    .select()
    .from(newsArticles)
    .where(and(shownArticles(ctx), ne(newsArticles.id, article.id)))
    .orderBy(desc(sql`${sameTopic}`), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(3);
  return cardsOfRows(ctx, rows, locale);
}

async function neighbour(
  ctx: RequestContext,
  article: ArticleRow,
  which: 'previous' | 'next',
  locale?: string,
) {
  const at = article.publishedAt;
  const before = sql`(${newsArticles.publishedAt}, ${newsArticles.id}) < (${at.toISOString()}::timestamptz, ${article.id})`;
  const after = sql`(${newsArticles.publishedAt}, ${newsArticles.id}) > (${at.toISOString()}::timestamptz, ${article.id})`;
  const [row] = await ctx.db
    .select({ title: sql<string>`${textSql('title', locale)}`, slug: newsArticles.slug })
    .from(newsArticles)
    .where(and(shownArticles(ctx), which === 'previous' ? before : after))
    .orderBy(
      ...(which === 'previous'
        ? [desc(newsArticles.publishedAt), desc(newsArticles.id)]
        : [asc(newsArticles.publishedAt), asc(newsArticles.id)]),
    )
    .limit(1);
  return row ?? null;
}
