import type { FastifyRequest } from 'fastify';

/** The shop's address as the caller reached it, for links in e-mails and canonical URLs. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
