/** Where a page-numbered list stands. */
export interface NumberedPageMeta {
  total: number;
  page: number;
  per_page: number;
}

/** Where a cursor-paged list stands (API version 2026-10 and `page_info` calls). */
export interface CursorPageMeta {
  limit: number;
  next_page_info: string | null;
  previous_page_info: string | null;
}

/** An admin list's answer: one page of rows and where it stands. */
export interface ListPage<TRow = unknown> {
  data: TRow[];
  meta?: NumberedPageMeta | CursorPageMeta;
}

/** Anything a generated list method answers (with `throwOnError`, the SDK's default). */
export interface ListResult<TPage> {
  data: TPage;
  response: Response;
}

type ListOptions = { query?: object };

/**
 * Every page of an admin list, one answer at a time:
 *
 *     for await (const page of eachPage((o) => emporia.products.list(o), { query: { per_page: 100 } })) …
 *
 * The next page is the `Link: <…>; rel="next"` header's address when the answer has one (a
 * cursor-paged list), else the next `page` number until `meta.total` rows were seen.
 */
export async function* eachPage<TOptions extends ListOptions, TPage extends ListPage>(
  list: (options: TOptions) => Promise<ListResult<TPage>>,
  options: TOptions = {} as TOptions,
): AsyncGenerator<TPage, void, undefined> {
  let query: Record<string, unknown> = { ...(options.query ?? {}) };
  for (;;) {
    const { data: page, response } = await list({ ...options, query } as TOptions);
    yield page;
    const next = nextQuery(response.headers.get('link'), query, page);
    if (!next) return;
    query = next;
  }
}

/** Every row of an admin list, across its pages. */
export async function* eachRow<TOptions extends ListOptions, TRow>(
  list: (options: TOptions) => Promise<ListResult<ListPage<TRow>>>,
  options?: TOptions,
): AsyncGenerator<TRow, void, undefined> {
  for await (const page of eachPage(list, options)) yield* page.data;
}

/** The query of the page after this one, or undefined on the last page. */
export function nextQuery(
  link: string | null,
  query: Record<string, unknown>,
  page: ListPage,
): Record<string, unknown> | undefined {
  if (link !== null) {
    // The server says where the next page is: its query replaces ours (a cursor, the same filters).
    const next = relNext(link);
    return next ? Object.fromEntries(new URL(next, 'http://link.invalid').searchParams) : undefined;
  }
  if (!page.meta || page.data.length === 0) return undefined;
  if (!('total' in page.meta)) {
    // A cursor page without a Link header (a proxy dropped it): its meta names the next cursor.
    const { next_page_info: next, limit } = page.meta;
    return next ? { page_info: next, limit } : undefined;
  }
  const { total, page: number, per_page } = page.meta;
  return number * per_page < total ? { ...query, page: number + 1 } : undefined;
}

/** The address of the `rel="next"` link of a Link header (RFC 8288), if any. */
export function relNext(link: string): string | undefined {
  for (const part of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] ?? '');
    const names = (rels?.[1] ?? rels?.[2] ?? '').toLowerCase().split(/\s+/);
    if (names.includes('next')) return match[1];
  }
  return undefined;
}
