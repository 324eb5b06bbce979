import { themeCss } from '@emporia/contracts/theme-style';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../kernel/context';
import { shopThemeState } from './themes';

/**
 * The CSS of each theme setting met lately, by the settings' JSON: shops on one theme (every new
 * shop starts on the same) share one string instead of holding a copy each in the kept
 * configuration (about 4.5 KB a shop: 11 MB over the 2,600 shops the configuration cache held in
 * the 10,000-shop soak, issue 37), and the palette is worked out once.
 */
const cssOfSettings = new LRUCache<string, string>({ max: 256 });

function sharedThemeCss(settings: Parameters<typeof themeCss>[0]): string {
  const key = JSON.stringify(settings);
  let css = cssOfSettings.get(key);
  if (css === undefined) {
    css = themeCss(settings);
    cssOfSettings.set(key, css);
  }
  return css;
}

/**
 * What every storefront page's head carries of the shop's theme (ADR 0054): the active theme as
 * CSS custom properties, and the shop's own icon by its version. Part of the page's data, so a
 * saved theme changes the page's ETag and shows on the next page load.
 */
export async function themeHeadOf(ctx: RequestContext): Promise<{ css: string; iconVersion?: string }> {
  const state = await shopThemeState(ctx);
  return {
    css: sharedThemeCss(state.settings[state.active].settings),
    ...(state.faviconVersion ? { iconVersion: state.faviconVersion } : {}),
  };
}
