import type {
  CurrencyForm,
  CurrencyRow,
  GeneralSettings,
  generalSettingsSaveSchema,
  TaxClass,
  TaxClassForm,
  TaxRate,
  TaxRateForm,
} from '@emporia/contracts/store-settings';
import type { TrackingTags } from '@emporia/contracts/tracking-tags';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminHttp } from '../../../app/http';
import { trackingTagsKey } from '../TrackingTagsCard';

// Admin setting/general, setting/currency and setting/tax (permission 'settings').
const key = ['admin', 'store-settings'] as const;

function useSettingsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useGeneralSettings = () =>
  useQuery({
    queryKey: [...key, 'general'],
    queryFn: async () =>
      (await adminHttp.get<{ data: GeneralSettings }>('/api/v1/admin/settings/general')).data.data,
  });
/** setting/general's one Save (settings and tags in one request), then both as saved. */
export function useSaveGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: z.output<typeof generalSettingsSaveSchema>) => {
      const settings = (
        await adminHttp.put<{ data: GeneralSettings }>('/api/v1/admin/settings/general', form)
      ).data.data;
      const tags = (await adminHttp.get<{ data: TrackingTags }>('/api/v1/admin/settings/tracking-tags')).data
        .data;
      return { settings, tags };
    },
    onSuccess: ({ settings, tags }) => {
      queryClient.setQueryData([...key, 'general'], settings);
      queryClient.setQueryData(trackingTagsKey, tags);
    },
  });
}

export const useCurrencies = () =>
  useQuery({
    queryKey: [...key, 'currencies'],
    queryFn: async () =>
      (await adminHttp.get<{ data: CurrencyRow[] }>('/api/v1/admin/settings/currencies')).data.data,
  });
export const useSaveCurrency = () =>
  useSettingsMutation(
    async (form: CurrencyForm) =>
      (await adminHttp.put<{ data: CurrencyRow[] }>('/api/v1/admin/settings/currencies', form)).data.data,
  );
export const useDefaultCurrency = () =>
  useSettingsMutation(
    async (code: string) =>
      (await adminHttp.post<{ data: CurrencyRow[] }>('/api/v1/admin/settings/currencies/default', { code }))
        .data.data,
  );

export const useTaxClasses = () =>
  useQuery({
    queryKey: [...key, 'tax-classes'],
    queryFn: async () =>
      (await adminHttp.get<{ data: TaxClass[] }>('/api/v1/admin/settings/tax-classes')).data.data,
  });
export const useSaveTaxClass = () =>
  useSettingsMutation(async ({ id, form }: { id: number | null; form: TaxClassForm }) =>
    id === null
      ? (await adminHttp.post<{ data: TaxClass }>('/api/v1/admin/settings/tax-classes', form)).data.data
      : (await adminHttp.put<{ data: TaxClass }>(`/api/v1/admin/settings/tax-classes/${id}`, form)).data.data,
  );
export const useDeleteTaxClass = () =>
  useSettingsMutation(async (id: number) => {
    await adminHttp.delete(`/api/v1/admin/settings/tax-classes/${id}`);
  });

export const useTaxRates = (classId: number) =>
  useQuery({
    queryKey: [...key, 'tax-classes', classId, 'rates'],
    queryFn: async () =>
      (
        await adminHttp.get<{ data: { tax_class: TaxClass; rates: TaxRate[] } }>(
          `/api/v1/admin/settings/tax-classes/${classId}/rates`,
        )
      ).data.data,
  });
export const useSaveTaxRate = (classId: number) =>
  useSettingsMutation(async ({ id, form }: { id: number | null; form: TaxRateForm }) =>
    id === null
      ? (await adminHttp.post<{ data: TaxRate }>(`/api/v1/admin/settings/tax-classes/${classId}/rates`, form))
          .data.data
      : (
          await adminHttp.put<{ data: TaxRate }>(
            `/api/v1/admin/settings/tax-classes/${classId}/rates/${id}`,
            form,
          )
        ).data.data,
  );
export const useDeleteTaxRate = (classId: number) =>
  useSettingsMutation(async (id: number) => {
    await adminHttp.delete(`/api/v1/admin/settings/tax-classes/${classId}/rates/${id}`);
  });
