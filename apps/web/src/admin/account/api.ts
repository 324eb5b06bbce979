import type { ChangePasswordForm } from '@emporia/contracts/account';
import type { AdminMe, AdminProfileForm } from '@emporia/contracts/admin-account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// The signed-in admin's own account (admin account page).
export const adminMeKey = ['admin', 'account'] as const;

export async function getAdminAccount() {
  return (await adminHttp.get<{ data: AdminMe }>('/api/v1/admin/account')).data.data;
}
export const adminAccountQuery = { queryKey: adminMeKey, queryFn: getAdminAccount };
export const useAdminAccount = () => useQuery(adminAccountQuery);

function useAccountMutation<T>(mutationFn: (input: T) => Promise<AdminMe>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (me) => queryClient.setQueryData(adminMeKey, me) });
}

export const updateAdminAccount = async (form: AdminProfileForm) =>
  (await adminHttp.put<{ data: AdminMe }>('/api/v1/admin/account', form)).data.data;
export const useUpdateAdminAccount = () => useAccountMutation(updateAdminAccount);

export const changeAdminPassword = async (form: ChangePasswordForm) =>
  (await adminHttp.put<{ data: { message: string } }>('/api/v1/admin/account/password', form)).data.data
    .message;
export const useChangeAdminPassword = () => useMutation({ mutationFn: changeAdminPassword });

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}
export const startTwoFactorSetup = async () =>
  (await adminHttp.post<{ data: TwoFactorSetup }>('/api/v1/admin/account/2fa/setup')).data.data;
export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });

export const enableTwoFactor = async (code: string) =>
  (await adminHttp.post<{ data: AdminMe }>('/api/v1/admin/account/2fa/enable', { code })).data.data;
export const useEnableTwoFactor = () => useAccountMutation(enableTwoFactor);

export const disableTwoFactor = async (code: string) =>
  (await adminHttp.post<{ data: AdminMe }>('/api/v1/admin/account/2fa/disable', { code })).data.data;
export const useDisableTwoFactor = () => useAccountMutation(disableTwoFactor);
