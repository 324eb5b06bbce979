import type {
  DeliveryLog,
  DeliveryStatus,
  EmailSettingsInput,
  EmailSettingsView,
  TestMailResult,
} from '@emporia/contracts/email-settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

const base = '/api/v1/admin/settings/email';
const settingsKey = ['admin', 'settings', 'email'] as const;
const logKey = ['admin', 'settings', 'email', 'log'] as const;

export function useEmailSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await adminHttp.get<{ data: EmailSettingsView }>(base)).data.data,
  });
}

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: EmailSettingsInput) =>
      (await adminHttp.put<{ data: EmailSettingsView }>(base, form)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useGenerateDkimKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await adminHttp.post<{ data: EmailSettingsView }>(`${base}/dkim-key`)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (to: string) =>
      (await adminHttp.post<{ data: TestMailResult }>(`${base}/test`, { to })).data.data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: logKey }),
  });
}

export interface LogFilter {
  status: DeliveryStatus | '';
  q: string;
  page: number;
}

export function useDeliveryLog(filter: LogFilter) {
  return useQuery({
    queryKey: [...logKey, filter],
    queryFn: async () => (await adminHttp.get<DeliveryLog>(`${base}/log`, { params: filter })).data,
    placeholderData: keepPreviousData,
  });
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminHttp.post(`${base}/log/${id}/retry`)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: logKey }),
  });
}
