// The shop's wording for zod's own messages: installed here too, so a form whose
// schema is local to the web reads like the contracts' forms and the server.
import '@emporia/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors, translateMessage } from './field-messages';

export { serverFieldErrors, translateMessage };

/** Translates every `message` of react-hook-form's error tree in place (`ref` is the DOM input: left alone). */
function translateTree(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') record[key] = translateMessage(value);
    else translateTree(value);
  }
}

/**
 * zodResolver whose messages pass through i18n: every form of the app uses
 * this one, so what a person reads under a field is translatable like the
 * rest of the page.
 */
export const shopResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = (zodResolver as (...a: typeof args) => ReturnType<typeof zodResolver>)(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    translateTree(result.errors);
    return result;
  };
}) as typeof zodResolver;

/** Puts the server's per-field sentences on the form's inputs (the field path is the input's name). */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  for (const [name, message] of Object.entries(serverFieldErrors(error)))
    setError(name as Path<T>, { type: 'server', message: translateMessage(message) });
}

/** The same for forms that keep a mutation's error: each new failure lands on its fields. */
export function useServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  useEffect(() => {
    if (error) showServerFieldErrors(error, setError);
  }, [error, setError]);
}
