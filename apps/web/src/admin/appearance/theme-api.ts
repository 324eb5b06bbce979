import type { ShopBranding, ThemeSettingsForm, Themes, ThemeWithBranding } from '@emporia/contracts/theme';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

const themesKey = ['admin', 'appearance', 'themes'] as const;
const themeKey = (id: string) => [...themesKey, id] as const;
const base = '/api/v1/admin/appearance';

export const useThemes = () =>
  useQuery({
    queryKey: themesKey,
    queryFn: async () => (await adminHttp.get<{ data: Themes }>(`${base}/themes`)).data.data,
  });

export const useTheme = (id: string) =>
  useQuery({
    queryKey: themeKey(id),
    queryFn: async () => (await adminHttp.get<{ data: ThemeWithBranding }>(`${base}/themes/${id}`)).data.data,
  });

/** Every theme answer changes what the list shows (live theme, customised, branding). */
function useThemeMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: themesKey }),
  });
}

export const useSaveTheme = (id: string) =>
  useThemeMutation(
    async (settings: ThemeSettingsForm) =>
      (await adminHttp.put<{ data: ThemeWithBranding }>(`${base}/themes/${id}`, settings)).data.data,
  );

export const useActivateTheme = () =>
  useThemeMutation(
    async (id: string) =>
      (await adminHttp.post<{ data: ThemeWithBranding }>(`${base}/themes/${id}/activate`)).data.data,
  );

export type BrandingPicture = 'logo' | 'favicon';

/** The picture goes as the raw body, so the upload progress counts its bytes exactly. */
export const useUploadBranding = (kind: BrandingPicture) =>
  useThemeMutation(
    async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      (
        await adminHttp.put<{ data: ShopBranding }>(`${base}/${kind}`, file, {
          headers: { 'Content-Type': file.type || 'application/octet-stream' },
          onUploadProgress: (event) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          },
        })
      ).data.data,
  );

export const useRemoveBranding = (kind: BrandingPicture) =>
  useThemeMutation(async () => (await adminHttp.delete<{ data: ShopBranding }>(`${base}/${kind}`)).data.data);
