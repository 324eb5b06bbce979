import type { StorefrontConfig } from '@emporia/contracts/shop';
import type { RequestContext } from '../../kernel/context';
import { storefrontTheme } from '../appearance';
import { liveBanners } from '../banners';
import { chosenLanguageOf, storefrontLanguages } from '../languages';
import { storefrontMenus } from '../menus';
import { shopTitleTemplates } from '../meta-templates';
import { enabledModules, footerSocialLinks, listTextOverrides, shopConfigOf } from '../settings';
import { shopCurrency } from '../store-settings';

// What a storefront page carries about its shop: assembled here, above the areas it draws on
// (settings, menus, banners, theme, languages), so none of them has to import the others.

export async function storefrontConfig(ctx: RequestContext): Promise<StorefrontConfig> {
  const [modules, textOverrides, currency, socialLinks, menus, titleTemplates, theme, banners, languages] =
    await Promise.all([
      enabledModules(ctx),
      listTextOverrides(ctx.db, ctx.shop.id, ctx.shop.defaultLanguage),
      shopCurrency(ctx),
      footerSocialLinks(ctx),
      storefrontMenus(ctx),
      shopTitleTemplates(ctx),
      storefrontTheme(ctx),
      liveBanners(ctx),
      storefrontLanguages(ctx),
    ]);
  return {
    config: shopConfigOf(ctx.shop),
    shop: { name: ctx.shop.name, currency },
    modules,
    text_overrides: textOverrides,
    languages,
    ...(ctx.shop.socialPixelId ? { social_pixel_id: ctx.shop.socialPixelId } : {}),
    ...(ctx.shop.launched ? {} : { opening_soon: true }),
    social_links: socialLinks,
    menus,
    title_templates: titleTemplates,
    theme,
    banners,
  };
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
  const [texts, menus, banners] = await Promise.all([
    listTextOverrides(ctx.db, ctx.shop.id, language),
    storefrontMenus(ctx, language),
    liveBanners(ctx, language),
  ]);
  return { language, storefront: { ...storefront, page_text_overrides: texts, menus, banners } };
}
