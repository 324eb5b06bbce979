import { describe, expect, it } from 'vitest';
import { headTags, openGraphLocale } from './head-tags';

const origin = 'https://shop.example';

describe('head tags', () => {
  it('escape text and keep JSON-LD inside its script element', () => {
    const html = headTags(
      {
        title: 'Tent "Pro" <2p> & more',
        description: "It's </script><script>alert(1)</script>",
        siteName: 'Gear & Co',
        jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
      },
      origin,
    );
    expect(html).toContain('<title>Tent &quot;Pro&quot; &lt;2p&gt; &amp; more</title>');
    expect(html).toContain('content="It&#39;s &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<meta property="og:site_name" content="Gear &amp; Co">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
  });

  it('make the addresses of JSON-LD, Open Graph and Twitter absolute on the host asked', () => {
    const html = headTags(
      {
        title: 'Tent',
        canonicalPath: '/tent',
        siteName: 'Gear',
        image: '/storage/1/tent.jpg',
        jsonLd: [
          { '@type': 'Product', url: '/tent', image: ['/storage/1/tent.jpg', 'https://cdn.example/x.jpg'] },
          { '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home', item: '/' }] },
        ],
      },
      origin,
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.example/tent">');
    expect(html).toContain('<meta property="og:url" content="https://shop.example/tent">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/storage/1/tent.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://shop.example/storage/1/tent.jpg">');
    expect(html).toContain(
      '"url":"https://shop.example/tent","image":["https://shop.example/storage/1/tent.jpg","https://cdn.example/x.jpg"]',
    );
    expect(html).toContain('"item":"https://shop.example/"');
    expect(html.match(/application\/ld\+json/g)).toHaveLength(2);
  });

  it('leave the missing-picture placeholder out, and write a small card then', () => {
    const html = headTags({ title: 'x', siteName: 'Gear', image: '/storage/store/no-image.png' }, origin);
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('write alternates only for a page in several languages, the first also x-default', () => {
    const one = headTags({ title: 'x', alternates: [{ language: 'en', path: '/a' }] }, origin);
    expect(one).not.toContain('hreflang');
    const two = headTags(
      {
        title: 'x',
        alternates: [
          { language: 'en', path: '/a' },
          { language: 'fr', path: '/b' },
        ],
      },
      origin,
    );
    expect(two).toContain(
      '<link rel="alternate" hreflang="en" href="https://shop.example/a"><link rel="alternate" hreflang="fr" href="https://shop.example/b"><link rel="alternate" hreflang="x-default" href="https://shop.example/a">',
    );
  });

  it('give Open Graph a language with its likeliest territory', () => {
    expect(['en', 'fr', 'ja', 'en-GB', 'pt-BR'].map(openGraphLocale)).toEqual([
      'en_US',
      'fr_FR',
      'ja_JP',
      'en_GB',
      'pt_BR',
    ]);
    expect(openGraphLocale('not a language')).toBeUndefined();
  });
});
