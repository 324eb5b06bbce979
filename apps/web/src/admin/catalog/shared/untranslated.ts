/**
 * A form's resolver that leaves out the languages whose name was left blank, except the
 * first (the shop's default, always required): an untranslated product or category shows
 * its default-language text in that language (setting/language), so a blank tab is not an error.
 */
export function skippingUntranslated<R extends (values: never, ...rest: never[]) => unknown>(resolver: R): R {
  return ((values: { translations?: { name?: string }[] }, ...rest: never[]) =>
    resolver(
      {
        ...values,
        translations: values.translations?.filter((t, index) => index === 0 || (t.name ?? '').trim() !== ''),
      } as never,
      ...rest,
    )) as unknown as R;
}
