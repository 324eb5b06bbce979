import type { ShopFile } from '@emporia/contracts/files';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { NamedProgress } from '../../ui/NamedProgress';

const ChooseFileDialog = lazy(async () => ({
  default: (await import('../../setting/files/ChooseFileDialog')).ChooseFileDialog,
}));

/**
 * A picture from the file manager goes through the field's own upload (fetched, then sent
 * like a picked file), so the record keeps its own sized copies and deleting the file later
 * cannot break it.
 */
async function asUpload(file: ShopFile): Promise<File> {
  const response = await fetch(file.url);
  if (!response.ok) throw new Error(`The file ${file.name} could not be read.`);
  const blob = await response.blob();
  return new File([blob], file.name, { type: file.contentType });
}

/** A file picker for one picture at a time, with the upload's progress; optionally "Choose from files". */
export function PictureUpload({
  label,
  upload,
  fromFiles = false,
}: {
  label: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** Offer the shop's file manager as a source too (for staff who may read it). */
  fromFiles?: boolean;
}) {
  const [progress, setProgress] = useState<number>();
  const [inputKey, setInputKey] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const send = (file: File | Promise<File>) => {
    setProgress(0);
    Promise.resolve(file)
      .then((ready) => upload(ready, setProgress))
      .catch(() => {})
      .finally(() => {
        setProgress(undefined);
        setInputKey((k) => k + 1);
      });
  };
  return (
    <Form.Group controlId={`picture-upload-${label.replace(/\W+/g, '-')}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <Form.Control
          key={inputKey}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          disabled={progress !== undefined}
          onChange={(event) => {
            const file = (event.target as HTMLInputElement).files?.[0];
            if (file) send(file);
          }}
        />
        {fromFiles && (
          <Button
            variant="outline-secondary"
            className="text-nowrap"
            disabled={progress !== undefined}
            onClick={() => setChoosing(true)}
          >
            Choose from files
          </Button>
        )}
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <ChooseFileDialog
            picturesOnly
            onClose={() => setChoosing(false)}
            onChoose={(file) => {
              setChoosing(false);
              send(asUpload(file));
            }}
          />
        </Suspense>
      )}
      {progress !== undefined && (
        <NamedProgress now={progress} label={`${progress}%`} className="mt-2" name="Upload progress" />
      )}
    </Form.Group>
  );
}
