import { Navigate, type RouteObject } from 'react-router';
import { fileRoutes, type PageModule, type PageModules, routePathOfFile } from '../../app/file-routes';

/**
 * SPEC §2, §9: admin plugin pages are registered by file. Each folder under
 * plugin-pages/ is one plugin, served at {admin path}/plugin/{folder}/; its page
 * files name their paths (see routePathOfFile) and its plugin.ts names the plugin.
 * Only the admin area imports this module, so plugins never reach the storefront bundle.
 */
const pages = import.meta.glob<PageModule>(['./plugin-pages/*/*.tsx', '!**/*.test.tsx']);
const labels = import.meta.glob<string>('./plugin-pages/*/plugin.ts', { eager: true, import: 'pluginLabel' });

export interface AdminPlugin {
  name: string;
  label: string;
  /** Where a link to the plugin itself lands. */
  homePath: string;
}

const pluginNameOf = (file: string) => file.split('/')[2] ?? '';

function pagesByPlugin(): Map<string, PageModules> {
  const byPlugin = new Map<string, PageModules>();
  for (const [file, load] of Object.entries(pages)) {
    const name = pluginNameOf(file);
    byPlugin.set(name, { ...byPlugin.get(name), [file]: load });
  }
  return byPlugin;
}

/** A plugin's own path opens its dashboard, else its list, else its first page. */
function homePathOf(modules: PageModules): string {
  const paths = Object.keys(modules).map(routePathOfFile).sort();
  return ['dashboard', 'list'].find((path) => paths.includes(path)) ?? paths[0] ?? '';
}

export const adminPlugins: AdminPlugin[] = [...pagesByPlugin()]
  .map(([name, modules]) => ({
    name,
    label: Object.entries(labels).find(([file]) => pluginNameOf(file) === name)?.[1] ?? name,
    homePath: homePathOf(modules),
  }))
  .sort((a, b) => a.label.localeCompare(b.label));

export function adminPluginRoutes(): RouteObject[] {
  return [...pagesByPlugin()].map(([name, modules]) => ({
    path: name,
    children: [
      { index: true, element: <Navigate to={homePathOf(modules)} replace /> },
      ...fileRoutes(modules),
    ],
  }));
}
