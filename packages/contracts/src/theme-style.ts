// Plain data and functions, no zod: the admin's live preview and the server's page head both
// turn a theme's settings into the same CSS with `themeCss` (ADR 0054).

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

export const themeColourNames = ['primary', 'secondary', 'background', 'text', 'link'] as const;
export type ThemeColourName = (typeof themeColourNames)[number];

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
    description: 'Bootstrap blue on white with the system font: the look every shop starts with.',
    settings: {
      colors: {
        primary: '#0d6efd',
        secondary: '#6c757d',
        background: '#ffffff',
        text: '#212529',
        link: '#0d6efd',
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

// ---- colours ----

type Rgb = [number, number, number];

/** #rgb or #rrggbb → [r, g, b]; undefined for anything else. */
export function rgbOf(hex: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `weight` of `a` mixed into `b` (Bootstrap's mix(): shade = mix(black), tint = mix(white)). */
function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as Rgb;
}
const shade = (c: Rgb, weight: number) => mix([0, 0, 0], c, weight);
const tint = (c: Rgb, weight: number) => mix([255, 255, 255], c, weight);

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return 1;
  return contrastOf(x, y);
}
function contrastOf(x: Rgb, y: Rgb): number {
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const minimumTextContrast = 4.5;
// Bootstrap's own blue has 4.50:1 with white; rounding must not flip its button text to black.
const passesAa = (ratio: number) => ratio >= minimumTextContrast - 0.005;

/** White text on a fill when that passes AA, else the darker of black and the page's text. */
function textOn(fill: Rgb): Rgb {
  const white: Rgb = [255, 255, 255];
  if (passesAa(contrastOf(white, fill))) return white;
  return contrastOf([0, 0, 0], fill) >= contrastOf(white, fill) ? [0, 0, 0] : white;
}

/** The colour itself when it reads on `on`, else the nearest darker (or lighter) shade that does. */
function legibleOn(colour: Rgb, on: Rgb): Rgb {
  if (passesAa(contrastOf(colour, on))) return colour;
  const darken = luminance(on) > 0.18;
  for (let step = 1; step <= 100; step += 1) {
    const next = darken ? shade(colour, step / 100) : tint(colour, step / 100);
    if (contrastOf(next, on) >= minimumTextContrast) return next;
  }
  return darken ? [0, 0, 0] : [255, 255, 255];
}

const rgbList = (c: Rgb) => c.map((v) => Math.round(v)).join(',');

/** The footer's background (Bootstrap's `bg-light`), whose links must read too. */
const footerBackground: Rgb = [248, 249, 250];

function buttonVariables(fill: Rgb, page: Rgb): { solid: string; outline: string } {
  const text = hexOf(textOn(fill));
  const base = hexOf(fill);
  const focus = rgbList(mix(fill, textOn(fill), 0.85));
  const outlineText = hexOf(legibleOn(fill, page));
  return {
    solid: [
      `--bs-btn-color:${text}`,
      `--bs-btn-bg:${base}`,
      `--bs-btn-border-color:${base}`,
      `--bs-btn-hover-color:${text}`,
      `--bs-btn-hover-bg:${hexOf(shade(fill, 0.15))}`,
      `--bs-btn-hover-border-color:${hexOf(shade(fill, 0.2))}`,
      `--bs-btn-focus-shadow-rgb:${focus}`,
      `--bs-btn-active-color:${text}`,
      `--bs-btn-active-bg:${hexOf(shade(fill, 0.2))}`,
      `--bs-btn-active-border-color:${hexOf(shade(fill, 0.25))}`,
      `--bs-btn-disabled-color:${text}`,
      `--bs-btn-disabled-bg:${base}`,
      `--bs-btn-disabled-border-color:${base}`,
    ].join(';'),
    outline: [
      `--bs-btn-color:${outlineText}`,
      `--bs-btn-border-color:${base}`,
      `--bs-btn-hover-color:${text}`,
      `--bs-btn-hover-bg:${base}`,
      `--bs-btn-hover-border-color:${base}`,
      `--bs-btn-focus-shadow-rgb:${rgbList(fill)}`,
      `--bs-btn-active-color:${text}`,
      `--bs-btn-active-bg:${base}`,
      `--bs-btn-active-border-color:${base}`,
      `--bs-btn-disabled-color:${outlineText}`,
      `--bs-btn-disabled-border-color:${base}`,
    ].join(';'),
  };
}

/**
 * The theme as CSS custom properties over Bootstrap 5.3: the `:root` colours and their `-rgb`
 * twins (utilities such as `.text-primary` read those), and the component variables Bootstrap
 * sets per class rather than from `--bs-primary` (buttons, pagination, pills, checkboxes).
 * Colours that must carry text (button labels, footer links) are adjusted to stay WCAG AA.
 * Invalid colours fall back to the Classic theme's, so the CSS is always well-formed.
 */
export function themeCss(settings: ThemeSettings): string {
  const fallback = builtInThemes.classic.settings.colors;
  const colour = (name: ThemeColourName): Rgb => rgbOf(settings.colors[name]) ?? rgbOf(fallback[name])!;
  const primary = colour('primary');
  const secondary = colour('secondary');
  const background = colour('background');
  const text = colour('text');
  const link = colour('link');
  const body = fontStacks[settings.fonts.body]?.stack ?? fontStacks.system.stack;
  const headings = fontStacks[settings.fonts.headings]?.stack ?? body;
  const radius = Math.min(50, Math.max(0, Math.round(settings.button_radius || 0)));
  const onPrimary = hexOf(textOn(primary));
  const primaryButtons = buttonVariables(primary, background);
  const secondaryButtons = buttonVariables(secondary, background);
  const root = [
    `--bs-primary:${hexOf(primary)}`,
    `--bs-primary-rgb:${rgbList(primary)}`,
    `--bs-secondary:${hexOf(secondary)}`,
    `--bs-secondary-rgb:${rgbList(secondary)}`,
    `--bs-primary-text-emphasis:${hexOf(shade(primary, 0.6))}`,
    `--bs-primary-bg-subtle:${hexOf(tint(primary, 0.8))}`,
    `--bs-primary-border-subtle:${hexOf(tint(primary, 0.6))}`,
    `--bs-secondary-text-emphasis:${hexOf(shade(secondary, 0.6))}`,
    `--bs-secondary-bg-subtle:${hexOf(tint(secondary, 0.8))}`,
    `--bs-secondary-border-subtle:${hexOf(tint(secondary, 0.6))}`,
    `--bs-body-bg:${hexOf(background)}`,
    `--bs-body-bg-rgb:${rgbList(background)}`,
    `--bs-body-color:${hexOf(text)}`,
    `--bs-body-color-rgb:${rgbList(text)}`,
    `--bs-emphasis-color:${hexOf(shade(text, 1))}`,
    `--bs-secondary-color:rgba(${rgbList(text)},.75)`,
    `--bs-secondary-color-rgb:${rgbList(text)}`,
    `--bs-tertiary-color:rgba(${rgbList(text)},.5)`,
    `--bs-link-color:${hexOf(link)}`,
    `--bs-link-color-rgb:${rgbList(link)}`,
    `--bs-link-hover-color:${hexOf(shade(link, 0.2))}`,
    `--bs-link-hover-color-rgb:${rgbList(shade(link, 0.2))}`,
    `--bs-focus-ring-color:rgba(${rgbList(primary)},.25)`,
    `--bs-font-sans-serif:${body}`,
    `--bs-body-font-family:${body}`,
    `--emporia-heading-font:${headings}`,
    `--emporia-button-radius:${radius}px`,
  ].join(';');
  return [
    `:root{${root}}`,
    'body{font-family:var(--bs-body-font-family)}',
    'h1,h2,h3,h4,h5,h6,.h1,.h2,.h3,.h4,.h5,.h6,.navbar-brand{font-family:var(--emporia-heading-font)}',
    '.btn,.btn-sm,.btn-lg,.btn-group-sm>.btn,.btn-group-lg>.btn{--bs-btn-border-radius:var(--emporia-button-radius)}',
    `.btn-primary{${primaryButtons.solid}}`,
    `.btn-outline-primary{${primaryButtons.outline}}`,
    `.btn-secondary{${secondaryButtons.solid}}`,
    `.btn-outline-secondary{${secondaryButtons.outline}}`,
    `.nav-pills{--bs-nav-pills-link-active-bg:${hexOf(primary)};--bs-nav-pills-link-active-color:${onPrimary}}`,
    `.pagination{--bs-pagination-color:${hexOf(link)};--bs-pagination-hover-color:${hexOf(shade(link, 0.2))};--bs-pagination-active-bg:${hexOf(primary)};--bs-pagination-active-border-color:${hexOf(primary)};--bs-pagination-active-color:${onPrimary};--bs-pagination-focus-box-shadow:0 0 0 .25rem rgba(${rgbList(primary)},.25)}`,
    `.dropdown-menu{--bs-dropdown-link-active-bg:${hexOf(primary)};--bs-dropdown-link-active-color:${onPrimary}}`,
    `.list-group{--bs-list-group-active-bg:${hexOf(primary)};--bs-list-group-active-border-color:${hexOf(primary)};--bs-list-group-active-color:${onPrimary}}`,
    `.form-check-input:checked{background-color:${hexOf(primary)};border-color:${hexOf(primary)}}`,
    `.form-control:focus,.form-select:focus,.form-check-input:focus{border-color:${hexOf(tint(primary, 0.5))};box-shadow:0 0 0 .25rem rgba(${rgbList(primary)},.25)}`,
    `.storefront-footer .nav{--bs-nav-link-color:${hexOf(legibleOn(link, footerBackground))};--bs-nav-link-hover-color:${hexOf(shade(legibleOn(link, footerBackground), 0.2))}}`,
  ].join('\n');
}

/** The contrast problems of a theme's colours, for the editor's warnings. */
export function contrastWarnings(
  colors: Record<ThemeColourName, string>,
): { field: ThemeColourName; ratio: number }[] {
  const warnings: { field: ThemeColourName; ratio: number }[] = [];
  const text = contrastRatio(colors.text, colors.background);
  if (rgbOf(colors.text) && rgbOf(colors.background) && !passesAa(text))
    warnings.push({ field: 'text', ratio: text });
  const link = contrastRatio(colors.link, colors.background);
  if (rgbOf(colors.link) && rgbOf(colors.background) && !passesAa(link))
    warnings.push({ field: 'link', ratio: link });
  return warnings;
}
