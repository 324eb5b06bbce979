import type { HomePage } from '@emporia/contracts/catalog';
import type { PageBoot, ShopConfig, StorefrontConfig } from '@emporia/contracts/shop';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { Translator } from './translator';

export interface ShopSetup {
  config: ShopConfig;
  storefront: StorefrontConfig;
  /** Where the admin area lives for this shop (SPEC §1, default /admin). */
  adminPath: string;
  shopName: string;
  /** In the theme editor's preview frame: what the unsaved home sections show (ADR 0127). */
  previewHome?: HomePage;
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
interface Previewed {
  theme: StorefrontTheme;
  home?: HomePage;
}

function usePreviewedTheme(): Previewed | null {
  const [theme, setTheme] = useState<Previewed | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as {
        type?: string;
        css?: string;
        theme?: StorefrontTheme;
        home?: HomePage;
      } | null;
      if (event.origin !== window.location.origin || data?.type !== themePreviewMessage) return;
      let style = document.getElementById('shop-theme');
      if (!style) {
        style = document.createElement('style');
        style.id = 'shop-theme';
        document.head.append(style);
      }
      style.textContent = data.css ?? '';
      if (data.theme) setTheme({ theme: data.theme, home: data.home });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: `${themePreviewMessage}-ready` }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return theme;
}

type MerchantWords = Pick<StorefrontConfig, 'menus' | 'banners' | 'page_text_overrides'>;

/**
 * The menus and banners carry the merchant's own words, which the server wrote in the page's
 * language. When the shopper switches language without a reload, they are read again in the
 * new one (the language cookie is already set by then).
 */
function useWordsOfLanguage(i18n: Translator | undefined): MerchantWords | null {
  const [words, setWords] = useState<MerchantWords | null>(null);
  useEffect(() => {
    if (!i18n) return;
    const rendered = i18n.language;
    let latest = 0;
    const onChange = (language: string) => {
      const asked = ++latest;
      if (language === rendered) return setWords(null);
      fetch('/api/v1/storefront/config', { credentials: 'same-origin' })
        .then((response) => (response.ok ? (response.json() as Promise<{ data: StorefrontConfig }>) : null))
        .then((body) => {
          if (!body || asked !== latest) return;
          const { menus, banners, page_text_overrides } = body.data;
          setWords({ menus, banners, page_text_overrides });
        })
        // The page keeps the words it has: menus in the previous language beat no menus.
        .catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return words;
}

export function ShopConfigProvider({
  boot,
  i18n,
  children,
}: {
  boot: PageBoot;
  i18n?: Translator;
  children: ReactNode;
}) {
  const previewed = usePreviewedTheme();
  const words = useWordsOfLanguage(i18n);
  const value = useMemo(() => {
    const setup = shopSetupOf(boot);
    const storefront = { ...setup.storefront, ...words, ...(previewed ? { theme: previewed.theme } : {}) };
    return { ...setup, storefront, ...(previewed?.home ? { previewHome: previewed.home } : {}) };
  }, [boot, previewed, words]);
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
