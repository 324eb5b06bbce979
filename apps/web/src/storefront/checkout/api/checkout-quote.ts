import type { QuoteRequest, QuoteResponse } from '@emporia/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http';

/** POST /api/v1/storefront/checkout/quote: shipping methods for the address and the totals with the chosen one. */
export async function checkoutQuote(body: QuoteRequest): Promise<QuoteResponse> {
  return (await http.post<{ data: QuoteResponse }>('/api/v1/storefront/checkout/quote', body)).data.data;
}

export const useCheckoutQuote = () => useMutation({ mutationFn: checkoutQuote });
