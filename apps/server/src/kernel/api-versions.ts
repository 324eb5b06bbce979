import type { IncomingMessage } from 'node:http';
import { type ApiVersion, apiVersions, firstApiVersion, isApiVersion } from '@emporia/contracts/api-versions';
import { errorCodes } from '@emporia/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { originOf } from './request-origin';

/**
 * Dated versions of the Admin API (ADR 0121). A request names one in its path
 * (`/api/2026-10/admin/…`, rewritten here to the one registered route `/api/v1/admin/…`) or, on
 * `/api/v1/admin/…`, in the Emporia-Api-Version header. The path wins over the header; with
 * neither, an app's own choice (apps.api_version), else the first version. Every Admin API answer says which version it served.
 */

export const apiVersionHeader = 'emporia-api-version';

/** The rewritten request remembers the version its path named, valid or not. */
type VersionedMessage = IncomingMessage & { emporiaPathVersion?: string };

const datedAdminPath = /^\/api\/(\d{4}-\d{2})(\/admin(?:[/?].*)?)$/;

/** Fastify's rewriteUrl: `/api/2026-10/admin/x?y` → `/api/v1/admin/x?y`, before routing. */
export function rewriteDatedPath(message: IncomingMessage): string {
  const url = message.url ?? '/';
  const dated = datedAdminPath.exec(url);
  if (!dated) return url;
  (message as VersionedMessage).emporiaPathVersion = dated[1];
  return `/api/v1${dated[2]}`;
}

const isAdminApi = (url: string) => url.startsWith('/api/v1/admin/') || url.startsWith('/api/v1/admin?');

const unknownVersion = (asked: string) =>
  new AppError(
    400,
    errorCodes.unknownApiVersion,
    `There is no Admin API version ${asked.slice(0, 20)}. Use one of ${apiVersions.join(', ')}.`,
  );

/** What a deprecated use of an older form costs: when it was deprecated and when it goes. */
export interface Deprecation {
  /** RFC 9745: when the form was deprecated. */
  since: Date;
  /** RFC 8594: when it stops working. */
  sunset: Date;
}

/** Page numbers (`page`, `per_page`) on an Admin API list, deprecated by 2026-10. */
export const pageNumbersDeprecation: Deprecation = {
  since: new Date(Date.UTC(2026, 9, 1)),
  sunset: new Date(Date.UTC(2027, 9, 1)),
};

/** Adds one link to the answer's Link header, keeping those already there. */
export function addLink(reply: FastifyReply, link: string): void {
  const kept = reply.getHeader('link');
  reply.header('link', kept ? `${kept}, ${link}` : link);
}

/**
 * Marks the answer as using a deprecated form: Deprecation (RFC 9745), Sunset (RFC 8594) and a
 * Link to the API document, whose description lists every deprecation (docs/api/changelog.md).
 */
export function markDeprecated(request: FastifyRequest, reply: FastifyReply, use: Deprecation): void {
  reply.header('deprecation', `@${Math.floor(use.since.getTime() / 1000)}`);
  reply.header('sunset', use.sunset.toUTCString());
  addLink(reply, `<${originOf(request)}/api/docs>; rel="deprecation"; type="text/html"`);
}

/** Whether the request's version is `version` or a later one (dated names sort as text). */
export const servesAtLeast = (request: FastifyRequest, version: ApiVersion) => request.apiVersion >= version;

/** The version a request names, by path or header, whether or not it exists. */
function askedVersion(request: FastifyRequest): string | undefined {
  const fromPath = (request.raw as VersionedMessage).emporiaPathVersion;
  const header = request.headers[apiVersionHeader];
  return fromPath ?? (Array.isArray(header) ? header[0] : header);
}

/** Requests whose version the hook below settled: their answers name request.apiVersion. */
const settled = new WeakSet<FastifyRequest>();
/** Requests that named a version themselves, which an app's chosen one does not override. */
const named = new WeakSet<FastifyRequest>();

/**
 * An app's own choice (its `api_version`), served when the call names no version: read by the
 * app-token guard, after the hook below. An unknown stored value is ignored.
 */
export function adoptAppVersion(request: FastifyRequest, chosen: string | null): void {
  if (settled.has(request) && !named.has(request) && isApiVersion(chosen)) request.apiVersion = chosen;
}

export function registerApiVersions(app: FastifyInstance): void {
  app.decorateRequest('apiVersion', firstApiVersion);
  app.addHook('onRequest', async (request) => {
    if (!isAdminApi(request.url)) return;
    const asked = askedVersion(request);
    if (asked !== undefined && !isApiVersion(asked)) throw unknownVersion(asked);
    request.apiVersion = asked ?? firstApiVersion;
    settled.add(request);
    if (asked !== undefined) named.add(request);
  });
  // On every answer, also one refused before the hook above ran (a 429 of the rate limit).
  app.addHook('onSend', async (request, reply) => {
    if (!isAdminApi(request.url)) return;
    const served = settled.has(request) ? request.apiVersion : (askedVersion(request) ?? firstApiVersion);
    if (isApiVersion(served)) reply.header(apiVersionHeader, served);
  });
}
