import en from './locales/en.json';
import { rememberTranslator } from './translation';
import { type Texts, Translator } from './translator';

/** SPEC §3: the shopper's language choice is kept under this key. */
export const languageStorageKey = 'language';

/**
 * Wording bundles besides English, loaded only when their language is chosen so a shopper
 * of the default language downloads none of them (English is in the first load).
 */
const languageBundles: Record<string, () => Promise<{ default: Texts }>> = {
  fr: () => import('./locales/fr.json'),
};

/** The language's wording, then the shop's own texts of it over that (SPEC §9), before it is shown. */
export async function loadLanguage(
  instance: Translator,
  language: string,
  overrides: Record<string, string> = {},
): Promise<void> {
  const bundle = languageBundles[language] ?? languageBundles[language.split('-')[0]!];
  if (bundle) {
    // Not overwriting: the shop's own texts of its default language may be there already.
    instance.addTexts(language, (await bundle()).default, false);
  }
  if (Object.keys(overrides).length) {
    instance.addTexts(language, nestKeys(overrides), true);
  }
}

/**
 * The shopper picks a language: kept under the browser key (SPEC §3) and mirrored into a
 * cookie of the same name so the server renders the next page in it (ADR languages).
 */
export async function switchLanguage(instance: Translator, language: string): Promise<void> {
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
export function nestKeys(flat: Record<string, string>): Texts {
  const nested: Texts = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = next && typeof next === 'object' ? next : {};
      node = node[part] as Texts;
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
 * One translator per app start (and per test), with the single English file of SPEC §9 and
 * the shop's overrides merged over it.
 */
export function setUpI18n({ defaultLanguage, textOverrides, language: startIn }: I18nSetup): Translator {
  const language = startIn ?? chosenLanguage(defaultLanguage);
  // Copied in (addTexts clones): merging overrides writes into the texts, and the imported defaults must stay defaults.
  const instance = new Translator(language, { en });
  // The server sends the wording of the shop's default language; for an English shop this
  // replaces the English defaults key by key, and every other key keeps its default.
  instance.addTexts(defaultLanguage, nestKeys(textOverrides), true);
  rememberTranslator(instance);
  // On the server the page's <html lang> is written by the page delivery instead.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return instance;
}
