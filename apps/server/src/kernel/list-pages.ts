import { encodePageInfo, type PageInfo } from '@emporia/contracts/primitives';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addLink, markDeprecated, pageNumbersDeprecation, servesAtLeast } from './api-versions';
import { badRequest } from './errors';
import { originOf } from './request-origin';

/**
 * How an Admin API list pages (ADR 0121): by page number (what the admin screens use), or by an
 * opaque cursor walking the unique id, which neither repeats nor skips a row while rows are
 * added. Version 2026-10 pages by cursor unless asked for page numbers, which it deprecates.
 */
export type Paging =
  | { by: 'number'; page: number; perPage: number }
  | { by: 'cursor'; limit: number; order: 'asc' | 'desc'; from: PageInfo | undefined };

/** The paging parameters a list's query schema carries (cursorPagingSchema beside page numbers). */
interface PagingQuery {
  page: number;
  per_page: number;
  limit?: number | undefined;
  page_info?: PageInfo | undefined;
  order?: 'asc' | 'desc';
}

const sentParameters = (request: FastifyRequest) => new URLSearchParams(request.url.split('?')[1] ?? '');

/** Which paging the request asked for; page numbers in 2026-10 mark the answer deprecated. */
export function pagingOf(request: FastifyRequest, reply: FastifyReply, query: PagingQuery): Paging {
  const sent = sentParameters(request);
  const numbers = sent.has('page') || sent.has('per_page');
  const cursor = query.page_info !== undefined || query.limit !== undefined;
  if (numbers && cursor) {
    const message = 'Page with page_info and limit, or with page and per_page, not both.';
    throw badRequest(message, { page_info: message });
  }
  if (cursor || (!numbers && servesAtLeast(request, '2026-10'))) {
    return {
      by: 'cursor',
      limit: query.limit ?? query.per_page,
      order: query.page_info?.o ?? query.order ?? 'desc',
      from: query.page_info,
    };
  }
  if (numbers && servesAtLeast(request, '2026-10')) markDeprecated(request, reply, pageNumbersDeprecation);
  return { by: 'number', page: query.page, perPage: query.per_page };
}

/**
 * The id condition, order and row count of a cursor page. One row more than the limit is read,
 * so finishPage can tell whether another page follows; a `previous` page is read backwards.
 */
export function keysetOf(paging: Extract<Paging, { by: 'cursor' }>, id: SQL) {
  const backwards = paging.from?.d === 'previous';
  const ascending = (paging.order === 'asc') !== backwards;
  const from = paging.from;
  const condition = from ? (ascending ? sql`${id} > ${from.id}` : sql`${id} < ${from.id}`) : undefined;
  return { condition, orderBy: ascending ? sql`${id} ASC` : sql`${id} DESC`, rows: paging.limit + 1 };
}

/** One page of a list as its query read it, before the answer is shaped. */
export interface ReadPage<Row extends { id: number }> {
  data: Row[];
  /** All matching rows: counted for numbered pages only, which show it. */
  total?: number;
}

type Answer<Row> =
  | { data: Row[]; meta: { total: number; page: number; per_page: number } }
  | {
      data: Row[];
      meta: { limit: number; next_page_info: string | null; previous_page_info: string | null };
    };

/**
 * Shapes a list's answer for its paging: the meta it promises and a Link header naming the next
 * and previous pages (RFC 8288), with the request's own filters kept.
 */
export function answerPage<Row extends { id: number }>(
  request: FastifyRequest,
  reply: FastifyReply,
  paging: Paging,
  read: ReadPage<Row>,
): Answer<Row> {
  const linkTo = (rel: 'next' | 'previous', set: Record<string, string>) => {
    const query = sentParameters(request);
    for (const name of ['page', 'per_page', 'limit', 'page_info']) query.delete(name);
    for (const [name, value] of Object.entries(set)) query.set(name, value);
    const path = request.originalUrl.split('?')[0];
    addLink(reply, `<${originOf(request)}${path}?${query}>; rel="${rel}"`);
  };
  if (paging.by === 'number') {
    const total = read.total ?? 0;
    const perPage = String(paging.perPage);
    if (paging.page * paging.perPage < total) {
      linkTo('next', { page: String(paging.page + 1), per_page: perPage });
    }
    if (paging.page > 1) linkTo('previous', { page: String(paging.page - 1), per_page: perPage });
    return { data: read.data, meta: { total, page: paging.page, per_page: paging.perPage } };
  }
  const backwards = paging.from?.d === 'previous';
  const more = read.data.length > paging.limit;
  const rows = read.data.slice(0, paging.limit);
  if (backwards) rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  // Reading forwards, rows before this page exist when it started after one; backwards, when more were read.
  const hasNext = last !== undefined && (backwards ? paging.from !== undefined : more);
  const hasPrevious = first !== undefined && (backwards ? more : paging.from !== undefined);
  const cursor = (d: PageInfo['d'], row: Row) => encodePageInfo({ d, id: row.id, o: paging.order });
  const next = hasNext ? cursor('next', last) : null;
  const previous = hasPrevious ? cursor('previous', first) : null;
  const limit = String(paging.limit);
  if (next) linkTo('next', { limit, page_info: next });
  if (previous) linkTo('previous', { limit, page_info: previous });
  return { data: rows, meta: { limit: paging.limit, next_page_info: next, previous_page_info: previous } };
}
