import type { Profile, ProfileForm } from '@emporia/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { getProfile, profileKey } from '../../../app/shopper-queries';

export { getProfile, profileKey };

export const useProfile = () => useQuery({ queryKey: profileKey, queryFn: getProfile });

/** PUT /api/v1/storefront/account/profile */
export async function updateProfile(form: ProfileForm) {
  return (await http.put<{ data: Profile }>('/api/v1/storefront/account/profile', form)).data.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
