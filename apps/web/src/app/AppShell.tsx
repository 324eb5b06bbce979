import { useContext, useLayoutEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { adminRouteId } from './admin-entry';
import { usePlainLinkNavigation } from './link-interception';
import { RouteAnnouncer } from './RouteAnnouncer';
import { currentRouteMeta, useDocumentTitle } from './route-meta';
import { isAdminArea, useShopConfig } from './shop-config';
import { usePageTracking } from './tracking';

/**
 * SPEC §2 puts the hash target before the saved position. <ScrollRestoration/>
 * restores a saved position first, so this runs after it (a later sibling's layout
 * effect) and lets the hash target win when the page has that element.
 */
function HashTargetFirst() {
  const location = useLocation();
  useLayoutEffect(() => {
    if (!location.hash) return;
    try {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } catch {
      // A malformed hash (bad % escape) names no element.
    }
  }, [location]);
  return null;
}

/**
 * Back to a listing: <ScrollRestoration/> scrolls to the saved place as the page commits, but the
 * built app runs on Preact (ADR 0081), which may commit the page's lower parts a pass later; the
 * page is then still too short and the place is lost. The saved place is applied again as the
 * page grows, for up to a second.
 */
function SavedPlaceOnceTall() {
  const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival (location) restores, even to the same place.
  useLayoutEffect(() => {
    if (typeof target !== 'number' || target <= 0) return;
    const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= target;
    if (reachable()) return;
    const observer = new ResizeObserver(() => {
      if (!reachable()) return;
      window.scrollTo({ top: target, left: 0, behavior: 'instant' });
      stop();
    });
    const timer = setTimeout(() => stop(), 1000);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body);
    return stop;
  }, [location, target]);
  return null;
}

/** The root of every page: title, scroll, link and tracking rules of SPEC §2 and §4. */
export function AppShell() {
  const { config, adminPath, shopName } = useShopConfig();
  const location = useLocation();
  const matches = useMatches();
  const meta = currentRouteMeta(matches);
  const navigation = useNavigation();
  const inAdminArea = isAdminArea(location.pathname, adminPath);
  // Pages inside the admin say so in the tab ('Orders | Admin | Shop'), apart from the storefront's.
  const inAdminLayout = matches.some((match) => match.id === adminRouteId);

  useDocumentTitle(meta.title && inAdminLayout ? `${meta.title} | Admin` : meta.title, shopName);
  usePlainLinkNavigation();
  usePageTracking(config, inAdminArea, meta.skipAnalytics === true, meta.name);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      {/* Saved positions belong to history entries (back/forward), as a browser keeps them:
          a fresh link to a page seen before starts at the top, and so does a fresh page
          load, whose entry main.tsx keys first (history-entry.ts). */}
      <ScrollRestoration />
      <SavedPlaceOnceTall />
      <HashTargetFirst />
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}
