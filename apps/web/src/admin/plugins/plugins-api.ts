import type { ShopPlugin } from '@emporia/contracts/plugins';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

const pluginsKey = ['admin', 'plugins'] as const;

/** The plugins the shop can use and whether each is on (the Plugins page, the sidebar). */
export const shopPluginsQuery = {
  queryKey: pluginsKey,
  queryFn: async () => (await adminHttp.get<{ data: ShopPlugin[] }>('/api/v1/admin/plugins')).data.data,
};
export const useShopPlugins = (enabled = true) => useQuery({ ...shopPluginsQuery, enabled });

export function useTurnPlugin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, enabled }: { name: string; enabled: boolean }) =>
      (await adminHttp.put<{ data: ShopPlugin }>(`/api/v1/admin/plugins/${name}`, { enabled })).data.data,
    onSuccess: (plugin) =>
      client.setQueryData<ShopPlugin[]>(pluginsKey, (list) =>
        list?.map((entry) => (entry.name === plugin.name ? plugin : entry)),
      ),
  });
}
