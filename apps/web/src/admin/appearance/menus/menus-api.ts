import type { Menu, MenuHandle, MenuSaveInput, MenuSummary, MenuTargets } from '@emporia/contracts/menus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

const menusKey = ['admin', 'menus'] as const;
const menuKey = (handle: MenuHandle) => ['admin', 'menus', handle] as const;

export const useMenus = () =>
  useQuery({
    queryKey: menusKey,
    queryFn: async () => (await adminHttp.get<{ data: MenuSummary[] }>('/api/v1/admin/menus')).data.data,
  });

export const useMenu = (handle: MenuHandle) =>
  useQuery({
    queryKey: menuKey(handle),
    queryFn: async () => (await adminHttp.get<{ data: Menu }>(`/api/v1/admin/menus/${handle}`)).data.data,
  });

export const useMenuTargets = () =>
  useQuery({
    queryKey: ['admin', 'menus', 'targets'],
    queryFn: async () =>
      (await adminHttp.get<{ data: MenuTargets }>('/api/v1/admin/menus/targets')).data.data,
  });

/** Saves the whole menu, or forgets it (`null`): the storefront shows its default links again. */
export function useSaveMenu(handle: MenuHandle) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (menu: MenuSaveInput | null) =>
      menu
        ? (await adminHttp.put<{ data: Menu }>(`/api/v1/admin/menus/${handle}`, menu)).data.data
        : (await adminHttp.delete<{ data: Menu }>(`/api/v1/admin/menus/${handle}`)).data.data,
    onSuccess: (saved) => {
      queryClient.setQueryData(menuKey(handle), saved);
      void queryClient.invalidateQueries({ queryKey: menusKey, exact: true });
    },
  });
}
