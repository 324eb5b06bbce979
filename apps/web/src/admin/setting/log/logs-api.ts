import type {
  ActivityQuery,
  ActivityResponse,
  ErrorLogEntry,
  ErrorLogKind,
  LogSettings,
  LogSettingsForm,
} from '@emporia/contracts/logs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../../app/http';

const base = '/api/v1/admin/logs';

export const useActivity = (query: ActivityQuery) =>
  useQuery({
    queryKey: ['admin', 'logs', 'activity', query],
    queryFn: async () => (await adminHttp.get<ActivityResponse>(`${base}/activity`, { params: query })).data,
    placeholderData: keepPreviousData,
  });

export const exportActivityCsv = async (query: ActivityQuery) =>
  (await adminHttp.get<string>(`${base}/activity.csv`, { params: query, responseType: 'text' })).data;

export const useErrorLog = (kind: ErrorLogKind | undefined) =>
  useQuery({
    queryKey: ['admin', 'logs', 'errors', kind ?? 'all'],
    queryFn: async () =>
      (await adminHttp.get<{ data: ErrorLogEntry[] }>(`${base}/errors`, { params: { kind } })).data.data,
  });

const settingsKey = ['admin', 'logs', 'settings'] as const;

export const useLogSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await adminHttp.get<{ data: LogSettings }>(`${base}/settings`)).data.data,
  });

export function useSaveLogSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: LogSettingsForm) =>
      (await adminHttp.put<{ data: LogSettings }>(`${base}/settings`, form)).data.data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
