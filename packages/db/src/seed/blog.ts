import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  blogAuthors,
  blogCategories,
  newsArticleCategories,
  newsArticleProducts,
  newsArticles,
  productTranslations,
} from '../schema/index';
import { demoArticles, demoBlogAuthors, demoBlogTopics } from './blog-data';
import { drawPictures } from './catalog-images';
import type { SeedFiles } from './seed-step';
import { slugOf } from './slugs';

const day = 24 * 3600 * 1000;
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Seed step: the demo shop's Learning Center, with one scheduled article and one draft. */
export async function seedBlog(db: Db, files: SeedFiles, shopId: number): Promise<void> {
  const pictures = await drawPictures(
    [
      ...demoArticles.map((a) => ({ shopId, folder: 'news', label: a.title, color: '#455a64' })),
      ...demoBlogAuthors.map((a) => ({ shopId, folder: 'authors', label: a.name, color: a.color })),
    ],
    files.dataDir,
  );
  const topics = await db
    .insert(blogCategories)
    .values(demoBlogTopics.map((t, position) => ({ shopId, ...t, position })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const authors = await db
    .insert(blogAuthors)
    .values(
      demoBlogAuthors.map((a, i) => ({
        shopId,
        name: a.name,
        slug: a.slug,
        bio: a.bio,
        picture: pictures[demoArticles.length + i]!,
      })),
    )
    .returning({ id: blogAuthors.id, slug: blogAuthors.slug });
  const now = Date.now();
  const articles = await db
    .insert(newsArticles)
    .values(
      demoArticles.map((a, i) => ({
        shopId,
        title: a.title,
        slug: slugOf(a.title),
        summary: a.summary,
        body: a.body,
        bodyText: plain(a.body),
        image: pictures[i]!,
        status: a.draft ? 'draft' : 'published',
        authorId: authors.find((x) => x.slug === a.author)?.id ?? null,
        publishedAt: new Date(now - a.age * day),
      })),
    )
    .returning({ id: newsArticles.id });
  const filed = demoArticles.flatMap((a, i) =>
    a.topics.map((slug) => ({
      shopId,
      articleId: articles[i]!.id,
      categoryId: topics.find((t) => t.slug === slug)!.id,
    })),
  );
  await db.insert(newsArticleCategories).values(filed);
  const names = [...new Set(demoArticles.flatMap((a) => a.products))];
  const found = await db
    .select({ id: productTranslations.productId, name: productTranslations.name })
    .from(productTranslations)
    .where(and(eq(productTranslations.shopId, shopId), inArray(productTranslations.name, names)));
  const picked = demoArticles.flatMap((a, i) =>
    a.products
      .map((name) => found.find((f) => f.name === name)?.id)
      .filter((id): id is number => id !== undefined)
      .map((productId, position) => ({ shopId, articleId: articles[i]!.id, productId, position })),
  );
  if (picked.length) await db.insert(newsArticleProducts).values(picked).onConflictDoNothing();
}
