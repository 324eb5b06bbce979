import { fileRoutes, type PageModule, routePathOfFile } from '../../app/file-routes';
import { storefrontMeta } from '../../app/route-meta';

/** SPEC §2: further account pages, each served at /account/{file name}. */
const accountPages = import.meta.glob<PageModule>(['./pages/*.tsx', '!**/*.test.tsx']);

export const accountFileRoutes = fileRoutes(accountPages, (path) => storefrontMeta(`account/${path}`));

/** Paths of those pages, for the account menu. */
export const accountFilePaths = Object.keys(accountPages).map(routePathOfFile).sort();
