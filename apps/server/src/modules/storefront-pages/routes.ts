import { createHash } from 'node:crypto';
import path from 'node:path';
import { errorCodes } from '@emporia/contracts/errors';
import type { PageBoot } from '@emporia/contracts/shop';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { outsideServices } from '../../config';
import { withAdminEarlyCalls } from '../../kernel/pages/admin-early-calls';
import {
  type PageHead,
  type PageHeadProvider,
  pageDocument,
  renderPage,
  staticPageHead,
} from '../../kernel/pages/head';
import { registerCacheGauge } from '../../kernel/per-shop-cache';
import { sendShopNotFound } from '../../kernel/tenancy/plugin';
import { chosenLanguageOf } from '../languages';
import { redirectFor } from '../redirects';
import { shopConfigOf } from '../settings';
import {
  documentStream,
  isPrivatePage,
  loadStorefrontRenderer,
  matchesEntityTag,
  pageEntityTag,
  privatePageCacheControl,
  publicPageCacheControl,
  RenderedPages,
  type StorefrontRenderer,
  untilRendered,
} from './server-render';
import { pageLanguageOf, storefrontConfig, storefrontHeadOf } from './storefront-config';
import { adminHtmlFor, type WebBuild } from './web-build';

const immutable = 'public, max-age=31536000, immutable';
/** A page that has not rendered by then is sent as it stands (React finishes it in the browser). */
const renderTimeoutMs = 10_000;

const isAdminArea = (pathname: string, adminPath: string) =>
  pathname === adminPath || pathname.startsWith(`${adminPath}/`);

/** The admin's sign-in pages stand outside its layout (SPEC §2), so they load no admin shell. */
const adminSignInPages = ['login', '2fa', 'reset-password'];
const insideAdminShell = (pathname: string, adminPath: string) =>
  isAdminArea(pathname, adminPath) &&
  !adminSignInPages.some((page) => pathname.replace(/\/+$/, '') === `${adminPath}/${page}`);

/**
 * Serves the built SPA: hashed assets from the site root (immutable), the
 * shared stylesheet at /css/app.css, and index.html — never cached — for
 * every other GET that is not an API call, with the shop's config injected.
 */
