// A theme's whole palette from the merchant's colours, with WCAG AA contrast guaranteed (ADR 0128):
// the merchant picks one brand colour (or all five), everything else the storefront paints —
// button labels, outline buttons, the footer, picture monograms, focus rings, field borders — is
// derived here and shaded until it reads. Plain functions, no zod: the editor's preview and the
// server's page head share them through `themeCss`.

export type Rgb = [number, number, number];

/** The five colours a theme stores (the editor's fields). */
export const themeColourNames = ['primary', 'secondary', 'background', 'text', 'link'] as const;
export type ThemeColourName = (typeof themeColourNames)[number];
export type ThemeColours = Record<ThemeColourName, string>;

/** WCAG AA for body text (1.4.3). */
export const minimumTextContrast = 4.5;
/** WCAG AA for the parts of controls and focus indicators (1.4.11). */
export const minimumUiContrast = 3;

/** #rgb or #rrggbb → [r, g, b]; undefined for anything else. */
export function rgbOf(hex: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

export const hexOf = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export const rgbList = (c: Rgb) => c.map((v) => Math.round(v)).join(',');

/** `weight` of `a` mixed into `b` (Bootstrap's mix(): shade = mix(black), tint = mix(white)). */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as Rgb;
}
export const shade = (c: Rgb, weight: number) => mix([0, 0, 0], c, weight);
export const tint = (c: Rgb, weight: number) => mix([255, 255, 255], c, weight);

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastOf(x: Rgb, y: Rgb): number {
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2 contrast ratio of two colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return 1;
  return contrastOf(x, y);
}

// Bootstrap's own blue has 4.50:1 with white; rounding must not flip a pass into a fail.
const passes = (ratio: number, minimum: number) => ratio >= minimum - 0.005;

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** White text on a fill when that passes AA, else black (one of the two always reaches 4.58:1). */
export function textOn(fill: Rgb): Rgb {
  if (passes(contrastOf(white, fill), minimumTextContrast)) return white;
  return contrastOf(black, fill) >= contrastOf(white, fill) ? black : white;
}

/**
 * The colour itself when it reaches `minimum` on `on`, else the nearest shade of it that does:
 * darker on a light ground, lighter on a dark one (the hue stays the merchant's).
 */
export function legibleOn(colour: Rgb, on: Rgb, minimum = minimumTextContrast): Rgb {
  if (passes(contrastOf(colour, on), minimum)) return colour;
  const darken = luminance(on) > 0.18;
  for (let step = 1; step <= 100; step += 1) {
    // Whole channels, as the colour is written in CSS: the ratio checked is the one shown.
    const next = (darken ? shade(colour, step / 100) : tint(colour, step / 100)).map(Math.round) as Rgb;
    if (contrastOf(next, on) >= minimum) return next;
  }
  return darken ? black : white;
}

/** Everything the storefront paints, derived from a theme's colours; every pair below passes AA. */
export interface Palette {
  /** The brand colour as buttons, ticked boxes and active page numbers fill with it (≥ 3:1 on the page). */
  brand: Rgb;
  /** Labels on `brand` (≥ 4.5:1). */
  onBrand: Rgb;
  /** The brand colour as text on the page: outline buttons' labels (≥ 4.5:1). */
  brandText: Rgb;
  background: Rgb;
  /** Body text (≥ 4.5:1 on the background and on `surface`). */
  text: Rgb;
  /** Secondary text, quieter than `text` but still ≥ 4.5:1 on the background and `surface`. */
  muted: Rgb;
  link: Rgb;
  /** A quiet tint of the brand over the page: the footer and the monograms of pictureless things. */
  surface: Rgb;
  /** Links on `surface` (≥ 4.5:1). */
  surfaceLink: Rgb;
  /** The monogram's letters on `surface` (≥ 4.5:1, though they only decorate). */
  monogram: Rgb;
  /** Focus rings (≥ 3:1 on the background and on `surface`). */
  focus: Rgb;
  /** Borders of fields and controls (≥ 3:1 on the background). */
  control: Rgb;
  /** Hairlines between parts of a page (decoration, no contrast asked). */
  hairline: Rgb;
}

