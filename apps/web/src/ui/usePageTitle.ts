import { fillMetaTemplate, type MetaRoute } from '@emporia/contracts/meta-fill';
import { pageTitle } from '@emporia/contracts/page-titles';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { expectPageTitle, pageTitled } from '../app/page-title-state';
import { useShopConfig } from '../app/shop-config';

/**
 * Titles a page whose title comes from its data (product, category). The app
 * shell titles pages from route meta in its own effect, which runs after the
 * page's; the next tick comes after both. With `meta`, the shop's own title
 * template of that kind of page (admin appearance/meta) is filled as the
 * server fills it; without one, 'Title | Shop'. The page view waits for this title.
 */
export function usePageTitle(
  title: string | undefined,
  meta?: { route: MetaRoute; values: Record<string, string | undefined> },
): void {
  const { shopName, storefront } = useShopConfig();
  const template = meta && storefront.title_templates?.[meta.route];
  const text =
    title && template ? fillMetaTemplate(template, { shop: shopName, name: title, ...meta.values }) : title;
  const { key } = useLocation();
  // Before the app shell reports the page view (a parent's effect): it waits for this title.
  useLayoutEffect(() => expectPageTitle(key), [key]);
  useEffect(() => {
    if (!text) return;
    const timer = window.setTimeout(() => {
      document.title = template ? text : pageTitle(text, shopName);
      pageTitled(key, document.title);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [text, template, shopName, key]);
}
