import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { access } from '../../kernel/auth/access';
import { notFound, unauthorized } from '../../kernel/errors';

/**
 * Route options of an operator route: no tenant, and the operator's bearer token checked in
 * constant time. The routes exist on every server, so the API document is the same everywhere
 * (ADR 0116); without PLATFORM_ADMIN_TOKEN they answer 404, as if they did not exist.
 */
export function operatorRoute(token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return {
    config: { tenancy: 'none' as const, access: access.platformOperator },
    onRequest: async (request: FastifyRequest) => {
      if (!expected) throw notFound();
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unauthorized('A valid platform operator token is required.');
      }
    },
  };
}
