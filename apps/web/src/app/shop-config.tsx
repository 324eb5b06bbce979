import type { PageBoot, ShopConfig, StorefrontConfig } from '@emporia/contracts/shop';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

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

export function ShopConfigProvider({ boot, children }: { boot: PageBoot; children: ReactNode }) {
  const value = useMemo(() => shopSetupOf(boot), [boot]);
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
