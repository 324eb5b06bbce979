import { convert } from 'html-to-text';
import Mustache from 'mustache';
import sanitizeHtml from 'sanitize-html';
import { tidySentences } from '../notifications';

/**
 * Rendering of e-mail templates: Mustache (logic-less: names, sections over
 * lists and conditions, nothing else) with every value HTML-escaped, a line
 * break in a value kept as <br>, and the text part derived from the HTML.
 */

/** A template's names: `order.ref` → what it is. A list's fields are `order.items.name`. */
export type VariableList = Record<string, string>;

/** Mustache's parse tree: [type, value, start, end, children?]. */
type Token = [string, string, number, number, Token[]?, ...unknown[]];

export interface TemplateProblem {
  message: string;
}

/**
 * Names the template uses that are not among `variables`, and tags that are not allowed
 * (unescaped output, partials, changed delimiters). Inside a section over a list,
 * `{{field}}` means the list's `list.field`; outside names are used in full.
 */
export function templateProblems(template: string, variables: VariableList): string[] {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(template) as unknown as Token[];
  } catch (error) {
    return [`The template cannot be read: ${(error as Error).message}`];
  }
  const problems = new Set<string>();
  const known = (name: string, lists: string[]) =>
    name in variables || lists.some((list) => `${list}.${name}` in variables || name === '.');
  const walk = (list: Token[], lists: string[]) => {
    for (const token of list) {
      const [type, name] = token;
      if (type === 'text') continue;
      if (type === '&' || type === '{') {
        problems.add(
          `Write {{${name}}}: values are always escaped, {{{${name}}}} and {{& ${name}}} are not allowed.`,
        );
      } else if (type === '>' || type === '<' || type === '=') {
        problems.add('Partials and changed delimiters are not allowed in e-mail templates.');
      } else if (type === 'name' || type === '#' || type === '^') {
        const list = listOf(name, variables);
        if (list && !lists.includes(list))
          problems.add(`Write {{${name.slice(list.length + 1)}}} inside {{#${list}}}…{{/${list}}}.`);
        else if (list) problems.add(`Write {{${name.slice(list.length + 1)}}} for {{${name}}}.`);
        else if (!known(name, lists)) problems.add(`Unknown variable {{${name}}}.`);
        if (type === '#' || type === '^') {
          const full = lists.map((l) => `${l}.${name}`).find((n) => n in variables) ?? name;
          walk(token[4] ?? [], isList(full, variables) ? [full, ...lists] : lists);
        }
      }
    }
  };
  walk(tokens, []);
  return [...problems];
}

/** The list a full field name belongs to (`order.items` for `order.items.name`), if it is one. */
export function listOf(name: string, variables: VariableList): string | undefined {
  const dot = name.lastIndexOf('.');
  const parent = dot > 0 ? name.slice(0, dot) : '';
  return parent in variables && name in variables && isList(parent, variables) ? parent : undefined;
}

/** A list is a name whose fields are named too (`order.items` has `order.items.name`). */
export function isList(name: string, variables: VariableList): boolean {
  return Object.keys(variables).some((v) => v.startsWith(`${name}.`));
}

const escapeHtml = (value: unknown) =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r?\n/g, '<br>');

/** A line break in a subject would start a new header: it becomes a space. */
const plain = (value: unknown) => String(value).replace(/[\r\n]+/g, ' ');

export function renderSubject(template: string, values: object): string {
  return tidySentences(Mustache.render(template, values, {}, { escape: plain }).replace(/\s+/g, ' ').trim());
}

export function renderHtml(template: string, values: object): string {
  return Mustache.render(template, values, {}, { escape: escapeHtml });
}

/** Puts a rendered body into the rendered layout at {{content}}. */
export function inLayout(layout: string, values: object, body: string): string {
  const marker = `@@email-content-${Math.random().toString(36).slice(2)}@@`;
  const rendered = renderHtml(layout, { ...values, content: marker });
  return rendered.includes(marker) ? rendered.replace(marker, () => body) : `${rendered}${body}`;
}

/**
 * What a merchant's template may keep: e-mail markup (tables, inline styles,
 * images by address) without scripts, handlers or javascript: links. Mustache
 * tags are text to the sanitiser, so {{names}} survive in text and attributes.
 */
const mailHtml: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 's', 'u', 'center', 'font'],
  allowedAttributes: {
    '*': ['style', 'align', 'valign', 'width', 'height', 'bgcolor', 'color', 'dir'],
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title'],
    table: ['border', 'cellpadding', 'cellspacing', 'role'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    font: ['face', 'size'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, mailHtml).trim();
}

/** The plain-text part: paragraphs and line breaks kept, links written out, pictures left out. */
export function textOf(html: string): string {
  return tidySentences(
    convert(html, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
        { selector: 'img', format: 'skip' },
        { selector: 'h1', options: { uppercase: false } },
        { selector: 'h2', options: { uppercase: false } },
        { selector: 'h3', options: { uppercase: false } },
        { selector: 'table', format: 'block' },
        { selector: 'tr', format: 'block' },
        { selector: 'td', format: 'inline' },
        { selector: 'th', format: 'inline' },
        { selector: 'hr', format: 'skip' },
      ],
    }).trim(),
  );
}
