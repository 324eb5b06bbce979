import type { PageBoot, ShopConfig, StorefrontConfig } from '@emporia/contracts/shop';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

export interface ShopSetup {
  config: ShopConfig;
  storefront: StorefrontConfig;
  /** Where the admin area lives for this shop (SPEC §1, default /admin). */
  adminPath: string;
  shopName: string;
}

/**
 * The same default as `defaultAdminPath` in @emporia/contracts/shop. Only types come from
 * that module here: importing a value runs its zod schemas, which would put zod into
 * every storefront first load.
 */
const defaultAdminPath = '/admin';

const ShopConfigContext = createContext<ShopSetup | null>(null);

export function shopSetupOf(boot: PageBoot): ShopSetup {
  return {
    config: boot.config,
    storefront: boot.storefront,
    adminPath: boot.config.admin_path ?? defaultAdminPath,
    shopName: boot.storefront.shop.name,
  };
}

type StorefrontTheme = NonNullable<StorefrontConfig['theme']>;

/** What the admin's theme editor sends the storefront it previews (ADR 0054). */
export const themePreviewMessage = 'emporia:theme-preview';

/**
 * Inside the theme editor's preview frame: applies the unsaved theme the editor posts (its CSS
 * replaces the head's `#shop-theme` style; logo and home sections re-render). Only a page of
 * the same origin — the shop's own admin — is listened to.
 */
function usePreviewedTheme(): StorefrontTheme | null {
  const [theme, setTheme] = useState<StorefrontTheme | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; css?: string; theme?: StorefrontTheme } | null;
      if (event.origin !== window.location.origin || data?.type !== themePreviewMessage) return;
      let style = document.getElementById('shop-theme');
      if (!style) {
        style = document.createElement('style');
        style.id = 'shop-theme';
        document.head.append(style);
      }
      style.textContent = data.css ?? '';
      if (data.theme) setTheme(data.theme);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: `${themePreviewMessage}-ready` }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return theme;
}

export function ShopConfigProvider({ boot, children }: { boot: PageBoot; children: ReactNode }) {
  const previewed = usePreviewedTheme();
  const value = useMemo(() => {
    const setup = shopSetupOf(boot);
    return previewed ? { ...setup, storefront: { ...setup.storefront, theme: previewed } } : setup;
  }, [boot, previewed]);
  return <ShopConfigContext.Provider value={value}>{children}</ShopConfigContext.Provider>;
}

export function useShopConfig(): ShopSetup {
  const value = useContext(ShopConfigContext);
  if (!value) throw new Error('useShopConfig needs a ShopConfigProvider above it');
  return value;
}

/** SPEC §2: the admin area is the admin path itself and everything under it. */
export function isAdminArea(pathname: string, adminPath: string): boolean {
  return pathname === adminPath || pathname.startsWith(`${adminPath}/`);
}
