import type { ShopLanguages } from '@emporia/contracts/languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';

const base = '/api/v1/admin/settings/languages';
const languagesKey = ['admin', 'settings', 'languages'] as const;

export function useShopLanguages() {
  return useQuery({
    queryKey: languagesKey,
    queryFn: async () => (await adminHttp.get<{ data: ShopLanguages }>(base)).data.data,
  });
}

export type LanguageChange =
  | { kind: 'add'; code: string }
  | { kind: 'enable'; code: string; enabled: boolean }
  | { kind: 'remove'; code: string }
  | { kind: 'order'; codes: string[] }
  | { kind: 'default'; code: string };

async function send(change: LanguageChange): Promise<ShopLanguages> {
  const answer = await (() => {
    switch (change.kind) {
      case 'add':
        return adminHttp.post<{ data: ShopLanguages }>(base, { code: change.code });
      case 'enable':
        return adminHttp.patch<{ data: ShopLanguages }>(`${base}/${change.code}`, {
          enabled: change.enabled,
        });
      case 'remove':
        return adminHttp.delete<{ data: ShopLanguages }>(`${base}/${change.code}`);
      case 'order':
        return adminHttp.put<{ data: ShopLanguages }>(`${base}/order`, { codes: change.codes });
      case 'default':
        return adminHttp.put<{ data: ShopLanguages }>(`${base}/default`, { code: change.code });
    }
  })();
  return answer.data.data;
}

/**
 * One mutation for every change. The admin's translation tabs (products, categories,
 * articles, wording) read the page's boot languages, which were loaded with the page:
 * they are brought up to date in place so those pages show the new list without a reload.
 */
export function useChangeLanguages() {
  const queryClient = useQueryClient();
  const { storefront, config } = useShopConfig();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(languagesKey, saved);
      const enabled = saved.languages.filter((language) => language.enabled);
      const ordered = [
        ...enabled.filter((language) => language.is_default),
        ...enabled.filter((language) => !language.is_default),
      ];
      const previous = new Map(storefront.languages.map((language) => [language.code, language.name]));
      storefront.languages.splice(
        0,
        storefront.languages.length,
        ...ordered.map((language) => ({
          code: language.code,
          name: previous.get(language.code) ?? language.name,
        })),
      );
      config.default_language = saved.default_language;
    },
  });
}
