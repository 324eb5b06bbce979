import type { ShopConfig } from '@emporia/contracts/shop';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { settledPageTitle } from './page-title-state';
import type { RouteHandle } from './route-meta';
import { commerceViewEvent, type PageView, pageViewEvent } from './tracking-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export { commerceViewEvent, type PageView, pageViewEvent };

const requested = new Set<string>();

function loadScript(src: string, onError?: () => void): void {
  if (requested.has(src)) return;
  requested.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (onError) script.addEventListener('error', onError);
  document.head.appendChild(script);
}

/** SPEC §4, §7: the bot-protection, analytics and shop-tracker scripts, each loaded once. */
export function loadShopScripts(config: ShopConfig): void {
  if (config.recaptcha_site_key) {
    loadScript(
      `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(config.recaptcha_site_key)}`,
    );
  }
  const measurementId = config.ga_measurement_id;
  if (measurementId) {
    window.dataLayer ??= [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js needs the arguments object itself
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    // Page views are sent by the app on every navigation, not only on the first load.
    window.gtag('config', measurementId, { send_page_view: false });
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
  }
  // SPEC §8: a missing tracker is a console note, never a shopper-facing error.
  loadScript(`${window.location.origin}/tracker.js`, () =>
    console.error('failed to load the tracker script'),
  );
}

export function trackPageView(view: PageView): void {
  window.gtag?.('event', 'page_view', {
    page_title: view.title,
    page_location: view.url,
    page_referrer: view.referrer,
  });
  window.dispatchEvent(new CustomEvent<PageView>(pageViewEvent, { detail: view }));
}

/**
 * Loads the scripts once the shopper is outside the admin area and reports each
 * storefront page view with the page's title, once set (page-title-state.ts).
 */
export function usePageTracking(
  config: ShopConfig,
  inAdminArea: boolean,
  skipAnalytics: boolean,
  routeName?: RouteHandle['name'],
): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  const params = useMatches().at(-1)?.params ?? {};
  // Undefined until the first page view, which reports the document's referrer (read in an
  // effect: the server renders this hook too).
  const previousUrl = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!inAdminArea) loadShopScripts(config);
  }, [config, inAdminArea]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one report per navigation, keyed by location.key
  useEffect(() => {
    const url = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
    if (!inAdminArea && !skipAnalytics) {
      const referrer = previousUrl.current ?? document.referrer;
      const route =
        routeName ??
        (location.pathname === '/checkout' ? 'checkout' : location.pathname === '/cart' ? 'cart' : 'other');
      const productSlug = routeName === 'product' ? params.productslug : undefined;
      const orderRef = routeName === 'checkout_success' ? params.ref : undefined;
      // A page titled from its data (a product's name) is reported once that title is set.
      void settledPageTitle(location.key).then((title) => {
        // The title may settle after the window is gone (a test's page torn down): nothing to report.
        if (typeof window === 'undefined') return;
        const view = { title, url, referrer };
        trackPageView(view);
        return import('./tracker-bridge').then((bridge) =>
          bridge.reportToTracker(queryClient, {
            ...view,
            username: config.subdomain,
            route,
            productSlug,
            orderRef,
          }),
        );
      });
    } else {
      // The tracker stays loaded across in-app navigation: it must not count this page's downloads either.
      window.emporiaTracker?.pageView(null);
    }
    previousUrl.current = url;
  }, [location.key]);
}
