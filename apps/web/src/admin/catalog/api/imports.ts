import type {
  Import,
  ImportKind,
  ImportOptions,
  ImportSource,
  ImportSummary,
} from '@emporia/contracts/imports';
import { queryOptions } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import { adminTokenKey, readToken } from '../../../app/session';
import { keyOf } from './keys';

/** Admin → Catalog → Import: uploads of other platforms' exports and their progress. */
export const importsKey = keyOf('imports');

export type ImportList = { data: ImportSummary[]; max_upload_bytes: number };

const listImports = async () => (await adminHttp.get<ImportList>('/api/v1/admin/imports')).data;
export const importsQuery = { queryKey: importsKey, queryFn: listImports };

const running = (state: Import['state']) => state === 'queued' || state === 'running';

/** One import; asked again every second while it runs or its pictures are still being fetched. */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: keyOf('imports', id),
    queryFn: async () => (await adminHttp.get<{ data: Import }>(`/api/v1/admin/imports/${id}`)).data.data,
    refetchInterval: (query) => {
      const found = query.state.data;
      return !found || running(found.state) || (!found.dry_run && found.pictures_waiting > 0) ? 1000 : false;
    },
  });

export interface ImportUpload {
  source: ImportSource;
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  options: ImportOptions;
  onProgress?: (percent: number) => void;
}

/** Sends the file (multipart, as the Admin API takes it); answers the new import's id. */
export async function startImport(upload: ImportUpload): Promise<number> {
  const form = new FormData();
  form.set('source', upload.source);
  form.set('kind', upload.kind);
  form.set('dry_run', String(upload.dryRun));
  form.set('update_existing', String(upload.options.update_existing));
  form.set('publish', String(upload.options.publish));
  form.set('file', upload.file, upload.file.name);
  const answer = await adminHttp.post<{ id: number }>('/api/v1/admin/imports', form, {
    onUploadProgress: (event) => {
      if (event.total) upload.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
  return answer.data.id;
}

/** The report is a CSV behind the admin's token: fetched as a blob and saved by the browser. */
export async function downloadImportReport(id: number): Promise<void> {
  const token = readToken(adminTokenKey);
  const answer = await fetch(`/api/v1/admin/imports/${id}/report.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!answer.ok) throw new Error('The report could not be downloaded. Try again.');
  const url = URL.createObjectURL(await answer.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `import-${id}-report.csv` });
  link.click();
  URL.revokeObjectURL(url);
}
