import path from 'node:path';
import { errorCodes } from '@emporia/contracts/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shopConfigOf, shopDescription, storefrontConfig } from '../../modules/settings/service';
import { sendShopNotFound } from '../tenancy/plugin';
import { type PageHead, type PageHeadProvider, renderPage, staticPageHead } from './head';
import type { WebBuild } from './web-build';

const immutable = 'public, max-age=31536000, immutable';

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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.shop) return sendShopNotFound(request, reply);
    const ctx = request.ctx;
    const queryAt = request.url.indexOf('?');
    const pathname = safeDecode(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    const query = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    let head: PageHead | undefined;
    for (const provider of headProviders) {
      head = await provider(ctx, pathname, query);
      if (head) break;
    }
    let pageHead = head ?? staticPageHead(ctx, pathname);
    const [storefront, description] = await Promise.all([
      storefrontConfig(ctx),
      // Every storefront page is described (the admin is not indexed).
      pageHead.description || pageHead.robots ? undefined : shopDescription(ctx),
    ]);
    if (description) pageHead = { ...pageHead, description };
    const boot = { config: shopConfigOf(ctx.shop), storefront };
    const origin = `${request.protocol}://${request.host}`;
    const html = renderPage(build.indexHtml, pageHead, boot, origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .send(html);
  };

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
