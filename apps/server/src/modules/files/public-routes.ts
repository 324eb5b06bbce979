import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileByKey } from './queries';
import { fileStorage } from './storage';

const keyPattern = /^[a-f0-9]{16}$/;
/** Never let a stored file run as a page of the shop's origin (an SVG, a text file read as HTML). */
const sandboxed = new Set(['image/svg+xml', 'text/csv; charset=utf-8', 'text/plain; charset=utf-8']);
const inline = /^(image|video|audio)\/|^application\/pdf$|^text\//;

/**
 * The shop's files for shoppers: /files/{key}/{name} (the name is only for people and search
 * engines; the key finds the file, so renames do not break pages) and /files/thumbs/{key}.webp.
 */
export const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const missing = { message: 'Not found.', code: 'NOT_FOUND' };

  app.get('/files/thumbs/:thumb', { schema: { hide: true } }, async (request, reply) => {
    const key = /^([a-f0-9]{16})\.webp$/.exec((request.params as { thumb: string }).thumb)?.[1];
    const file = key ? await fileByKey(request.ctx, key) : undefined;
    const stream =
      file?.width != null ? await fileStorage().read(request.ctx.shop.id, `${key}-thumb.webp`) : undefined;
    if (!stream) return reply.code(404).header('cache-control', 'no-store').send(missing);
    return reply.type('image/webp').header('cache-control', 'public, max-age=3600').send(stream);
  });

  app.get('/files/:key/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { key: string }).key;
    const file = keyPattern.test(key) ? await fileByKey(request.ctx, key) : undefined;
    const stream = file ? await fileStorage().read(request.ctx.shop.id, key) : undefined;
    if (!file || !stream) return reply.code(404).header('cache-control', 'no-store').send(missing);
    reply
      .type(file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      // A deleted file should stop being served soon; the bytes behind a key never change.
      .header('cache-control', 'public, max-age=3600')
      .header(
        'content-disposition',
        `${inline.test(file.contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
    if (sandboxed.has(file.contentType))
      reply.header(
        'content-security-policy',
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
    return reply.send(stream);
  });
};
