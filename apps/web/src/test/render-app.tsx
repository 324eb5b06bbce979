import type { PageBoot } from '@emporia/contracts/shop';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import type { PreloadedQuery } from '../app/boot';
import { setUpI18n } from '../app/i18n';
import { appRouterSetup } from '../app/routes';
import { shopSetupOf } from '../app/shop-config';
import { demoBoot } from './shop';

/** The whole app, as main.tsx builds it, on a memory history starting at `path`. */
/** `preload` seeds the query cache as the server's page data would. */
export function renderApp(path: string, boot: PageBoot = demoBoot(), preload: PreloadedQuery[] = []) {
  const queryClient = createQueryClient(preload);
  const { routes, patchRoutesOnNavigation } = appRouterSetup(shopSetupOf(boot).adminPath, queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const i18n = setUpI18n({
    defaultLanguage: boot.config.default_language,
    textOverrides: boot.storefront.text_overrides,
  });
  const view = render(
    <AppProviders boot={boot} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Where the shopper ended up, query string included. */
  const currentPath = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, currentPath };
}
