import type { Import, ImportKind, ImportOptions, ImportSource } from '@emporia/contracts/imports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { importQuery, importsQuery, startImport } from '../api/imports';
import { FileStep } from './FileStep';
import { PastImports } from './PastImports';
import { PreviewStep } from './PreviewStep';
import { isRunning, RunStep } from './RunStep';
import { SourceStep } from './SourceStep';

type Step = 'source' | 'file' | 'preview' | 'run';
const stepNames = ['Source', 'File', 'Preview', 'Import', 'Report'];
const defaults: ImportOptions = { update_existing: true, publish: false };

function Steps({ current }: { current: number }) {
  return (
    <ol className="list-inline d-flex flex-wrap gap-3 mb-3 small" aria-label="Import steps">
      {stepNames.map((name, index) => (
        <li
          key={name}
          className={index === current ? 'fw-semibold text-primary' : 'text-body-secondary'}
          aria-current={index === current ? 'step' : undefined}
        >
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}

/** The dry run of the chosen file, asked until the server has read it (at once, in practice). */
function PreviewOf(props: { id: number; children: (preview: Import) => React.ReactNode }) {
  const answer = useQuery(importQuery(props.id));
  if (answer.isPending || (answer.data && isRunning(answer.data))) return <LoadingBlocks lines={5} />;
  if (answer.isError) return <ErrorAlert error={answer.error} />;
  return <>{props.children(answer.data)}</>;
}

/**
 * product/import (Admin → Catalog → Import): a wizard that moves a shop in from another platform's
 * export — source, file, preview with options, the run's progress bar, the report — and the
 * shop's past imports. The server does the work (POST/GET /api/v1/admin/imports, ADR 0112).
 */
export default function ImportWizardPage() {
  const list = useQuery({ ...importsQuery, refetchInterval: 5000 });
  const [step, setStep] = useState<Step>('source');
  const [choice, setChoice] = useState<{ source: ImportSource; kind: ImportKind }>({
    source: 'shopify',
    kind: 'products',
  });
  const [file, setFile] = useState<File>();
  const [options, setOptions] = useState(defaults);
  const [uploading, setUploading] = useState<number>();
  const [previewId, setPreviewId] = useState<number>();
  const [runId, setRunId] = useState<number>();
  const [error, setError] = useState<unknown>();

  const send = async (dryRun: boolean) => {
    if (!file) return undefined;
    setError(undefined);
    setUploading(0);
    try {
      // The preview is read with updating on: its counts name the products the shop has.
      const sent = dryRun ? defaults : options;
      const id = await startImport({ ...choice, file, dryRun, options: sent, onProgress: setUploading });
      void list.refetch();
      return id;
    } catch (failure) {
      setError(failure);
      return undefined;
    } finally {
      setUploading(undefined);
    }
  };

  const restart = () => {
    setStep('source');
    setFile(undefined);
    setPreviewId(undefined);
    setRunId(undefined);
    setOptions(defaults);
    setError(undefined);
  };

  const run = useQuery({ ...importQuery(runId ?? 0), enabled: runId !== undefined });
  const current =
    step === 'source'
      ? 0
      : step === 'file'
        ? 1
        : step === 'preview'
          ? 2
          : run.data && !isRunning(run.data)
            ? 4
            : 3;

  return (
    <>
      <PageHeading>Import</PageHeading>
      <p className="text-body-secondary">
        Move your shop in from Shopify or WooCommerce: upload their export, check the preview, import.
        Importing the same file again updates the products instead of making them twice.
      </p>
      <Card>
        <Card.Body>
          <Steps current={current} />
          <ErrorAlert error={error} />
          {step === 'source' && (
            <SourceStep {...choice} onChange={setChoice} onNext={() => setStep('file')} />
          )}
          {step === 'file' && (
            <FileStep
              file={file}
              maxBytes={list.data?.max_upload_bytes}
              uploading={uploading}
              onFile={(picked) => {
                setError(undefined);
                setFile(picked);
              }}
              onBack={() => setStep('source')}
              onNext={async () => {
                const id = await send(true);
                if (id === undefined) return;
                setPreviewId(id);
                setStep('preview');
              }}
            />
          )}
          {step === 'preview' && previewId !== undefined && (
            <PreviewOf id={previewId}>
              {(preview) => (
                <PreviewStep
                  preview={preview}
                  options={options}
                  onOptions={setOptions}
                  starting={uploading !== undefined}
                  onBack={() => setStep('file')}
                  onRun={async () => {
                    const id = await send(false);
                    if (id === undefined) return;
                    setRunId(id);
                    setStep('run');
                  }}
                />
              )}
            </PreviewOf>
          )}
          {step === 'run' && runId !== undefined && <RunStep id={runId} onAgain={restart} />}
        </Card.Body>
      </Card>
      {list.isPending ? (
        <LoadingBlocks lines={3} />
      ) : list.isError ? (
        <ErrorAlert error={list.error} className="mt-4" />
      ) : (
        <PastImports
          items={list.data.data}
          onOpen={(id) => {
            setRunId(id);
            setStep('run');
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
