// Plain data and functions, no zod: the admin's live preview and the server's page head both
// turn a theme's settings into the same CSS with `themeCss` (ADR 0054); its colours come from the
// palette derived in theme-palette.ts (ADR 0128).
import {
  hexOf,
  type Palette,
  paletteOf,
  type Rgb,
  rgbList,
  shade,
  type ThemeColourName,
  textOn,
  tint,
} from './theme-palette';

export * from './theme-palette';

import type { HomeSection } from './home-sections';
import { starterHomeSections } from './home-sections-starter';

/** System font stacks (no web font is downloaded, ADR 0047): each names fonts the platforms ship. */
export const fontStacks = {
  system: {
    name: 'System sans-serif (Bootstrap)',
    stack:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  },
  humanist: {
    name: 'Humanist sans-serif',
    stack: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  },
  geometric: {
    name: 'Geometric sans-serif',
    stack: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  },
  rounded: {
    name: 'Rounded sans-serif',
    stack:
      'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif',
  },
  industrial: {
    name: 'Industrial (condensed)',
    stack:
      'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
  },
  transitional: {
    name: 'Transitional serif',
    stack: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif',
  },
  oldstyle: {
    name: 'Old-style serif',
    stack: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  },
  slab: {
    name: 'Slab serif',
    stack: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
  },
  monospace: {
    name: 'Monospace',
    stack: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
} as const;
export type FontId = keyof typeof fontStacks;
export const fontIds = Object.keys(fontStacks) as FontId[];

/** What a merchant sets in a theme's editor (logo and favicon belong to the shop, not a theme). */
export interface ThemeSettings {
  colors: Record<ThemeColourName, string>;
  fonts: { body: FontId; headings: FontId };
  /** Corner radius of buttons in pixels; 50 draws pills. */
  button_radius: number;
  /** The home page's sections in the order shown; hidden ones stay in the list (ADR 0127). */
  home_sections: HomeSection[];
}

/** The built-in themes a shop switches between; each is a complete set of settings. */
export const builtInThemes = {
  classic: {
    name: 'Classic',
    description:
      'Deep harbour blue on white with the system font, every colour derived from the one brand colour: the look every shop starts with.',
    settings: {
      // coloursFromBrand('#1f5f8b'): the starter palette (ADR 0128), AA throughout.
      colors: {
        primary: '#1f5f8b',
        secondary: '#4a5a65',
        background: '#ffffff',
        text: '#13181c',
        link: '#1a5176',
      },
      fonts: { body: 'system', headings: 'system' },
      button_radius: 6,
      home_sections: starterHomeSections(),
    },
  },
  trailhead: {
    name: 'Trailhead',
    description: 'Forest green and canyon brown on warm paper, slab-serif headings and pill buttons.',
    settings: {
      colors: {
        primary: '#2d6a4f',
        secondary: '#8a4b16',
        background: '#fbf8f1',
        text: '#2b2620',
        link: '#1f5a3d',
      },
      fonts: { body: 'humanist', headings: 'slab' },
      button_radius: 50,
      home_sections: starterHomeSections('featured-first'),
    },
  },
} satisfies Record<string, { name: string; description: string; settings: ThemeSettings }>;
export type ThemeId = keyof typeof builtInThemes;
export const themeIds = Object.keys(builtInThemes) as ThemeId[];
export const defaultThemeId: ThemeId = 'classic';

export const isThemeId = (value: string): value is ThemeId => Object.hasOwn(builtInThemes, value);

function buttonVariables(fill: Rgb, page: Rgb, outlineText: Rgb): { solid: string; outline: string } {
  const label = textOn(fill);
  const text = hexOf(label);
  const base = hexOf(fill);
  const outline = hexOf(outlineText);
  // Hover and pressed fills go darker (lighter on a dark page) and keep their label legible.
  const darken = (weight: number) => hexOf(label[0] > 127 ? shade(fill, weight) : tint(fill, weight));
  return {
    solid: [
      `--bs-btn-color:${text}`,
      `--bs-btn-bg:${base}`,
      `--bs-btn-border-color:${base}`,
      `--bs-btn-hover-color:${text}`,
      `--bs-btn-hover-bg:${darken(0.15)}`,
      `--bs-btn-hover-border-color:${darken(0.2)}`,
      `--bs-btn-active-color:${text}`,
      `--bs-btn-active-bg:${darken(0.2)}`,
      `--bs-btn-active-border-color:${darken(0.25)}`,
      `--bs-btn-disabled-color:${text}`,
      `--bs-btn-disabled-bg:${base}`,
      `--bs-btn-disabled-border-color:${base}`,
    ].join(';'),
    outline: [
      `--bs-btn-color:${outline}`,
      `--bs-btn-border-color:${base}`,
      `--bs-btn-hover-color:${text}`,
      `--bs-btn-hover-bg:${base}`,
      `--bs-btn-hover-border-color:${base}`,
      `--bs-btn-active-color:${text}`,
      `--bs-btn-active-bg:${base}`,
      `--bs-btn-active-border-color:${base}`,
      `--bs-btn-disabled-color:${outline}`,
      `--bs-btn-disabled-border-color:${base}`,
      `--bs-btn-bg:${hexOf(page)}`,
    ].join(';'),
  };
}

/** The palette's colours as custom properties: Bootstrap's own and the storefront's `--emporia-*`. */
function rootVariables(p: Palette, secondary: Rgb): string[] {
  const hex = hexOf;
  return [
    `--bs-primary:${hex(p.brand)}`,
    `--bs-primary-rgb:${rgbList(p.brand)}`,
    `--bs-secondary:${hex(secondary)}`,
    `--bs-secondary-rgb:${rgbList(secondary)}`,
    `--bs-primary-text-emphasis:${hex(shade(p.brand, 0.6))}`,
    `--bs-primary-bg-subtle:${hex(tint(p.brand, 0.8))}`,
    `--bs-primary-border-subtle:${hex(tint(p.brand, 0.6))}`,
    `--bs-secondary-text-emphasis:${hex(shade(secondary, 0.6))}`,
    `--bs-secondary-bg-subtle:${hex(tint(secondary, 0.8))}`,
    `--bs-secondary-border-subtle:${hex(tint(secondary, 0.6))}`,
    `--bs-body-bg:${hex(p.background)}`,
    `--bs-body-bg-rgb:${rgbList(p.background)}`,
    `--bs-body-color:${hex(p.text)}`,
    `--bs-body-color-rgb:${rgbList(p.text)}`,
    `--bs-emphasis-color:${hex(shade(p.text, 1))}`,
    `--bs-secondary-color:${hex(p.muted)}`,
    `--bs-secondary-color-rgb:${rgbList(p.muted)}`,
    `--bs-tertiary-color:${hex(p.muted)}`,
    `--bs-tertiary-bg:${hex(p.surface)}`,
    `--bs-border-color:${hex(p.hairline)}`,
    `--bs-link-color:${hex(p.link)}`,
    `--bs-link-color-rgb:${rgbList(p.link)}`,
    `--bs-link-hover-color:${hex(shade(p.link, 0.2))}`,
    `--bs-link-hover-color-rgb:${rgbList(shade(p.link, 0.2))}`,
    `--bs-focus-ring-color:${hex(p.focus)}`,
    `--emporia-surface:${hex(p.surface)}`,
    `--emporia-surface-link:${hex(p.surfaceLink)}`,
    `--emporia-monogram:${hex(p.monogram)}`,
    `--emporia-focus:${hex(p.focus)}`,
    `--emporia-control-border:${hex(p.control)}`,
  ];
}

/**
 * The theme as CSS custom properties over Bootstrap 5.3: the `:root` colours and their `-rgb`
 * twins (utilities such as `.text-primary` read those), and the component variables Bootstrap
 * sets per class rather than from `--bs-primary` (buttons, pagination, pills, checkboxes).
 * Every colour comes from the palette (theme-palette.ts), so whatever a shop once saved, text
 * passes WCAG AA and controls and focus rings 3:1. Invalid colours read as the Classic theme's,
 * so the CSS is always well-formed.
 */
export function themeCss(settings: ThemeSettings): string {
  const p = paletteOf(settings.colors, builtInThemes.classic.settings.colors);
  const secondary = paletteOf(
    { ...settings.colors, primary: settings.colors.secondary },
    { ...builtInThemes.classic.settings.colors, primary: builtInThemes.classic.settings.colors.secondary },
  );
  const body = fontStacks[settings.fonts.body]?.stack ?? fontStacks.system.stack;
  const headings = fontStacks[settings.fonts.headings]?.stack ?? body;
  const radius = Math.min(50, Math.max(0, Math.round(settings.button_radius || 0)));
  const brand = hexOf(p.brand);
  const onBrand = hexOf(p.onBrand);
  const primaryButtons = buttonVariables(p.brand, p.background, p.brandText);
  const secondaryButtons = buttonVariables(secondary.brand, p.background, secondary.brandText);
  const root = [
    ...rootVariables(p, secondary.brand),
    `--bs-font-sans-serif:${body}`,
    `--bs-body-font-family:${body}`,
    `--emporia-heading-font:${headings}`,
    `--emporia-button-radius:${radius}px`,
  ].join(';');
  // Focus: a 2 px ring ≥ 3:1 on the page and the footer, off the element's edge (GOV.UK, Dawn),
  // in place of Bootstrap's 25 % glow, which no background gives 3:1.
  const ring = 'outline:2px solid var(--emporia-focus);outline-offset:2px';
  return [
    `:root{${root}}`,
    'body{font-family:var(--bs-body-font-family)}',
    'h1,h2,h3,h4,h5,h6,.h1,.h2,.h3,.h4,.h5,.h6,.navbar-brand{font-family:var(--emporia-heading-font)}',
    '.btn,.btn-sm,.btn-lg,.btn-group-sm>.btn,.btn-group-lg>.btn{--bs-btn-border-radius:var(--emporia-button-radius)}',
    `.btn-primary{${primaryButtons.solid}}`,
    `.btn-outline-primary{${primaryButtons.outline}}`,
    `.btn-secondary{${secondaryButtons.solid}}`,
    `.btn-outline-secondary{${secondaryButtons.outline}}`,
    `.nav-pills{--bs-nav-pills-link-active-bg:${brand};--bs-nav-pills-link-active-color:${onBrand}}`,
    `.pagination{--bs-pagination-color:${hexOf(p.link)};--bs-pagination-hover-color:${hexOf(shade(p.link, 0.2))};--bs-pagination-active-bg:${brand};--bs-pagination-active-border-color:${brand};--bs-pagination-active-color:${onBrand};--bs-pagination-focus-box-shadow:none;--bs-pagination-border-color:var(--emporia-control-border)}`,
    `.dropdown-menu{--bs-dropdown-link-active-bg:${brand};--bs-dropdown-link-active-color:${onBrand}}`,
    `.list-group{--bs-list-group-active-bg:${brand};--bs-list-group-active-border-color:${brand};--bs-list-group-active-color:${onBrand}}`,
    '.form-control,.form-select,.form-check-input{border-color:var(--emporia-control-border)}',
    `.form-check-input:checked{background-color:${brand};border-color:${brand}}`,
    '.form-control:focus,.form-select:focus,.form-check-input:focus{border-color:var(--emporia-control-border);box-shadow:none}',
    `:focus-visible,.btn:focus-visible,.nav-link:focus-visible,.page-link:focus-visible,.form-control:focus,.form-select:focus,.form-check-input:focus-visible,.btn-close:focus-visible{${ring};box-shadow:none}`,
    `.storefront-footer{background-color:var(--emporia-surface);--bs-nav-link-color:var(--emporia-surface-link);--bs-nav-link-hover-color:${hexOf(shade(p.surfaceLink, 0.2))};--bs-link-color-rgb:${rgbList(p.surfaceLink)};--bs-link-hover-color-rgb:${rgbList(shade(p.surfaceLink, 0.2))}}`,
  ].join('\n');
}
