import type { Import, ImportOptions } from '@emporia/contracts/imports';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ProblemTable } from './ProblemTable';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/**
 * Step 3: what a dry run found (the preview import was read with updating on, so `updated` is
 * the products the shop has; with updating off they are left as they are), and the options.
 */
export function PreviewStep(props: {
  preview: Import;
  options: ImportOptions;
  onOptions: (options: ImportOptions) => void;
  starting: boolean;
  onBack: () => void;
  onRun: () => void;
}) {
  const { preview, options } = props;
  const existing = preview.updated;
  const nothing = preview.total === 0;
  return (
    <>
      <Alert variant={nothing ? 'danger' : preview.report.length ? 'warning' : 'success'} role="status">
        <strong>{plural(preview.total, 'product')}</strong> found in {preview.file_name}:{' '}
        {preview.made.toLocaleString()} to make,{' '}
        {options.update_existing
          ? `${existing.toLocaleString()} to update`
          : `${existing.toLocaleString()} the shop has left as they are`}
        , {plural(preview.report.length, 'row')} that cannot be imported. Nothing has been saved yet.
      </Alert>
      {preview.preview.length > 0 && (
        <Table size="sm" bordered hover responsive className="align-middle">
          <caption className="caption-top">The first products as they will look in the shop</caption>
          <thead>
            <tr>
              <th>Row</th>
              <th>Name</th>
              <th>SKU</th>
              <th>Price</th>
              <th>Variants</th>
              <th>Stock</th>
              <th>Categories</th>
              <th>Manufacturer</th>
              <th>Pictures</th>
              <th>
                <span className="visually-hidden">In the shop</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.preview.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.name}</td>
                <td>
                  <code>{row.sku}</code>
                </td>
                <td className="text-nowrap">{row.price}</td>
                <td>{row.variants || '—'}</td>
                <td>{row.stock ?? '—'}</td>
                <td>{row.categories.join(', ') || '—'}</td>
                <td>{row.manufacturer || '—'}</td>
                <td>{row.pictures}</td>
                <td>
                  {row.action === 'make' ? (
                    <Badge bg="success">New</Badge>
                  ) : options.update_existing ? (
                    <Badge bg="info">Update</Badge>
                  ) : (
                    <Badge bg="secondary">Left as it is</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ProblemTable rows={preview.report} caption="Rows that cannot be imported" />
      <fieldset className="mb-3">
        <legend className="h6">Options</legend>
        <Form.Check
          type="switch"
          id="import-update-existing"
          label="Update products the shop already has (matched by SKU, or by handle)"
          checked={options.update_existing}
          onChange={(event) => props.onOptions({ ...options, update_existing: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id="import-publish"
          label="Publish every imported product (off: each keeps its status from the file)"
          checked={options.publish}
          onChange={(event) => props.onOptions({ ...options, publish: event.target.checked })}
        />
      </fieldset>
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onRun} disabled={nothing || props.starting}>
          {props.starting ? 'Starting…' : `Import ${plural(preview.total, 'product')}`}
        </Button>
      </div>
    </>
  );
}
