import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, whichever the browser accepts, for every text answer of at
 * least 1 kB (HTML pages, JSON, CSS, XML, SVG); smaller ones and pictures go
 * as they are. Built assets are compressed once at build time and picked by
 * page delivery, which this step then leaves alone (ADR 0040). Register before
 * the routes: the plugin adds its step to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 compresses a 50 kB page in about a millisecond and already beats
    // gzip -9 on size; 11 is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
