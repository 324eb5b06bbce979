import { fontStacks, type ThemeSettings } from '@emporia/contracts/theme-style';

/** A small picture of a theme: its page colour, fonts, buttons and link, drawn with its own settings. */
export function ThemeSwatch({ settings, name }: { settings: ThemeSettings; name: string }) {
  const { colors, fonts, button_radius: radius } = settings;
  const button = (background: string) => ({
    background,
    borderColor: background,
    color: '#fff',
    borderRadius: `${radius}px`,
  });
  return (
    <div
      className="theme-swatch border-bottom p-3"
      style={{ background: colors.background, color: colors.text, fontFamily: fontStacks[fonts.body].stack }}
      aria-hidden="true"
      data-theme-swatch={name}
    >
      <div className="h5 mb-1" style={{ fontFamily: fontStacks[fonts.headings].stack, color: colors.text }}>
        Trail Runner 2
      </div>
      <p className="small mb-2">
        Light, grippy and ready for the hills.{' '}
        <span style={{ color: colors.link, textDecoration: 'underline' }}>Size guide</span>
      </p>
      <div className="d-flex gap-2 align-items-center">
        <span className="btn btn-sm" style={button(colors.primary)}>
          Add to cart
        </span>
        <span className="btn btn-sm" style={button(colors.secondary)}>
          Wishlist
        </span>
        <span className="ms-auto d-flex gap-1">
          {(['primary', 'secondary', 'link', 'text'] as const).map((name) => (
            <span
              key={name}
              className="d-inline-block rounded-circle border"
              style={{ width: 16, height: 16, background: colors[name] }}
            />
          ))}
        </span>
      </div>
    </div>
  );
}
