import type { FastifyRequest } from 'fastify';

/**
 * The shop origin links in e-mails point to. The Host already resolved to this
 * shop (tenancy), so a forged Host can only name another address of the same shop.
 */
export function shopOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
