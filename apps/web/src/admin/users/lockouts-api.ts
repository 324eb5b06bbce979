import type { SignInLockout, SignInLockouts } from '@emporia/contracts/sign-in-protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// Sign-in lockouts on the Users page (permission 'users').
const lockoutsKey = ['admin', 'sign-in-lockouts'] as const;

export const listSignInLockouts = async () =>
  (await adminHttp.get<{ data: SignInLockouts }>('/api/v1/admin/sign-in-lockouts')).data.data;
export const useSignInLockouts = () => useQuery({ queryKey: lockoutsKey, queryFn: listSignInLockouts });

export const liftSignInLockout = async (id: number) =>
  (await adminHttp.post<{ data: SignInLockout }>(`/api/v1/admin/sign-in-lockouts/${id}/lift`)).data.data;
export function useLiftSignInLockout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSignInLockout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockoutsKey }),
  });
}
