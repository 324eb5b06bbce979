import { describe, expect, it } from 'vitest';
import { pageDocument } from './head';

const template =
  '<!doctype html><html lang="en"><head><title>Emporia</title><!--emporia-head--><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><!--emporia-boot--><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const boot = { config: {}, storefront: {} } as unknown as Parameters<typeof pageDocument>[2];
const head = { title: 'Camping | Shop', preload: [{ key: ['home'], data: { a: 1 } }] };

describe('the delivered document', () => {
  it('splits around the root element, so React output goes inside it', () => {
    const { before, after } = pageDocument(template, head, boot, 'http://demo.localhost');
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after.startsWith('</div><script type="module"')).toBe(true);
    expect(before).toContain('<title>Camping | Shop</title>');
    expect(before).not.toContain('"rendered"');
  });

  it('of a server-rendered page says so to the browser, in its language, with its styles inline', () => {
    const { before } = pageDocument(template, head, boot, 'http://demo.localhost', {
      language: 'fr',
      hydration: { loaderData: {}, actionData: null },
      inlineCss: 'body{color:#222}</style><script>',
    });
    expect(before).toContain('<html lang="fr"');
    expect(before).toContain('"rendered":{"hydration":{"loaderData":{},"actionData":null},"language":"fr"}');
    expect(before).toContain('<style>body{color:#222}<\\/style><script></style>');
    expect(before).not.toContain('rel="stylesheet"');
  });

  it('inlines the entry stylesheet and keeps the other stylesheets of the first load linked', () => {
    const twoSheets = template.replace(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '<link rel="stylesheet" crossorigin href="/assets/catalog-def.css"><link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
    const { before } = pageDocument(twoSheets, head, boot, 'http://demo.localhost', {
      language: 'en',
      hydration: { loaderData: {}, actionData: null },
      inlineCss: '.card{color:red}',
      inlineCssHref: '/assets/index-abc.css',
    });
    expect(before).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/catalog-def.css"><style>.card{color:red}</style>',
    );
    expect(before).not.toContain('index-abc.css');
  });
});
