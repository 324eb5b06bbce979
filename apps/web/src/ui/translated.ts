import { textIn, translationIn } from '@emporia/contracts/translated';
import { useShopConfig } from '../app/shop-config';
import { useTranslation } from '../app/translation';

/**
 * Picks what to show from a list of translations (name, slug, description, …): the current
 * language's entry, each untranslated field read from the shop's default language (ADR 0107);
 * without either, the first entry.
 */
export function useTranslated() {
  const { i18n } = useTranslation();
  const { config } = useShopConfig();
  return <T extends { locale: string }>(list: readonly T[]): T | undefined =>
    translationIn(list, i18n.language, config.default_language);
}

/** A merchant's short text (a brand's name) in the current language when they wrote one, else the default. */
export function useTranslatedText() {
  const { i18n } = useTranslation();
  return (texts: Readonly<Record<string, string>> | undefined, fallback: string): string =>
    textIn(texts, i18n.language, fallback);
}
