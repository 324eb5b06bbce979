import './app/storefront-bootstrap.css';
import './app/app.css';
// In the first stylesheet: the blog's pictures keep their size from the first paint (CLS).
import './ui/blog.css';
import { StrictMode } from 'react';
import Container from 'react-bootstrap/Container';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { type LoadedBoot, loadPageBoot } from './app/boot';
import { documentNavigationType, keyFreshHistoryEntry } from './app/history-entry';
import { errorMessage } from './app/http';
import { hydrateWithLaterParts } from './app/hydrate-later';
import { chosenLanguage, loadLanguage, setUpI18n, switchLanguage } from './app/i18n';
import { resolveLazyMatches } from './app/lazy-matches';
import { preloadRenderedParts } from './app/lazy-part';
import { PageControls } from './app/PageControls';
import { appRouterSetup } from './app/routes';
import { shopSetupOf } from './app/shop-config';
import { captureOrderKeyFromAddress } from './storefront/orders/order-keys';
import { prepareMoneyFormat } from './ui/format-money';
import { Alert } from './ui/kit/Alert';

const container = document.getElementById('root')!;

async function start(): Promise<void> {
  captureOrderKeyFromAddress(window.location, window.history);
  const navigationType = documentNavigationType();
  // SPEC §2: a reload opens at the top (or the hash target). A server-rendered page is tall
  // before any script runs, so the browser would restore its old position first. Before the first
  // yield: the browser restores it as the load completes, so this must run while the page loads.
  if (navigationType === 'reload' && !window.location.hash) {
    window.history.scrollRestoration = 'manual';
    // Instantly: Bootstrap's smooth scrolling would glide over the whole page before the shopper's eyes.
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    // The browser may still restore the old position as the page finishes loading.
    if (document.readyState !== 'complete')
      window.addEventListener('load', () => setTimeout(toTop), { once: true });
  }
  // Each phase of the start runs in a task of its own (see nextTask).
  await nextTask();
  let loaded: LoadedBoot;
  try {
    loaded = await loadPageBoot();
  } catch (error) {
    // Without its configuration the shop cannot render at all; say why instead of a blank page.
    createRoot(container).render(
      <Container className="py-5">
        <Alert variant="danger">{errorMessage(error)}</Alert>
      </Container>,
    );
    return;
  }
  const { boot, preload, rendered } = loaded;
  const shop = shopSetupOf(boot);
  const i18n = setUpI18n({
    defaultLanguage: boot.config.default_language,
    textOverrides: boot.storefront.text_overrides,
    language: rendered?.language,
  });
  // The page's language wording must be there before the first render (or hydration).
  await loadLanguage(i18n, i18n.language, boot.storefront.page_text_overrides);
  await nextTask();
  prepareMoneyFormat(boot.storefront.shop.currency, i18n.language);
  await nextTask();
  const queryClient = createQueryClient(preload);
  // The route table depends on the shop's admin path, so the router is made only now.
  const { routes, patchRoutesOnNavigation } = appRouterSetup(shop.adminPath, queryClient);
  keyFreshHistoryEntry(window.history, navigationType);
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <AppProviders boot={boot} i18n={i18n} queryClient={queryClient}>
        <PageControls>
          <RouterProvider router={router} />
        </PageControls>
      </AppProviders>
    </StrictMode>
  );
  if (!rendered) {
    // The admin area and pages the server did not render start in the browser.
    createRoot(container).render(app(createBrowserRouter(routes, { patchRoutesOnNavigation })));
    return;
  }
  // The page's own code must be here before hydrating, or the first render would differ.
  await resolveLazyMatches(routes, window.location);
  // So must the parts the page loads on its own (forms, module hooks): see lazy-part.tsx.
  await preloadRenderedParts(container);
  await nextTask();
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    hydrationData: rendered.hydration,
  });
  // The server's HTML is painted before hydrating: on a slow phone whose scripts arrived with the
  // page, hydrating first kept the screen blank for the whole of it (its longest task).
  await afterNextPaint();
  hydrateWithLaterParts(() => hydrateRoot(container, app(router)));
  // A language the shopper chose on an earlier visit wins once the page is live (SPEC §9).
  const stored = chosenLanguage(rendered.language);
  const offered = boot.storefront.languages.some((language) => language.code === stored);
  if (stored !== rendered.language && offered) void switchLanguage(i18n, stored);
}

/**
 * Resolves in a later task, so the browser may handle input and paint in between. On a phone the
 * start's phases in one task held the main thread for 100–200 ms before the page could be
 * touched (Lighthouse's Total Blocking Time counts each task's time past 50 ms).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has had the chance to paint what it has (a frame, then a task), or
 * after 100 ms where no frame comes (a tab opened in the background paints nothing).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

void start();
