import { useShopConfig } from '../app/shop-config';
import { useTranslation } from '../app/translation';

/**
 * Picks the entry of the current language from a list of translations
 * (name, slug, …), else the shop's default language, else the first.
 */
export function useTranslated() {
  const { i18n } = useTranslation();
  const { config } = useShopConfig();
  return <T extends { locale: string }>(list: readonly T[]): T | undefined =>
    list.find((t) => t.locale === i18n.language) ??
    list.find((t) => t.locale === config.default_language) ??
    list[0];
}

/**
 * A merchant's short text (a brand's name) in the current language when they wrote one, else
 * the default. Written here rather than imported from contracts, which would bring zod along.
 */
export function useTranslatedText() {
  const { i18n } = useTranslation();
  return (texts: Readonly<Record<string, string>> | undefined, fallback: string): string =>
    texts?.[i18n.language] || fallback;
}
