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

/**
 * The placeholder of an empty translation box: the default language's text, which shoppers
 * reading that language see while the box is empty (ADR 0107). Rich text shows as plain text, cut short.
 */
export function defaultTextPlaceholder(text: string | undefined, max = 160): string {
  // Each tag leaves a space, so paragraphs and list items do not run together.
  const plain = /<[a-z][\s\S]*>/i.test(text ?? '')
    ? (new DOMParser().parseFromString((text ?? '').replace(/</g, ' <'), 'text/html').body.textContent ?? '')
    : (text ?? '');
  const words = plain.replace(/\s+/g, ' ').trim();
  return words.length > max ? `${words.slice(0, max - 1)}…` : words;
}
