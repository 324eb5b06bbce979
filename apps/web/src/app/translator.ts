/**
 * The app's translator (ADR 0081): the part of i18next the app used, in well under 1 kB, so a
 * storefront page's first load does not carry 16 kB of i18next and react-i18next.
 *
 * What it keeps of i18next's behaviour (i18n.test.tsx and translator.test.ts hold it):
 * - one namespace, keys nested by '.' (a key whose own text holds a '.', such as a server's
 *   sentence, is found flat as well);
 * - lookup in the language, then its base ('fr-CA' → 'fr'), then English; a key found nowhere
 *   gives `defaultValue`, else the key itself, and nothing is written to the console;
 * - `{{name}}` interpolation without HTML escaping (React escapes); an unknown name stays as written;
 * - plurals with `count`: `key_zero` for 0 when present, then `key_<Intl plural category>`, then `key`;
 * - `changeLanguage` tells 'languageChanged' listeners, which re-render (translation.tsx).
 */
export type Texts = { [key: string]: string | Texts };

export interface TranslateOptions {
  defaultValue?: string;
  count?: number;
  [name: string]: unknown;
}

type Listener = (language: string) => void;

const fallbackLanguage = 'en';

/** Walks the nested texts; where a part is missing, tries it joined with the next ('Pay now.'). */
function find(node: Texts | string | undefined, parts: string[]): string | undefined {
  if (!parts.length) return typeof node === 'string' ? node : undefined;
  if (!node || typeof node === 'string') return undefined;
  for (let take = 1; take <= parts.length; take++) {
    const child = node[parts.slice(0, take).join('.')];
    if (child === undefined) continue;
    const found = find(child, parts.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

function merge(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && existing && typeof existing === 'object')
      merge(existing, value, overwrite);
    else if (overwrite || existing === undefined)
      target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules(fallbackLanguage);
    }
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Set<Listener>();

  constructor(language: string, resources: Record<string, Texts> = {}) {
    this.language = language;
    for (const [code, texts] of Object.entries(resources)) this.addTexts(code, texts, true);
  }

  /** Adds texts of a language; `overwrite` false keeps the texts already there. */
  addTexts(language: string, texts: Texts, overwrite: boolean): void {
    const own = this.texts.get(language) ?? {};
    this.texts.set(language, own);
    merge(own, texts, overwrite);
  }

  /** The languages a lookup tries, in order. */
  private chain(): string[] {
    const base = this.language.split('-')[0]!;
    return [...new Set([this.language, base, fallbackLanguage])];
  }

  private lookup(key: string, count: number | undefined): string | undefined {
    const parts = key.split('.');
    for (const language of this.chain()) {
      const texts = this.texts.get(language);
      if (!texts) continue;
      if (count !== undefined) {
        const last = parts.length - 1;
        const suffixes =
          count === 0
            ? ['_zero', `_${pluralCategory(language, count)}`]
            : [`_${pluralCategory(language, count)}`];
        for (const suffix of suffixes) {
          const found = find(texts, [...parts.slice(0, last), parts[last] + suffix]);
          if (found !== undefined) return found;
        }
      }
      const found = find(texts, parts);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** The text of `key` in the current language, with `{{name}}` filled from `options`. */
  t = (key: string, options: TranslateOptions = {}): string => {
    const text = this.lookup(key, options.count) ?? options.defaultValue ?? key;
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (written, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? written : String(value);
    });
  };

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }
}
