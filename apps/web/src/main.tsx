import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { StrictMode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { loadPageBoot } from './app/boot';
import { documentNavigationType, keyFreshHistoryEntry } from './app/history-entry';
import { errorMessage } from './app/http';
import { setUpI18n } from './app/i18n';
import { appRouterSetup } from './app/routes';
import { shopSetupOf } from './app/shop-config';
import { captureOrderKeyFromAddress } from './storefront/orders/order-keys';
import { PageLoader } from './ui/PageLoader';

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  captureOrderKeyFromAddress(window.location, window.history);
  root.render(<PageLoader />);
  let loaded: Awaited<ReturnType<typeof loadPageBoot>>;
  try {
    loaded = await loadPageBoot();
  } catch (error) {
    // Without its configuration the shop cannot render at all; say why instead of a blank page.
    root.render(
      <Container className="py-5">
        <Alert variant="danger">{errorMessage(error)}</Alert>
      </Container>,
    );
    return;
  }
  const { boot, preload } = loaded;
  const shop = shopSetupOf(boot);
  const i18n = setUpI18n({
    defaultLanguage: boot.config.default_language,
    textOverrides: boot.storefront.text_overrides,
  });
  // The route table depends on the shop's admin path, so the router is made only now.
  const { routes, patchRoutesOnNavigation } = appRouterSetup(shop.adminPath);
  keyFreshHistoryEntry(window.history, documentNavigationType());
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  root.render(
    <StrictMode>
      <AppProviders boot={boot} i18n={i18n} queryClient={createQueryClient(preload)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
