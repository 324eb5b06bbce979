/**
 * The one rule of untranslated content (ADR 0107): a translated value that is missing, null or
 * blank (empty or only whitespace) is untranslated, and reads the shop's default language's value
 * of the same field — field by field, so a product whose French name alone was written shows its
 * French name over the default description. Server and storefront both read through these
 * functions; they are plain code (no zod), for the storefront's first load.
 */

/**
 * What JavaScript's `trim()` removes: the blank characters. SQL reads the same class
 * (`translatedSql` in @emporia/db), so a stored value is blank to both or to neither.
 */
export const blankCharacters =
  ' \\t\\n\\v\\f\\r\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** True when `value` is a written translation: a string with something other than whitespace. */
export const isTranslated = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** `own` when it is translated, else the default language's `fallback`. */
export function translatedOr<T>(own: unknown, fallback: T): string | T {
  return isTranslated(own) ? own : fallback;
}

/** A short text (ADR 0079 map: language code → text) in `language`, else the default text. */
export const textIn = (
  texts: Readonly<Record<string, string>> | null | undefined,
  language: string,
  fallback: string,
): string => translatedOr(texts?.[language], fallback);

/**
 * A text kept for every language, the default's included (language code → text: a product's
 * names, an option's names), in `language`; else the default language's; else any written one.
 */
export function textOfLanguages(
  texts: Readonly<Record<string, string | null | undefined>> | null | undefined,
  language: string,
  defaultLanguage: string,
): string {
  const any = Object.values(texts ?? {}).find(isTranslated) ?? '';
  return translatedOr(texts?.[language], translatedOr(texts?.[defaultLanguage], any));
}

/**
 * One record in another language, field by field: each field of `own` that is translated (or,
 * when not text, present) wins over the same field of `base`, the default language's record.
 * Every field of `base` is in the answer. The shared function of every translated content type.
 */
export function translatedFields<T extends object>(
  own: Partial<Record<keyof T, unknown>> | null | undefined,
  base: T,
): T {
  if (!own) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(own)) {
    if (typeof value === 'string' ? isTranslated(value) : value !== null && value !== undefined) {
      merged[key] = value;
    }
  }
  const ownTexts = own as Record<string, unknown>;
  for (const [seoField, described] of Object.entries(seoTextsDescribe)) {
    if (!(seoField in merged) || isTranslated(ownTexts[seoField])) continue;
    // The default language's SEO text would describe the translated text in the wrong language:
    // blank, so the page's head uses the translated text itself.
    if (described.some((field) => isTranslated(ownTexts[field]))) merged[seoField] = '';
  }
  return merged as T;
}

/**
 * SEO texts and the texts they describe: an SEO text follows its text, so a translation that
 * writes a name (or description) but no SEO title (or description) reads none rather than the
 * default language's.
 */
const seoTextsDescribe: Readonly<Record<string, readonly string[]>> = {
  meta_title: ['name', 'title'],
  meta_description: ['description', 'body'],
  seo_title: ['title'],
  seo_description: ['body'],
};

/**
 * A list of per-language entries ({ locale, …fields }) with each entry's untranslated fields
 * filled from the default language's entry. Without a default entry the list is left as it is.
 */
export function withDefaultFallback<T extends { locale: string }>(
  list: readonly T[],
  defaultLocale: string,
): T[] {
  const base = list.find((entry) => entry.locale === defaultLocale);
  if (!base) return [...list];
  return list.map((entry) => (entry === base ? entry : translatedFields(entry, base)));
}

/**
 * The entry to show in `language` from a list of per-language entries: that language's entry
 * over the default language's, field by field; without either, the first entry.
 */
export function translationIn<T extends { locale: string }>(
  list: readonly T[],
  language: string,
  defaultLocale: string,
): T | undefined {
  const base = list.find((entry) => entry.locale === defaultLocale) ?? list[0];
  const own = list.find((entry) => entry.locale === language);
  if (!base) return undefined;
  return own && own !== base ? translatedFields(own, base) : base;
}

/** A text map without its untranslated entries: what is stored and what the storefront reads. */
export function writtenTexts(
  texts: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts ?? {}).filter((entry): entry is [string, string] => isTranslated(entry[1])),
  );
}

/**
 * A record's translated fields as stored: untranslated ones left out (absence, not ""), so a
 * merchant's untouched field keeps following the default language.
 */
export function writtenFields<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      typeof value === 'string' ? isTranslated(value) : value != null,
    ),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}
