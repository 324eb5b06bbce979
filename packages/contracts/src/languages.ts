import { z } from 'zod';
import './messages';
import { textSchema } from './primitives';
import { writtenTexts } from './translated';

export { textIn } from './translated';

/**
 * The locales a shop can offer (setting/language), with their names in English (the
 * admin's language) and in themselves (the storefront switcher). Wording bundles exist
 * for some of them; the others show the English wording until the shop words them.
 */
export const availableLanguages = [
  { code: 'en', name: 'English', native: 'English' },
  { code: 'fr', name: 'French', native: 'Français' },
  { code: 'de', name: 'German', native: 'Deutsch' },
  { code: 'es', name: 'Spanish', native: 'Español' },
  { code: 'it', name: 'Italian', native: 'Italiano' },
  { code: 'nl', name: 'Dutch', native: 'Nederlands' },
  { code: 'pt', name: 'Portuguese', native: 'Português' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', native: 'Português (Brasil)' },
  { code: 'pl', name: 'Polish', native: 'Polski' },
  { code: 'sv', name: 'Swedish', native: 'Svenska' },
  { code: 'da', name: 'Danish', native: 'Dansk' },
  { code: 'en-GB', name: 'English (United Kingdom)', native: 'English (UK)' },
] as const;

export type LanguageCode = (typeof availableLanguages)[number]['code'];
const codes = availableLanguages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const languageNameOf = (code: string): string =>
  availableLanguages.find((language) => language.code === code)?.name ?? code;
export const nativeLanguageNameOf = (code: string): string =>
  availableLanguages.find((language) => language.code === code)?.native ?? code;

export const listedLanguageSchema = z.enum(codes, { error: 'Choose a language from the list.' });

export const shopLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  is_default: z.boolean(),
});
export type ShopLanguage = z.infer<typeof shopLanguageSchema>;

export const shopLanguagesSchema = z.object({
  /** In the shop's order; the switcher lists the enabled ones in it. */
  languages: z.array(shopLanguageSchema),
  default_language: z.string(),
});
export type ShopLanguages = z.infer<typeof shopLanguagesSchema>;
export const shopLanguagesResponseSchema = z.object({ data: shopLanguagesSchema });

export const addLanguageSchema = z.object({ code: listedLanguageSchema });
export type AddLanguageForm = z.input<typeof addLanguageSchema>;

export const languageCodeParamsSchema = z.object({ code: z.string().max(10) });
export const languageChangeSchema = z.object({ enabled: z.boolean() });
export const languageOrderSchema = z.object({
  codes: z.array(z.string().max(10)).min(1, 'List the shop’s languages.').max(50),
});
export const defaultLanguageSchema = z.object({ code: z.string().max(10) });

/**
 * A short text (a brand's name, a menu label, a banner's words) in the shop's other languages,
 * by language code. A language missing here, or a blank entry, reads the default text (ADR 0107):
 * blank entries are dropped, so what is stored is what the merchant wrote.
 */
export function translatedTextsSchema(options: { max: number; label: string }) {
  return z
    .partialRecord(listedLanguageSchema, textSchema(options))
    .default({})
    .transform((texts): TranslatedTexts => writtenTexts(texts));
}
/** What the storefront reads: language code → text. */
export const translatedTextsOutSchema = z.record(z.string(), z.string());
export type TranslatedTexts = Record<string, string>;
