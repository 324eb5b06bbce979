import { pageTitle } from '@emporia/contracts/page-titles';
import { useEffect } from 'react';
import { useShopConfig } from '../app/shop-config';

/**
 * Titles a page whose title comes from its data (product, category). The app
 * shell titles pages from route meta in its own effect, which runs after the
 * page's; the next tick comes after both.
 */
export function usePageTitle(title: string | undefined): void {
  const { shopName } = useShopConfig();
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = pageTitle(title, shopName);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title, shopName]);
}
