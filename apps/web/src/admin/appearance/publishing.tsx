import Badge from 'react-bootstrap/Badge';

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
