import type { ContentPageInput, contentPageInputSchema } from '@emporia/contracts/content-pages';
import Form from 'react-bootstrap/Form';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';
import { defaultTextPlaceholder } from '../../catalog/shared/untranslated';
import { TranslatedSeoFields, TranslationTabs } from '../translation-tabs';

type Values = z.input<typeof contentPageInputSchema>;
type TranslationErrors = FieldErrors<{
  title: string;
  handle: string;
  seo_title: string;
  seo_description: string;
}>;

/**
 * The page in the shop's other languages, a tab each. Any field left empty shows shoppers reading
 * in that language the text written above, field by field (greyed in the box, ADR 0107); a handle
 * of its own gives the page an address in that language (listed to search engines as that
 * language's version).
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
  const [body, seoTitle, seoDescription] = useWatch({
    control,
    name: ['body', 'seo_title', 'seo_description'],
  }).map((text) => defaultTextPlaceholder(text));
  const errs = errors.translations as TranslationErrors[] | undefined;
  return (
    <TranslationTabs languages={languages} localeField={(index) => register(`translations.${index}.locale`)}>
      {(language, index) => (
        <>
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
              <Form.Control.Feedback type="invalid">{errs?.[index]?.handle?.message}</Form.Control.Feedback>
            </div>
          </Form.Group>
          <Controller
            control={control}
            name={`translations.${index}.body`}
            render={({ field }) => (
              <RichTextEditor
                label={`Content (${language.name})`}
                withFiles
                placeholder={body}
                value={field.value ?? ''}
                onChange={field.onChange}
              />
            )}
          />
          <TranslatedSeoFields
            idPrefix="page"
            language={language}
            title={{
              field: register(`translations.${index}.seo_title`),
              error: errs?.[index]?.seo_title?.message,
              placeholder: seoTitle,
            }}
            description={{
              field: register(`translations.${index}.seo_description`),
              error: errs?.[index]?.seo_description?.message,
              placeholder: seoDescription,
            }}
          />
        </>
      )}
    </TranslationTabs>
  );
}
