import type { SitemapEntry } from './sitemap-queries';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const lastmodOf = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

export function sitemapIndexXml(files: { loc: string; lastmod: Date | null }[]): string {
  const items = files.map((f) => `<sitemap><loc>${escapeXml(f.loc)}</loc>${lastmodOf(f.lastmod)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A sitemap's <url> elements, batch by batch. The address in the shop's
 * language is the <loc>; when the thing has several languages each one is an
 * hreflang alternate (Google asks for the page itself among them).
 */
export async function* sitemapXml(
  origin: string,
  defaultLanguage: string,
  batches: AsyncIterable<SitemapEntry[]>,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for await (const batch of batches) {
    let chunk = '';
    for (const entry of batch) {
      const main = entry.links.find((l) => l.locale === defaultLanguage) ?? entry.links[0];
      if (!main) continue;
      const alternates =
        entry.links.length > 1
          ? entry.links
              .map(
                (l) =>
                  `<xhtml:link rel="alternate" hreflang="${escapeXml(l.locale)}" href="${escapeXml(origin + l.path)}"/>`,
              )
              .join('')
          : '';
      chunk += `<url><loc>${escapeXml(origin + main.path)}</loc>${lastmodOf(entry.lastmod)}${alternates}</url>\n`;
    }
    yield chunk;
  }
  yield '</urlset>\n';
}
