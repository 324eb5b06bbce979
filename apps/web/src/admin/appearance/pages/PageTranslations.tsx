import type { ContentPageInput, contentPageInputSchema } from '@emporia/contracts/content-pages';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';

type Values = z.input<typeof contentPageInputSchema>;
type TranslationErrors = FieldErrors<{
  title: string;
  handle: string;
  seo_title: string;
  seo_description: string;
}>;

/**
 * The page in the shop's other languages, a tab each. Any field left empty shows shoppers reading
 * in that language the text written above, field by field; a handle of its own gives the page an
 * address in that language (listed to search engines as that language's version).
 */
export function PageTranslations({
  languages,
  register,
  control,
  errors,
  placeholders,
}: {
  languages: { code: string; name: string }[];
  register: UseFormRegister<Values>;
  control: Control<Values, unknown, ContentPageInput>;
  errors: FieldErrors<Values>;
  /** The shop language's texts, shown in empty fields. */
  placeholders: { title: string; handle: string };
}) {
  if (languages.length === 0) return null;
  const errs = errors.translations as TranslationErrors[] | undefined;
  return (
    <Card className="mb-3">
      <Card.Header>Translations</Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          Leave a field empty to show shoppers reading in that language the text written above.
        </p>
        <Tabs defaultActiveKey={languages[0]!.code} className="mb-3">
          {languages.map((language, index) => (
            <Tab eventKey={language.code} title={language.name} key={language.code}>
              <input type="hidden" {...register(`translations.${index}.locale`)} value={language.code} />
              <Form.Group className="mb-3" controlId={`page-${language.code}-title`}>
                <Form.Label>Title ({language.name})</Form.Label>
                <Form.Control
                  lang={language.code}
                  placeholder={placeholders.title}
                  isInvalid={!!errs?.[index]?.title}
                  {...register(`translations.${index}.title`)}
                />
                <Form.Control.Feedback type="invalid">{errs?.[index]?.title?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId={`page-${language.code}-handle`}>
                <Form.Label>Handle ({language.name})</Form.Label>
                <div className="input-group has-validation">
                  <span className="input-group-text">/pages/</span>
                  <Form.Control
                    placeholder={placeholders.handle}
                    isInvalid={!!errs?.[index]?.handle}
                    {...register(`translations.${index}.handle`)}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errs?.[index]?.handle?.message}
                  </Form.Control.Feedback>
                </div>
              </Form.Group>
              <Controller
                control={control}
                name={`translations.${index}.body`}
                render={({ field }) => (
                  <RichTextEditor
                    label={`Content (${language.name})`}
                    withFiles
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
              <Form.Group className="my-3" controlId={`page-${language.code}-seo-title`}>
                <Form.Label>SEO title ({language.name})</Form.Label>
                <Form.Control
                  isInvalid={!!errs?.[index]?.seo_title}
                  {...register(`translations.${index}.seo_title`)}
                />
                <Form.Control.Feedback type="invalid">
                  {errs?.[index]?.seo_title?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId={`page-${language.code}-seo-description`}>
                <Form.Label>SEO description ({language.name})</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  isInvalid={!!errs?.[index]?.seo_description}
                  {...register(`translations.${index}.seo_description`)}
                />
                <Form.Control.Feedback type="invalid">
                  {errs?.[index]?.seo_description?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Tab>
          ))}
        </Tabs>
      </Card.Body>
    </Card>
  );
}
