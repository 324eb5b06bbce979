import { isTranslated } from '@emporia/contracts/translated';
import sanitizeHtml from 'sanitize-html';

/**
 * What an admin's rich text (CKEditor output) may keep: formatting, links,
 * lists, tables and images. Scripts, event handlers, styles and
 * javascript: URLs never survive.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'figure',
    'figcaption',
    'span',
    's',
    'u',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    figure: ['class'],
    ol: ['start'],
  },
  allowedClasses: { figure: ['image', 'table', 'media'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Sanitised rich text as stored, or null when it shows nothing: an editor's empty paragraph is
 * no text, and an untranslated one must read the default language's (ADR 0107).
 */
export function writtenRichText(html: string | undefined): string | null {
  const clean = sanitizeRichText(html ?? '');
  return isTranslated(plainText(clean)) || /<img\b/i.test(clean) ? clean : null;
}

/**
 * Plain text of rich text, for meta descriptions and e-mails. A longer text is
 * cut at the last word that fits (a word longer than half the room is cut
 * inside), ending in an ellipsis, within `maxLength` characters.
 */
export function plainText(html: string, maxLength = 300): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const room = text.slice(0, maxLength);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > maxLength / 2 ? room.slice(0, lastSpace) : room.slice(0, maxLength - 1);
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}
