import Card from 'react-bootstrap/Card';

/** Where the "?" beside a figure leads. */
export const definitionsId = 'figure-definitions';

/**
 * How each figure is counted, as the server counts it (ADR 0110, modules/orders/sales.ts): one
 * definition per figure, the same for the totals, each day and each product.
 */
export const definitions = [
  {
    term: 'Orders',
    text: 'Orders placed in the period (UTC days), by shoppers or by staff. Cancelled orders are left out.',
  },
  {
    term: 'Revenue',
    text: 'What the lines of those orders sold for after discounts, in the shop’s currency. Tax and shipping are not included; refunds are not taken off.',
  },
  { term: 'Average order value', text: 'Revenue divided by orders.' },
  {
    term: 'Products by revenue',
    text: 'Each product’s units and revenue from the same orders, by the SKU on the order line; the rows and “Other products” add up to Revenue. Views and carts come from visits.',
  },
  {
    term: 'Purchase (funnel)',
    text: 'The same orders as Orders, so it can exceed the checkout visits when staff place orders or a shopper’s browser blocks tracking. The other steps count visits.',
  },
  {
    term: 'Visitors and visits',
    text: 'Counted without cookies: a visitor is one browser on one day; a visit ends after 30 minutes without a page view. Staff and bots are not counted.',
  },
  {
    term: 'Abandoned carts',
    text: 'Visits that put something in the cart and placed no order, with what their carts held last.',
  },
] as const;

export type DefinedFigure = (typeof definitions)[number]['term'];

/** The help section every "?" points to. */
export function FigureDefinitions() {
  return (
    <Card as="section" id={definitionsId} aria-label="How the figures are counted" className="mb-4">
      <Card.Header>
        <h2 className="h6 mb-0">How the figures are counted</h2>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0 small">
          {definitions.map((d) => (
            <div key={d.term} className="col-md-6 mb-2">
              <dt>{d.term}</dt>
              <dd className="mb-0">{d.text}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

/** The "?" beside a figure: its definition as a tooltip, and a link to the help section. */
export function DefinitionLink({ figure }: { figure: DefinedFigure }) {
  const text = definitions.find((d) => d.term === figure)?.text;
  return (
    <a
      href={`#${definitionsId}`}
      className="badge rounded-pill text-bg-light border text-decoration-none ms-1"
      title={text}
      aria-label={`How ${figure} is counted`}
    >
      ?
    </a>
  );
}
