import type { TrackOrderForm } from '@emporia/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { rememberOrderKey } from '../order-keys';

/** POST /api/v1/storefront/track-order: the reference must match the e-mail the order was placed with. */
export async function trackOrder(form: TrackOrderForm): Promise<{ ref: string }> {
  const found = (
    await http.post<{ data: { ref: string; key: string } }>('/api/v1/storefront/track-order', form)
  ).data.data;
  rememberOrderKey(found.ref, found.key);
  return found;
}

export const useTrackOrder = () => useMutation({ mutationFn: trackOrder });
