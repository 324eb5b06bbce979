import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { filesSettingsSummary } from './settings-summary';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let png: Buffer;
beforeAll(async () => {
  // A small space so the quota is reached with small files.
  t = await createTestApp({ FILES_QUOTA_MB: '1', FILES_MAX_UPLOAD_MB: '0.7' });
  admin = await signedInAdmin(t, 'demo', ['settings']);
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (
  name: string,
  bytes: Buffer,
  headers: Record<string, string> = admin.headers,
  folder?: number,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/files?name=${encodeURIComponent(name)}${folder ? `&folder=${folder}` : ''}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/files${query}`, headers: admin.headers })).json()
    .data;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

describe('file manager uploads (setting/file)', () => {
  it('stores a picture with its size and thumbnail, lists it and serves it at its public address', async () => {
    const created = await upload('tent.png', png);
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data;
    expect(file).toMatchObject({
      name: 'tent.png',
      contentType: 'image/png',
      width: 400,
      height: 200,
      folderId: null,
    });
    expect(file.url).toMatch(/^\/files\/[a-f0-9]{16}\/tent\.png$/);
    const listed = await list();
    expect(listed.files.map((f: { name: string }) => f.name)).toEqual(['tent.png']);
    expect(listed.totals).toMatchObject({ files: 1, bytes: png.length, quotaBytes: 1024 * 1024 });

    const served = await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('demo') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: file.thumbnailUrl, headers: hostOf('demo') });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);
    // Another shop's host does not serve it.
    expect(
      (await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('outdoors') })).statusCode,
    ).toBe(404);

    expect(
      await filesSettingsSummary({
        shop: { id: (await shopOf('demo')).id } as never,
        actor: { kind: 'platform' },
        db: t.database.db,
      }),
    ).toBe(`1 file, ${(png.length / 1024).toFixed(1)} KB of 1 MB`);
  });

  it('answers 409 for a name already in the folder, and writes nothing', async () => {
    const again = await upload('tent.png', png);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.name).toBe('A file named “tent.png” is already in this folder.');
    expect((await list()).totals.files).toBe(1);
  });

  it('judges the type by the content: programs, HTML and scripted SVG are refused with a message', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
    const cases: [string, Buffer, RegExp][] = [
      ['program.exe', Buffer.from('MZ'), /Files ending in \.exe are not accepted/],
      ['page.html', Buffer.from('<html></html>'), /Files ending in \.html are not accepted/],
      ['photo.jpg', elf, /not accepted/],
      ['photo.pdf', png, /content is \.png but its name ends in \.pdf/],
      ['notes.txt', Buffer.from('<html><script>alert(1)</script></html>'), /scripts or web-page markup/],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        /scripts/,
      ],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        /scripts/,
      ],
      ['noextension', png, /no extension are not accepted/],
    ];
    for (const [name, bytes, message] of cases) {
      const refused = await upload(name, bytes);
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().message, name).toMatch(message);
    }
    const svg = await upload(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'),
    );
    expect(svg.statusCode, svg.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: svg.json().data.url, headers: hostOf('demo') });
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    const csv = await upload('prices.csv', Buffer.from('name,onion=1\ntent,100\n'));
    expect(csv.json().data.contentType).toBe('text/csv; charset=utf-8');
    expect((await list()).totals.files).toBe(3);
  });

  it('refuses path tricks in names and empty bodies', async () => {
    for (const name of ['../../etc/passwd.txt', '..\\evil.txt', '.hidden.txt', 'a/b.txt']) {
      const refused = await upload(name, Buffer.from('hello'));
      expect(refused.statusCode, name).toBe(400);
    }
    expect((await upload('empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('refuses a file over the upload limit and uploads over the shop’s file space (413)', async () => {
    const big = await upload('big.pdf', pdf(750 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/at most/);
    expect((await upload('first.pdf', pdf(600 * 1024))).statusCode).toBe(201);
    const over = await upload('second.pdf', pdf(600 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('FILE_QUOTA_EXCEEDED');
    expect((await list()).files.map((f: { name: string }) => f.name)).not.toContain('second.pdf');
  });

  it('is for staff with the settings permission; article writers may only look', async () => {
    expect((await upload('x.txt', Buffer.from('x'), hostOf('demo'))).statusCode).toBe(401);
    const catalog = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await upload('x.txt', Buffer.from('x'), catalog.headers)).statusCode).toBe(403);
    const writer = await signedInAdmin(t, 'demo', ['appearance']);
    expect((await upload('x.txt', Buffer.from('x'), writer.headers)).statusCode).toBe(403);
    const looked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/files?images=1',
      headers: writer.headers,
    });
    expect(looked.statusCode).toBe(200);
    expect(looked.json().data.files.map((f: { name: string }) => f.name)).toEqual(['tent.png']);
    const catalogLook = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/files',
      headers: catalog.headers,
    });
    expect(catalogLook.statusCode).toBe(403);
  });

  it('keeps each shop’s files to itself', async () => {
    const other = await signedInAdmin(t, 'outdoors');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/admin/files', headers: other.headers });
    expect(theirs.json().data.files).toEqual([]);
    expect(theirs.json().data.totals.files).toBe(0);
    // The same name is free in another shop.
    expect((await upload('tent.png', png, other.headers)).statusCode).toBe(201);
  });
});

async function shopOf(subdomain: string) {
  const { schema } = await import('@emporia/db');
  const { eq } = await import('drizzle-orm');
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain));
  return shop!;
}
