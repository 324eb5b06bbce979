import { fillMetaTemplate, type MetaRoute } from '@emporia/contracts/meta-fill';
import { pageTitle } from '@emporia/contracts/page-titles';
import { useEffect } from 'react';
import { useShopConfig } from '../app/shop-config';

/**
 * Titles a page whose title comes from its data (product, category). The app
 * shell titles pages from route meta in its own effect, which runs after the
 * page's; the next tick comes after both. With `meta`, the shop's own title
 * template of that kind of page (admin appearance/meta) is filled as the
 * server fills it; without one, 'Title | Shop'.
 */
export function usePageTitle(
  title: string | undefined,
  meta?: { route: MetaRoute; values: Record<string, string | undefined> },
): void {
  const { shopName, storefront } = useShopConfig();
  const template = meta && storefront.title_templates?.[meta.route];
  const text =
    title && template ? fillMetaTemplate(template, { shop: shopName, name: title, ...meta.values }) : title;
  useEffect(() => {
    if (!text) return;
    const timer = window.setTimeout(() => {
      document.title = template ? text : pageTitle(text, shopName);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [text, template, shopName]);
}
