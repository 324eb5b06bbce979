import type { SharedWishlist, WishlistProduct } from '@emporia/contracts/wishlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';

// SPEC §7 wishlist calls, at the spec's paths.
const base = '/api/v1/storefront/account/plugin/wishlist';
export const wishlistKey = ['wishlist'] as const;

/** GET …/wishlist/list (bearer token): the answer field is products. */
export async function wishlistList() {
  return (await http.get<{ products: WishlistProduct[] }>(`${base}/list`)).data.products;
}
export const useWishlist = (enabled = true) =>
  useQuery({ queryKey: wishlistKey, queryFn: wishlistList, enabled });

/** GET …/wishlist/delete/{product id}; then the list reloads. */
export async function wishlistDelete(productId: number) {
  return (await http.get<{ message: string }>(`${base}/delete/${productId}`)).data.message;
}

/** POST …/wishlist/add: the product form data plus id; then the list reloads. */
export async function wishlistAdd(body: { id: number; quantity?: number }) {
  return (await http.post<{ message: string }>(`${base}/add`, body)).data.message;
}

function useWishlistMutation<T>(mutationFn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKey }),
  });
}
export const useWishlistDelete = () => useWishlistMutation(wishlistDelete);
export const useWishlistAdd = () => useWishlistMutation(wishlistAdd);

/** GET /api/v1/storefront/plugin/wishlist/get/{id}: `wishlist`, or `message` when there is none. */
export async function sharedWishlist(customerId: string) {
  return (
    await http.get<{ wishlist: SharedWishlist }>(
      `/api/v1/storefront/plugin/wishlist/get/${encodeURIComponent(customerId)}`,
    )
  ).data.wishlist;
}
export const useSharedWishlist = (customerId: string, enabled = true) =>
  useQuery({
    queryKey: ['shared-wishlist', customerId],
    queryFn: () => sharedWishlist(customerId),
    enabled,
    retry: false,
  });

/** POST …/wishlist/share: the wishlist's link e-mailed to a friend, with a note. */
export const useEmailWishlist = () =>
  useMutation({
    mutationFn: async (body: { email: string; message: string }) =>
      (await http.post<{ message: string }>(`${base}/share`, body)).data.message,
  });
