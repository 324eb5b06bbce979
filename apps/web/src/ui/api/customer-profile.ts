import { useQuery } from '@tanstack/react-query';
import { http } from '../../app/http';
import { customerTokenKey, useToken } from '../../app/session';

interface ProfileBasics {
  email: string;
  firstname: string;
  lastname: string;
}

/** GET /api/v1/storefront/account/profile (the accounts area's), shared with the profile page's cache entry. */
async function getProfile() {
  return (await http.get<{ data: ProfileBasics }>('/api/v1/storefront/account/profile')).data.data;
}

/** The signed-in customer's e-mail and first name (SPEC §6 restock prefill); nothing for guests. */
export function useCustomerBasics() {
  const token = useToken(customerTokenKey);
  return useQuery({
    queryKey: ['account', 'profile'],
    queryFn: getProfile,
    enabled: Boolean(token),
    retry: false,
  });
}
