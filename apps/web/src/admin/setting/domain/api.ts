import type { DnsCheck, DnsRecord, DomainOffer, ShopDomain } from '@emporia/contracts/domains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

// Admin setting/domain (permission 'settings').
const key = ['admin', 'settings', 'domains'] as const;
const base = '/api/v1/admin/settings/domains';
const registration = '/api/v1/admin/settings/domain-registration';

export interface DomainList {
  platform_host: string;
  domains: ShopDomain[];
}
export interface DomainDetail {
  domain: ShopDomain;
  records: DnsRecord[];
}
export interface DomainCheck {
  domain: ShopDomain;
  verified: boolean;
  checks: DnsCheck[];
  message: string;
}

function useDomainsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useDomains = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await adminHttp.get<{ data: DomainList }>(base)).data.data,
  });

export const useDomain = (id: number | undefined) =>
  useQuery({
    queryKey: [...key, id],
    enabled: id !== undefined,
    queryFn: async () => (await adminHttp.get<{ data: DomainDetail }>(`${base}/${id}`)).data.data,
  });

export const useConnectDomain = () =>
  useDomainsMutation(
    async (form: { hostname: string }) =>
      (await adminHttp.post<{ data: DomainDetail }>(base, form)).data.data,
  );

export const useVerifyDomain = () =>
  useDomainsMutation(
    async (id: number) => (await adminHttp.post<{ data: DomainCheck }>(`${base}/${id}/verify`)).data.data,
  );

export const useMakePrimary = () =>
  useDomainsMutation(
    async (id: number | null) =>
      (await adminHttp.put<{ data: DomainList }>(`${base}/primary`, { domain_id: id })).data.data,
  );

export const useRemoveDomain = () =>
  useDomainsMutation(
    async (id: number) => (await adminHttp.delete<{ data: DomainList }>(`${base}/${id}`)).data.data,
  );

export const useDomainSearch = () =>
  useMutation({
    mutationFn: async (query: string) =>
      (await adminHttp.get<{ data: DomainOffer[] }>(`${registration}?query=${encodeURIComponent(query)}`))
        .data.data,
  });

export const useBuyDomain = () =>
  useDomainsMutation(
    async (order: { hostname: string; price: number }) =>
      (await adminHttp.post<{ data: DomainDetail & { order: string } }>(registration, order)).data.data,
  );

/** A registrar's price (minor units) as the merchant reads it, e.g. $24.99. */
export const formatPrice = (price: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price / 100);
