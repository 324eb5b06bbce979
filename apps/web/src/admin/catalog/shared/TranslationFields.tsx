import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { useShopConfig } from '../../../app/shop-config';
import { RichTextEditor } from './RichTextEditor';
import { defaultTextPlaceholder } from './untranslated';

interface TranslationsForm {
  translations: {
    locale: string;
    name: string;
    slug?: string;
    description?: string;
    meta_title?: string;
    meta_description?: string;
  }[];
}

/**
 * Name, slug, rich-text description and meta texts, one tab per shop language. In another
 * language's tab an empty box shows the default language's text as its placeholder: what
 * shoppers reading that language see until it is translated (ADR 0107).
 */
export function TranslationFields<T extends TranslationsForm>({
  languages,
  register,
  control,
  errors,
}: {
  languages: { code: string; name: string }[];
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  // The generic form is narrowed to its translations part; paths below exist on every T.
  const reg = register as unknown as UseFormRegister<TranslationsForm>;
  const ctl = control as unknown as Control<TranslationsForm>;
  const errs = (errors as FieldErrors<TranslationsForm>).translations;
  const { config } = useShopConfig();
  const defaultIndex = Math.max(
    0,
    languages.findIndex((language) => language.code === config.default_language),
  );
  const defaults = useWatch({ control: ctl, name: `translations.${defaultIndex}` });
  const defaultName = languages[defaultIndex]?.name ?? 'default';
  /** The placeholder of a box of `index`'s tab: the default's text, outside the default's tab. */
  const shown = (index: number, text: string | undefined, otherwise = '') =>
    index === defaultIndex ? otherwise : defaultTextPlaceholder(text) || otherwise;
  return (
    <Tabs defaultActiveKey={languages[0]?.code} className="mb-3">
      {languages.map((language, index) => (
        <Tab key={language.code} eventKey={language.code} title={language.name}>
          <input type="hidden" {...reg(`translations.${index}.locale`)} value={language.code} />
          {index !== defaultIndex && (
            <p className="small text-body-secondary">
              An empty field shows shoppers the {defaultName} text, greyed in the box.
            </p>
          )}
          <Form.Group className="mb-3" controlId={`name-${language.code}`}>
            <Form.Label>Name</Form.Label>
            <Form.Control
              placeholder={shown(index, defaults?.name)}
              isInvalid={!!errs?.[index]?.name}
              {...reg(`translations.${index}.name`)}
            />
            <Form.Control.Feedback type="invalid">{errs?.[index]?.name?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId={`slug-${language.code}`}>
            <Form.Label>Slug</Form.Label>
            <Form.Control
              placeholder="Made from the name when empty"
              isInvalid={!!errs?.[index]?.slug}
              {...reg(`translations.${index}.slug`)}
            />
            <Form.Control.Feedback type="invalid">{errs?.[index]?.slug?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3">
            <Form.Label>Description</Form.Label>
            <Controller
              control={ctl}
              name={`translations.${index}.description`}
              render={({ field }) => (
                <RichTextEditor
                  label={`Description (${language.name})`}
                  placeholder={shown(index, defaults?.description)}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                />
              )}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`meta-title-${language.code}`}>
            <Form.Label>Meta title</Form.Label>
            <Form.Control
              placeholder={shown(index, defaults?.meta_title)}
              {...reg(`translations.${index}.meta_title`)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`meta-description-${language.code}`}>
            <Form.Label>Meta description</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              placeholder={shown(index, defaults?.meta_description)}
              {...reg(`translations.${index}.meta_description`)}
            />
          </Form.Group>
        </Tab>
      ))}
    </Tabs>
  );
}
