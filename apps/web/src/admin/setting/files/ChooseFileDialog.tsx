import type { ShopFile } from '@emporia/contracts/files';
import Folder from 'lucide-react/icons/folder';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { useFileListing } from './file-api';

/**
 * "Choose from files": browse the file manager's folders and pick one file. Editors of
 * articles, banners and theme settings open it; uploading stays in setting/file.
 */
export function ChooseFileDialog({
  picturesOnly = false,
  onChoose,
  onClose,
}: {
  picturesOnly?: boolean;
  onChoose: (file: ShopFile) => void;
  onClose: () => void;
}) {
  const [folder, setFolder] = useState<number | null>(null);
  const listing = useFileListing(folder, picturesOnly);
  const data = listing.data;
  const parent = data?.path.length ? (data.path[data.path.length - 2]?.id ?? null) : undefined;
  return (
    <Modal show onHide={onClose} size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title>Choose from files</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorAlert error={listing.error} />
        {listing.isPending && <LoadingBlocks lines={4} />}
        {data && (
          <>
            <p className="small text-body-secondary">
              {['All files', ...data.path.map((step) => step.name)].join(' / ')}
            </p>
            <div className="d-flex flex-wrap gap-2">
              {parent !== undefined && (
                <Button variant="outline-secondary" onClick={() => setFolder(parent)}>
                  ↑ Up
                </Button>
              )}
              {data.folders.map((f) => (
                <Button key={f.id} variant="outline-secondary" onClick={() => setFolder(f.id)}>
                  <Folder aria-hidden size={16} className="me-1" />
                  {f.name}
                </Button>
              ))}
            </div>
            {data.files.length === 0 ? (
              <p className="mt-3 text-body-secondary">
                {picturesOnly ? 'No pictures here.' : 'No files here.'} Upload them under Settings › Files.
              </p>
            ) : (
              <div className="d-flex flex-wrap gap-2 mt-3">
                {data.files.map((file) => (
                  <Button
                    key={file.id}
                    variant="light"
                    className="border text-center"
                    style={{ width: 140 }}
                    onClick={() => onChoose(file)}
                    aria-label={`Choose ${file.name}`}
                  >
                    {file.thumbnailUrl ? (
                      <img
                        src={file.thumbnailUrl}
                        alt=""
                        width={120}
                        height={90}
                        style={{ objectFit: 'contain' }}
                      />
                    ) : (
                      <div className="py-4 fw-bold">{file.name.split('.').pop()?.toUpperCase()}</div>
                    )}
                    <div className="small text-truncate">{file.name}</div>
                  </Button>
                ))}
              </div>
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