/** The merchant's colours, each read as the built-in fallback when it is no colour. */
function coloursOf(colours: ThemeColours, fallback: ThemeColours): Record<ThemeColourName, Rgb> {
  const read = (name: ThemeColourName) => rgbOf(colours[name] ?? '') ?? rgbOf(fallback[name])!;
  return {
    primary: read('primary'),
    secondary: read('secondary'),
    background: read('background'),
    text: read('text'),
    link: read('link'),
  };
}

/** Meets `minimum` on both grounds: shaded on the first until it does on the second too. */
function legibleOnBoth(colour: Rgb, first: Rgb, second: Rgb, minimum: number): Rgb {
  return legibleOn(legibleOn(colour, first, minimum), second, minimum);
}

/** The storefront's palette from a theme's colours (invalid ones read as `fallback`'s). */
export function paletteOf(colours: ThemeColours, fallback: ThemeColours): Palette {
  const c = coloursOf(colours, fallback);
  const background = c.background;
  const brand = legibleOn(c.primary, background, minimumUiContrast);
  // 8 % of the brand over the page: visibly the shop's, still a ground any text colour reads on.
  const surface = mix(c.primary, background, 0.08).map(Math.round) as Rgb;
  const text = legibleOnBoth(c.text, background, surface, minimumTextContrast);
  return {
    brand,
    onBrand: textOn(brand),
    brandText: legibleOn(c.primary, background),
    background,
    text,
    muted: legibleOnBoth(mix(text, background, 0.75), background, surface, minimumTextContrast),
    link: legibleOn(c.link, background),
    surface,
    surfaceLink: legibleOn(c.link, surface),
    monogram: legibleOn(mix(c.primary, text, 0.7), surface),
    focus: legibleOnBoth(mix(c.primary, text, 0.5), background, surface, minimumUiContrast),
    control: legibleOn(mix(text, background, 0.45), background, minimumUiContrast),
    hairline: mix(text, background, 0.15),
  };
}

/**
 * A whole set of theme colours from one brand colour: white page, near-black text with a hint of
 * the brand, links and secondary buttons in darker shades of it — all passing AA on white.
 */
export function coloursFromBrand(brandHex: string): ThemeColours | undefined {
  const brand = rgbOf(brandHex);
  if (!brand) return undefined;
  const primary = legibleOn(brand, white, minimumUiContrast);
  return {
    primary: hexOf(primary),
    secondary: hexOf(legibleOn(mix(brand, [88, 88, 88], 0.25), white)),
    background: '#ffffff',
    text: hexOf(mix(brand, [18, 18, 18], 0.08)),
    link: hexOf(legibleOn(shade(brand, 0.15), white)),
  };
}

export interface ContrastProblem {
  field: ThemeColourName;
  ratio: number;
  minimum: number;
  /** The nearest colour of the same hue that passes, to offer instead. */
  suggestion: string;
  message: string;
}

const uses: Partial<Record<ThemeColourName, { what: string; minimum: number }>> = {
  primary: { what: 'Buttons, ticked boxes and focus rings in this colour', minimum: minimumUiContrast },
  text: { what: 'Text in this colour', minimum: minimumTextContrast },
  link: { what: 'Links in this colour', minimum: minimumTextContrast },
};

/**
 * The merchant's colours the storefront cannot use as they are: body text and links under 4.5:1
 * on the background, the brand colour under 3:1 (its buttons and ticked boxes would vanish into
 * the page). Each says why and offers the nearest colour that passes; the editor shows these
 * before saving and the server refuses them (a 4xx with `fields`).
 */
export function contrastProblems(colours: ThemeColours): ContrastProblem[] {
  const background = rgbOf(colours.background);
  if (!background) return [];
  return (Object.keys(uses) as ThemeColourName[]).flatMap((field) => {
    const colour = rgbOf(colours[field] ?? '');
    const use = uses[field]!;
    if (!colour) return [];
    const ratio = contrastOf(colour, background);
    if (passes(ratio, use.minimum)) return [];
    const suggestion = hexOf(legibleOn(colour, background, use.minimum));
    const darker = luminance(background) > 0.18 ? 'darker' : 'lighter';
    return [
      {
        field,
        ratio,
        minimum: use.minimum,
        suggestion,
        message: `${use.what} would have a contrast of ${ratio.toFixed(2)}:1 with the background, and WCAG AA asks for at least ${use.minimum}:1 so every shopper can see them. Choose a ${darker} colour, such as ${suggestion}.`,
      },
    ];
  });
}
