import type { FastifyRequest } from 'fastify';
import type { Client } from './customer-service';
import { shopOriginOf } from './links';

export function clientOf(request: FastifyRequest): Client {
  return {
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    origin: shopOriginOf(request),
  };
}
