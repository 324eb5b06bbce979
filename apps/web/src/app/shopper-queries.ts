import type { Profile } from '@emporia/contracts/account';
import { http } from './http';

// The shopper's query keys and profile read, shared by the storefront's data hooks and the
// lazily loaded tracker bridge (which sits in app/ and so may not import the storefront).

export const profileKey = ['account', 'profile'] as const;
export const cartKey = ['cart'] as const;
export const orderKey = (ref: string) => ['order', ref] as const;

/** GET /api/v1/storefront/account/profile */
export async function getProfile() {
  return (await http.get<{ data: Profile }>('/api/v1/storefront/account/profile')).data.data;
}
