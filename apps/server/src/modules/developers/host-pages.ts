import { developerVerifySchema } from '@emporia/contracts/developers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors';
import { type DeveloperDeps, openDeveloperSession, verifyDeveloper } from './accounts';
import { developerDashboardScript } from './dashboard-script';
import { developerDashboardPage, developerLinkErrorPage } from './pages';
import { setDeveloperSession } from './session-cookie';

/**
 * The dashboard's pages on the platform's own host: /developers, its script, and the e-mailed
 * link. Resolves true when it answered; false leaves the path to the platform home. (Not the reply
 * itself: a Fastify reply is thenable, so awaiting it would wait for the answer to be sent.)
 */
export function developerHostPages(deps: DeveloperDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://platform');
    if (!url.pathname.startsWith('/developers')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    reply.header('cache-control', 'no-store');
    if (url.pathname === '/developers' || url.pathname === '/developers/') {
      reply.type('text/html; charset=utf-8').send(developerDashboardPage());
      return true;
    }
    if (url.pathname === '/developers.js') {
      reply.type('text/javascript; charset=utf-8').send(developerDashboardScript);
      return true;
    }
    if (url.pathname === '/developers/verify') {
      const parsed = developerVerifySchema.safeParse({ token: url.searchParams.get('token') ?? '' });
      try {
        if (!parsed.success)
          throw new AppError(
            404,
            'DEVELOPER_LINK_INVALID',
            'This link is not valid. Please check that you copied all of it.',
          );
        const developer = await verifyDeveloper(deps, parsed.data.token);
        // The link proves the address: the browser that opens it is signed in.
        setDeveloperSession(request, reply, await openDeveloperSession(deps.db, developer.id));
        reply.redirect('/developers', 303);
        return true;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply
          .code(error.statusCode)
          .type('text/html; charset=utf-8')
          .send(developerLinkErrorPage(error.message));
        return true;
      }
    }
    return false;
  };
}
