import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../../app/http';
import { geoZonesKey } from './geo-zone-list';

/** DELETE /api/v1/admin/settings/zone/{id}; refused while a shipping module or tax rate uses the zone. */
export async function deleteGeoZone(id: number): Promise<string> {
  return (await adminHttp.delete<{ message: string }>(`/api/v1/admin/settings/zone/${id}`)).data.message;
}

export function useDeleteGeoZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeoZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geoZonesKey }),
  });
}
