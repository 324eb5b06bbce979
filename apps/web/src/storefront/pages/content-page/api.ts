import { contentPageQueryKeys } from '@emporia/contracts/content-page-keys';
import type { ContentPageView } from '@emporia/contracts/content-pages';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { catalogStaleTime } from '../catalog/api/catalog-query';

/** GET /api/v1/storefront/pages/{handle}, in the shopper's language where the page has it. */
export function useContentPage(handle: string) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useQuery({
    queryKey: contentPageQueryKeys.page(handle, locale),
    queryFn: async () =>
      (
        await http.get<{ data: ContentPageView }>(`/api/v1/storefront/pages/${encodeURIComponent(handle)}`, {
          params: { locale },
        })
      ).data.data,
    staleTime: catalogStaleTime(),
    retry: false,
  });
}
