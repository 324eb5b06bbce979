import Form from 'react-bootstrap/Form';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useShopConfig } from '../../../app/shop-config';

/**
 * One short text (a brand's name, a menu label, a banner's words) in each of the shop's other
 * languages. An empty box means shoppers reading that language see the default text.
 * Nothing shows while the shop offers one language.
 */
export function OtherLanguageTexts({
  name,
  label,
  register,
  errors,
  idPrefix,
  defaultText,
}: {
  /** The form's field holding the map of language code → text. */
  name: string;
  label: string;
  // The forms differ; each holds a map at `name`, which is all this reads or writes.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  register: UseFormRegister<any>;
  errors?: FieldErrors;
  idPrefix: string;
  /** The default language's text: each empty box shows it, as shoppers reading that language will. */
  defaultText?: string;
}) {
  const { config, storefront } = useShopConfig();
  const others = storefront.languages.filter((language) => language.code !== config.default_language);
  if (others.length === 0) return null;
  const fieldErrors = errors?.[name] as Record<string, { message?: string }> | undefined;
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 text-body-secondary mb-2">{label} in other languages</legend>
      {others.map((language) => (
        <Form.Group key={language.code} className="mb-2" controlId={`${idPrefix}-${language.code}`}>
          <Form.Label className="small mb-1">
            {label} ({language.name})
          </Form.Label>
          <Form.Control
            lang={language.code}
            placeholder={defaultText?.trim() || 'Same as the default language when empty'}
            isInvalid={!!fieldErrors?.[language.code]}
            {...register(`${name}.${language.code}`)}
          />
          <Form.Control.Feedback type="invalid">
            {fieldErrors?.[language.code]?.message}
          </Form.Control.Feedback>
        </Form.Group>
      ))}
    </fieldset>
  );
}
