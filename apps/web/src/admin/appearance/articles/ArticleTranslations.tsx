import type { ArticleInput, articleInputSchema } from '@emporia/contracts/blog';
import Form from 'react-bootstrap/Form';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';
import { defaultTextPlaceholder } from '../../catalog/shared/untranslated';
import { TranslatedSeoFields, TranslationTabs } from '../translation-tabs';

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
  const errs = errors.translations as FieldErrors<{ title: string }>[] | undefined;
  return (
    <TranslationTabs languages={languages} localeField={(index) => register(`translations.${index}.locale`)}>
      {(language, index) => (
        <>
          <Form.Group className="mb-3" controlId={`article-${language.code}-title`}>
            <Form.Label>Title ({language.name})</Form.Label>
            <Form.Control
              lang={language.code}
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
              lang={language.code}
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
          <TranslatedSeoFields
            idPrefix="article"
            language={language}
            title={{ field: register(`translations.${index}.seo_title`), placeholder: seoTitle }}
            description={{
              field: register(`translations.${index}.seo_description`),
              placeholder: seoDescription,
            }}
          />
        </>
      )}
    </TranslationTabs>
  );
}
