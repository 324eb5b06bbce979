import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { access } from '../../kernel/auth/access';
import { unauthorized } from '../../kernel/errors';

/** Route options of an operator route: no tenant, and the operator's bearer token checked in constant time. */
export function operatorRoute(token: string) {
  const expected = Buffer.from(`Bearer ${token}`);
  return {
    config: { tenancy: 'none' as const, access: access.platformOperator },
    onRequest: async (request: FastifyRequest) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unauthorized('A valid platform operator token is required.');
      }
    },
  };
}
