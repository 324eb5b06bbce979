import type { RestockForm } from '@emporia/contracts/catalog';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../app/http';

/** Action catalog_product_restock_notify: POST /api/v1/storefront/restock-notify. */
export async function catalogProductRestockNotify(form: RestockForm) {
  return (await http.post<{ message: string }>('/api/v1/storefront/restock-notify', form)).data;
}

export const useRestockNotify = () => useMutation({ mutationFn: catalogProductRestockNotify });
