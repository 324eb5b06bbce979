import { describe, expect, it } from 'vitest';
import { builtInThemes, contrastRatio, type ThemeSettings, themeCss } from './theme-style';

const withColours = (colors: Partial<ThemeSettings['colors']>): ThemeSettings => ({
  ...builtInThemes.classic.settings,
  colors: { ...builtInThemes.classic.settings.colors, ...colors },
});
const rule = (css: string, selector: string) =>
  new RegExp(`(?:^|\\n)${selector.replace(/[.*]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('themeCss', () => {
  it('draws Classic in its brand blue with white labels', () => {
    const css = themeCss(builtInThemes.classic.settings);
    expect(rule(css, '.btn-primary')).toContain('--bs-btn-color:#ffffff;--bs-btn-bg:#1f5f8b');
    expect(css).toContain('--bs-primary-rgb:31,95,139');
  });

  it('rings focused things in 2 px of a colour with 3:1 on the page and the footer', () => {
    const css = themeCss(withColours({ primary: '#ffd43b' }));
    expect(css).toMatch(/:focus-visible[^{]*\{outline:2px solid var\(--emporia-focus\);outline-offset:2px/);
    const focus = /--emporia-focus:(#[0-9a-f]{6})/.exec(css)?.[1];
    const surface = /--emporia-surface:(#[0-9a-f]{6})/.exec(css)?.[1];
    expect(contrastRatio(focus!, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(focus!, surface!)).toBeGreaterThanOrEqual(3);
  });

  it('labels a light primary colour in black, so buttons stay readable', () => {
    const css = themeCss(withColours({ primary: '#ffd43b' }));
    expect(rule(css, '.btn-primary')).toContain('--bs-btn-color:#000000');
  });

  it('shades the footer links until they read on its tint of the brand (WCAG AA)', () => {
    const css = themeCss(withColours({ link: '#4dabf7' }));
    const footer = /--emporia-surface-link:(#[0-9a-f]{6})/.exec(css)?.[1];
    const surface = /--emporia-surface:(#[0-9a-f]{6})/.exec(css)?.[1];
    expect(contrastRatio(footer!, surface!)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to Classic’s colour for one that is not a colour, so the CSS stays well-formed', () => {
    expect(themeCss(withColours({ primary: 'red;}body{display:none' }))).toContain('--bs-primary:#1f5f8b');
  });
});
