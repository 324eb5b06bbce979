import { describe, expect, it } from 'vitest';
import { themeSettingsSchema } from './theme';
import { coloursFromBrand, contrastProblems, contrastRatio, paletteOf } from './theme-palette';
import { builtInThemes } from './theme-style';

const classic = builtInThemes.classic.settings.colors;
const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

describe('paletteOf', () => {
  // Brands from the lightest to the darkest, on white, cream and a dark page.
  const brands = ['#ffd43b', '#e63946', '#1f5f8b', '#00ff00', '#777777', '#111111'];
  const pages = ['#ffffff', '#fbf8f1', '#121212'];
  it.each(brands.flatMap((brand) => pages.map((page) => [brand, page])))(
    'guarantees AA for brand %s on %s',
    (brand, page) => {
      const light = page !== '#121212';
      const p = paletteOf(
        {
          primary: brand,
          secondary: brand,
          background: page,
          text: light ? '#999999' : '#666666',
          link: brand,
        },
        classic,
      );
      const ratio = (a: number[], b: number[]) => contrastRatio(hex(a), hex(b));
      expect(ratio(p.onBrand, p.brand)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(p.brand, p.background)).toBeGreaterThanOrEqual(2.995);
      expect(ratio(p.brandText, p.background)).toBeGreaterThanOrEqual(4.495);
      for (const ground of [p.background, p.surface]) {
        expect(ratio(p.text, ground)).toBeGreaterThanOrEqual(4.495);
        expect(ratio(p.muted, ground)).toBeGreaterThanOrEqual(4.495);
        expect(ratio(p.focus, ground)).toBeGreaterThanOrEqual(2.995);
      }
      expect(ratio(p.link, p.background)).toBeGreaterThanOrEqual(4.495);
      expect(ratio(p.surfaceLink, p.surface)).toBeGreaterThanOrEqual(4.495);
      expect(ratio(p.monogram, p.surface)).toBeGreaterThanOrEqual(4.495);
      expect(ratio(p.control, p.background)).toBeGreaterThanOrEqual(2.995);
    },
  );
});

describe('coloursFromBrand', () => {
  it('builds five colours that the editor accepts from any one brand colour', () => {
    for (const brand of ['#ffd43b', '#e63946', '#1f5f8b', '#ffffff', '#000000']) {
      const colours = coloursFromBrand(brand)!;
      expect(contrastProblems(colours)).toEqual([]);
    }
    expect(coloursFromBrand('#1f5f8b')).toEqual(classic);
    expect(coloursFromBrand('blue')).toBeUndefined();
  });
});

describe('contrastProblems', () => {
  it('refuses grey text, a pale link and a yellow brand on white, each saying why and what passes', () => {
    const problems = contrastProblems({ ...classic, text: '#aaaaaa', link: '#66aaff', primary: '#ffd43b' });
    expect(problems.map((p) => p.field)).toEqual(['primary', 'text', 'link']);
    const text = problems.find((p) => p.field === 'text')!;
    expect(text.ratio).toBeCloseTo(2.32, 2);
    expect(text.message).toMatch(/contrast of 2\.32:1 .* at least 4\.5:1 .* darker colour, such as #/);
    expect(contrastRatio(text.suggestion, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastProblems(classic)).toEqual([]);
    expect(contrastProblems(builtInThemes.trailhead.settings.colors)).toEqual([]);
  });

  it('are the schema’s field errors, so the server answers them as a 4xx with fields', () => {
    const result = themeSettingsSchema.safeParse({
      ...builtInThemes.classic.settings,
      colors: { ...classic, text: '#aaaaaa' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['colors.text']);
  });
});
