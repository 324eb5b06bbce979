import {
  adminArticleListQuerySchema,
  adminArticleListResponseSchema,
  adminArticleResponseSchema,
  articleInputSchema,
  articlePageResponseSchema,
  articleQuerySchema,
  blogAuthorInputSchema,
  blogCategoryInputSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogSetupResponseSchema,
} from '@emporia/contracts/blog';
import { apiErrorSchema } from '@emporia/contracts/errors';
import { pickerQuerySchema, pickerResponseSchema } from '@emporia/contracts/picker';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import {
  acceptRawPictures,
  cachedCatalogRead,
  pictureBodyTypes,
  productChoices,
  registerHomeNews,
  sendRead,
  uploadBodyLimit,
  uploadedBytes,
  useEtags,
} from '../catalog';
import {
  createArticle,
  deleteArticle,
  listArticles,
  readArticle,
  removeArticleCover,
  setArticleCover,
  updateArticle,
} from './articles';
import { articlePage, type BlogListKind, blogList, latestNews } from './storefront';
import {
  blogSetup,
  deleteBlogAuthor,
  deleteBlogCategory,
  saveBlogAuthor,
  saveBlogCategory,
  setBlogAuthorPicture,
} from './topics-and-authors';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const storefrontTags = ['storefront blog'];
const adminTags = ['admin appearance'];

