import { translationIn as translatedEntryIn } from '@emporia/contracts/translated';
import type { RequestContext } from '../../kernel/context';
import type { PageHead } from '../../kernel/pages/head';

/** What every storefront page's head says about the shop: its name as the site, and the page's language. */
export const shopHead = (ctx: RequestContext, language = ctx.shop.defaultLanguage) =>
  ({ siteName: ctx.shop.name, language }) satisfies Partial<PageHead>;

/** Text ending in one full stop, even after a name that ends in one ("… Gear Co."). */
export const asSentence = (text: string) => text.replace(/[.!?]?$/, '.');

/** The translation in `locale`, each untranslated field read from the shop's language (ADR 0107). */
export const translationIn = <T extends { locale: string }>(
  ctx: RequestContext,
  translations: readonly T[],
  locale: string,
): T | undefined => translatedEntryIn(translations, locale, ctx.shop.defaultLanguage);

/**
 * The translation an address's slug is in — a shopper or crawler following a
 * French slug reads the French page (ADR 0045) — else the shop language's.
 */
export const translationOfSlug = <T extends { locale: string; slug: string }>(
  ctx: RequestContext,
  translations: T[],
  slug: string,
): T | undefined =>
  translationIn(
    ctx,
    translations,
    translations.find((t) => t.slug === slug)?.locale ?? ctx.shop.defaultLanguage,
  );

/** The page in each language it has a slug in, the shop's language first (hreflang alternates). */
export function alternatesOf<T extends { locale: string; slug: string }>(
  ctx: RequestContext,
  translations: T[],
  pathOf: (slug: string) => string,
): PageHead['alternates'] {
  const withSlug = translations.filter((t) => t.slug);
  const sorted = [
    ...withSlug.filter((t) => t.locale === ctx.shop.defaultLanguage),
    ...withSlug.filter((t) => t.locale !== ctx.shop.defaultLanguage),
  ];
  return sorted.map((t) => ({ language: t.locale, path: pathOf(t.slug) }));
}
