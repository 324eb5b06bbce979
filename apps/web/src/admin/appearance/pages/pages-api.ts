import type {
  AdminContentPage,
  AdminContentPageListQuery,
  AdminContentPageRow,
  ContentPageInput,
  ContentPageState,
} from '@emporia/contracts/content-pages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import type { BulkRequest } from '../../ui/StatusDeleteActions';

// The shop's own pages (permission 'appearance').
const pagesKey = ['admin', 'content-pages'] as const;

export interface ContentPageList {
  data: AdminContentPageRow[];
  meta: { total: number; page: number; per_page: number };
}

export const useContentPages = (query: AdminContentPageListQuery) =>
  useQuery({
    queryKey: [...pagesKey, 'list', query],
    queryFn: async () =>
      (await adminHttp.get<ContentPageList>('/api/v1/admin/pages', { params: query })).data,
    placeholderData: keepPreviousData,
  });

export const useContentPage = (id: number | undefined) =>
  useQuery({
    queryKey: [...pagesKey, id],
    queryFn: async () =>
      (await adminHttp.get<{ data: AdminContentPage }>(`/api/v1/admin/pages/${id}`)).data.data,
    enabled: id !== undefined,
  });

/** Every write refreshes the lists (and the menu editor's choices); a saved page is put in place. */
function usePageMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      const page = (answer as { data?: AdminContentPage }).data;
      if (page) queryClient.setQueryData([...pagesKey, page.id], page);
      void queryClient.invalidateQueries({ queryKey: [...pagesKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'menus'] });
    },
  });
}

export const useSaveContentPage = () =>
  usePageMutation(async ({ id, input }: { id?: number; input: ContentPageInput }) =>
    id
      ? (await adminHttp.put<{ data: AdminContentPage }>(`/api/v1/admin/pages/${id}`, input)).data
      : (await adminHttp.post<{ data: AdminContentPage }>('/api/v1/admin/pages', input)).data,
  );

/** The list's bulk actions and the editor's Delete: one request, all of the chosen pages or none. */
export const useContentPageBulkAction = () =>
  usePageMutation(
    async ({ action, ...body }: BulkRequest<Exclude<ContentPageState, 'scheduled'>>) =>
      (await adminHttp.post<{ message: string }>(`/api/v1/admin/pages/${action}`, body)).data,
  );
