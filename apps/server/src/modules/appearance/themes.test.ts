import { builtInThemes, type Theme, type ThemeSettings } from '@emporia/contracts/theme';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({ method, url: `/api/v1/admin/appearance${url}`, headers, ...(payload ? { payload } : {}) });
const upload = (url: string, bytes: Buffer, type = 'image/png', headers = admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/appearance${url}`,
    headers: { ...headers, 'content-type': type },
    payload: bytes,
  });
const storefront = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json()
    .data;
const homeHtml = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/', headers: hostOf(shop) })).body;
const themeStyle = (html: string) => /<style id="shop-theme">([\s\S]*?)<\/style>/.exec(html)?.[1];

const trailhead = (): ThemeSettings => structuredClone(builtInThemes.trailhead.settings);
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 60, alpha: 0.5 } } })
    [format]()
    .toBuffer();

describe('themes (appearance/theme)', () => {
  it('lists the built-in themes with Classic live, and every page head carries the live theme as CSS variables', async () => {
    const listed = await call('GET', '/themes');
    expect(listed.statusCode, listed.body).toBe(200);
    const themes = listed.json().data.themes as Theme[];
    expect(themes.map((theme) => [theme.id, theme.active, theme.customised])).toEqual([
      ['classic', true, false],
      ['trailhead', false, false],
    ]);
    expect(listed.json().data.branding).toEqual({ logo: null, favicon: null });
    const css = themeStyle(await homeHtml());
    expect(css).toContain('--bs-primary:#1f5f8b;--bs-primary-rgb:31,95,139');
    expect(css).toContain('.btn-primary{--bs-btn-color:#ffffff;--bs-btn-bg:#1f5f8b');
    // The admin keeps its own look.
    expect(
      themeStyle(
        (await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: hostOf('demo') })).body,
      ),
    ).toBeUndefined();
  });

  it('saves a theme’s settings, switches the live theme, and the storefront follows on the next page', async () => {
    const settings = { ...trailhead(), colors: { ...trailhead().colors, primary: '#AA3311' } };
    settings.home_sections = settings.home_sections.map((s) =>
      s.key === 'deals' ? { ...s, visible: false } : s,
    );
    const saved = await call('PUT', '/themes/trailhead', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.theme).toMatchObject({ id: 'trailhead', active: false, customised: true });
    expect(saved.json().data.theme.settings.colors.primary).toBe('#aa3311');
    // Not live yet: the shopper still sees Classic.
    expect(themeStyle(await homeHtml())).toContain('--bs-primary:#1f5f8b');

    const activated = await call('POST', '/themes/trailhead/activate');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data.theme.active).toBe(true);
    const css = themeStyle(await homeHtml());
    expect(css).toContain('--bs-primary:#aa3311;--bs-primary-rgb:170,51,17');
    expect(css).toContain('--bs-body-bg:#fbf8f1');
    expect(css).toContain('--emporia-button-radius:50px');
    expect(css).toContain('Rockwell');
    expect((await storefront()).theme.home_sections.map((s: { key: string }) => s.key)).toEqual([
      'banners-hero',
      'hero',
      'featured',
      'banners-middle',
      'arrivals',
      'latest_news',
      'categories',
    ]);
    expect((await call('GET', '/themes/trailhead')).json().data.theme.settings.colors.primary).toBe(
      '#aa3311',
    );

    // Another shop is untouched.
    expect(themeStyle(await homeHtml('outdoors'))).toContain('--bs-primary:#1f5f8b');
    expect((await storefront('outdoors')).theme.home_sections).toHaveLength(8);

    await call('POST', '/themes/classic/activate');
    expect(themeStyle(await homeHtml())).toContain('--bs-primary:#1f5f8b');
  });

  it('refuses bad colours, fonts, radii and section lists with field messages, and keeps what was saved', async () => {
    const before = (await call('GET', '/themes/trailhead')).json().data.theme.settings;
    const bad = {
      ...trailhead(),
      colors: { ...trailhead().colors, primary: 'red', link: '#12345g' },
      fonts: { body: 'comic-sans', headings: 'slab' },
      button_radius: 80,
    };
    const refused = await call('PUT', '/themes/trailhead', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      'colors.primary': 'Enter a colour as # and six hexadecimal digits, such as #0d6efd.',
      'colors.link': 'Enter a colour as # and six hexadecimal digits, such as #0d6efd.',
      'fonts.body': 'Choose a font from the list.',
      button_radius: 'Enter the radius in pixels, from 0 to 50.',
    });
    const twice = await call('PUT', '/themes/trailhead', {
      ...trailhead(),
      home_sections: [...trailhead().home_sections, trailhead().home_sections[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields['home_sections.8.key']).toBe('Each section needs its own key.');
    expect((await call('GET', '/themes/trailhead')).json().data.theme.settings).toEqual(before);
    expect((await call('GET', '/themes/neon')).statusCode).toBe(404);
    expect((await call('PUT', '/themes/neon', trailhead())).statusCode).toBe(400);
    expect((await call('POST', '/themes/neon/activate')).statusCode).toBe(400);
  });

  it('refuses colours that would fail WCAG AA contrast, field by field, saying why (ADR 0128)', async () => {
    const before = (await call('GET', '/themes/trailhead')).json().data.theme.settings;
    const refused = await call('PUT', '/themes/trailhead', {
      ...trailhead(),
      colors: { ...trailhead().colors, background: '#ffffff', text: '#aaaaaa', primary: '#ffd43b' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['colors.primary', 'colors.text']);
    expect(refused.json().fields['colors.text']).toMatch(
      /^Text in this colour would have a contrast of 2\.32:1 with the background, and WCAG AA asks for at least 4\.5:1 .* such as #[0-9a-f]{6}\.$/,
    );
    expect((await call('GET', '/themes/trailhead')).json().data.theme.settings).toEqual(before);
  });

  it('uploads a logo the header shows at a fixed size, and a favicon served at /favicon.ico', async () => {
    const logo = await upload('/logo', await picture(400, 100));
    expect(logo.statusCode, logo.body).toBe(200);
    const shown = logo.json().data.logo;
    expect(shown).toMatchObject({ width: 160, height: 40 });
    expect((await storefront()).theme.logo).toEqual(shown);
    const file = await t.app.inject({ method: 'GET', url: shown.src, headers: hostOf('demo') });
    expect(file.statusCode).toBe(200);
    // Transparency is kept (a logo sits on any header colour).
    expect((await sharp(file.rawPayload).metadata()).hasAlpha).toBe(true);
    expect((await storefront('outdoors')).theme.logo).toBeNull();

    const asJson = await call('PUT', '/favicon', {
      filename: 'icon.jpg',
      data: (await picture(64, 64, 'jpeg')).toString('base64'),
    });
    expect(asJson.statusCode, asJson.body).toBe(200);
    const favicon = asJson.json().data.favicon as string;
    expect(favicon).toMatch(/^\/favicon\.ico\?v=[0-9a-f]{12}$/);
    expect(await homeHtml()).toContain(`<link rel="icon" href="${favicon}">`);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: hostOf('demo') });
    const platformIcon = await t.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: hostOf('outdoors'),
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.rawPayload.equals(platformIcon.rawPayload)).toBe(false);
    expect(icon.rawPayload.readUInt16LE(2)).toBe(1); // an icon file

    expect((await call('DELETE', '/favicon')).json().data.favicon).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: '/favicon.ico', headers: hostOf('demo') });
    expect(again.rawPayload.equals(platformIcon.rawPayload)).toBe(true);
    expect((await call('DELETE', '/logo')).json().data.logo).toBeNull();
    expect((await storefront()).theme.logo).toBeNull();
  });

  it('refuses files that are not pictures, whatever their name or type says, and pictures over 2 MB', async () => {
    const notAPicture = await upload('/logo', Buffer.from('<?php echo "hi"; ?>'), 'image/png');
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json().fields.image).toBe('The file is not a picture we can read.');
    const svg = await call('PUT', '/favicon', {
      filename: 'icon.png',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString(
        'base64',
      ),
    });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().fields.image).toBe('Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
    const noise = Buffer.alloc(2.5 * 1024 * 1024);
    for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const large = await sharp(noise, { raw: { width: 1024, height: 640, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tooLarge = await upload('/logo', large);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().fields.image).toBe('Upload a picture of at most 2 MB.');
    expect((await storefront()).theme.logo).toBeNull();
    // A type the route does not take (ADR 0101).
    expect((await upload('/logo', Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
  });

  it('is for staff with the appearance permission, at their own shop', async () => {
    expect((await call('GET', '/themes', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await call('GET', '/themes', undefined, catalogOnly.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', '/themes/trailhead/activate', undefined, catalogOnly.headers)).statusCode,
    ).toBe(403);
    expect(
      (await upload('/logo', await picture(100, 100), 'image/png', catalogOnly.headers)).statusCode,
    ).toBe(403);
    // A demo token at the other shop's host opens nothing there.
    const elsewhere = await call('POST', '/themes/trailhead/activate', undefined, {
      ...admin.headers,
      ...hostOf('outdoors'),
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(themeStyle(await homeHtml('outdoors'))).toContain('--bs-primary:#1f5f8b');
  });
});
