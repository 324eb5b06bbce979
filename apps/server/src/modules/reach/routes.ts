import { Readable } from 'node:stream';
import { errorCodes } from '@emporia/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../kernel/request-origin';
import { faviconOf } from './favicon';
import { robotsTxt } from './robots';
import { type SitemapKind, sitemapEntries, sitemapFiles, sitemapKinds } from './sitemap-queries';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

const sitemapFile = new RegExp(`^(${sitemapKinds.join('|')})-([1-9][0-9]{0,5})\\.xml$`);
const hour = 'public, max-age=3600';

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ message: 'Not found.', code: errorCodes.notFound });

/**
 * What search engines and browsers ask every site for, per shop and at the
 * host they asked (ADR 0041): /robots.txt, /sitemap.xml (an index of
 * /sitemaps/{kind}-{page}.xml files of at most 50,000 addresses, streamed)
 * and /favicon.ico. Before these, all three answered with the app's HTML.
 */
export const reachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', hour)
      .send(robotsTxt(originOf(request), request.ctx.shop.adminPath)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const files: { loc: string; lastmod: Date | null }[] = [];
    for (const kind of sitemapKinds) {
      for (const file of await sitemapFiles(request.ctx, kind)) {
        files.push({ loc: `${origin}/sitemaps/${kind}-${file.page}.xml`, lastmod: file.lastmod });
      }
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', hour)
      .send(sitemapIndexXml(files));
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = sitemapFile.exec((request.params as { file: string }).file);
    if (!match) return notFound(reply);
    const ctx = request.ctx;
    const entries = await sitemapEntries(ctx, match[1] as SitemapKind, Number(match[2]));
    if (!entries) return notFound(reply);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', hour)
      .send(Readable.from(sitemapXml(originOf(request), ctx.shop.defaultLanguage, entries)));
  });

  // An icon is compressed already; a day's cache, as browsers ask it on every page.
  app.get('/favicon.ico', { schema: { hide: true }, compress: false }, async (request, reply) =>
    reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(await faviconOf(request.ctx.shop.id)),
  );
};
