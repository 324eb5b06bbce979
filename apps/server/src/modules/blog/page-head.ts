import { blogListQuerySchema, blogQueryKeys } from '@emporia/contracts/blog';
import { pageTitle, storefrontPageTitles } from '@emporia/contracts/page-titles';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { PageHead, PageHeadProvider } from '../../kernel/pages/head';
import { plainText } from '../../kernel/rich-text';
import { articleLd, breadcrumbList, cachedCatalogRead, firstPicture } from '../catalog';
import { movedToContentPage } from '../content-pages';
import { metaFor } from '../meta-templates';
import { asSentence, shopHead } from '../reach';
import { articlePage, type BlogListKind, blogList } from './storefront';

const blogTitle = storefrontPageTitles['blog/posts']!;

async function articleHead(ctx: RequestContext, slug: string, locale: string): Promise<PageHead> {
  // The same cache entry as the API call the page would make in the shopper's language.
  const article = (
    await cachedCatalogRead(ctx, `article|${slug}|${locale}`, (reader) => articlePage(reader, slug, locale))
  ).value;
  const path = `/article/${article.slug}`;
  // A former slug: search engines and old links move to the current address for good.
  if (article.slug !== slug) return { title: article.title, movedTo: path };
  // The shop's article template (admin appearance/meta), built in: "{name} | {shop}".
  const meta = await metaFor(ctx, 'article', {
    name: article.seo_title || article.title,
    description: article.seo_description || plainText(article.summary, 160) || plainText(article.body, 160),
    author: article.author?.name,
    category: article.categories[0]?.name,
  });
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonicalPath: path,
    ...shopHead(ctx),
    ...firstPicture([article.cover || article.image]),
    openGraph: {
      'og:type': 'article',
      'og:title': article.title,
      'article:published_time': article.published_at,
      'article:modified_time': article.updated_at,
      ...(article.author ? { 'article:author': article.author.name } : {}),
    },
    jsonLd: [
      articleLd(ctx, article, path),
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: blogTitle, path: '/blog/posts' },
        { name: article.title, path },
      ]),
    ],
    preload: [{ key: [...blogQueryKeys.article(slug, locale)], data: article }],
  };
}

async function listHead(
  ctx: RequestContext,
  of: BlogListKind,
  slug: string,
  query: URLSearchParams,
  locale: string,
) {
  const asked = blogListQuerySchema.safeParse(Object.fromEntries(query));
  const { page, keyword = '' } = asked.success ? asked.data : { page: 1, keyword: '' };
  const list = (
    await cachedCatalogRead(ctx, `blog|${of.kind}|${slug}|${page}|${keyword}|${locale}`, (reader) =>
      blogList(reader, of, { page, keyword, locale }),
    )
  ).value;
  const basePath = of.kind === 'posts' ? '/blog/posts' : `/blog/${of.kind}/${slug}`;
  const name = list.category?.name ?? list.author?.name;
  const title =
    of.kind === 'search' ? `${keyword} – ${blogTitle}` : name ? `${name} – ${blogTitle}` : blogTitle;
  const description =
    list.category?.description ||
    list.author?.bio ||
    asSentence(`Guides, news and ideas from ${ctx.shop.name}${name ? `: ${name}` : ''}`);
  // The Learning Center's own page follows the shop's blog template (admin appearance/meta).
  const meta =
    of.kind === 'posts'
      ? await metaFor(ctx, 'blog', { description: plainText(description, 160) })
      : undefined;
  return {
    title: meta
      ? page > 1
        ? `${meta.title} (page ${page})`
        : meta.title
      : pageTitle(page > 1 ? `${title} (page ${page})` : title, ctx.shop.name),
    description: meta?.description || plainText(description, 160),
    ...shopHead(ctx),
    ...(of.kind === 'search'
      ? { robots: 'noindex' }
      : { canonicalPath: page > 1 ? `${basePath}?page=${page}` : basePath }),
    ...firstPicture(list.posts.map((p) => p.image)),
    jsonLd: breadcrumbList([
      { name: 'Home', path: '/' },
      { name: blogTitle, path: '/blog/posts' },
      ...(name ? [{ name, path: basePath }] : []),
    ]),
    // Only a page the address asks for correctly is preloaded; the page asks for the rest itself.
    preload: asked.success
      ? [{ key: [...blogQueryKeys.list(of.kind, slug, page, keyword, locale)], data: list }]
      : [],
  } satisfies PageHead;
}

/**
 * The Learning Center's pages (blog/posts, blog/category/{slug}, blog/author/{slug},
 * blog/search) and articles: title, description, canonical address, Open Graph and
 * BlogPosting JSON-LD, and the page's data. A made-up slug is the not-found page.
 */
export const blogPageHead: PageHeadProvider = async (ctx, pathname, query, shopperLanguage) => {
  const [first, second, third, ...rest] = pathname.split('/').filter(Boolean);
  // Articles are one address in every language: the page is in the shopper's (ADR 0107).
  const locale = shopperLanguage ?? ctx.shop.defaultLanguage;
  try {
    if (first === 'article' && second && !third) return await articleHead(ctx, second, locale);
    if (first !== 'blog' || rest.length) return undefined;
    if (second === 'posts' && !third) return await listHead(ctx, { kind: 'posts' }, '', query, locale);
    if (second === 'search' && !third) return await listHead(ctx, { kind: 'search' }, '', query, locale);
    if (second === 'category' && third)
      return await listHead(ctx, { kind: 'category', slug: third }, third, query, locale);
    if (second === 'author' && third)
      return await listHead(ctx, { kind: 'author', slug: third }, third, query, locale);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      // A starter post that became a page (ADR 0108) moves to it.
      const page = first === 'article' && second ? await movedToContentPage(ctx, second) : undefined;
      if (page) return { title: '', movedTo: page };
      return {
        title: pageTitle(storefrontPageTitles['page-not-found'], ctx.shop.name),
        robots: 'noindex',
        ...shopHead(ctx),
        notFound: true,
      };
    }
    throw error;
  }
  return undefined;
};
