import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A titled card that is a named region (its h2 labels it), for a section of an admin page. */
export function SectionCard({
  id,
  title,
  className = 'mb-4',
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-heading`. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" className={className} aria-labelledby={`${id}-heading`}>
      <Card.Header className="bg-white">
        <h2 id={`${id}-heading`} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
