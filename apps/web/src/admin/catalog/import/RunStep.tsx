import type { Import } from '@emporia/contracts/imports';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { NamedProgress } from '../../ui/NamedProgress';
import { downloadImportReport, importQuery } from '../api/imports';
import { catalogKey } from '../api/keys';
import { ProblemTable } from './ProblemTable';

export const isRunning = (found: Pick<Import, 'state'>) =>
  found.state === 'queued' || found.state === 'running';

function Figures({ found }: { found: Import }) {
  const figures: [string, number][] = [
    [found.dry_run ? 'To make' : 'Made', found.made],
    [found.dry_run ? 'To update' : 'Updated', found.updated],
    ['Skipped', found.skipped],
    ['Pictures fetched', found.pictures_fetched],
    ['Pictures failed', found.pictures_failed],
  ];
  return (
    <dl className="d-flex flex-wrap gap-4 mb-3" aria-label="Import figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="h4 mb-0">{value.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Steps 4 and 5: the import's progress while it runs, then its report. */
export function RunStep({ id, onAgain }: { id: number; onAgain: () => void }) {
  const { adminPath } = useShopConfig();
  const queryClient = useQueryClient();
  const answer = useQuery(importQuery(id));
  const [downloadError, setDownloadError] = useState<unknown>();
  const found = answer.data;
  const finished = found !== undefined && !isRunning(found);
  // Once it is done the catalogue lists (and the past imports) show what it made.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: catalogKey, exact: false });
  }, [finished, queryClient]);

  if (answer.isPending) return <LoadingBlocks lines={4} />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  const imp = answer.data;
  const percent = imp.total ? Math.round((imp.processed / imp.total) * 100) : isRunning(imp) ? 0 : 100;
  const pictures = imp.pictures_fetched + imp.pictures_waiting + imp.pictures_failed;
  return (
    <>
      {isRunning(imp) ? (
        <p role="status">
          Importing {imp.file_name}: {imp.processed.toLocaleString()} of {imp.total.toLocaleString()}{' '}
          products. The shop stays open meanwhile; you may leave this page.
        </p>
      ) : imp.state === 'failed' ? (
        <Alert variant="danger">The import stopped on an error; the products saved before it stay.</Alert>
      ) : (
        <Alert variant={imp.skipped ? 'warning' : 'success'} role="status">
          {imp.dry_run ? 'Preview of ' : 'Imported '}
          {imp.file_name}
          {imp.dry_run ? ': nothing was saved.' : '.'}
        </Alert>
      )}
      {!imp.dry_run && (
        <NamedProgress
          now={percent}
          label={`${percent}%`}
          name="Import progress"
          variant={imp.state === 'failed' ? 'danger' : imp.state === 'done' ? 'success' : undefined}
          animated={isRunning(imp)}
          className="mb-3"
        />
      )}
      {!imp.dry_run && imp.pictures_waiting > 0 && (
        <>
          <p className="small mb-1">
            Fetching pictures: {imp.pictures_fetched + imp.pictures_failed} of {pictures}
          </p>
          <NamedProgress
            now={Math.round(((imp.pictures_fetched + imp.pictures_failed) / pictures) * 100)}
            name="Picture progress"
            variant="info"
            className="mb-3"
          />
        </>
      )}
      <Figures found={imp} />
      <ProblemTable rows={imp.report} caption="Skipped or partly imported rows, and pictures that failed" />
      <ErrorAlert error={downloadError} />
      {!isRunning(imp) && (
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-secondary"
            onClick={() => {
              setDownloadError(undefined);
              downloadImportReport(imp.id).catch(setDownloadError);
            }}
          >
            Download the report (CSV)
          </Button>
          {!imp.dry_run && (
            <Link className="btn btn-outline-primary" to={`${adminPath}/product/all`}>
              See the products
            </Link>
          )}
          <Button onClick={onAgain}>Import another file</Button>
        </div>
      )}
    </>
  );
}
