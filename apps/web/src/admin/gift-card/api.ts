import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  AdminGiftCardListQuery,
  GiftCardAdjustForm,
  OrderGiftCards,
} from '@emporia/contracts/gift-cards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';
import { ordersKey, type PageMeta } from '../order/api/orders';

// Admin gift cards (permission 'orders').
export const giftCardsKey = ['admin', 'gift-cards'] as const;

export const listGiftCards = async (query: AdminGiftCardListQuery) =>
  (
    await adminHttp.get<{ data: AdminGiftCard[]; meta: PageMeta }>('/api/v1/admin/gift-cards', {
      params: query,
    })
  ).data;
export const useGiftCards = (query: AdminGiftCardListQuery) =>
  useQuery({
    queryKey: [...giftCardsKey, 'list', query],
    queryFn: () => listGiftCards(query),
    placeholderData: keepPreviousData,
  });

export const getGiftCard = async (id: number) =>
  (await adminHttp.get<{ data: AdminGiftCardDetail }>(`/api/v1/admin/gift-cards/${id}`)).data.data;
export const useGiftCard = (id: number) =>
  useQuery({ queryKey: [...giftCardsKey, id], queryFn: () => getGiftCard(id), enabled: id > 0 });

export const getOrderGiftCards = async (orderId: number) =>
  (await adminHttp.get<{ data: OrderGiftCards }>(`/api/v1/admin/orders/${orderId}/gift-cards`)).data.data;
// Kept under the order's key: a payment change on the order page (a capture issues cards) refreshes it.
export const orderGiftCardsQuery = (orderId: number) => ({
  queryKey: [...ordersKey, orderId, 'gift-cards'],
  queryFn: () => getOrderGiftCards(orderId),
});
export const useOrderGiftCards = (orderId: number) =>
  useQuery({ ...orderGiftCardsQuery(orderId), enabled: orderId > 0 });

export type GiftCardAction =
  | { action: 'adjust'; body: GiftCardAdjustForm }
  | { action: 'disable' | 'enable'; body: { reason: string } }
  | { action: 'resend'; body: { email?: string } };

/** POST /api/v1/admin/gift-cards/{id}/{adjust|disable|enable|resend}: the answer is the card with its ledger. */
export const changeGiftCard = async (id: number, change: GiftCardAction) =>
  (
    await adminHttp.post<{ data: AdminGiftCardDetail }>(
      `/api/v1/admin/gift-cards/${id}/${change.action}`,
      change.body,
    )
  ).data.data;

export function useChangeGiftCard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GiftCardAction) => changeGiftCard(id, change),
    onSuccess: (card) => {
      queryClient.setQueryData([...giftCardsKey, id], card);
      return queryClient.invalidateQueries({
        queryKey: giftCardsKey,
        predicate: (q) => q.queryKey[2] !== id,
      });
    },
  });
}
