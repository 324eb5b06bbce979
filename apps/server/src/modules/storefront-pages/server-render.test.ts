import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentStream,
  isPrivatePage,
  matchesEntityTag,
  pageEntityTag,
  RenderedPages,
  untilRendered,
} from './server-render';

describe('which pages a shared cache may keep', () => {
  it('keeps catalogue, content and form pages public', () => {
    for (const path of [
      '/',
      '/ridgeline-headlamp',
      '/category/camping',
      '/manufacturer/summit-peak',
      '/extend/advanced-search',
      '/blog/posts',
      '/article/spring-trail-season-is-here',
      '/contact-us',
      '/track-order/form',
      '/return-exchange/form',
    ]) {
      expect(isPrivatePage(path), path).toBe(false);
    }
  });

  it('never lets one shopper’s page or a secret in the address reach a shared cache', () => {
    for (const path of [
      '/cart',
      '/checkout',
      '/checkout-success/ABC123',
      '/account',
      '/account/orders/list',
      '/invoice/ABC123',
      '/login',
      '/register',
      '/reset-password/secret-token',
      '/unsubscribe',
      '/track-order/ABC123',
      '/return-exchange/ABC123',
      '/auth/callback',
    ]) {
      expect(isPrivatePage(path), path).toBe(true);
    }
  });
});

describe('page entity tags', () => {
  const parts = { build: 'b1', url: 'http://demo.localhost/x', language: 'en', data: { price: 1000 } };

  it('change when the page’s data, address, language or build change, and only then', () => {
    const tag = pageEntityTag(parts);
    expect(pageEntityTag({ ...parts })).toBe(tag);
    expect(pageEntityTag({ ...parts, data: { price: 1100 } })).not.toBe(tag);
    expect(pageEntityTag({ ...parts, url: 'http://demo.localhost/y' })).not.toBe(tag);
    expect(pageEntityTag({ ...parts, language: 'fr' })).not.toBe(tag);
    expect(pageEntityTag({ ...parts, build: 'b2' })).not.toBe(tag);
  });

  it('match If-None-Match weakly, in lists and as *', () => {
    const tag = pageEntityTag(parts);
    expect(matchesEntityTag(tag, tag)).toBe(true);
    expect(matchesEntityTag(tag.replace(/^W\//, ''), tag)).toBe(true);
    expect(matchesEntityTag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEntityTag('*', tag)).toBe(true);
    expect(matchesEntityTag('"other"', tag)).toBe(false);
    expect(matchesEntityTag(undefined, tag)).toBe(false);
  });
});

it('a rendered page is the document before the root, the app, then the rest', async () => {
  const stream = documentStream('<html><body><div id="root">', '</div></body></html>');
  stream.end('<main>page</main>');
  let html = '';
  for await (const chunk of stream) html += chunk;
  expect(html).toBe('<html><body><div id="root"><main>page</main></div></body></html>');
});

it('hands over the whole page once written, for the rendered-page cache', async () => {
  let whole = '';
  const stream = documentStream('<div id="root">', '</div>', (html) => {
    whole = html;
  });
  stream.write('<main>');
  stream.end('page</main>');
  for await (const _chunk of stream) {
    // drained as the server's reply would
  }
  expect(whole).toBe('<div id="root"><main>page</main></div>');
});

describe('the rendered-page cache', () => {
  it('keeps pages by tag within its size and forgets the oldest', () => {
    const pages = new RenderedPages(10);
    pages.set('a', '12345');
    pages.set('b', '67890');
    expect(pages.get('a')?.toString()).toBe('12345');
    pages.set('c', 'abcde');
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('c')?.toString()).toBe('abcde');
  });

  it('counts a page by its UTF-8 bytes, not its length in characters', () => {
    const pages = new RenderedPages(12);
    pages.set('a', '——'); // 2 characters, 6 bytes
    pages.set('b', '———'); // 3 characters, 9 bytes: both no longer fit
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('b')?.toString()).toBe('———');
    expect(pages.gauge().bytes).toBe(9);
  });

  it('keeps nothing when its size is 0', () => {
    const pages = new RenderedPages(0);
    pages.set('a', 'x');
    expect(pages.enabled).toBe(false);
    expect(pages.get('a')).toBeUndefined();
  });
});

describe('waiting for a render', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no timer behind once the page is ready, so nothing keeps the render', async () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    const page = untilRendered<string>((settle) => {
      queueMicrotask(() => settle('<html>'));
      return { abort };
    }, 10_000);
    await expect(page).resolves.toBe('<html>');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it('aborts a render that takes longer than its limit', async () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    untilRendered<string>(() => ({ abort }), 10_000);
    vi.advanceTimersByTime(9_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledOnce();
  });
});
