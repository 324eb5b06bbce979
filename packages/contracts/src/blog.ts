import { z } from 'zod';
import './messages';
import { newsArticleSchema, productCardSchema } from './catalog';
import { localeSchema, pageMetaSchema, slugInputSchema } from './catalog-admin';
import {
  idListSchema,
  optionalIdSchema,
  pageNumberSchema,
  perPageSchema,
  searchTermSchema,
  textSchema,
} from './primitives';

/** The Learning Center (SPEC §2 blog and article/{slug}; issue 14). */

export const blogCategoryRefSchema = z.object({ name: z.string(), slug: z.string() });
export const blogAuthorRefSchema = z.object({ name: z.string(), slug: z.string() });

/** A post in a list: the home page's New Cool Stuff fields plus who wrote it, where it is filed and how long it reads. */
export const blogPostCardSchema = newsArticleSchema.extend({
  author: blogAuthorRefSchema.nullable(),
  categories: z.array(blogCategoryRefSchema),
  reading_minutes: z.number().int(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

export const blogPostsPerPage = 9;

/** blog/posts, blog/category/{slug}, blog/author/{slug} and blog/search?keyword=: one page of posts. */
/** The shopper's language: an article translated into it reads in it, others in the shop's. */
const readerLocaleSchema = z.preprocess((v) => (v === '' ? undefined : v), localeSchema.optional());

export const blogListQuerySchema = z.object({
  page: pageNumberSchema.default(1),
  keyword: searchTermSchema.optional(),
  locale: readerLocaleSchema,
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogListSchema = z.object({
  posts: z.array(blogPostCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Set on blog/category/{slug}. */
  category: blogCategoryRefSchema.extend({ description: z.string() }).nullable(),
  /** Set on blog/author/{slug}. */
  author: blogAuthorRefSchema.extend({ bio: z.string(), picture: z.string().nullable() }).nullable(),
  /** Every topic with published posts, for the sidebar. */
  categories: z.array(blogCategoryRefSchema.extend({ posts: z.number().int() })),
});
export type BlogList = z.infer<typeof blogListSchema>;
export const blogListResponseSchema = z.object({ data: blogListSchema });

const neighbourSchema = z.object({ title: z.string(), slug: z.string() }).nullable();

/** article/{slug}: the whole article. */
export const articlePageSchema = blogPostCardSchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  /** The large cover picture ('' when none). */
  cover: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: z.string(),
  author: blogAuthorRefSchema.extend({ bio: z.string(), picture: z.string().nullable() }).nullable(),
  related_posts: z.array(blogPostCardSchema),
  related_products: z.array(productCardSchema),
  previous: neighbourSchema,
  next: neighbourSchema,
});
export type ArticlePage = z.infer<typeof articlePageSchema>;
export const articlePageResponseSchema = z.object({ data: articlePageSchema });
export const articleQuerySchema = z.object({ locale: readerLocaleSchema });

export { blogQueryKeys } from './blog-keys';

// ——— Admin (appearance/article; permission `appearance`) ———

export const articleStatuses = ['draft', 'published'] as const;
/** What a shopper sees: a published article whose time has not come is scheduled. */
export const articleStates = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof articleStates)[number];

/** The article in another language than the shop's; an empty field reads the shop's text (ADR 0107). */
export const articleTranslationSchema = z.object({
  locale: localeSchema,
  title: textSchema({ max: 200, label: 'The title' }),
  summary: textSchema({ max: 500, multiline: true, label: 'The summary' }).default(''),
  body: z.string().max(200_000, 'The article is too long.').default(''),
  seo_title: textSchema({ max: 255, label: 'The SEO title' }).default(''),
  seo_description: textSchema({ max: 500, multiline: true, label: 'The SEO description' }).default(''),
});
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;

export const articleInputSchema = z.object({
  title: textSchema({ min: 1, max: 200, label: 'The title' }),
  /** Empty: made from the title. */
  slug: slugInputSchema.default(''),
  summary: textSchema({ max: 500, multiline: true, label: 'The summary' }).default(''),
  body: z.string().max(200_000, 'The article is too long.').default(''),
  status: z.enum(articleStatuses, { error: 'Choose draft or published.' }).default('draft'),
  /** When it appears on the storefront; empty: now, on publishing. A later time schedules it. */
  published_at: z.iso
    .datetime({ offset: true, error: 'Give a date and time such as 2026-12-01T09:00.' })
    .nullish(),
  author_id: optionalIdSchema.nullish(),
  category_ids: idListSchema.default([]),
  /** Products shown under the article, in this order. */
  product_ids: idListSchema.default([]),
  seo_title: textSchema({ max: 255, label: 'The SEO title' }).default(''),
  seo_description: textSchema({ max: 500, multiline: true, label: 'The SEO description' }).default(''),
  /** The same article in the shop's other languages. */
  translations: z
    .array(articleTranslationSchema)
    .max(20)
    .refine(
      (list) => new Set(list.map((t) => t.locale)).size === list.length,
      'One translation per language.',
    )
    .default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const adminArticleRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  state: z.enum(articleStates),
  published_at: z.string(),
  updated_at: z.string(),
  author: z.string().nullable(),
  categories: z.array(z.string()),
  image: z.string(),
});
export type AdminArticleRow = z.infer<typeof adminArticleRowSchema>;

export const adminArticleListQuerySchema = z.object({
  keyword: searchTermSchema.optional(),
  state: z.enum(articleStates, { error: 'Choose draft, scheduled or published.' }).optional(),
  category_id: optionalIdSchema,
  page: pageNumberSchema.default(1),
  per_page: perPageSchema(100).default(25),
});
export type AdminArticleListQuery = z.input<typeof adminArticleListQuerySchema>;
export const adminArticleListResponseSchema = z.object({
  data: z.array(adminArticleRowSchema),
  meta: pageMetaSchema,
});

export const adminArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  status: z.enum(articleStatuses),
  state: z.enum(articleStates),
  published_at: z.string(),
  author_id: z.number().int().nullable(),
  category_ids: z.array(z.number().int()),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  seo_title: z.string(),
  seo_description: z.string(),
  translations: z.array(articleTranslationSchema),
  /** The cover in the small size ('' when none). */
  image: z.string(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleResponseSchema = z.object({ data: adminArticleSchema });

export const blogCategoryInputSchema = z.object({
  name: textSchema({ min: 1, max: 100, label: 'The name' }),
  slug: slugInputSchema.default(''),
  description: textSchema({ max: 1000, multiline: true, label: 'The description' }).default(''),
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BlogCategoryInput = z.input<typeof blogCategoryInputSchema>;
export const adminBlogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number().int(),
  articles: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;

export const blogAuthorInputSchema = z.object({
  name: textSchema({ min: 1, max: 100, label: 'The name' }),
  slug: slugInputSchema.default(''),
  bio: textSchema({ max: 2000, multiline: true, label: 'The bio' }).default(''),
  /** An admin user who writes as this author (optional). */
  admin_user_id: optionalIdSchema.nullish(),
});
export type BlogAuthorInput = z.input<typeof blogAuthorInputSchema>;
export const adminBlogAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  bio: z.string(),
  admin_user_id: z.number().int().nullable(),
  picture: z.string(),
  articles: z.number().int(),
});
export type AdminBlogAuthor = z.infer<typeof adminBlogAuthorSchema>;

/** Authors and topics in one answer: the article form's choices and the blog settings tabs. */
export const blogSetupResponseSchema = z.object({
  data: z.object({
    categories: z.array(adminBlogCategorySchema),
    authors: z.array(adminBlogAuthorSchema),
  }),
});
