import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Catalogue GETs carry an ETag of their body and answer 304 when the client
 * already has it. The body depends on the shopper's token (group prices),
 * hence Vary: Authorization. Register inside an encapsulated plugin so it
 * covers only that plugin's routes.
 */
export function useEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // Cached reads come with their ETag already made.
    const tag =
      (reply.getHeader('etag') as string | undefined) ??
      `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', tag);
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'Authorization');
    const sent = request.headers['if-none-match'];
    if (sent?.split(',').some((candidate) => candidate.trim() === tag || candidate.trim() === '*')) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
