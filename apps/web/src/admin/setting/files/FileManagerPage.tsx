import { type FileFolder, fileTotalsLine, formatBytes, type ShopFile } from '@emporia/contracts/files';
import Folder from 'lucide-react/icons/folder';
import { useState } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { NamedProgress } from '../../ui/NamedProgress';
import { DeleteDialog, MoveDialog, NameDialog } from './FileDialogs';
import {
  type FileListing,
  useChangeFile,
  useChangeFolder,
  useCreateFolder,
  useDeleteFile,
  useDeleteFolder,
  useFileListing,
} from './file-api';
import { UploadZone } from './UploadZone';

type Target = { kind: 'file'; item: ShopFile } | { kind: 'folder'; item: FileFolder };
type Dialog = { action: 'rename' | 'move' | 'delete'; target: Target } | { action: 'new-folder' } | null;

function Path({ listing, open }: { listing: FileListing; open: (id: number | null) => void }) {
  return (
    <Breadcrumb label="Folder path">
      <Breadcrumb.Item
        active={!listing.folder}
        onClick={() => open(null)}
        href={listing.folder ? '#' : undefined}
      >
        All files
      </Breadcrumb.Item>
      {listing.path.map((step, index) => (
        <Breadcrumb.Item
          key={step.id}
          active={index === listing.path.length - 1}
          href={index === listing.path.length - 1 ? undefined : '#'}
          onClick={() => open(step.id)}
        >
          {step.name}
        </Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
}

function Row({
  target,
  open,
  act,
}: {
  target: Target;
  open: (id: number) => void;
  act: (d: Dialog) => void;
}) {
  const { kind, item } = target;
  return (
    <tr>
      <td style={{ width: 72 }}>
        {kind === 'folder' ? (
          <Folder aria-hidden size={32} />
        ) : item.thumbnailUrl ? (
          <img src={item.thumbnailUrl} alt="" width={56} height={56} style={{ objectFit: 'contain' }} />
        ) : (
          <span className="badge text-bg-secondary">{item.name.split('.').pop()?.toUpperCase()}</span>
        )}
      </td>
      <td>
        {kind === 'folder' ? (
          <Button variant="link" className="p-0" onClick={() => open(item.id)}>
            {item.name}
          </Button>
        ) : (
          <a href={item.url} target="_blank" rel="noreferrer">
            {item.name}
          </a>
        )}
      </td>
      <td className="text-body-secondary small">
        {kind === 'folder'
          ? `${item.fileCount} ${item.fileCount === 1 ? 'file' : 'files'}`
          : `${formatBytes(item.size)}${item.width ? ` · ${item.width}×${item.height}` : ''}`}
      </td>
      <td className="text-end text-nowrap">
        {(['rename', 'move', 'delete'] as const).map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'delete' ? 'outline-danger' : 'outline-secondary'}
            className="ms-1"
            aria-label={`${action[0]!.toUpperCase()}${action.slice(1)} ${item.name}`}
            onClick={() => act({ action, target })}
          >
            {action[0]!.toUpperCase() + action.slice(1)}
          </Button>
        ))}
      </td>
    </tr>
  );
}

/** setting/file: the shop's files in folders, for pages, articles, banners and e-mails. */
export default function FileManagerPage() {
  const [folder, setFolder] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const listing = useFileListing(folder);
  const [changeFile, changeFolder, createFolder] = [useChangeFile(), useChangeFolder(), useCreateFolder()];
  const [deleteFile, deleteFolder] = [useDeleteFile(), useDeleteFolder()];
  const mutations = [changeFile, changeFolder, createFolder, deleteFile, deleteFolder];
  const close = () => {
    for (const m of mutations) m.reset();
    setDialog(null);
  };
  const done = { onSuccess: close };
  const open = (id: number | null) => {
    setFolder(id);
    close();
  };
  const data = listing.data;
  const error = mutations.find((m) => m.error)?.error;
  const busy = mutations.some((m) => m.isPending);

  return (
    <>
      <PageHeading>Files</PageHeading>
      <ErrorAlert error={listing.error} />
      {listing.isPending && <LoadingBlocks lines={6} />}
      {data && (
        <>
          <div className="d-flex align-items-center gap-3 mb-3">
            <div className="flex-grow-1">
              <div className="small mb-1">{fileTotalsLine(data.totals)}</div>
              <NamedProgress
                now={data.totals.bytes}
                max={data.totals.quotaBytes || 1}
                name="File space used"
                variant={data.totals.bytes > data.totals.quotaBytes * 0.9 ? 'danger' : undefined}
              />
            </div>
            <Button variant="outline-primary" onClick={() => setDialog({ action: 'new-folder' })}>
              New folder
            </Button>
          </div>
          <Path listing={data} open={open} />
          <UploadZone folder={folder} />
          {data.folders.length + data.files.length === 0 ? (
            <p className="text-body-secondary">
              {data.folder
                ? 'This folder is empty.'
                : 'No files yet. Upload pictures and documents to use them in your shop.'}
            </p>
          ) : (
            <Table hover responsive className="align-middle">
              <tbody>
                {data.folders.map((item) => (
                  <Row key={`d${item.id}`} target={{ kind: 'folder', item }} open={open} act={setDialog} />
                ))}
                {data.files.map((item) => (
                  <Row key={`f${item.id}`} target={{ kind: 'file', item }} open={open} act={setDialog} />
                ))}
              </tbody>
            </Table>
          )}
          {dialog?.action === 'new-folder' && (
            <NameDialog
              title="New folder"
              initial=""
              error={error}
              busy={busy}
              onSave={(name) => createFolder.mutate({ name, parentId: folder }, done)}
              onClose={close}
            />
          )}
          {dialog?.action === 'rename' && (
            <NameDialog
              title={`Rename “${dialog.target.item.name}”`}
              initial={dialog.target.item.name}
              error={error}
              busy={busy}
              onSave={(name) =>
                dialog.target.kind === 'file'
                  ? changeFile.mutate({ id: dialog.target.item.id, change: { name } }, done)
                  : changeFolder.mutate({ id: dialog.target.item.id, change: { name } }, done)
              }
              onClose={close}
            />
          )}
          {dialog?.action === 'move' && (
            <MoveDialog
              name={dialog.target.item.name}
              folders={data.allFolders.filter(
                (f) => dialog.target.kind === 'file' || f.id !== dialog.target.item.id,
              )}
              current={folder}
              error={error}
              onMove={(to) =>
                dialog.target.kind === 'file'
                  ? changeFile.mutate({ id: dialog.target.item.id, change: { folderId: to } }, done)
                  : changeFolder.mutate({ id: dialog.target.item.id, change: { parentId: to } }, done)
              }
              onClose={close}
            />
          )}
          {dialog?.action === 'delete' && (
            <DeleteDialog
              name={dialog.target.item.name}
              fileId={dialog.target.kind === 'file' ? dialog.target.item.id : undefined}
              error={error}
              busy={busy}
              onDelete={(force) =>
                dialog.target.kind === 'file'
                  ? deleteFile.mutate({ id: dialog.target.item.id, force }, done)
                  : deleteFolder.mutate(dialog.target.item.id, done)
              }
              onClose={close}
            />
          )}
        </>
      )}
    </>
  );
}
