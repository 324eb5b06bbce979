import type {
  AdminRestock,
  AdminReview,
  AdminReviewInput,
  AdminReviewListQuery,
} from '@emporia/contracts/catalog-admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';
import { catalogKey, keyOf } from './keys';
import type { PageMeta } from './products';

function useCatalogMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKey }),
  });
}

export interface ReviewQuery {
  status?: string;
  page: number;
  per_page: number;
}

export const listReviews = async (query: AdminReviewListQuery) =>
  (await adminHttp.get<{ data: AdminReview[]; meta: PageMeta }>('/api/v1/admin/reviews', { params: query }))
    .data;
export const useReviews = (query: AdminReviewListQuery) =>
  useQuery({
    queryKey: keyOf('reviews', query),
    queryFn: () => listReviews(query),
    placeholderData: keepPreviousData,
  });

export const getReview = async (id: number) =>
  (await adminHttp.get<{ data: AdminReview }>(`/api/v1/admin/reviews/${id}`)).data.data;
export const useReview = (id: number | undefined) =>
  useQuery({ queryKey: keyOf('review', id), queryFn: () => getReview(id!), enabled: id !== undefined });

export const saveReview = async ({ id, input }: { id?: number; input: AdminReviewInput }) =>
  (id
    ? await adminHttp.put<{ data: AdminReview }>(`/api/v1/admin/reviews/${id}`, input)
    : await adminHttp.post<{ data: AdminReview }>('/api/v1/admin/reviews', input)
  ).data.data;
export const useSaveReview = () => useCatalogMutation(saveReview);

export const moderateReview = async ({ id, action }: { id: number; action: 'approve' | 'reject' }) =>
  (await adminHttp.post<{ data: AdminReview }>(`/api/v1/admin/reviews/${id}/${action}`)).data.data;
export const useModerateReview = () => useCatalogMutation(moderateReview);

/** The review list's bulk actions: `status` approves, rejects or holds, `delete` deletes, in one request. */
export const bulkReviewAction = async ({
  action,
  ...body
}: {
  action: 'status' | 'delete';
  ids: number[];
  status?: AdminReview['status'];
}) => (await adminHttp.post<{ message: string }>(`/api/v1/admin/reviews/${action}`, body)).data;
export const useReviewBulkAction = () => useCatalogMutation(bulkReviewAction);

export const deleteReview = async (id: number) =>
  (await adminHttp.delete(`/api/v1/admin/reviews/${id}`)).data;
export const useDeleteReview = () => useCatalogMutation(deleteReview);

export const listRestock = async (query: ReviewQuery) =>
  (await adminHttp.get<{ data: AdminRestock[]; meta: PageMeta }>('/api/v1/admin/restock', { params: query }))
    .data;
export const useRestock = (query: ReviewQuery) =>
  useQuery({
    queryKey: keyOf('restock', query),
    queryFn: () => listRestock(query),
    placeholderData: keepPreviousData,
  });
