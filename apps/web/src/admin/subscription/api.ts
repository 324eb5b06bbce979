import type {
  BillingAddressForm,
  BillingPeriod,
  ChangePlanBody,
  PaidPlanId,
  Subscription,
  SubscriptionDashboard,
} from '@emporia/contracts/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';
import { adminTokenKey, readToken } from '../../app/session';

// Admin subscription/* (permission 'subscription').
const key = ['admin', 'subscription'] as const;
const base = '/api/v1/admin/subscription';

interface Saved {
  data: Subscription;
  message?: string;
}

export const useSubscription = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await adminHttp.get<{ data: SubscriptionDashboard }>(base)).data.data,
  });

export interface Quote {
  price: number;
  credit: number;
  amount_due: number;
  currency: string;
  blockers: string[];
}

export const useQuote = (plan: PaidPlanId, period: BillingPeriod) =>
  useQuery({
    queryKey: [...key, 'quote', plan, period],
    queryFn: async () =>
      (await adminHttp.get<{ data: Quote }>(`${base}/quote?plan=${plan}&period=${period}`)).data.data,
  });

function useSubscriptionMutation<T>(mutationFn: (input: T) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useChangePlan = () =>
  useSubscriptionMutation(
    async (body: ChangePlanBody) => (await adminHttp.put<Saved>(`${base}/plan`, body)).data,
  );

export const usePayNow = () =>
  useSubscriptionMutation(
    async (body: { payment_method?: string }) => (await adminHttp.post<Saved>(`${base}/pay`, body)).data,
  );

export const useSaveAddress = () =>
  useSubscriptionMutation(
    async (body: BillingAddressForm) => (await adminHttp.put<Saved>(`${base}/address`, body)).data,
  );

/**
 * Downloads an invoice PDF with the admin's token (a plain link would not carry it). fetch, not
 * adminHttp: the client reads answers as text, which would garble the PDF's bytes.
 */
export async function downloadInvoice(id: number, number: string): Promise<void> {
  const response = await fetch(`${base}/invoices/${id}/pdf`, {
    headers: { Authorization: `Bearer ${readToken(adminTokenKey) ?? ''}` },
  });
  if (!response.ok) throw new Error('The invoice could not be downloaded. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${number}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Minor units as the merchant reads them, e.g. $29.00. */
export const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';

/** Stripe names brands in lower case (visa, amex); merchants read them capitalised. */
export const cardBrand = (brand: string): string =>
  ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);
