import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { inAppLinkPath } from './link-interception';

/** A link as a shop's own content would hold it: plain HTML, no router <Link>. */
function plainLink(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'a plain link';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

/** Clicks like a person would, and reports whether the page handled it (prevented the browser's own action). */
function click(element: Element, init: MouseEventInit = {}): { handledByPage: boolean } {
  let handledByPage = false;
  // Runs after the app's document listener; it also keeps happy-dom from leaving the page.
  const afterApp = (event: Event) => {
    handledByPage = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterApp, { once: true });
  fireEvent.click(element, { button: 0, ...init });
  return { handledByPage };
}

afterEach(() => {
  for (const link of document.querySelectorAll('body > a')) link.remove();
});

describe('plain internal links', () => {
  it('a relative link opens its page in the app', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Emporia Gear Co.' });
    expect(click(plainLink('/cart')).handledByPage).toBe(true);
    await waitFor(() => expect(app.currentPath()).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('a same-origin absolute link keeps its query and hash', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Emporia Gear Co.' });
    click(plainLink(`${window.location.origin}/extend/advanced-search?keyword=stove#results`));
    await waitFor(() => expect(app.currentPath()).toBe('/extend/advanced-search?keyword=stove'));
    expect(app.router.state.location.hash).toBe('#results');
  });

  it('a link to the page already shown does nothing', async () => {
    const app = renderApp('/cart');
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    const before = app.router.state.location.key;
    // The heading shows at commit; the click listener is an effect, which may run a moment later.
    await waitFor(() => expect(click(plainLink('/cart')).handledByPage).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.router.state.location.key).toBe(before);
    expect(app.router.state.historyAction).toBe('POP');
  });

  it.each([
    ['another host', plainLink.bind(null, 'https://elsewhere.example/cart'), {}],
    ['a new tab', plainLink.bind(null, '/cart', { target: '_blank' }), {}],
    ['a download', plainLink.bind(null, '/cart', { download: '' }), {}],
    [
      'a page served outside the app',
      plainLink.bind(null, '/sample-apps/x/install', { rel: 'external' }),
      {},
    ],
    ['a mail link', plainLink.bind(null, 'mailto:help@example.com'), {}],
    ['the ctrl key', plainLink.bind(null, '/cart'), { ctrlKey: true }],
    ['the meta key', plainLink.bind(null, '/cart'), { metaKey: true }],
    ['the shift key', plainLink.bind(null, '/cart'), { shiftKey: true }],
    ['the alt key', plainLink.bind(null, '/cart'), { altKey: true }],
    ['the middle button', plainLink.bind(null, '/cart'), { button: 1 }],
  ])('leaves a click to the browser for %s', async (_case, makeLink, init) => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Emporia Gear Co.' });
    expect(click(makeLink(), init).handledByPage).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.currentPath()).toBe('/');
  });

  it('leaves links the router already handled alone', () => {
    const link = plainLink('/cart');
    link.addEventListener('click', (event) => event.preventDefault());
    let path: string | null = 'not checked';
    const probe = (event: MouseEvent) => {
      path = inAppLinkPath(event, window.location.origin);
    };
    document.addEventListener('click', probe, { once: true });
    fireEvent.click(link, { button: 0 });
    expect(path).toBeNull();
  });

  it('follows a click on an element inside the link', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Emporia Gear Co.' });
    const link = plainLink('/contact-us');
    const icon = document.createElement('span');
    link.append(icon);
    click(icon);
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/contact-us');
  });
});
