import { errorCodes } from '@emporia/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/**
 * The rules every request body meets before any route, hook or check sees it
 * (ADR 0101):
 * - a route takes JSON unless its schema names other media types in `consumes`
 *   (`image/*` and `*\/*` allowed); GET and HEAD take no body at all; anything
 *   else is a 415 before a byte is read;
 * - a JSON text nesting deeper than 64 levels or holding more than 50,000
 *   values is a 400, found by one pass over the text before it is parsed, so
 *   nothing recursive (the NUL check, zod, the activity log) ever meets one.
 */

/** Deepest nesting of objects and arrays a JSON body may have; no form of the shop's nests past ten. */
export const maxJsonDepth = 64;
/**
 * Most values a JSON body may hold (elements and keys, roughly its commas). The
 * largest body a contract accepts is a product import batch, 1,000 rows of some
 * twenty cells: about 22,000.
 */
export const maxJsonValues = 50_000;

const tooDeep = `The request body nests deeper than ${maxJsonDepth} levels.`;
const tooWide = `The request body holds more than ${maxJsonValues.toLocaleString('en')} values.`;

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

/** Index of the quote closing the string that opens at `start` (text.length when it never closes). */
function endOfString(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const end = text.indexOf('"', from);
    if (end < 0) return text.length;
    let escapes = 0;
    while (text.charCodeAt(end - 1 - escapes) === backslash) escapes += 1;
    if (escapes % 2 === 0) return end;
    from = end + 1;
  }
}

/**
 * Why a JSON text is too deep or too wide to parse, or undefined. One loop over
 * the text, no recursion and no parsing: malformed text passes here and is
 * refused by the parser after.
 */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      i = endOfString(text, i);
    } else if (c === openBrace || c === openBracket) {
      depth += 1;
      values += 1;
      if (depth > maxJsonDepth) return tooDeep;
      if (values > maxJsonValues) return tooWide;
    } else if (c === closeBrace || c === closeBracket) {
      depth -= 1;
    } else if (c === comma) {
      values += 1;
      if (values > maxJsonValues) return tooWide;
    }
  }
  return undefined;
}

/**
 * JSON.parse held to the same bounds, for bodies a scope reads raw (signed
 * webhooks, beacons sent as text): a 400 AppError when too deep or too wide,
 * a SyntaxError when not JSON.
 */
export function parseJsonWithin(text: string): unknown {
  const problem = jsonShapeProblem(text);
  if (problem) throw badRequest(problem);
  return JSON.parse(text);
}

/** Whether the request carries a body at all, judged as Fastify judges it. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const bodylessMethods = new Set(['GET', 'HEAD']);

/** The media type alone, lower case: 'application/json; charset=utf-8' → 'application/json'; none → ''. */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether `mediaType` is one of `taken`, where 'image/*' takes every image and '*\/*' anything. */
export function takesMediaType(taken: readonly string[], mediaType: string): boolean {
  return taken.some(
    (type) =>
      type === '*/*' ||
      type === mediaType ||
      (type.endsWith('/*') && mediaType.startsWith(type.slice(0, -1))),
  );
}

const jsonOnly = ['application/json'];

/** Registered on the root instance before any area, so every route's scope inherits both rules. */
export function registerBodyRules(app: FastifyInstance): void {
  // Plain text was Fastify's second default type; the one area reading it (beacons) adds it back.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) done(badRequest(problem), undefined);
    else parseJson(request, body as string, done);
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404 || !hasBody(request)) return payload;
    if (bodylessMethods.has(request.method)) throw badRequest('This address takes no request body.');
    const taken = request.routeOptions.schema?.consumes ?? jsonOnly;
    if (takesMediaType(taken, mediaTypeOf(request))) return payload;
    throw new AppError(
      415,
      errorCodes.unsupportedMediaType,
      taken === jsonOnly
        ? 'Send the request body as JSON (Content-Type: application/json).'
        : `Send the request body as ${taken.join(' or ')}.`,
    );
  });
}
