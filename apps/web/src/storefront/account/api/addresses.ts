import type { Address, AddressForm } from '@emporia/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';

export const addressesKey = ['account', 'addresses'] as const;
const base = '/api/v1/storefront/account/addresses';

/** GET …/account/addresses: the address book, default first. */
export async function listAddresses() {
  return (await http.get<{ data: Address[] }>(base)).data.data;
}
export const useAddresses = () => useQuery({ queryKey: addressesKey, queryFn: listAddresses });

/** GET …/account/addresses/{id} */
export async function getAddress(id: number) {
  return (await http.get<{ data: Address }>(`${base}/${id}`)).data.data;
}
export const useAddress = (id: number) =>
  useQuery({
    queryKey: [...addressesKey, id],
    queryFn: () => getAddress(id),
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST …/account/addresses (new) or PUT …/account/addresses/{id} (edit). */
export async function saveAddress({ id, form }: { id?: number; form: AddressForm }) {
  const response = id
    ? await http.put<{ data: Address }>(`${base}/${id}`, form)
    : await http.post<{ data: Address }>(base, form);
  return response.data.data;
}

/** DELETE …/account/addresses/{id} */
export async function deleteAddress(id: number) {
  await http.delete(`${base}/${id}`);
}

/** POST …/account/addresses/{id}/default */
export async function setDefaultAddress(id: number) {
  return (await http.post<{ data: Address }>(`${base}/${id}/default`)).data.data;
}

/** Any change to the book reloads it. */
function useAddressMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
