import { themeCss } from '@emporia/contracts/theme-style';
import type { RequestContext } from '../../kernel/context';
import { shopThemeState } from './themes';

/**
 * What every storefront page's head carries of the shop's theme (ADR 0054): the active theme as
 * CSS custom properties, and the shop's own icon by its version. Part of the page's data, so a
 * saved theme changes the page's ETag and shows on the next page load.
 */
export async function themeHeadOf(ctx: RequestContext): Promise<{ css: string; iconVersion?: string }> {
  const state = await shopThemeState(ctx);
  return {
    css: themeCss(state.settings[state.active].settings),
    ...(state.faviconVersion ? { iconVersion: state.faviconVersion } : {}),
  };
}
