import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** One payment or shipping panel on its settings page: a titled card, found by `data-{kind}`. */
export function SettingsPanelCard({
  kind,
  name,
  title,
  children,
}: {
  kind: 'method' | 'module';
  name: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${kind === 'method' ? 'payment' : 'shipping'}-panel-${name}`;
  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId} {...{ [`data-${kind}`]: name }}>
      <Card.Header className="bg-white">
        <h2 id={headingId} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
