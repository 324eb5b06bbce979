import { isHttpError } from './http-client';
import { currentTranslator } from './translation';

/**
 * A sentence in the reader's language: the shop's text for it when it has one,
 * else as written (the same lookup the error alerts use, SPEC §8).
 */
export function translateMessage(message: string): string {
  const i18n = currentTranslator();
  return i18n ? i18n.t(message, { defaultValue: message }) : message;
}

/**
 * The server's per-field sentences of a 4xx (`{ message, code, fields }`), if any.
 * This module holds what forms on every page's first load (the footer's sign-up) need without
 * loading the form library and zod (form-errors.ts re-exports it for the other forms).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error)) return {};
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return {};
  const fields = data.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
