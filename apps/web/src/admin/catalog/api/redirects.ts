import type { Redirect, RedirectInput, RedirectListQuery } from '@emporia/contracts/redirects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

// Catalog → URL Redirects (permission 'catalog').
const redirectsKey = ['admin', 'redirects'] as const;

export interface RedirectPage {
  data: Redirect[];
  meta: { total: number; page: number; per_page: number };
}

export const listRedirects = async (query: RedirectListQuery) =>
  (await adminHttp.get<RedirectPage>('/api/v1/admin/redirects', { params: query })).data;
export const useRedirects = (query: RedirectListQuery) =>
  useQuery({
    queryKey: [...redirectsKey, 'list', query],
    queryFn: () => listRedirects(query),
    placeholderData: keepPreviousData,
  });

function useRedirectMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsKey }),
  });
}

export const saveRedirect = async ({ id, form }: { id?: number; form: RedirectInput }) =>
  id
    ? (await adminHttp.put<{ data: Redirect }>(`/api/v1/admin/redirects/${id}`, form)).data.data
    : (await adminHttp.post<{ data: Redirect }>('/api/v1/admin/redirects', form)).data.data;
export const useSaveRedirect = () => useRedirectMutation(saveRedirect);

export const deleteRedirect = async (id: number) =>
  (await adminHttp.delete<{ message: string }>(`/api/v1/admin/redirects/${id}`)).data.message;
export const useDeleteRedirect = () => useRedirectMutation(deleteRedirect);

export const importRedirects = async (csv: string) =>
  (
    await adminHttp.post<{ data: { created: number; updated: number } }>('/api/v1/admin/redirects/import', {
      csv,
    })
  ).data.data;
export const useImportRedirects = () => useRedirectMutation(importRedirects);

export const exportRedirectsCsv = async () =>
  (await adminHttp.get<string>('/api/v1/admin/redirects/export.csv', { responseType: 'text' })).data;
