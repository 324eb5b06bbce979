import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { adminRouteId } from './admin-entry';
import { usePlainLinkNavigation } from './link-interception';
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
      <HashTargetFirst />
      <Outlet />
    </>
  );
}
