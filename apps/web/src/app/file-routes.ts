import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { byCodePoint } from './code-point-order';
import type { RouteHandle } from './route-meta';

/** A page registered by its file: the component, and optionally its route meta. */
export interface PageModule {
  default: ComponentType;
  handle?: RouteHandle;
}
export type PageModules = Record<string, () => Promise<PageModule>>;

/**
 * The route path a page file stands for. Dots separate segments and a leading `$`
 * marks a parameter, so `$id.region.list.tsx` serves `:id/region/list` (file names
 * cannot hold `/`, and `:` is not allowed in file names on every system).
 */
export function routePathOfFile(file: string): string {
  const name = (file.split('/').pop() ?? file).replace(/\.tsx?$/, '');
  return name
    .split('.')
    .map((segment) => (segment.startsWith('$') ? `:${segment.slice(1)}` : segment))
    .join('/');
}

/**
 * Lazily loaded routes, one per page file. With `metaOf` the meta is known before the
 * page loads (titles shared with the server); otherwise it comes from the module's `handle`.
 */
export function fileRoutes(
  modules: PageModules,
  metaOf?: (path: string) => RouteHandle | undefined,
): RouteObject[] {
  return Object.entries(modules)
    .map(([file, load]): RouteObject => {
      const path = routePathOfFile(file);
      const handle = metaOf?.(path);
      if (handle) return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
      return {
        path,
        lazy: async () => {
          const page = await load();
          return { Component: page.default, handle: page.handle };
        },
      };
    })
    .sort((a, b) => byCodePoint(a.path ?? '', b.path ?? ''));
}
