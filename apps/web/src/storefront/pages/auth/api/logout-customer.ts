import { http } from '../../../../app/http';

/** POST /api/v1/storefront/logout: the token stops working on the server too. */
export async function logoutCustomer(): Promise<void> {
  await http.post('/api/v1/storefront/logout');
}