export async function registerPageDelivery(
  app: FastifyInstance,
  build: WebBuild,
  headProviders: PageHeadProvider[],
): Promise<void> {
  if (build.distDir) {
    const appCss = build.appCssFile;
    await app.register(fastifyStatic, {
      root: build.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote .br and .gz beside each text asset; the copy the browser
      // accepts is sent, with Vary: Accept-Encoding (ADR 0040).
      preCompressed: true,
      // index.html only ever leaves through the renderer below.
      allowedPath: (pathName) => !pathName.endsWith('index.html') && !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const assets = `${path.sep}assets${path.sep}`;
        // The shared stylesheet's address has no hash, so it may change under it.
        const sharedCss = (res as unknown as FastifyReply).request?.url.startsWith('/css/app.css');
        res.header(
          'cache-control',
          sharedCss ? 'public, max-age=300' : filePath.includes(assets) ? immutable : 'public, max-age=3600',
        );
      },
    });
    if (appCss) {
      app.get('/css/app.css', { schema: { hide: true } }, (_request, reply) => reply.sendFile(appCss));
    }
  }

  const renderer = build.serverEntryFile ? await loadStorefrontRenderer(build.serverEntryFile) : undefined;
  const buildId = createHash('sha256').update(build.indexHtml).digest('base64url');
  const renderedPages = new RenderedPages(outsideServices().pageCacheBytes);
  registerCacheGauge('rendered-pages', () => renderedPages.gauge());

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.shop) return sendShopNotFound(request, reply);
    const ctx = request.ctx;
    const queryAt = request.url.indexOf('?');
    const pathname = safeDecode(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    const offered = await storefrontConfig(ctx);
    // Pages whose preloaded data is per language (articles) read the shopper's choice.
    const chosen = chosenLanguageOf(request.headers.cookie, offered.languages, ctx.shop.defaultLanguage);
    let head: PageHead | undefined;
    let answeredBy: PageHeadProvider | undefined;
    for (const provider of headProviders) {
      head = await provider(ctx, pathname, query, chosen);
      answeredBy = provider;
      if (head) break;
    }
    const inAdmin = isAdminArea(pathname, ctx.shop.adminPath);
    // An address no page lives at (an unknown product, or one only the catch-all answers) may
    // have moved: the shop's URL redirects answer before page-not-found (ADR 0113).
    if (!inAdmin && request.method === 'GET' && (head?.notFound || answeredBy === headProviders.at(-1))) {
      const moved = await redirectFor(ctx, request.url);
      if (moved) return reply.header('cache-control', 'no-store').redirect(moved.location, moved.status);
    }
    // The server renders what the app would: an unknown product is the not-found page.
    if (head?.notFound && renderer) return reply.redirect('/page-not-found', 302);
    if (head?.movedTo) return reply.redirect(head.movedTo, 301);
    let pageHead = head ?? staticPageHead(ctx, pathname);
    // Kept with the shop's configuration (ADR 0118): a page-cache hit reads neither.
    const shopHead = await storefrontHeadOf(ctx);
    // Every storefront page is described (the admin is not indexed).
    if (!pageHead.description && !pageHead.robots && shopHead.description) {
      pageHead = { ...pageHead, description: shopHead.description };
    }
    // The admin keeps its own look; storefront pages wear the shop's theme (ADR 0054).
    if (!inAdmin) pageHead = { ...pageHead, theme: shopHead.theme };
    // The admin is English; a storefront page is in the address's or the shopper's language.
    const { language, storefront } = inAdmin
      ? { language: ctx.shop.defaultLanguage, storefront: offered }
      : await pageLanguageOf(ctx, offered, request.headers.cookie, pageHead.language);
    const boot = { config: shopConfigOf(ctx.shop), storefront };
    const origin = `${request.protocol}://${request.host}`;
    // Before launch the browser decides (its staff see the shop, shoppers the opening-soon page),
    // so nothing of the unlaunched shop is rendered on the server for crawlers or caches.
    if (renderer && !inAdmin && ctx.shop.launched) {
      const sent = await sendRenderedPage(request, reply, {
        renderer,
        buildId,
        pathname,
        pageHead,
        boot,
        origin,
        language,
      });
      if (sent) return reply;
    }
    const template = insideAdminShell(pathname, ctx.shop.adminPath)
      ? withAdminEarlyCalls(
          adminHtmlFor(build, pathname, ctx.shop.adminPath),
          pathname.slice(ctx.shop.adminPath.length + 1),
        )
      : build.indexHtml;
    const html = renderPage(template, pageHead, boot, origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .send(html);
  };

  /** Sends the server-rendered page; false when the app must render it in the browser instead. */
  async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      renderer: StorefrontRenderer;
      buildId: string;
      pathname: string;
      pageHead: PageHead;
      boot: PageBoot;
      origin: string;
      language: string;
    },
  ): Promise<boolean> {
    const { pageHead, boot, origin, language } = page;
    const url = `${origin}${request.url}`;
    const isPrivate = isPrivatePage(page.pathname);
    // The shopper's language travels in a cookie: a shared cache must keep one copy per
    // value of it (ADR languages). A shop of one language has nothing to vary.
    if (!isPrivate && boot.storefront.languages.length > 1) reply.header('vary', 'Cookie');
    const entityTag = pageEntityTag({
      build: page.buildId,
      url,
      language,
      data: [pageHead, boot],
    });
    if (!isPrivate && matchesEntityTag(request.headers['if-none-match'], entityTag)) {
      reply.code(304).header('etag', entityTag).header('cache-control', publicPageCacheControl);
      await reply.send();
      return true;
    }
    const kept = isPrivate ? undefined : renderedPages.get(entityTag);
    if (kept) {
      await reply
        .type('text/html; charset=utf-8')
        .header('cache-control', publicPageCacheControl)
        .header('etag', entityTag)
        .send(kept);
      return true;
    }
    const abort = new AbortController();
    const rendered = await page.renderer.renderPage({
      url,
      boot,
      preload: pageHead.preload ?? [],
      language,
      signal: abort.signal,
    });
    if (!rendered) return false;
    if (rendered.kind === 'redirect') {
      await reply.redirect(rendered.location, rendered.status);
      return true;
    }
    const { before, after } = pageDocument(build.indexHtml, pageHead, boot, origin, {
      language,
      hydration: rendered.hydration,
      inlineCss: build.inlineCss,
      inlineCssHref: build.appCssFile ? `/${build.appCssFile}` : undefined,
    });
    // Everything the page needs is in the query cache, so the whole body is ready at
    // once; waiting for it (not only the shell) keeps the page free of inline scripts.
    const body = await untilRendered<NodeJS.ReadableStream | undefined>((settle) => {
      const stream = rendered.pipe({
        onAllReady() {
          const keep =
            isPrivate || !renderedPages.enabled || rendered.status !== 200
              ? undefined
              : (html: string) => renderedPages.set(entityTag, html);
          const out = documentStream(before, after, keep);
          stream.pipe(out);
          settle(out);
        },
        onShellError(error) {
          request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
          settle(undefined);
        },
        onError(error) {
          request.log.warn({ err: error }, 'server rendering reported an error');
        },
      });
      return stream;
    }, renderTimeoutMs);
    if (!body) return false;
    reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', isPrivate ? privatePageCacheControl : publicPageCacheControl);
    if (!isPrivate) reply.header('etag', entityTag);
    await reply.send(body);
    return true;
  }

  // Every other address is a page of the app: a route, not only the not-found
  // handler, so that pages pass through compression like any other answer.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) =>
      request.url.startsWith('/api/') ? reply.callNotFound() : sendPage(request, reply),
  });

  // Left here: unknown API addresses, other methods, and files the static
  // server refuses (/index.html), which still open as the app.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found.', code: errorCodes.notFound });
    }
    return sendPage(request, reply);
  });
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
