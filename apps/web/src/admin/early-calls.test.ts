import { adminEarlyCalls, adminEarlyPages } from '@emporia/contracts/admin-early-calls';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../app/route-meta';

// Every GET the pages' first queries make, with the address the client would send.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('../app/http', async (original) => {
  const real = await original<typeof import('../app/http')>();
  const { withQuery } = await import('../app/http-client');
  const record = async (url: string, options?: { params?: object }) => {
    asked.push(withQuery(url, options?.params));
    return { data: { data: [] }, status: 200, headers: {} };
  };
  return { ...real, adminHttp: { ...real.adminHttp, get: record } };
});

const { adminAreaRoutes } = await import('./admin-routes');
const { adminAccountQuery } = await import('./account/api');
const { shopPluginsQuery } = await import('./plugins/plugins-api');

/** The calls the route table's preload makes for `underAdmin`. */
async function routeTableCalls(underAdmin: string) {
  const matches = matchRoutes(adminAreaRoutes() as RouteObject[], `/${underAdmin}`) ?? [];
  asked.length = 0;
  for (const { route, params } of matches) {
    const handle = route.handle as RouteHandle | undefined;
    for (const query of handle?.preload?.({ params, search: new URLSearchParams() }) ?? [])
      await Promise.resolve(query.queryFn?.()).catch(() => undefined);
  }
  return [...asked];
}

/** What the shell asks on every admin page: the account, and the sidebar's plugins. */
async function shellCalls() {
  asked.length = 0;
  await adminAccountQuery.queryFn().catch(() => undefined);
  await shopPluginsQuery.queryFn();
  return [...asked];
}

/** One address of each early page: a record's and, where there is one, the new record's. */
const examples = [
  'product/64',
  'product/new',
  'product/category/3',
  'product/category/new',
  'appearance/article/7',
  'appearance/article/new',
  'order/12',
  'customer/5',
];

describe("admin pages' early calls", () => {
  it('has an example address for every page of the table', () => {
    for (const page of adminEarlyPages) expect(examples.some((path) => page.path.test(path))).toBe(true);
  });

  it.each(examples)('%s starts what the shell and its route would ask first', async (path) => {
    const page = await routeTableCalls(path);
    expect(page.length).toBeGreaterThan(0);
    expect([...adminEarlyCalls(path)].sort()).toEqual([...(await shellCalls()), ...page].sort());
  });

  it('starts only the shell’s calls on other pages, and for an id the API would refuse', async () => {
    const shell = await shellCalls();
    for (const path of ['dashboard', 'product/all', 'order/99999999999', 'product/0x10'])
      expect(adminEarlyCalls(path)).toEqual(shell);
  });
});
