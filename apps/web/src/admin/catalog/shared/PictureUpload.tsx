import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';

/** A file picker for one picture at a time, with the upload's progress. */
export function PictureUpload({
  label,
  upload,
}: {
  label: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}) {
  const [progress, setProgress] = useState<number>();
  const [inputKey, setInputKey] = useState(0);
  return (
    <Form.Group controlId={`picture-upload-${label.replace(/\W+/g, '-')}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        key={inputKey}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={progress !== undefined}
        onChange={(event) => {
          const file = (event.target as HTMLInputElement).files?.[0];
          if (!file) return;
          setProgress(0);
          upload(file, setProgress)
            .catch(() => {})
            .finally(() => {
              setProgress(undefined);
              setInputKey((k) => k + 1);
            });
        }}
      />
      {progress !== undefined && (
        <ProgressBar now={progress} label={`${progress}%`} className="mt-2" aria-label="Upload progress" />
      )}
    </Form.Group>
  );
}
