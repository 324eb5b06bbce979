import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Language {
  code: string;
  name: string;
}

/**
 * An article's or page's texts in the shop's other languages, a tab each under one card; nothing
 * when the shop has one language. Each tab carries its language code for the form.
 */
export function TranslationTabs({
  languages,
  localeField,
  children,
}: {
  languages: Language[];
  /** register(`translations.${index}.locale`) */
  localeField: (index: number) => UseFormRegisterReturn;
  children: (language: Language, index: number) => ReactNode;
}) {
  if (languages.length === 0) return null;
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
              <input type="hidden" {...localeField(index)} value={language.code} />
              {children(language, index)}
            </Tab>
          ))}
        </Tabs>
      </Card.Body>
    </Card>
  );
}

/** A translated text box: its registration, its error, and the default language's text greyed in it. */
interface TranslatedBox {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  placeholder: string | undefined;
}

/** SEO title and description in one language, under the tab's other fields. */
export function TranslatedSeoFields({
  idPrefix,
  language,
  title,
  description,
}: {
  /** With the language, makes the boxes' ids unique in the page. */
  idPrefix: string;
  language: Language;
  title: TranslatedBox;
  description: TranslatedBox;
}) {
  return (
    <>
      <Form.Group className="my-3" controlId={`${idPrefix}-${language.code}-seo-title`}>
        <Form.Label>SEO title ({language.name})</Form.Label>
        <Form.Control
          lang={language.code}
          placeholder={title.placeholder}
          isInvalid={!!title.error}
          {...title.field}
        />
        <Form.Control.Feedback type="invalid">{title.error}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-${language.code}-seo-description`}>
        <Form.Label>SEO description ({language.name})</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          lang={language.code}
          placeholder={description.placeholder}
          isInvalid={!!description.error}
          {...description.field}
        />
        <Form.Control.Feedback type="invalid">{description.error}</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
