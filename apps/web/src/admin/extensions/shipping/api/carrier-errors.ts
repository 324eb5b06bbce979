import type { CarrierErrorEntry } from '@emporia/contracts/shipping-settings';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';

/** GET /api/v1/admin/settings/shipping/errors: each module's last rating failure, with the provider's detail. */
export const useCarrierErrors = () =>
  useQuery({
    queryKey: ['admin', 'settings', 'shipping', 'errors'],
    queryFn: async () =>
      (await adminHttp.get<{ data: CarrierErrorEntry[] }>('/api/v1/admin/settings/shipping/errors')).data
        .data,
    staleTime: 0,
  });
