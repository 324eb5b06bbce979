import type { AdvancedShipperMethod } from '@emporia/contracts/shipping-plugins';
import { useQuery } from '@tanstack/react-query';
import { adminHttp } from '../../../../../app/http';
import { methodsKey, methodsUrl } from './methods';

/** GET …/advancedshipper/methods/{id}. */
export async function method(id: number): Promise<AdvancedShipperMethod> {
  return (await adminHttp.get<{ data: AdvancedShipperMethod }>(`${methodsUrl}/${id}`)).data.data;
}

export const useMethod = (id: number) =>
  useQuery({ queryKey: [...methodsKey, id], queryFn: () => method(id), staleTime: 0 });
