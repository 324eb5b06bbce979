import type { FastifyReply, FastifyRequest } from 'fastify';
import { developerTokenLifetimes } from './accounts';

/** The dashboard's session cookie: the platform host's own, never a shop's staff session. */
export const developerCookie = 'emporia_developer';

export function setDeveloperSession(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(developerCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: developerTokenLifetimes.session,
  });
}
