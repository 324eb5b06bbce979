import type { NewsArticle } from '@emporia/contracts/catalog';
import { schema } from '@emporia/db';
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context';
import { notFound } from '../../../platform/errors';
import { pictureUrl } from '../images';

const { newsArticles } = schema;

function articleOf(row: typeof newsArticles.$inferSelect): NewsArticle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image: pictureUrl(row.image, 'small'),
    published_at: row.publishedAt.toISOString(),
  };
}

/** The newest articles (SPEC §9 home section New Cool Stuff). */
export async function latestNews(ctx: RequestContext, count: number): Promise<NewsArticle[]> {
  const rows = await ctx.db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.shopId, ctx.shop.id))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(count);
  return rows.map(articleOf);
}

/** article/{slug}: one article of the shop; a made-up slug is not found. */
export async function newsArticleBySlug(ctx: RequestContext, slug: string): Promise<NewsArticle> {
  const [row] = await ctx.db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.shopId, ctx.shop.id), eq(newsArticles.slug, slug)));
  if (!row) throw notFound('This article does not exist.');
  return articleOf(row);
}
