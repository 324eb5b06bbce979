import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { type TranslateOptions, Translator } from './translator';

/**
 * The React side of the translator (ADR 0081), in place of react-i18next: a provider, and a
 * hook that re-renders its component when the language changes.
 */
const TranslatorContext = createContext<Translator | null>(null);

/** The translator made last (setUpI18n), for code outside components (field messages). */
let latest: Translator | null = null;

export function rememberTranslator(translator: Translator): void {
  latest = translator;
}

export function currentTranslator(): Translator | null {
  return latest;
}

export function TranslationProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** Outside any provider and before any setup (a widget on its own in a test), keys read as written, as with react-i18next. */
const keysOnly = new Translator('en');

export type TFunction = (key: string, options?: TranslateOptions) => string;

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? latest ?? keysOnly;
  const language = useSyncExternalStore(
    (changed) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    () => i18n.language,
    () => i18n.language,
  );
  // A new function per language, as react-i18next gives: memos keyed on `t` follow the language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` is the reason to remake it.
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [i18n, language]);
  return { t, i18n };
}
