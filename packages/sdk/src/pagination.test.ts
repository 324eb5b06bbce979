import { describe, expect, it } from 'vitest';
import { eachPage, eachRow, type ListPage, nextQuery, relNext } from './pagination';

type Query = Record<string, unknown>;
const answer = (page: ListPage<number>, link?: string) => ({
  data: page,
  response: new Response(null, { headers: link ? { link } : {} }),
});

describe('eachPage', () => {
  it('asks for the next page number until meta.total rows were seen, keeping the filters', async () => {
    const asked: Query[] = [];
    const list = async ({ query }: { query?: Query }) => {
      asked.push(query ?? {});
      const page = Number(query?.page ?? 1);
      const data = [1, 2, 3, 4, 5].slice((page - 1) * 2, page * 2);
      return answer({ data, meta: { total: 5, page, per_page: 2 } });
    };
    const seen = [];
    for await (const page of eachPage(list, { query: { per_page: 2, status: 1 } })) seen.push(page.data);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([
      { per_page: 2, status: 1 },
      { per_page: 2, status: 1, page: 2 },
      { per_page: 2, status: 1, page: 3 },
    ]);
  });

  it('follows a Link rel="next" header when the answer has one, and stops when it has none', async () => {
    const asked: Query[] = [];
    const list = async ({ query }: { query?: Query }) => {
      asked.push(query ?? {});
      return query?.cursor === 'b'
        ? answer({ data: [3] }, '</api/v1/admin/products?per_page=2>; rel="first"')
        : answer({ data: [1, 2] }, '</api/v1/admin/products?per_page=2&cursor=b>; rel="next"');
    };
    const rows = [];
    for await (const row of eachRow(list, { query: { per_page: 2 } })) rows.push(row);
    expect(rows).toEqual([1, 2, 3]);
    expect(asked).toEqual([{ per_page: 2 }, { per_page: '2', cursor: 'b' }]);
  });

  it('stops after one page of a list without meta or links, and on an empty page', async () => {
    let calls = 0;
    const plain = async () => {
      calls += 1;
      return answer({ data: [1] });
    };
    for await (const _ of eachPage(plain)) void _;
    expect(calls).toBe(1);
    const empty = async () => answer({ data: [], meta: { total: 10, page: 1, per_page: 2 } });
    const pages = [];
    for await (const page of eachPage(empty)) pages.push(page);
    expect(pages).toHaveLength(1);
  });
});

describe('nextQuery', () => {
  it("takes a cursor page's next_page_info when no Link header came, and stops at null", () => {
    const meta = { limit: 2, next_page_info: 'eyJpZCI6NH0', previous_page_info: null };
    expect(nextQuery(null, { limit: 2 }, { data: [1, 2], meta })).toEqual({
      page_info: 'eyJpZCI6NH0',
      limit: 2,
    });
    expect(nextQuery(null, {}, { data: [3], meta: { ...meta, next_page_info: null } })).toBeUndefined();
  });
});

describe('relNext', () => {
  it('finds the next link among several, however rel is written', () => {
    expect(relNext('<https://a/p?page=1>; rel="prev", <https://a/p?page=3>; rel="next"')).toBe(
      'https://a/p?page=3',
    );
    expect(relNext('<https://a/p?c=x,y>; rel=next')).toBe('https://a/p?c=x,y');
    expect(relNext('<https://a/p?c=2>; title="a, b"; rel="last next"')).toBe('https://a/p?c=2');
    expect(relNext('<https://a/p?page=1>; rel="prev"')).toBeUndefined();
    expect(relNext('')).toBeUndefined();
  });
});
