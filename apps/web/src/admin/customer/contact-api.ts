import type { ContactAnswerForm, ContactMessage, ContactMessageListQuery } from '@emporia/contracts/contact';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// The shop's inbox of contact-us messages (permission 'customers').
const messagesKey = ['admin', 'contact-messages'] as const;

export interface ContactMessagePage {
  data: ContactMessage[];
  meta: { total: number; page: number; per_page: number; unread: number; shop_address: string };
}

export const listContactMessages = async (query: ContactMessageListQuery) =>
  (await adminHttp.get<ContactMessagePage>('/api/v1/admin/contact-messages', { params: query })).data;
export const useContactMessages = (query: ContactMessageListQuery) =>
  useQuery({
    queryKey: [...messagesKey, 'list', query],
    queryFn: () => listContactMessages(query),
    placeholderData: keepPreviousData,
  });

/** Opening a message marks it read, so the lists (and their unread count) are asked again. */
export function useContactMessage(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesKey, id],
    queryFn: async () => {
      const message = (await adminHttp.get<{ data: ContactMessage }>(`/api/v1/admin/contact-messages/${id}`))
        .data.data;
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
      return message;
    },
  });
}

export function useAnswerContactMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ContactAnswerForm) =>
      (await adminHttp.post<{ data: ContactMessage }>(`/api/v1/admin/contact-messages/${id}/answer`, form))
        .data.data,
    onSuccess: (message) => {
      queryClient.setQueryData([...messagesKey, id], message);
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
    },
  });
}
