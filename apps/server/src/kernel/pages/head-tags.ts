import { noImagePath } from '@emporia/contracts/storefront-keys';
import type { PageHead } from './page-head';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A path on the shop's host made absolute with the host the page was asked at; other values as they are. */
const absolute = (value: string, origin: string) =>
  value.startsWith('/') && !value.startsWith('//') ? origin + value : value;

/** JSON-LD properties holding an address: providers give paths, crawlers need absolute URLs. */
const addressKeys = new Set(['@id', 'url', 'item', 'image', 'logo', 'urlTemplate', 'sameAs']);

function withAbsoluteAddresses(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withAbsoluteAddresses(v, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (!addressKeys.has(key)) return [key, withAbsoluteAddresses(v, origin)];
      if (typeof v === 'string') return [key, absolute(v, origin)];
      if (Array.isArray(v)) return [key, v.map((i) => (typeof i === 'string' ? absolute(i, origin) : i))];
      return [key, withAbsoluteAddresses(v, origin)];
    }),
  );
}

/**
 * Open Graph wants language_TERRITORY (en_US): a bare language takes its
 * likeliest territory (en → en_US, fr → fr_FR, ja → ja_JP).
 */
export function openGraphLocale(language: string): string | undefined {
  try {
    const locale = new Intl.Locale(language).maximize();
    return locale.region ? `${locale.language}_${locale.region}` : undefined;
  } catch {
    return undefined;
  }
}

/** og:* of the page: derived from its title, description, canonical, picture and language; `openGraph` adds or overrides. */
function openGraphOf(head: PageHead, origin: string): Map<string, string> {
  const og = new Map<string, string>([
    ['og:type', 'website'],
    ['og:title', head.title],
  ]);
  if (head.description) og.set('og:description', head.description);
  if (head.canonicalPath) og.set('og:url', origin + head.canonicalPath);
  if (head.siteName) og.set('og:site_name', head.siteName);
  if (head.image) og.set('og:image', head.image);
  const locale = head.language && openGraphLocale(head.language);
  if (locale) og.set('og:locale', locale);
  for (const [property, content] of Object.entries(head.openGraph ?? {})) og.set(property, content);
  const image = og.get('og:image');
  if (!image || image === noImagePath) og.delete('og:image');
  else og.set('og:image', absolute(image, origin));
  return og;
}

const metaTag = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** Open Graph and the Twitter card, which reads the same title, description and picture. */
function socialTags(head: PageHead, origin: string): string[] {
  const og = openGraphOf(head, origin);
  const tags = [...og].map(
    ([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`,
  );
  const image = og.get('og:image');
  tags.push(metaTag('twitter:card', image ? 'summary_large_image' : 'summary'));
  tags.push(metaTag('twitter:title', og.get('og:title')!));
  const description = og.get('og:description');
  if (description) tags.push(metaTag('twitter:description', description));
  if (image) tags.push(metaTag('twitter:image', image));
  return tags;
}

/** rel=alternate per language when the page has several; the first (the shop's default) is also x-default. */
function alternateTags(head: PageHead, origin: string): string[] {
  const alternates = head.alternates ?? [];
  if (alternates.length < 2) return [];
  return [...alternates, { language: 'x-default', path: alternates[0]!.path }].map(
    ({ language, path }) =>
      `<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(origin + path)}">`,
  );
}

/**
 * The tags of `head` for the page's <head>, in the order they are written:
 * title, description, robots, canonical, hreflang alternates, Open Graph and
 * Twitter card (storefront pages: those naming the shop as their site), JSON-LD.
 * Paths become absolute URLs on `origin`, the host the page was asked at (ADR 0045).
 */
export function headTags(head: PageHead, origin: string): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(metaTag('description', head.description));
  if (head.robots) tags.push(metaTag('robots', head.robots));
  if (head.canonicalPath)
    tags.push(`<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}">`);
  tags.push(...alternateTags(head, origin));
  if (head.siteName || head.openGraph) tags.push(...socialTags(head, origin));
  const jsonLd = head.jsonLd === undefined ? [] : Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd];
  for (const item of jsonLd) {
    tags.push(
      `<script type="application/ld+json">${scriptJson(withAbsoluteAddresses(item, origin))}</script>`,
    );
  }
  return tags.join('');
}
