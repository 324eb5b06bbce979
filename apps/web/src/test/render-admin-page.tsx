import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/AppProviders';
import { setUpI18n } from '../app/i18n';
import { ShopConfigProvider } from '../app/shop-config';
import { TranslationProvider } from '../app/translation';
import { demoBoot } from './shop';

/**
 * One admin page without the admin shell, at `path` on a memory history (the page's list
 * state lives in the address). Returns where the page is, query string included.
 */
export function renderAdminPage(page: ReactNode, path: string) {
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element: page }], {
    initialEntries: [path],
  });
  render(
    <ShopConfigProvider boot={demoBoot()}>
      <QueryClientProvider client={createQueryClient()}>
        <TranslationProvider i18n={setUpI18n({ defaultLanguage: 'en', textOverrides: {} })}>
          <RouterProvider router={router} />
        </TranslationProvider>
      </QueryClientProvider>
    </ShopConfigProvider>,
  );
  return () => router.state.location.search;
}
