import type { StorefrontConfig } from '@emporia/contracts/shop';
import type { RequestContext } from '../../kernel/context';
import { keptForShop } from '../../kernel/per-shop-cache';
import { storefrontTheme, themeHeadOf } from '../appearance';
import { liveBanners, nextLiveBannerChange } from '../banners';
import { registerHomeSections } from '../catalog';
import { chosenLanguageOf, storefrontLanguages } from '../languages';
import { storefrontMenus } from '../menus';
import { shopTitleTemplates } from '../meta-templates';
import {
  enabledModules,
  footerSocialLinks,
  listTextOverrides,
  shopConfigOf,
  shopDescription,
} from '../settings';
import { shopCurrency } from '../store-settings';

// What a storefront page carries about its shop: assembled here, above the areas it draws on
// (settings, menus, banners, theme, languages), so none of them has to import the others.

/**
 * What every storefront page reads of its shop besides the shop row, in the shop's default
 * language: kept per shop (ADR 0118), so a page served from the page cache reads none of it.
 */
interface ShopParts {
  modules: StorefrontConfig['modules'];
  text_overrides: StorefrontConfig['text_overrides'];
  currency: StorefrontConfig['shop']['currency'];
  social_links: StorefrontConfig['social_links'];
  menus: StorefrontConfig['menus'];
  title_templates: StorefrontConfig['title_templates'];
  theme: StorefrontConfig['theme'];
  banners: StorefrontConfig['banners'];
  languages: StorefrontConfig['languages'];
  description: string;
  themeHead: Awaited<ReturnType<typeof themeHeadOf>>;
}

/**
 * The live theme's shown home sections, from the configuration kept per shop: the home page's
 * data follows them, and a page asked again reads no settings for them (ADR 0118).
 */
export async function keptHomeSections(ctx: RequestContext) {
  return (await shopParts(ctx)).theme?.home_sections ?? [];
}
registerHomeSections(keptHomeSections);

/** What a language other than the default reads again: the merchant's own words in it. */
type LanguageParts = Pick<StorefrontConfig, 'menus' | 'banners'> & {
  page_text_overrides: StorefrontConfig['text_overrides'];
};

async function shopParts(ctx: RequestContext): Promise<ShopParts> {
  return keptForShop<ShopParts>(ctx, 'storefront', async () => {
    const [
      modules,
      textOverrides,
      currency,
      socialLinks,
      menus,
      titleTemplates,
      theme,
      banners,
      languages,
      description,
      themeHead,
      until,
    ] = await Promise.all([
      enabledModules(ctx),
      listTextOverrides(ctx.db, ctx.shop.id, ctx.shop.defaultLanguage),
      shopCurrency(ctx),
      footerSocialLinks(ctx),
      storefrontMenus(ctx),
      shopTitleTemplates(ctx),
      storefrontTheme(ctx),
      liveBanners(ctx),
      storefrontLanguages(ctx),
      shopDescription(ctx),
      themeHeadOf(ctx),
      nextLiveBannerChange(ctx),
    ]);
    const value: ShopParts = {
      modules,
      text_overrides: textOverrides,
      currency,
      social_links: socialLinks,
      menus,
      title_templates: titleTemplates,
      theme,
      banners,
      languages,
      description,
      themeHead,
    };
    return { value, until };
  });
}

export async function storefrontConfig(ctx: RequestContext): Promise<StorefrontConfig> {
  const parts = await shopParts(ctx);
  return {
    config: shopConfigOf(ctx.shop),
    shop: { name: ctx.shop.name, currency: parts.currency },
    modules: parts.modules,
    text_overrides: parts.text_overrides,
    languages: parts.languages,
    ...(ctx.shop.socialPixelId ? { social_pixel_id: ctx.shop.socialPixelId } : {}),
    ...(ctx.shop.launched ? {} : { opening_soon: true }),
    social_links: parts.social_links,
    menus: parts.menus,
    title_templates: parts.title_templates,
    theme: parts.theme,
    banners: parts.banners,
  };
}

/** The shop's description and theme as every storefront page's head carries them (kept with the config). */
export async function storefrontHeadOf(
  ctx: RequestContext,
): Promise<{ description: string; theme: ShopParts['themeHead'] }> {
  const parts = await shopParts(ctx);
  return { description: parts.description, theme: parts.themeHead };
}

/**
 * The language a page is in and the storefront config it carries: the slug's language when the
 * address is a translated one, else the shopper's cookie choice, else the default; a language
 * other than the default brings the shop's own wording of it.
 */
export async function pageLanguageOf(
  ctx: RequestContext,
  storefront: StorefrontConfig,
  cookieHeader: string | undefined,
  addressLanguage: string | undefined,
): Promise<{ language: string; storefront: StorefrontConfig }> {
  const defaultLanguage = ctx.shop.defaultLanguage;
  const offered = storefront.languages;
  const language =
    addressLanguage && addressLanguage !== defaultLanguage && offered.some((l) => l.code === addressLanguage)
      ? addressLanguage
      : chosenLanguageOf(cookieHeader, offered, defaultLanguage);
  if (language === defaultLanguage) return { language, storefront };
  // Menus and banners carry the merchant's own words: read them again in this language.
  const words = await keptForShop<LanguageParts>(ctx, `storefront:${language}`, async () => {
    const [texts, menus, banners, until] = await Promise.all([
      listTextOverrides(ctx.db, ctx.shop.id, language),
      storefrontMenus(ctx, language),
      liveBanners(ctx, language),
      nextLiveBannerChange(ctx),
    ]);
    return { value: { page_text_overrides: texts, menus, banners }, until };
  });
  return { language, storefront: { ...storefront, ...words } };
}
