import { fileRoutes, type PageModule } from '../../app/file-routes';
import { storefrontMeta } from '../../app/route-meta';

/** SPEC §2: /extend/{name} pages come from the extension modules, one file each. */
const extendPages = import.meta.glob<PageModule>(['./extend/*.tsx', '!**/*.test.tsx']);

export const extendRoutes = fileRoutes(extendPages, (path) => storefrontMeta(`extend/${path}`));
