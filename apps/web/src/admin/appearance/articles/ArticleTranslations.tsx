import type { ArticleInput, articleInputSchema } from '@emporia/contracts/blog';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';
import { defaultTextPlaceholder } from '../../catalog/shared/untranslated';

type Values = z.input<typeof articleInputSchema>;

/**
 * The article in the shop's other languages, a tab each. Each empty box shows, greyed, the text
 * written above: what shoppers reading that language get until it is translated (ADR 0107).
 */
export function ArticleTranslations({
  languages,
  register,
  control,
  errors,
}: {
  languages: { code: string; name: string }[];
  register: UseFormRegister<Values>;
  control: Control<Values, unknown, ArticleInput>;
  errors: FieldErrors<Values>;
}) {
  const [title, summary, body, seoTitle, seoDescription] = useWatch({
    control,
    name: ['title', 'summary', 'body', 'seo_title', 'seo_description'],
  }).map((text) => defaultTextPlaceholder(text));
  if (languages.length === 0) return null;
  const errs = errors.translations as FieldErrors<{ title: string }>[] | undefined;
  return (
    <Card className="mb-3">
      <Card.Header>Translations</Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">
          A field left empty shows shoppers reading that language the text written above (greyed in the box).
        </p>
        <Tabs defaultActiveKey={languages[0]!.code} className="mb-3">
          {languages.map((language, index) => (
            <Tab eventKey={language.code} title={language.name} key={language.code}>
              <input type="hidden" {...register(`translations.${index}.locale`)} value={language.code} />
              <Form.Group className="mb-3" controlId={`article-${language.code}-title`}>
                <Form.Label>Title ({language.name})</Form.Label>
                <Form.Control
                  placeholder={title}
                  isInvalid={!!errs?.[index]?.title}
                  {...register(`translations.${index}.title`)}
                />
                <Form.Control.Feedback type="invalid">{errs?.[index]?.title?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId={`article-${language.code}-summary`}>
                <Form.Label>Summary ({language.name})</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  placeholder={summary}
                  {...register(`translations.${index}.summary`)}
                />
              </Form.Group>
              <Controller
                control={control}
                name={`translations.${index}.body`}
                render={({ field }) => (
                  <RichTextEditor
                    label={`Article (${language.name})`}
                    withFiles
                    placeholder={body}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
              <Form.Group className="my-3" controlId={`article-${language.code}-seo-title`}>
                <Form.Label>SEO title ({language.name})</Form.Label>
                <Form.Control placeholder={seoTitle} {...register(`translations.${index}.seo_title`)} />
              </Form.Group>
              <Form.Group className="mb-3" controlId={`article-${language.code}-seo-description`}>
                <Form.Label>SEO description ({language.name})</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  placeholder={seoDescription}
                  {...register(`translations.${index}.seo_description`)}
                />
              </Form.Group>
            </Tab>
          ))}
        </Tabs>
      </Card.Body>
    </Card>
  );
}
