import {
  builtInThemes,
  defaultThemeId,
  isThemeId,
  type ShopBranding,
  type StorefrontTheme,
  type Theme,
  type ThemeId,
  type ThemeSettings,
  themeIds,
  themeSettingsShapeSchema,
} from '@emporia/contracts/theme';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { recordCatalogChange } from '../catalog';
import { configTypes, readConfigEntries, writeConfigEntries } from '../settings';
import { checkedHomeSections } from './home-sections';

/**
 * A shop's themes live in its settings (ADR 0054): `theme_active` names the theme shoppers see,
 * `theme_settings_{theme}` holds a theme's settings as JSON once the merchant saved it, and
 * `theme_logo` / `theme_favicon` the shop's logo and icon, which every theme shows.
 */
const activeKey = 'theme_active';
const settingsKey = (theme: ThemeId) => `theme_settings_${theme}`;
export const logoKey = 'theme_logo';
export const faviconKey = 'theme_favicon';

export interface StoredLogo {
  /** Storage key of the picture (theme/{hash}). */
  key: string;
  /** Its size as the header shows it. */
  width: number;
  height: number;
}

export interface ShopThemeState {
  active: ThemeId;
  settings: Record<ThemeId, { settings: ThemeSettings; customised: boolean }>;
  logo: StoredLogo | null;
  /** The version (content hash) of the shop's own favicon, if it has one. */
  faviconVersion: string | null;
}

function parsed<T>(json: string | undefined, read: (value: unknown) => T | undefined): T | undefined {
  if (!json) return undefined;
  try {
    return read(JSON.parse(json));
  } catch {
    return undefined;
  }
}

// One read per request: the page head and the storefront config both ask.
const perRequest = new WeakMap<RequestContext, Promise<ShopThemeState>>();

export function shopThemeState(ctx: RequestContext): Promise<ShopThemeState> {
  let state = perRequest.get(ctx);
  if (!state) {
    state = readThemeState(ctx);
    perRequest.set(ctx, state);
  }
  return state;
}

export async function readThemeState(ctx: RequestContext): Promise<ShopThemeState> {
  const entries = await readConfigEntries(ctx, 'theme_');
  const active = entries[activeKey];
  const settings = Object.fromEntries(
    themeIds.map((id) => {
      // A stored theme that no longer passes the contract (an older shape) falls back to its built-in settings.
      const own = parsed(entries[settingsKey(id)], (value) => themeSettingsShapeSchema.safeParse(value).data);
      return [id, { settings: own ?? builtInThemes[id].settings, customised: Boolean(own) }];
    }),
  ) as ShopThemeState['settings'];
  const logo = parsed(entries[logoKey], (value) => {
    const v = value as Partial<StoredLogo>;
    return typeof v.key === 'string' && Number.isInteger(v.width) && Number.isInteger(v.height)
      ? (v as StoredLogo)
      : undefined;
  });
  return {
    active: active && isThemeId(active) ? active : defaultThemeId,
    settings,
    logo: logo ?? null,
    faviconVersion: entries[faviconKey] || null,
  };
}

export const logoUrl = (logo: StoredLogo) => `/storage/${logo.key}-large.webp`;

export function brandingOf(state: ShopThemeState): ShopBranding {
  return {
    logo: state.logo
      ? { src: logoUrl(state.logo), width: state.logo.width, height: state.logo.height }
      : null,
    favicon: state.faviconVersion ? `/favicon.ico?v=${state.faviconVersion}` : null,
  };
}

function themeOf(state: ShopThemeState, id: ThemeId): Theme {
  const { name, description, settings: defaults } = builtInThemes[id];
  return { id, name, description, active: state.active === id, ...state.settings[id], defaults };
}

export async function listThemes(ctx: RequestContext) {
  const state = await readThemeState(ctx);
  return { themes: themeIds.map((id) => themeOf(state, id)), branding: brandingOf(state) };
}

export async function readTheme(ctx: RequestContext, id: string) {
  if (!isThemeId(id)) throw notFound('There is no such theme.');
  const state = await readThemeState(ctx);
  return { theme: themeOf(state, id), branding: brandingOf(state) };
}

export async function saveThemeSettings(ctx: RequestContext, id: ThemeId, settings: ThemeSettings) {
  const checked = { ...settings, home_sections: await checkedHomeSections(ctx, settings.home_sections) };
  await writeConfigEntries(ctx, configTypes.general, { [settingsKey(id)]: JSON.stringify(checked) });
  // The cached home page (its sections' products and reviews) is built again at once.
  await recordCatalogChange(ctx);
  return readTheme(ctx, id);
}

export async function activateTheme(ctx: RequestContext, id: ThemeId) {
  await writeConfigEntries(ctx, configTypes.general, { [activeKey]: id });
  await recordCatalogChange(ctx);
  return readTheme(ctx, id);
}

/** What storefront pages render of the active theme: the logo and the home sections. */
export async function storefrontTheme(ctx: RequestContext): Promise<StorefrontTheme> {
  const state = await shopThemeState(ctx);
  return {
    logo: brandingOf(state).logo,
    home_sections: await shownHomeSections(ctx),
  };
}

/** The live theme's visible home sections, in order (the home page's data follows them). */
export async function shownHomeSections(ctx: RequestContext) {
  const state = await shopThemeState(ctx);
  return state.settings[state.active].settings.home_sections.filter((section) => section.visible);
}
