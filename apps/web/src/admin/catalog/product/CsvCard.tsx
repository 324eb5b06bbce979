import type { ProductImportReport } from '@emporia/contracts/catalog-admin';
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { NamedProgress } from '../../ui/NamedProgress';
import { catalogKey } from '../api/keys';
import { exportProductsCsv, importProducts } from '../api/products';

/** Rows per request: small enough for steady progress, large enough to be quick. */
const batchSize = 100;

/**
 * CSV export, and import with a dry run first: the file is parsed here
 * (papaparse) and sent in batches, so the bar shows real progress and
 * every row's problem is reported with its line number.
 */
export function CsvCard() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Record<string, string>[]>();
  const [progress, setProgress] = useState<number>();
  const [report, setReport] = useState<ProductImportReport>();
  const [error, setError] = useState<unknown>();

  const download = async () => {
    setError(undefined);
    try {
      const csv = await exportProductsCsv();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'products.csv' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure);
    }
  };

  const run = async (dryRun: boolean) => {
    if (!rows) return;
    setError(undefined);
    setReport(undefined);
    const total: ProductImportReport = { created: 0, updated: 0, errors: [], dry_run: dryRun };
    try {
      for (let start = 0; start < rows.length; start += batchSize) {
        setProgress(Math.round((start / rows.length) * 100));
        // Line 1 is the header, so the first data row is line 2.
        const part = await importProducts({
          rows: rows.slice(start, start + batchSize),
          first_row: start + 2,
          dry_run: dryRun,
        });
        total.created += part.created;
        total.updated += part.updated;
        total.errors.push(...part.errors);
      }
      setProgress(100);
      setReport(total);
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: catalogKey });
    } catch (failure) {
      setError(failure);
    } finally {
      setTimeout(() => setProgress(undefined), 600);
    }
  };

  return (
    <Card className="mt-4 csv-card">
      <Card.Header>Import and export (CSV)</Card.Header>
      <Card.Body>
        <ErrorAlert error={error} />
        <div className="d-flex flex-wrap gap-3 align-items-end">
          <Button variant="outline-secondary" onClick={() => void download()}>
            Export CSV
          </Button>
          <Form.Group controlId="csv-file">
            <Form.Label>CSV file to import</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                const file = (event.target as HTMLInputElement).files?.[0];
                setReport(undefined);
                setRows(undefined);
                if (!file) return;
                Papa.parse<Record<string, string>>(file, {
                  header: true,
                  skipEmptyLines: true,
                  complete: (result) => setRows(result.data),
                  error: (failure) => setError(failure),
                });
              }}
            />
          </Form.Group>
          <Button
            variant="outline-primary"
            disabled={!rows?.length || progress !== undefined}
            onClick={() => void run(true)}
          >
            Check (dry run)
          </Button>
          <Button disabled={!rows?.length || progress !== undefined} onClick={() => void run(false)}>
            Import
          </Button>
        </div>
        {rows && <p className="small text-body-secondary mt-2 mb-0">{rows.length} rows read.</p>}
        {progress !== undefined && (
          <NamedProgress now={progress} label={`${progress}%`} className="mt-3" name="Import progress" />
        )}
        {report && (
          <div className="mt-3 import-report">
            <Alert variant={report.errors.length ? 'warning' : 'success'}>
              {report.dry_run ? 'Dry run: nothing was saved. ' : ''}
              {report.created} {report.dry_run ? 'to create' : 'created'}, {report.updated}{' '}
              {report.dry_run ? 'to update' : 'updated'}, {report.errors.length} with errors.
            </Alert>
            {report.errors.length > 0 && (
              <Table size="sm" bordered>
                <thead>
                  <tr>
                    <th>Line</th>
                    <th>Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((e) => (
                    <tr key={`${e.row}-${e.message}`}>
                      <td>{e.row}</td>
                      <td>{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
