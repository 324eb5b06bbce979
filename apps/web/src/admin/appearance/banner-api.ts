import type { AdminBanner, BannerInput, BannerPicture, BannerPlacement } from '@emporia/contracts/banners';
import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// The shop's banners (permission 'appearance'); few enough to load as one list.
const bannersKey = ['admin', 'banners'] as const;

export const useBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: async () => (await adminHttp.get<{ data: AdminBanner[] }>('/api/v1/admin/banners')).data.data,
  });

export const useBanner = (id: number | undefined) =>
  useQuery({
    queryKey: [...bannersKey, id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await adminHttp.get<{ data: AdminBanner }>(`/api/v1/admin/banners/${id}`)).data.data,
  });

function useBannerMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersKey }),
  });
}

export const useSaveBanner = () =>
  useBannerMutation(
    async ({ id, input }: { id?: number; input: BannerInput }) =>
      (id
        ? await adminHttp.put<{ data: AdminBanner }>(`/api/v1/admin/banners/${id}`, input)
        : await adminHttp.post<{ data: AdminBanner }>('/api/v1/admin/banners', input)
      ).data.data,
  );

export const useDeleteBanner = () =>
  useBannerMutation(async (id: number) => (await adminHttp.delete(`/api/v1/admin/banners/${id}`)).data);

export const useOrderBanners = () =>
  useBannerMutation(
    async (order: { placement: BannerPlacement; ids: number[] }) =>
      (await adminHttp.put<{ data: AdminBanner[] }>('/api/v1/admin/banners/order', order)).data.data,
  );

/** Stores a picture for a banner; the form keeps its key until the banner is saved. */
export const uploadBannerPicture = async (file: File, onProgress: (percent: number) => void) =>
  (
    await adminHttp.post<{ data: BannerPicture }>('/api/v1/admin/banners/pictures', file, {
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      onUploadProgress: (event) =>
        onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
    })
  ).data.data;

export const bannerCategoryChoices = async (query: PickerQuery) =>
  (
    await adminHttp.get<{ data: PickerChoice[] }>('/api/v1/admin/banners/choices/categories', {
      params: query,
    })
  ).data.data;
