import { adminPermissions } from '@emporia/contracts/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject, redirect } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/AppProviders';
import { adminMeKey } from './account/api';
import { recordPreload, withPagePreloads } from './route-data';

/** The signed-in staff member the access gate reads, holding `permissions`. */
function viewerHolding(client: QueryClient, permissions: readonly string[]) {
  client.setQueryData(adminMeKey, { id: 7, name: 'Sam', email: 'sam@example.com', permissions });
}

/** An order page whose code never finishes loading (by default): whatever it asks for was asked by its route. */
function orderPage(
  orderFn: () => Promise<unknown>,
  loader?: RouteObject['loader'],
  code: RouteObject['lazy'] = () => new Promise(() => {}),
): RouteObject[] {
  return [
    {
      path: '/admin/order',
      handle: { permission: 'orders' },
      children: [
        {
          path: ':id',
          handle: { preload: recordPreload((id) => [{ queryKey: ['order', id], queryFn: orderFn }]) },
          loader,
          lazy: code,
        },
      ],
    },
  ];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('page data preloading', () => {
  it('asks for the page’s data as its route matches, while its code is still loading', async () => {
    const client = createQueryClient();
    viewerHolding(client, ['orders']);
    const order = vi.fn(async () => ({ id: 5 }));
    createMemoryRouter(withPagePreloads(orderPage(order), client), { initialEntries: ['/admin/order/5'] });
    await vi.waitFor(() => expect(client.getQueryData(['order', 5])).toEqual({ id: 5 }));
    expect(order).toHaveBeenCalledOnce();
  });

  it('waits for the viewer’s account, and asks nothing for a role without the page’s permission', async () => {
    const client = createQueryClient();
    let answerAccount: (permissions: readonly string[]) => void = () => {};
    void client.prefetchQuery({
      queryKey: adminMeKey,
      queryFn: () => new Promise((resolve) => (answerAccount = (permissions) => resolve({ permissions }))),
    });
    const order = vi.fn(async () => ({ id: 5 }));
    createMemoryRouter(withPagePreloads(orderPage(order), client), { initialEntries: ['/admin/order/5'] });
    await settle();
    expect(order).not.toHaveBeenCalled();
    answerAccount(adminPermissions.filter((permission) => permission !== 'orders'));
    await settle();
    expect(order).not.toHaveBeenCalled();
  });

  it('keeps the route’s own loader: its redirect wins and preloads nothing', async () => {
    const client = createQueryClient();
    viewerHolding(client, adminPermissions);
    const order = vi.fn(async () => ({ id: 5 }));
    const router = createMemoryRouter(
      [
        ...withPagePreloads(
          orderPage(
            order,
            () => redirect('/page-not-found'),
            async () => ({ element: null }),
          ),
          client,
        ),
        { path: '/page-not-found', element: null },
      ],
      { initialEntries: ['/admin/order/5'] },
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/page-not-found'));
    await settle();
    expect(order).not.toHaveBeenCalled();
  });

  it('asks for nothing on a page without a record in its address', async () => {
    const client = createQueryClient();
    viewerHolding(client, adminPermissions);
    const order = vi.fn(async () => ({ id: 5 }));
    createMemoryRouter(withPagePreloads(orderPage(order), client), { initialEntries: ['/admin/order/new'] });
    await settle();
    expect(order).not.toHaveBeenCalled();
  });
});
