import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { storedPicturePath } from '@emporia/contracts/stored-pictures';
import { ensureAvifCopy, storageDirOf } from '@emporia/db/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSharp } from '../../kernel/lazy-modules';
import { catalogSettings } from './settings';

const noImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" fill="#eceff1"/>
<rect x="85" y="95" width="130" height="100" rx="8" fill="none" stroke="#b0bec5" stroke-width="8"/>
<circle cx="122" cy="128" r="12" fill="#b0bec5"/>
<path d="M93 187 L135 150 L160 172 L185 150 L207 187 Z" fill="#b0bec5"/>
</svg>`;
let noImage: Promise<Buffer> | undefined;

/**
 * /storage/…: the shop's pictures, from its own folder only (a key of shop A
 * asked at shop B's host is not found), and /storage/store/no-image.png,
 * the SPEC §9 fallback picture.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/storage/store/no-image.png', { schema: { hide: true } }, async (_request, reply) => {
    noImage ??= loadSharp().then((sharp) => sharp(Buffer.from(noImageSvg)).png().toBuffer());
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await noImage);
  });

  app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
    const wanted = (request.params as { '*': string })['*'];
    const match = storedPicturePath.exec(`/storage/${wanted}`);
    const file = match
      ? path.join(storageDirOf(catalogSettings.storageRoot(), request.ctx.shop.id), wanted)
      : undefined;
    const format = match?.[3];
    const found =
      file && format === 'avif'
        ? await ensureAvifCopy(file.replace(/\.avif$/, '.webp'), file).catch((error: unknown) => {
            request.log.warn({ err: error, file }, 'making the AVIF copy of a picture failed');
            return false;
          })
        : Boolean(file && existsSync(file));
    if (!file || !found) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: 'Not found.', code: 'NOT_FOUND' });
    }
    // Names are content hashes: the bytes behind a name never change.
    return reply
      .type(`image/${format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(file));
  });
};
