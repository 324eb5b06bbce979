import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { NamedProgress } from '../../ui/NamedProgress';

/** The server's limit is in MB of 1024 × 1024 bytes; a small file reads better in kB. */
export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Step 2: the export file, dropped or picked; one that is too large is refused before it is sent. */
export function FileStep(props: {
  file: File | undefined;
  maxBytes: number | undefined;
  uploading: number | undefined;
  onFile: (file: File | undefined) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [over, setOver] = useState(false);
  const { file, maxBytes, uploading } = props;
  const tooLarge = file !== undefined && maxBytes !== undefined && file.size > maxBytes;
  return (
    <>
      <section
        aria-label="Export file"
        className={`rounded p-4 mb-3 text-center ${over ? 'bg-primary-subtle' : ''}`}
        // Bootstrap's border utilities are !important and solid; a drop zone reads as dashed.
        style={{ border: `2px dashed var(${over ? '--bs-primary' : '--bs-border-color'})` }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          props.onFile(event.dataTransfer.files[0]);
        }}
      >
        <p className="mb-2">Drag the export file here, or</p>
        <label className="btn btn-outline-primary mb-0">
          Choose a CSV file
          <input
            type="file"
            hidden
            accept=".csv,text/csv"
            aria-label="Choose the export file"
            onChange={(event) => {
              props.onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p className="small text-body-secondary mt-2 mb-0">
          A CSV file{maxBytes !== undefined ? ` of at most ${megabytes(maxBytes)}` : ''}. Nothing is saved
          until you have seen the preview.
        </p>
      </section>
      {file && (
        <p className={tooLarge ? 'text-danger' : ''} role={tooLarge ? 'alert' : undefined}>
          <strong>{file.name}</strong> ({megabytes(file.size)})
          {tooLarge && maxBytes !== undefined && ` is larger than ${megabytes(maxBytes)}; split the export.`}
        </p>
      )}
      {uploading !== undefined && (
        <NamedProgress
          now={uploading}
          label={`${uploading}%`}
          name="Uploading the file"
          className="mb-3"
          animated={uploading === 100}
        />
      )}
      <div className="d-flex gap-2">
        <Button variant="outline-secondary" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onNext} disabled={!file || tooLarge || uploading !== undefined}>
          {uploading !== undefined ? 'Reading the file…' : 'Next: preview'}
        </Button>
      </div>
    </>
  );
}
