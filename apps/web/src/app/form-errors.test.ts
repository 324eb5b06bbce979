import { productInputSchema } from '@emporia/contracts/catalog-admin';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shopResolver, showServerFieldErrors } from './form-errors';
import { HttpError } from './http-client';
import { setUpI18n } from './i18n';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

async function errorsOf(schema: z.ZodType<FieldValues, FieldValues>, values: FieldValues) {
  const resolve = shopResolver(schema);
  return (await resolve(values, undefined, resolverOptions)).errors as FieldErrors;
}

describe('form messages', () => {
  it("say a too long name in the shop's wording, under the name", async () => {
    setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    const errors = await errorsOf(productInputSchema, {
      type: 'simple',
      sku: 'SKU-1',
      price: 1,
      translations: [{ locale: 'en', name: 'x'.repeat(300), slug: 'long' }],
    });
    const name = (errors.translations as unknown as FieldErrors[])[0]?.name;
    expect(name?.message).toBe('Use at most 255 characters.');
    expect(JSON.stringify(errors)).not.toMatch(/Too big|expected string/);
  });

  it("pass through the shop's text, so a form message is translatable", async () => {
    setUpI18n({
      defaultLanguage: 'en',
      textOverrides: { 'Enter a valid e-mail address.': 'Bitte E-Mail prüfen.' },
    });
    const errors = await errorsOf(z.object({ email: z.email() }), { email: 'nope' });
    expect(errors.email?.message).toBe('Bitte E-Mail prüfen.');
  });

  it("put the server's per-field sentences on their inputs", () => {
    setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
    const data = {
      message: 'Use at most 255 characters.',
      code: 'validation',
      fields: { 'translations.0.name': 'Use at most 255 characters.' },
    };
    const failure = new HttpError('Request failed with status code 400', 'ERR_BAD_REQUEST', {
      data,
      status: 400,
      headers: {},
    });
    const set: [string, string | undefined][] = [];
    showServerFieldErrors(failure, (name, error) => set.push([name, error.message]));
    expect(set).toEqual([['translations.0.name', 'Use at most 255 characters.']]);
  });
});
