import type { ImportKind, ImportSource } from '@emporia/contracts/imports';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';

const sources: { value: ImportSource; label: string; hint: string }[] = [
  {
    value: 'shopify',
    label: 'Shopify',
    hint: 'The products CSV of Products → Export (either header style).',
  },
  { value: 'woocommerce', label: 'WooCommerce', hint: 'The CSV of Products → Export, with variations.' },
  { value: 'emporia', label: 'Emporia CSV', hint: 'A file exported from an Emporia shop.' },
];

const kinds: { value: ImportKind; label: string }[] = [
  { value: 'products', label: 'Products' },
  { value: 'customers', label: 'Customers' },
  { value: 'orders', label: 'Orders' },
];

/** Step 1: where the export comes from and what it holds. */
export function SourceStep(props: {
  source: ImportSource;
  kind: ImportKind;
  onChange: (choice: { source: ImportSource; kind: ImportKind }) => void;
  onNext: () => void;
}) {
  const { adminPath } = useShopConfig();
  const { source, kind } = props;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">Where does the file come from?</legend>
        {sources.map((s) => (
          <Form.Check
            key={s.value}
            type="radio"
            id={`import-source-${s.value}`}
            name="import-source"
            checked={source === s.value}
            onChange={() => props.onChange({ source: s.value, kind })}
            label={
              <>
                <strong>{s.label}</strong> <span className="text-body-secondary small">{s.hint}</span>
              </>
            }
          />
        ))}
      </fieldset>
      {source === 'emporia' ? (
        <Alert variant="info">
          An Emporia CSV is imported on the products page, with a dry run first:{' '}
          <Link to={`${adminPath}/product/all`} className="alert-link">
            Catalog → Products → Import and export
          </Link>
          .
        </Alert>
      ) : (
        <fieldset className="mb-3">
          <legend className="h6">What does it hold?</legend>
          {kinds.map((k) => (
            <Form.Check
              key={k.value}
              inline
              type="radio"
              id={`import-kind-${k.value}`}
              name="import-kind"
              label={k.label}
              checked={kind === k.value}
              onChange={() => props.onChange({ source, kind: k.value })}
            />
          ))}
          {kind !== 'products' && (
            <p className="small text-body-secondary mt-2 mb-0">
              Customers and orders come after products; the preview tells whether they can be imported yet.
            </p>
          )}
        </fieldset>
      )}
      <Button onClick={props.onNext} disabled={source === 'emporia'}>
        Next: choose the file
      </Button>
    </>
  );
}
