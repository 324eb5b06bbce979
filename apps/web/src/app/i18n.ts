import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

/** SPEC §3: the shopper's language choice is kept under this key. */
export const languageStorageKey = 'language';

/**
 * Wording bundles besides English, loaded only when their language is chosen so a shopper
 * of the default language downloads none of them (English is in the first load).
 */
const languageBundles: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  fr: () => import('./locales/fr.json'),
};

/** The language's wording, then the shop's own texts of it over that (SPEC §9), before it is shown. */
export async function loadLanguage(
  instance: i18n,
  language: string,
  overrides: Record<string, string> = {},
): Promise<void> {
  const bundle = languageBundles[language] ?? languageBundles[language.split('-')[0]!];
  if (bundle) {
    // Not overwriting: the shop's own texts of its default language may be there already.
    const texts = structuredClone((await bundle()).default);
    instance.addResourceBundle(language, 'translation', texts, true, false);
  }
  if (Object.keys(overrides).length) {
    instance.addResourceBundle(language, 'translation', nestKeys(overrides), true, true);
  }
}

/**
 * The shopper picks a language: kept under the browser key (SPEC §3) and mirrored into a
 * cookie of the same name so the server renders the next page in it (ADR languages).
 */
export async function switchLanguage(instance: i18n, language: string): Promise<void> {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${languageStorageKey}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(instance, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}

export function chosenLanguage(defaultLanguage: string): string {
  try {
    return localStorage.getItem(languageStorageKey) || defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Overrides arrive flat ('address.postcode'); the bundle is nested, so they must nest to win. */
export function nestKeys(flat: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = next && typeof next === 'object' ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = text;
  }
  return nested;
}

export interface I18nSetup {
  defaultLanguage: string;
  /** The shop's own wording for its default language (SPEC §9), i18n key → text. */
  textOverrides: Record<string, string>;
  /**
   * The language to start in. A server-rendered page is hydrated in the language it was
   * rendered in; the shopper's stored choice is applied after hydration (main.tsx).
   */
  language?: string;
}

/**
 * One i18next instance per app start (and per test), with the single English
 * file of SPEC §9 and the shop's overrides merged over it.
 */
export function setUpI18n({ defaultLanguage, textOverrides, language: startIn }: I18nSetup): i18n {
  const instance = createInstance();
  const language = startIn ?? chosenLanguage(defaultLanguage);
  instance.use(initReactI18next).init({
    // A copy: merging overrides writes into the bundle, and the imported defaults must stay defaults.
    resources: { en: { translation: structuredClone(en) } },
    lng: language,
    fallbackLng: 'en',
    // Resources are in memory: initialising synchronously lets the first render translate.
    initAsync: false,
    // Server messages are shown through t() and may contain ':' — there is one namespace only.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    // SPEC §8: unknown-translation warnings are silenced.
    debug: false,
    saveMissing: false,
    missingKeyHandler: false,
  });
  // The server sends the wording of the shop's default language; for an English shop this
  // replaces the English defaults key by key, and every other key keeps its default.
  instance.addResourceBundle(defaultLanguage, 'translation', nestKeys(textOverrides), true, true);
  // On the server the page's <html lang> is written by the page delivery instead.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}
