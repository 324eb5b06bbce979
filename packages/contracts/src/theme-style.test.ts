import { describe, expect, it } from 'vitest';
import { builtInThemes, contrastRatio, contrastWarnings, type ThemeSettings, themeCss } from './theme-style';

const withColours = (colors: Partial<ThemeSettings['colors']>): ThemeSettings => ({
  ...builtInThemes.classic.settings,
  colors: { ...builtInThemes.classic.settings.colors, ...colors },
});
const rule = (css: string, selector: string) =>
  new RegExp(`(?:^|\\n)${selector.replace(/[.*]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('themeCss', () => {
  it('keeps Classic as Bootstrap draws it: blue buttons with white labels', () => {
    const css = themeCss(builtInThemes.classic.settings);
    expect(rule(css, '.btn-primary')).toContain('--bs-btn-color:#ffffff;--bs-btn-bg:#0d6efd');
    expect(rule(css, '.btn-primary')).toContain('--bs-btn-hover-bg:#0b5ed7');
    expect(css).toContain('--bs-primary-rgb:13,110,253');
  });

  it('labels a light primary colour in black, so buttons stay readable', () => {
    const css = themeCss(withColours({ primary: '#ffd43b' }));
    expect(rule(css, '.btn-primary')).toContain('--bs-btn-color:#000000');
  });

  it('shades the footer links until they read on its light grey (WCAG AA)', () => {
    const css = themeCss(withColours({ link: '#4dabf7' }));
    const footer = /--bs-nav-link-color:(#[0-9a-f]{6})/.exec(rule(css, '.storefront-footer .nav'))?.[1];
    expect(contrastRatio(footer!, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to Classic’s colour for one that is not a colour, so the CSS stays well-formed', () => {
    expect(themeCss(withColours({ primary: 'red;}body{display:none' }))).toContain('--bs-primary:#0d6efd');
  });
});

describe('contrastWarnings', () => {
  it('warns about grey text on white and passes the built-in themes', () => {
    expect(contrastWarnings({ ...builtInThemes.classic.settings.colors, text: '#aaaaaa' })).toEqual([
      { field: 'text', ratio: expect.closeTo(2.32, 2) },
    ]);
    expect(contrastWarnings(builtInThemes.classic.settings.colors)).toEqual([]);
    expect(contrastWarnings(builtInThemes.trailhead.settings.colors)).toEqual([]);
  });
});
