import {
  type AdminBlogAuthor,
  type AdminBlogCategory,
  type BlogAuthorInput,
  type BlogCategoryInput,
  blogAuthorInputSchema,
  blogCategoryInputSchema,
} from '@emporia/contracts/blog';
import { schema } from '@emporia/db';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { badRequest, notFound, taken } from '../../kernel/errors';
import { pictureUrl, recordCatalogChange, slugify, storePicture } from '../catalog';

const { blogAuthors, blogCategories, newsArticleCategories, newsArticles, adminUsers } = schema;

/** The Learning Center's topics and authors, with how many articles each has. */
export async function blogSetup(
  ctx: RequestContext,
): Promise<{ categories: AdminBlogCategory[]; authors: AdminBlogAuthor[] }> {
  const [categories, authors] = await Promise.all([
    ctx.db
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        description: blogCategories.description,
        position: blogCategories.position,
        articles: count(newsArticleCategories.articleId),
      })
      .from(blogCategories)
      .leftJoin(
        newsArticleCategories,
        and(
          eq(newsArticleCategories.shopId, blogCategories.shopId),
          eq(newsArticleCategories.categoryId, blogCategories.id),
        ),
      )
      .where(eq(blogCategories.shopId, ctx.shop.id))
      .groupBy(blogCategories.shopId, blogCategories.id)
      .orderBy(asc(blogCategories.position), asc(blogCategories.name)),
    ctx.db
      .select({ author: blogAuthors, articles: count(newsArticles.id) })
      .from(blogAuthors)
      .leftJoin(
        newsArticles,
        and(eq(newsArticles.shopId, blogAuthors.shopId), eq(newsArticles.authorId, blogAuthors.id)),
      )
      .where(eq(blogAuthors.shopId, ctx.shop.id))
      .groupBy(blogAuthors.shopId, blogAuthors.id)
      .orderBy(asc(blogAuthors.name)),
  ]);
  return {
    categories: categories.map((c) => ({ ...c, articles: Number(c.articles) })),
    authors: authors.map(({ author, articles }) => ({
      id: author.id,
      name: author.name,
      slug: author.slug,
      bio: author.bio,
      admin_user_id: author.adminUserId,
      picture: author.picture ? pictureUrl(author.picture, 'thumb') : '',
      articles: Number(articles),
    })),
  };
}

type SluggedTable = typeof blogCategories | typeof blogAuthors;

async function freeSlugIn(
  ctx: RequestContext,
  table: SluggedTable,
  asked: string,
  name: string,
  id: number | null,
) {
  const slug = asked || slugify(name) || 'topic';
  const [other] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, ctx.shop.id), eq(table.slug, slug), id ? ne(table.id, id) : undefined));
  if (other) throw taken('slug', 'This address is already in use. Choose another slug.');
  return slug;
}

export async function saveBlogCategory(ctx: RequestContext, id: number | null, given: BlogCategoryInput) {
  const input = blogCategoryInputSchema.parse(given);
  return inTransaction(ctx, async (tx) => {
    if (id) await owned(tx, blogCategories, id, 'This topic does not exist.');
    const slug = await freeSlugIn(tx, blogCategories, input.slug, input.name, id);
    const values = { name: input.name, slug, description: input.description, position: input.position };
    const [row] = id
      ? await tx.db
          .update(blogCategories)
          .set(values)
          .where(and(eq(blogCategories.shopId, tx.shop.id), eq(blogCategories.id, id)))
          .returning()
      : await tx.db
          .insert(blogCategories)
          .values({ shopId: tx.shop.id, ...values })
          .returning();
    await recordCatalogChange(tx);
    return row!.id;
  });
}

export async function deleteBlogCategory(ctx: RequestContext, id: number) {
  await inTransaction(ctx, async (tx) => {
    await owned(tx, blogCategories, id, 'This topic does not exist.');
    await tx.db
      .delete(blogCategories)
      .where(and(eq(blogCategories.shopId, tx.shop.id), eq(blogCategories.id, id)));
    await recordCatalogChange(tx);
  });
}

export async function saveBlogAuthor(ctx: RequestContext, id: number | null, given: BlogAuthorInput) {
  const input = blogAuthorInputSchema.parse(given);
  if (input.admin_user_id) {
    const [user] = await ctx.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.shopId, ctx.shop.id), eq(adminUsers.id, input.admin_user_id)));
    if (!user)
      throw badRequest('Choose one of the shop’s admin users.', {
        admin_user_id: 'Choose one of the shop’s admin users.',
      });
  }
  return inTransaction(ctx, async (tx) => {
    if (id) await owned(tx, blogAuthors, id, 'This author does not exist.');
    const slug = await freeSlugIn(tx, blogAuthors, input.slug, input.name, id);
    const values = { name: input.name, slug, bio: input.bio, adminUserId: input.admin_user_id ?? null };
    const [row] = id
      ? await tx.db
          .update(blogAuthors)
          .set(values)
          .where(and(eq(blogAuthors.shopId, tx.shop.id), eq(blogAuthors.id, id)))
          .returning()
      : await tx.db
          .insert(blogAuthors)
          .values({ shopId: tx.shop.id, ...values })
          .returning();
    await recordCatalogChange(tx);
    return row!.id;
  });
}

export async function deleteBlogAuthor(ctx: RequestContext, id: number) {
  await inTransaction(ctx, async (tx) => {
    await owned(tx, blogAuthors, id, 'This author does not exist.');
    await tx.db.delete(blogAuthors).where(and(eq(blogAuthors.shopId, tx.shop.id), eq(blogAuthors.id, id)));
    await recordCatalogChange(tx);
  });
}

/** The author's picture, checked by content and stored in every size. */
export async function setBlogAuthorPicture(ctx: RequestContext, id: number, bytes: Buffer) {
  await owned(ctx, blogAuthors, id, 'This author does not exist.');
  const key = await storePicture(ctx, 'authors', bytes);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(blogAuthors)
      .set({ picture: key })
      .where(and(eq(blogAuthors.shopId, tx.shop.id), eq(blogAuthors.id, id)));
    await recordCatalogChange(tx);
  });
}

async function owned(ctx: RequestContext, table: SluggedTable, id: number, missing: string) {
  const [row] = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, ctx.shop.id), eq(table.id, id)));
  if (!row) throw notFound(missing);
}
