import type { Wording, WordingSave } from '@emporia/contracts/wording';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

const wordingKey = (locale: string) => ['admin', 'wording', locale] as const;

export const useWording = (locale: string) =>
  useQuery({
    queryKey: wordingKey(locale),
    queryFn: async () =>
      (await adminHttp.get<{ data: Wording }>('/api/v1/admin/wording', { params: { locale } })).data.data,
  });

export function useSaveWording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: WordingSave) =>
      (await adminHttp.put<{ data: Wording }>('/api/v1/admin/wording', form)).data.data,
    onSuccess: (wording) => queryClient.setQueryData(wordingKey(wording.locale), wording),
  });
}
