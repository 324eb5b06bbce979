import type {
  FileChange,
  FileFolder,
  FileUse,
  fileListResponseSchema,
  ShopFile,
} from '@emporia/contracts/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminHttp } from '../../../app/http';

export type FileListing = z.infer<typeof fileListResponseSchema>['data'];
const filesKey = ['admin', 'files'] as const;

export const useFileListing = (folder: number | null, picturesOnly = false) =>
  useQuery({
    queryKey: [...filesKey, folder, picturesOnly],
    queryFn: async () =>
      (
        await adminHttp.get<{ data: FileListing }>('/api/v1/admin/files', {
          params: { ...(folder ? { folder } : {}), ...(picturesOnly ? { images: '1' } : {}) },
        })
      ).data.data,
  });

/** Sends the file itself as the body, so the progress bar measures exactly what travels. */
export const uploadFile = async (file: File, folder: number | null, onProgress: (percent: number) => void) =>
  (
    await adminHttp.post<{ data: ShopFile }>('/api/v1/admin/files', file, {
      params: { name: file.name, ...(folder ? { folder } : {}) },
      headers: { 'Content-Type': 'application/octet-stream' },
      onUploadProgress: (event) =>
        onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
    })
  ).data.data;

function useFilesMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}

export const useRefreshFiles = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesKey });
};

export const useChangeFile = () =>
  useFilesMutation(
    async ({ id, change }: { id: number; change: FileChange }) =>
      (await adminHttp.patch<{ data: ShopFile }>(`/api/v1/admin/files/${id}`, change)).data.data,
  );

export const useDeleteFile = () =>
  useFilesMutation(
    async ({ id, force }: { id: number; force: boolean }) =>
      (await adminHttp.delete(`/api/v1/admin/files/${id}`, { params: force ? { force: '1' } : {} })).data,
  );

export const fileUses = async (id: number) =>
  (await adminHttp.get<{ data: FileUse[] }>(`/api/v1/admin/files/${id}/uses`)).data.data;

export const useCreateFolder = () =>
  useFilesMutation(
    async (folder: { name: string; parentId: number | null }) =>
      (await adminHttp.post<{ data: FileFolder }>('/api/v1/admin/file-folders', folder)).data.data,
  );

export const useChangeFolder = () =>
  useFilesMutation(
    async ({ id, change }: { id: number; change: { name?: string; parentId?: number | null } }) =>
      (await adminHttp.patch<{ data: FileFolder }>(`/api/v1/admin/file-folders/${id}`, change)).data.data,
  );

export const useDeleteFolder = () =>
  useFilesMutation(async (id: number) => (await adminHttp.delete(`/api/v1/admin/file-folders/${id}`)).data);
