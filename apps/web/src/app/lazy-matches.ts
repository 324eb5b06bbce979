import { type Location, matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of every lazy route the address matches and writes it into the route
 * objects, as the server's router did before rendering; a router made from these routes
 * then renders the same tree at once, which hydration needs.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: Partial<Location>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
