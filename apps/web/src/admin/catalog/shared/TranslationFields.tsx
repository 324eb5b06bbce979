import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { RichTextEditor } from './RichTextEditor';

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

/** Name, slug, rich-text description and meta texts, one tab per shop language. */
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
  return (
    <Tabs defaultActiveKey={languages[0]?.code} className="mb-3">
      {languages.map((language, index) => (
        <Tab key={language.code} eventKey={language.code} title={language.name}>
          <input type="hidden" {...reg(`translations.${index}.locale`)} value={language.code} />
          <Form.Group className="mb-3" controlId={`name-${language.code}`}>
            <Form.Label>Name</Form.Label>
            <Form.Control isInvalid={!!errs?.[index]?.name} {...reg(`translations.${index}.name`)} />
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
                  value={field.value ?? ''}
                  onChange={field.onChange}
                />
              )}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`meta-title-${language.code}`}>
            <Form.Label>Meta title</Form.Label>
            <Form.Control {...reg(`translations.${index}.meta_title`)} />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`meta-description-${language.code}`}>
            <Form.Label>Meta description</Form.Label>
            <Form.Control as="textarea" rows={2} {...reg(`translations.${index}.meta_description`)} />
          </Form.Group>
        </Tab>
      ))}
    </Tabs>
  );
}
