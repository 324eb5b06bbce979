import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@emporia/contracts/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { shopConfigOf, storefrontConfig } from '../../modules/settings/service';
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
    await app.register(fastifyStatic, {
      root: build.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html only ever leaves through the renderer below.
      allowedPath: (pathName) => !pathName.endsWith('index.html') && !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const assets = `${path.sep}assets${path.sep}`;
        res.header('cache-control', filePath.includes(assets) ? immutable : 'public, max-age=3600');
      },
    });
    if (build.appCssFile) {
      const css = readFileSync(path.join(build.distDir, build.appCssFile));
      app.get('/css/app.css', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(css),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Not found.', code: errorCodes.notFound });
    }
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
    const boot = { config: shopConfigOf(ctx.shop), storefront: await storefrontConfig(ctx) };
    const origin = `${request.protocol}://${request.host}`;
    const html = renderPage(build.indexHtml, head ?? staticPageHead(ctx, pathname), boot, origin);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache, no-store, must-revalidate')
      .send(html);
  });
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
