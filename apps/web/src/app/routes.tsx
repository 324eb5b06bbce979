import type { QueryClient } from '@tanstack/react-query';
import { type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router';
import { StorefrontLayout } from '../storefront/layout/StorefrontLayout';
import { storefrontRoutes } from '../storefront/routes';
import { PageLoader } from '../ui/PageLoader';
import { AppShell } from './AppShell';
import { adminEntryRoutes, discoverAdminRoutes } from './admin-entry';
import { RouteError } from './RouteError';

export interface AppRouterSetup {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The whole route table of SPEC §2 for a shop whose admin lives at `adminPath`.
 * Built once the shop config is known, so moving the admin path in the shop
 * config moves the whole admin area (and /admin is then an ordinary storefront path).
 * The browser's query cache lets admin pages ask for their data as their route matches.
 */
export function appRouterSetup(adminPath: string, queryClient?: QueryClient): AppRouterSetup {
  const routes: RouteObject[] = [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <StorefrontLayout />, children: storefrontRoutes },
        ...adminEntryRoutes(adminPath),
        // A loader, so the server answers an unknown address with the same redirect. In the
        // browser an old address the shop redirects (ADR 0113) goes on to its new one instead.
        {
          path: '*',
          loader: async ({ request }) => {
            if (typeof window === 'undefined') return redirect('/page-not-found');
            const url = new URL(request.url);
            const { movedTo } = await import('../storefront/pages/not-found/moved');
            return redirect((await movedTo(url.pathname + url.search)) ?? '/page-not-found');
          },
        },
      ],
    },
  ];
  return { routes, patchRoutesOnNavigation: discoverAdminRoutes(adminPath, queryClient) };
}
