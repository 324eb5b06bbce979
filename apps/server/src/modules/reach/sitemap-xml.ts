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
 * The <url> elements of one thing. In one language: its address. In several:
 * one <url> per language, each listing every language's address and the
 * shop language's as x-default, as Google asks (each version names all the
 * others and itself).
 */
function urlsOf(origin: string, defaultLanguage: string, entry: SitemapEntry): string {
  const links = [
    ...entry.links.filter((l) => l.locale === defaultLanguage),
    ...entry.links.filter((l) => l.locale !== defaultLanguage),
  ];
  const lastmod = lastmodOf(entry.lastmod);
  if (links.length < 2) {
    return links.map((l) => `<url><loc>${escapeXml(origin + l.path)}</loc>${lastmod}</url>\n`).join('');
  }
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(origin + path)}"/>`;
  const alternates = links.map((l) => link(l.locale, l.path)).join('') + link('x-default', links[0]!.path);
  return links
    .map((l) => `<url><loc>${escapeXml(origin + l.path)}</loc>${lastmod}${alternates}</url>\n`)
    .join('');
}

/** A sitemap's <url> elements, batch by batch, as the batches are read. */
export async function* sitemapXml(
  origin: string,
  defaultLanguage: string,
  batches: AsyncIterable<SitemapEntry[]>,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for await (const batch of batches) {
    yield batch.map((entry) => urlsOf(origin, defaultLanguage, entry)).join('');
  }
  yield '</urlset>\n';
}
