import { useState } from 'react';
import { errorMessage } from '../../../app/http';
import { NamedProgress } from '../../ui/NamedProgress';
import { uploadFile, useRefreshFiles } from './file-api';

interface Upload {
  id: number;
  name: string;
  percent: number;
  error?: string;
  done?: boolean;
}
let nextUpload = 0;

/**
 * Drop files here or pick several at once; each gets its own progress bar and, when the
 * server refuses it (name taken, type, space), its message. Two travel at a time.
 */
export function UploadZone({ folder }: { folder: number | null }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const refresh = useRefreshFiles();
  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, id: ++nextUpload }));
    setUploads((list) => [
      ...list.filter((u) => !u.done),
      ...batch.map(({ file, id }) => ({ id, name: file.name, percent: 0 })),
    ]);
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, id } = next;
        try {
          await uploadFile(file, folder, (percent) => patch(id, { percent }));
          patch(id, { percent: 100, done: true });
        } catch (error) {
          patch(id, { error: errorMessage(error) });
        }
        await refresh();
      }
    };
    await Promise.all([worker(), worker()]);
  };

  return (
    <section
      aria-label="Upload files"
      className={`rounded p-3 mb-3 text-center ${over ? 'bg-primary-subtle' : ''}`}
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
        void start([...event.dataTransfer.files]);
      }}
    >
      <p className="mb-2">Drag files here, or</p>
      <label className="btn btn-primary mb-0">
        Upload files
        <input
          type="file"
          multiple
          hidden
          aria-label="Choose files to upload"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void start(files);
          }}
        />
      </label>
      <p className="small text-body-secondary mt-2 mb-0">
        Pictures (JPEG, PNG, GIF, WebP, AVIF, SVG), PDF, Office documents, CSV and text, MP3 and MP4.
      </p>
      {uploads.length > 0 && (
        <ul className="list-unstyled text-start mt-3 mb-0">
          {uploads.map((upload) => (
            <li key={upload.id} className="mb-2">
              <div className="small">
                {upload.name}
                {upload.done && <span className="text-success ms-2">Uploaded</span>}
              </div>
              {upload.error ? (
                <div className="small text-danger" role="alert">
                  {upload.error}
                </div>
              ) : (
                <NamedProgress
                  now={upload.percent}
                  label={`${upload.percent}%`}
                  name={`Uploading ${upload.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
