import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

// What articles and pages share in the admin: their state, publish time and search preview.

type PublishState = 'draft' | 'hidden' | 'scheduled' | 'published';
const badges: Record<PublishState, { bg: string; text: string }> = {
  draft: { bg: 'secondary', text: 'Draft' },
  hidden: { bg: 'secondary', text: 'Hidden' },
  scheduled: { bg: 'info', text: 'Scheduled' },
  published: { bg: 'success', text: 'Published' },
};

/** Whether shoppers see it: draft or hidden, scheduled, or published. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  const { bg, text } = badges[state];
  return (
    <Badge bg={bg} text={bg === 'info' ? 'dark' : undefined}>
      {text}
    </Badge>
  );
}

/** An ISO time as a datetime-local field shows it: the admin's own clock, to the second. */
export function localInputOf(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** How a search result may show it: its SEO title, address and description. */
export function SearchPreview({
  title,
  path,
  description,
}: {
  title: string;
  path: string;
  description: string;
}) {
  return (
    <figure className="border rounded p-2 small mb-0">
      <figcaption className="visually-hidden">How a search result may show it</figcaption>
      <div className="text-primary fs-6 text-truncate">{title || 'Title'}</div>
      <div className="text-success text-truncate">{path}</div>
      <div className="text-body-secondary">{description.slice(0, 160)}</div>
    </figure>
  );
}

/** A text box of the search-engine fields: its registration, its error and what shows while empty. */
interface SeoBox {
  field: UseFormRegisterReturn;
  error: string | undefined;
  placeholder: string | undefined;
}

/** SEO title and description with the search preview, as articles and pages share them. */
export function SeoFields({
  idPrefix,
  title,
  description,
  preview,
}: {
  /** Makes the boxes' ids (`{idPrefix}-seo-title`), unique in the page. */
  idPrefix: string;
  title: SeoBox;
  description: SeoBox;
  preview: { title: string; path: string; description: string };
}) {
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-seo-title`}>
        <Form.Label>SEO title</Form.Label>
        <Form.Control placeholder={title.placeholder} isInvalid={!!title.error} {...title.field} />
        <Form.Control.Feedback type="invalid">{title.error}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-seo-description`}>
        <Form.Label>SEO description</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          placeholder={description.placeholder}
          isInvalid={!!description.error}
          {...description.field}
        />
        <Form.Control.Feedback type="invalid">{description.error}</Form.Control.Feedback>
      </Form.Group>
      <SearchPreview {...preview} />
    </>
  );
}

/** How a publish-time box hands its value to the form: an ISO time, or null for "now". */
export const publishAtValue = { setValueAs: (v: string) => (v ? new Date(v).toISOString() : null) };

/** "Publish at": empty means now; a later time schedules it, and the hint says which. */
export function PublishAtField({
  id,
  field,
  error,
  later,
}: {
  id: string;
  /** register('published_at', publishAtValue) */
  field: UseFormRegisterReturn;
  error: string | undefined;
  later: boolean;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Publish at</Form.Label>
      <Form.Control type="datetime-local" step={1} isInvalid={!!error} {...field} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <Form.Text>
        {later
          ? 'Scheduled: it appears on the storefront by itself at this time.'
          : 'Empty: now, when published. A later time schedules it.'}
      </Form.Text>
    </Form.Group>
  );
}
