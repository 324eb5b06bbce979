import { idempotencyKeyHeader } from '@emporia/contracts/storefront-keys';
import { http } from '../../../app/http';
import type { Placement } from './place-order';

/** POST /api/v1/storefront/checkout/prepare-payment: the provider's payment made before the buyer approves (PayPal). */
export async function prepareCheckoutPayment({
  body,
  idempotencyKey,
}: Placement): Promise<Record<string, string>> {
  const response = await http.post<{ data: Record<string, string> }>(
    '/api/v1/storefront/checkout/prepare-payment',
    body,
    {
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    },
  );
  return response.data.data;
}