/** The Learning Center for shoppers, and its articles, topics and authors in the admin (appearance). */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  registerHomeNews(latestNews);
  useEtags(app);
  acceptRawPictures(app);

  const listRoute = (
    path: string,
    summary: string,
    kindOf: (slug: string) => BlogListKind,
    withSlug: boolean,
  ) =>
    app.get(
      path,
      {
        config: { access: access.public },
        schema: {
          tags: storefrontTags,
          summary,
          ...(withSlug ? { params: slugParams } : {}),
          querystring: blogListQuerySchema,
          response: { 200: blogListResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const slug = (request.params as { slug?: string }).slug ?? '';
        const of = kindOf(slug);
        const { page, keyword = '', locale = '' } = request.query;
        return sendRead(
          reply,
          await cachedCatalogRead(
            request.ctx,
            `blog|${of.kind}|${slug}|${page}|${keyword}|${locale}`,
            (reader) => blogList(reader, of, request.query),
          ),
        );
      },
    );
  listRoute(
    '/api/v1/storefront/blog/posts',
    'The Learning Center: newest posts first',
    () => ({ kind: 'posts' }),
    false,
  );
  listRoute(
    '/api/v1/storefront/blog/category/:slug',
    'The posts of one topic',
    (slug) => ({ kind: 'category', slug }),
    true,
  );
  listRoute(
    '/api/v1/storefront/blog/author/:slug',
    'One author’s posts',
    (slug) => ({ kind: 'author', slug }),
    true,
  );
  listRoute(
    '/api/v1/storefront/blog/search',
    'Posts matching ?keyword= (the shop language’s word forms)',
    () => ({ kind: 'search' }),
    false,
  );

  app.get(
    '/api/v1/storefront/article/:slug',
    {
      config: { access: access.public },
      schema: {
        tags: storefrontTags,
        summary:
          'A published article by its slug (a former slug answers with the article at its current one)',
        params: slugParams,
        querystring: articleQuerySchema,
        response: { 200: articlePageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const locale = request.query.locale ?? '';
      return sendRead(
        reply,
        await cachedCatalogRead(request.ctx, `article|${slug}|${locale}`, (reader) =>
          articlePage(reader, slug, locale || undefined),
        ),
      );
    },
  );

  const staff = { access: access.staff('appearance') };
  const admin = (summary: string) => ({ tags: adminTags, security: [{ bearer: [] }], summary });

  app.get(
    '/api/v1/admin/articles',
    {
      config: staff,
      schema: {
        ...admin('Articles of the Learning Center, newest first'),
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListResponseSchema },
      },
    },
    async (request) => listArticles(request.ctx, request.query),
  );
  app.post(
    '/api/v1/admin/articles',
    {
      config: staff,
      schema: {
        ...admin('Write an article'),
        body: articleInputSchema,
        response: { 201: adminArticleResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createArticle(request.ctx, request.body) }),
  );
  app.get(
    '/api/v1/admin/articles/:id',
    {
      config: staff,
      schema: { ...admin('One article'), params: idParams, response: { 200: adminArticleResponseSchema } },
    },
    async (request) => ({ data: await readArticle(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/articles/:id',
    {
      config: staff,
      schema: {
        ...admin('Change an article (a new slug keeps the old address as a redirect)'),
        params: idParams,
        body: articleInputSchema,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (request) => ({ data: await updateArticle(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/api/v1/admin/articles/:id',
    {
      config: staff,
      schema: { ...admin('Delete an article'), params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteArticle(request.ctx, request.params.id);
      return { message: 'The article was deleted.' };
    },
  );
  app.put(
    '/api/v1/admin/articles/:id/cover',
    {
      config: staff,
      bodyLimit: uploadBodyLimit,
      schema: {
        ...admin('Upload the cover picture (raw image body, or JSON { filename, data: base64 })'),
        consumes: pictureBodyTypes,
        params: idParams,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (request) => ({
      data: await setArticleCover(request.ctx, request.params.id, uploadedBytes(request.body)),
    }),
  );
  app.delete(
    '/api/v1/admin/articles/:id/cover',
    {
      config: staff,
      schema: {
        ...admin('Remove the cover picture'),
        params: idParams,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (request) => ({ data: await removeArticleCover(request.ctx, request.params.id) }),
  );

  // The article form's product picker: whoever writes articles may find products to show
  // under them, without the catalog permission.
  app.get(
    '/api/v1/admin/articles/choices/products',
    {
      config: staff,
      schema: {
        ...admin('Products an article may show, by name or by id (the article form’s picker)'),
        querystring: pickerQuerySchema,
        response: { 200: pickerResponseSchema },
      },
    },
    async (request) => ({ data: await productChoices(request.ctx, request.query) }),
  );

  app.get(
    '/api/v1/admin/blog',
    {
      config: staff,
      schema: { ...admin('The blog’s topics and authors'), response: { 200: blogSetupResponseSchema } },
    },
    async (request) => ({ data: await blogSetup(request.ctx) }),
  );
  const setupAnswer = async (request: { ctx: Parameters<typeof blogSetup>[0] }) => ({
    data: await blogSetup(request.ctx),
  });
  app.post(
    '/api/v1/admin/blog/categories',
    {
      config: staff,
      schema: {
        ...admin('Add a topic'),
        body: blogCategoryInputSchema,
        response: { 201: blogSetupResponseSchema },
      },
    },
    async (request, reply) => {
      await saveBlogCategory(request.ctx, null, request.body);
      return reply.code(201).send(await setupAnswer(request));
    },
  );
  app.put(
    '/api/v1/admin/blog/categories/:id',
    {
      config: staff,
      schema: {
        ...admin('Change a topic'),
        params: idParams,
        body: blogCategoryInputSchema,
        response: { 200: blogSetupResponseSchema },
      },
    },
    async (request) => {
      await saveBlogCategory(request.ctx, request.params.id, request.body);
      return setupAnswer(request);
    },
  );
  app.delete(
    '/api/v1/admin/blog/categories/:id',
    {
      config: staff,
      schema: {
        ...admin('Delete a topic (its articles stay)'),
        params: idParams,
        response: { 200: blogSetupResponseSchema },
      },
    },
    async (request) => {
      await deleteBlogCategory(request.ctx, request.params.id);
      return setupAnswer(request);
    },
  );
  app.post(
    '/api/v1/admin/blog/authors',
    {
      config: staff,
      schema: {
        ...admin('Add an author'),
        body: blogAuthorInputSchema,
        response: { 201: blogSetupResponseSchema },
      },
    },
    async (request, reply) => {
      await saveBlogAuthor(request.ctx, null, request.body);
      return reply.code(201).send(await setupAnswer(request));
    },
  );
  app.put(
    '/api/v1/admin/blog/authors/:id',
    {
      config: staff,
      schema: {
        ...admin('Change an author'),
        params: idParams,
        body: blogAuthorInputSchema,
        response: { 200: blogSetupResponseSchema },
      },
    },
    async (request) => {
      await saveBlogAuthor(request.ctx, request.params.id, request.body);
      return setupAnswer(request);
    },
  );
  app.delete(
    '/api/v1/admin/blog/authors/:id',
    {
      config: staff,
      schema: {
        ...admin('Delete an author (their articles stay, unsigned)'),
        params: idParams,
        response: { 200: blogSetupResponseSchema },
      },
    },
    async (request) => {
      await deleteBlogAuthor(request.ctx, request.params.id);
      return setupAnswer(request);
    },
  );
  app.put(
    '/api/v1/admin/blog/authors/:id/picture',
    {
      config: staff,
      bodyLimit: uploadBodyLimit,
      schema: {
        ...admin('Upload the author’s picture (raw image body, or JSON { filename, data: base64 })'),
        consumes: pictureBodyTypes,
        params: idParams,
        response: { 200: blogSetupResponseSchema },
      },
    },
    async (request) => {
      await setBlogAuthorPicture(request.ctx, request.params.id, uploadedBytes(request.body));
      return setupAnswer(request);
    },
  );
};
