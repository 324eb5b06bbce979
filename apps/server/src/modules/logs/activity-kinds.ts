import type { ShopSummary } from '@emporia/contracts/shop';
import { toMinor } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';

/** What a field's words may need of the shop. */
export interface Reading {
  currency: ShopSummary['currency'];
  language: string;
}

/** How one field of a record reads in the log. */
export interface FieldReading {
  label: string;
  /** The value in words; the default reads text, numbers, yes/no, lists and translations. */
  words?: (value: unknown, reading: Reading) => string;
  /** Too long or too technical to show (a description, a digest): the log says it changed. */
  opaque?: true;
}

/**
 * How the entries of one kind of record read (issue 32): the noun, the record's name, its admin
 * page and its fields' labels and words. Each area registers its own kinds, keyed by the `entity`
 * its service gives `recordChange` — or `entity:id` for one record of a kind (a settings page).
 */
export interface ActivityKind {
  kind: string;
  /** How the sentence names the kind ("product"); the kind itself when left out. */
  noun?: string;
  /** Admin API areas (first path segment) whose entries without before → after are of this kind. */
  areas?: readonly string[];
  /** The record's name from its state (or, for a plain entry, the request body). */
  name?: (state: Record<string, unknown>, reading: Reading) => string | undefined;
  /** Its admin page, under the admin path ("product/12"); null when it has none. */
  path?: (id: string) => string | null;
  /** Fields by key; `null` never shows. A field not listed reads by its key, in default words. */
  fields?: Record<string, FieldReading | null>;
}

const kinds = new Map<string, ActivityKind>();
const byArea = new Map<string, ActivityKind>();

/** Called by each area when its routes register (the same kind again replaces the first). */
export function registerActivityKind(kind: ActivityKind): void {
  kinds.set(kind.kind, kind);
  for (const area of kind.areas ?? []) byArea.set(area, kind);
}

export const kindOf = (entity: string, id: string): ActivityKind | undefined =>
  kinds.get(`${entity}:${id}`) ?? kinds.get(entity);
export const kindOfArea = (area: string): ActivityKind | undefined => byArea.get(area);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A text in the shop's language from a `{ locale: text }` map, else the first. */
export function inLanguage(value: unknown, reading: Reading): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (!isRecord(value)) return undefined;
  const text = value[reading.language] ?? Object.values(value).find((v) => typeof v === 'string' && v);
  return typeof text === 'string' && text ? text : undefined;
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** Any stored value in words: empty is "none", true/false "yes"/"no", lists joined. */
export function inWords(value: unknown, reading: Reading): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return clip(value);
  if (Array.isArray(value))
    return value.length ? clip(value.map((v) => inWords(v, reading)).join(', ')) : 'none';
  if (isRecord(value)) {
    if (typeof value.name === 'string') return clip(value.name);
    const entries = Object.entries(value);
    // A translations map shows the shop's language when only that one is kept.
    if (entries.length === 1) return inWords(entries[0]![1], reading);
    return clip(entries.map(([k, v]) => `${inWords(v, reading)} (${k})`).join(', '));
  }
  return clip(String(value));
}

/** Words for common fields. */
export const words = {
  /** A decimal amount as the shop shows money. */
  money: (value: unknown, reading: Reading) =>
    typeof value === 'number' ? formatMoney(toMinor(value), reading.currency) : 'none',
  /** 1 / true: shown in the shop; 0 / false: hidden. */
  visibility: (value: unknown) => (value === 1 || value === true ? 'Visible' : 'Hidden'),
  /** 1 / true: on; 0 / false: off. */
  onOff: (value: unknown) => (value === 1 || value === true ? 'On' : 'Off'),
  yesNo: (value: unknown) => (value === 1 || value === true ? 'Yes' : 'No'),
} as const;

/** A name the generic way: name, title, code, e-mail, first translation's name, SKU. */
export function anyName(state: Record<string, unknown>, reading: Reading): string | undefined {
  const translations = Array.isArray(state.translations) ? state.translations : [];
  const first = translations.find(isRecord) as Record<string, unknown> | undefined;
  const own = [state.name, state.title, state.code, state.email, first?.name, first?.title, state.sku];
  for (const candidate of own) {
    const text = inLanguage(candidate, reading);
    if (text) return clip(text);
  }
  const person = [state.firstname, state.lastname].filter((v) => typeof v === 'string' && v).join(' ');
  return person || undefined;
}
