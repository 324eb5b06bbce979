import type { FastifyInstance } from 'fastify';
import { maxPictureBytes } from './pictures';

/**
 * Pictures may be sent as the raw request body (Content-Type image/…), which
 * the upload progress of the browser then measures exactly. Registered in the
 * admin catalogue plugin only. JSON bodies of uploads carry base64, a third larger.
 */
export function acceptRawPictures(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^image\/[a-z0-9.+-]+$/i,
    { parseAs: 'buffer', bodyLimit: maxPictureBytes },
    (_request, body, done) => done(null, body),
  );
}

/** What a picture upload route takes (its schema's `consumes`): the raw image, or JSON with base64. */
export const pictureBodyTypes = ['image/*', 'application/json'];

/** Body limit of upload routes: base64 of the largest picture plus room for the JSON around it. */
export const uploadBodyLimit = Math.ceil((maxPictureBytes * 4) / 3) + 64 * 1024;
