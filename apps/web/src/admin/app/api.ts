import type { AppDetail, AppList, Consent } from '@emporia/contracts/apps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// Admin app/* (permission 'apps').
const key = ['admin', 'apps'] as const;
const base = '/api/v1/admin/apps';

/** The parameters an app puts in the consent link (OAuth 2 with PKCE). */
export const consentParams = [
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

export const appsQuery = {
  queryKey: key,
  queryFn: async () => (await adminHttp.get<{ data: AppList }>(base)).data.data,
};
export const useApps = () => useQuery(appsQuery);

export const appQuery = (id: number) => ({
  queryKey: [...key, id],
  queryFn: async () => (await adminHttp.get<{ data: AppDetail }>(`${base}/${id}`)).data.data,
});
export const useApp = (id: number) =>
  useQuery({
    ...appQuery(id),
    // Webhooks on their way are followed until they settle (delivered, or waiting for a retry).
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' && d.attempts === 0) ? 2000 : false,
  });

/** The consent screen's data; `query` is the link's own parameters, passed on as they came. */
export const useConsent = (query: string) =>
  useQuery({
    queryKey: [...key, 'consent', query],
    retry: false,
    queryFn: async () => (await adminHttp.get<{ data: Consent }>(`${base}/authorize?${query}`)).data.data,
  });

export const useDecide = () =>
  useMutation({
    mutationFn: async (input: Record<string, string>) =>
      (await adminHttp.post<{ data: { redirect: string } }>(`${base}/authorize`, input)).data.data.redirect,
  });

/** Install: the app's install page, signed by the server for this shop; opened at once (it ages). */
export const useInstallLink = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await adminHttp.post<{ data: { url: string } }>(`${base}/${id}/install`)).data.data.url,
  });

function useAppsMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useRevokeApp = () =>
  useAppsMutation(
    async (id: number) => (await adminHttp.post<{ message: string }>(`${base}/${id}/revoke`)).data.message,
  );

export const useResendDelivery = () =>
  useAppsMutation(
    async ({ appId, deliveryId }: { appId: number; deliveryId: number }) =>
      (await adminHttp.post<{ message: string }>(`${base}/${appId}/deliveries/${deliveryId}/resend`)).data
        .message,
  );
