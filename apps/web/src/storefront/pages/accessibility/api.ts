import { accessibilityStatementQueryKey } from '@emporia/contracts/accessibility-keys';
import type { AccessibilityStatementView } from '@emporia/contracts/accessibility-statement';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { catalogStaleTime } from '../catalog/api/catalog-query';

/** GET /api/v1/storefront/accessibility-statement, in the shopper's language (preloaded by the server). */
export function useAccessibilityStatement() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useQuery({
    queryKey: accessibilityStatementQueryKey(locale),
    queryFn: async () =>
      (
        await http.get<{ data: AccessibilityStatementView }>('/api/v1/storefront/accessibility-statement', {
          params: { locale },
        })
      ).data.data,
    staleTime: catalogStaleTime(),
  });
}
