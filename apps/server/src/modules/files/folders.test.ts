import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t, 'demo');
  other = await signedInAdmin(t, 'outdoors');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = owner.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = async (name: string, folder?: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/files?name=${name}${folder ? `&folder=${folder}` : ''}`,
    headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(`notes of ${name}`),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; url: string; name: string };
};

describe('file manager folders, renames, moves and deletes', () => {
  it('creates folders, lists a folder with its path, and refuses a taken folder name (409)', async () => {
    const guides = (await call('POST', '/api/v1/admin/file-folders', { name: 'Guides' })).json().data;
    const winter = await call('POST', '/api/v1/admin/file-folders', { name: 'Winter', parentId: guides.id });
    expect(winter.statusCode, winter.body).toBe(201);
    expect((await call('POST', '/api/v1/admin/file-folders', { name: 'Guides' })).statusCode).toBe(409);
    await upload('packing.txt', winter.json().data.id);
    const inside = (await call('GET', `/api/v1/admin/files?folder=${winter.json().data.id}`)).json().data;
    expect(inside.path.map((p: { name: string }) => p.name)).toEqual(['Guides', 'Winter']);
    expect(inside.files.map((f: { name: string }) => f.name)).toEqual(['packing.txt']);
    const root = (await call('GET', '/api/v1/admin/files')).json().data;
    expect(root.folders).toEqual([{ id: guides.id, name: 'Guides', parentId: null, fileCount: 0 }]);
    // Not inside itself; not into another shop's folder; not empty, so not deleted.
    const loop = await call('PATCH', `/api/v1/admin/file-folders/${guides.id}`, {
      parentId: winter.json().data.id,
    });
    expect(loop.statusCode).toBe(400);
    expect((await call('DELETE', `/api/v1/admin/file-folders/${winter.json().data.id}`)).statusCode).toBe(
      409,
    );
    expect(
      (await call('DELETE', `/api/v1/admin/file-folders/${guides.id}`, undefined, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/admin/file-folders/${guides.id}`, { name: 'Mine' }, other.headers))
        .statusCode,
    ).toBe(404);
    const intoTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/files?name=sneaky.txt&folder=${guides.id}`,
      headers: { ...other.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('hello'),
    });
    expect(intoTheirs.statusCode).toBe(404);
    const theirList = await call('GET', `/api/v1/admin/files?folder=${guides.id}`, undefined, other.headers);
    expect(theirList.statusCode).toBe(404);
    const renamed = await call('PATCH', `/api/v1/admin/file-folders/${guides.id}`, { name: 'How-to guides' });
    expect(renamed.json().data.name).toBe('How-to guides');
    const empty = (await call('POST', '/api/v1/admin/file-folders', { name: 'Empty' })).json().data;
    expect((await call('DELETE', `/api/v1/admin/file-folders/${empty.id}`)).statusCode).toBe(200);
  });

  it('renames and moves a file, keeping its public address; 409 for a taken name', async () => {
    const file = await upload('size-chart.txt');
    await upload('taken.txt');
    const folder = (await call('POST', '/api/v1/admin/file-folders', { name: 'Charts' })).json().data;
    expect((await call('PATCH', `/api/v1/admin/files/${file.id}`, { name: 'taken.txt' })).statusCode).toBe(
      409,
    );
    expect(
      (await call('PATCH', `/api/v1/admin/files/${file.id}`, { name: 'size-chart.pdf' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/api/v1/admin/files/${file.id}`, { name: '../up.txt' })).statusCode).toBe(
      400,
    );
    const moved = await call('PATCH', `/api/v1/admin/files/${file.id}`, {
      name: 'sizes.txt',
      folderId: folder.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ name: 'sizes.txt', folderId: folder.id });
    const [key] = file.url.split('/').slice(2, 3);
    expect(moved.json().data.url).toBe(`/files/${key}/sizes.txt`);
    // The old address still finds it: the key, not the name, names the file.
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('demo') })).statusCode).toBe(
      200,
    );
    expect(
      (await call('PATCH', `/api/v1/admin/files/${file.id}`, { name: 'x.txt' }, other.headers)).statusCode,
    ).toBe(404);
    const back = await call('PATCH', `/api/v1/admin/files/${file.id}`, { folderId: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.folderId).toBeNull();
  });

  it('counts a page whose text links a file as a use of it', async () => {
    const file = await upload('size-chart.txt');
    const page = await call('POST', '/api/v1/admin/pages', {
      title: 'Size chart',
      translations: [{ locale: 'fr', body: `<p><a href="${file.url}">Tableau</a></p>` }],
    });
    expect(page.statusCode, page.body).toBe(201);
    const uses = (await call('GET', `/api/v1/admin/files/${file.id}/uses`)).json().data;
    expect(uses).toEqual([{ kind: 'page', id: page.json().data.id, label: 'Size chart' }]);
  });

  it('warns before deleting a file an article uses, deletes it once confirmed and stops serving it', async () => {
    const file = await upload('care.txt');
    const article = await call('POST', '/api/v1/admin/articles', {
      title: 'Caring for your tent',
      body: `<p>See <a href="${file.url}">the care sheet</a>.</p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    const uses = (await call('GET', `/api/v1/admin/files/${file.id}/uses`)).json().data;
    expect(uses).toEqual([{ kind: 'article', id: article.json().data.id, label: 'Caring for your tent' }]);
    const warned = await call('DELETE', `/api/v1/admin/files/${file.id}`);
    expect(warned.statusCode).toBe(409);
    expect(warned.json().message).toBe(
      'This file is used by article “Caring for your tent”. Deleting it breaks those pages.',
    );
    expect(
      (await call('DELETE', `/api/v1/admin/files/${file.id}?force=1`, undefined, other.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/v1/admin/files/${file.id}/uses`, undefined, other.headers)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/v1/admin/files/${file.id}?force=1`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('demo') })).statusCode).toBe(
      404,
    );
    const unused = await upload('unused.txt');
    expect((await call('DELETE', `/api/v1/admin/files/${unused.id}`)).statusCode).toBe(200);
  });

  it('asks for the settings permission on every change', async () => {
    const appearance = await signedInAdmin(t, 'demo', ['appearance']);
    const file = await upload('locked.txt');
    const attempts = [
      call('PATCH', `/api/v1/admin/files/${file.id}`, { name: 'y.txt' }, appearance.headers),
      call('DELETE', `/api/v1/admin/files/${file.id}`, undefined, appearance.headers),
      call('GET', `/api/v1/admin/files/${file.id}/uses`, undefined, appearance.headers),
      call('POST', '/api/v1/admin/file-folders', { name: 'Nope' }, appearance.headers),
      call('PATCH', '/api/v1/admin/file-folders/1', { name: 'Nope' }, appearance.headers),
      call('DELETE', '/api/v1/admin/file-folders/1', undefined, appearance.headers),
    ];
    for (const attempt of attempts) expect((await attempt).statusCode).toBe(403);
  });
});
