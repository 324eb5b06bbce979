import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router';
import type { PagePreload, PageQuery, RouteHandle } from '../app/route-meta';
import { missingPermissions, type RequiredPermission } from './access/staff-permissions';
import { adminAccountQuery } from './account/api';
import { shopPluginsQuery } from './plugins/plugins-api';

/** A record's id from its page's address (`{id}`); undefined for `new` and anything not a number. */
export function recordIdOf(params: Params): number | undefined {
  const { id } = params;
  return id && /^\d+$/.test(id) ? Number(id) : undefined;
}

/** A record page's preload: the queries of the record its address names, after the page's own lists. */
export const recordPreload =
  (ofRecord: (id: number) => PageQuery[], lists: PageQuery[] = []): PagePreload =>
  ({ params }) => {
    const id = recordIdOf(params);
    return [...lists, ...(id ? ofRecord(id) : [])];
  };

/**
 * Asks for the viewer's account, and the shop's plugins when their role may see them (the
 * sidebar's), as the admin area is entered: beside the layout's code, not after it has rendered.
 */
export async function startShellQueries(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.ensureQueryData(adminAccountQuery).catch(() => undefined);
  // An answer without permissions (a sign-in half way through 2FA, say) starts nothing.
  if (Array.isArray(me?.permissions) && missingPermissions('plugins', me.permissions).length === 0)
    void queryClient.prefetchQuery(shopPluginsQuery);
}

/**
 * Starts a page's first queries once the viewer is known to hold the permission its route
 * declares; a role without it asks the API nothing (the no-access page shows instead).
 */
async function startPageQueries(
  queryClient: QueryClient,
  permission: RequiredPermission,
  queries: PageQuery[],
) {
  const me = await queryClient.ensureQueryData(adminAccountQuery).catch(() => undefined);
  if (!Array.isArray(me?.permissions) || missingPermissions(permission, me.permissions).length > 0) return;
  for (const query of queries) void queryClient.prefetchQuery(query);
}

/**
 * The route table with a loader on every route whose handle names `preload`: when the route
 * matches, the page's queries start beside its code (react-router runs a route's loader and its
 * `lazy` together), so the page renders with its data instead of asking for it after it has
 * loaded. The loader waits for nothing and returns what the route's own loader returns (a
 * prefix check's redirect, say), and a redirect preloads nothing.
 */
export function withPagePreloads(
  routes: RouteObject[],
  queryClient: QueryClient,
  inherited?: RequiredPermission,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle = route.handle as RouteHandle | undefined;
    // The deepest permission on the way wins, as the layout's access gate reads it.
    const permission = handle?.permission ?? inherited;
    const children = route.children && withPagePreloads(route.children, queryClient, permission);
    const preload = handle?.preload;
    const own = typeof route.loader === 'function' ? route.loader : undefined;
    const loader = preload
      ? async (args: LoaderFunctionArgs) => {
          const answer: unknown = own ? await own(args) : null;
          if (answer instanceof Response) return answer;
          const search = new URL(args.request.url).searchParams;
          void startPageQueries(queryClient, permission, preload({ params: args.params, search }));
          return answer ?? null;
        }
      : route.loader;
    return { ...route, ...(children ? { children } : {}), loader } as RouteObject;
  });
}
