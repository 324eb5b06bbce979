import type { TrackOrderForm } from '@emporia/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http';

/** POST /api/v1/storefront/track-order: the reference must match the e-mail the order was placed with. */
export async function trackOrder(form: TrackOrderForm): Promise<{ ref: string }> {
  return (await http.post<{ data: { ref: string } }>('/api/v1/storefront/track-order', form)).data.data;
}

export const useTrackOrder = () => useMutation({ mutationFn: trackOrder });
