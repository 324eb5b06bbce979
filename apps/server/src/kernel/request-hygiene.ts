import { nulPathOf } from '@emporia/contracts/primitives';
import type { FastifyInstance } from 'fastify';
import { badRequest, validationFailed } from './errors';

const notAllowed = 'This field contains characters that are not allowed.';

/**
 * Refuses a NUL character anywhere in a request — path, query or JSON body —
 * before any route runs. No shop text needs one, and PostgreSQL cannot store
 * one, so without this every text column was a way to a 500.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000'))
      throw badRequest('The address contains characters that are not allowed.');
  });
  app.addHook('preValidation', async (request) => {
    const path = nulPathOf(request.body);
    if (path === undefined) return;
    const field = path || 'body';
    throw validationFailed(notAllowed, { [field]: notAllowed });
  });
}
