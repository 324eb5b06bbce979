import type {
  AdminRole,
  AdminRoleForm,
  AdminUser,
  AdminUserInviteForm,
} from '@emporia/contracts/admin-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHttp } from '../../app/http';

// Admin users page: staff and roles (permission 'users').
const usersKey = ['admin', 'users'] as const;
const rolesKey = ['admin', 'roles'] as const;

export const listAdminUsers = async () =>
  (await adminHttp.get<{ data: AdminUser[] }>('/api/v1/admin/users')).data.data;
export const useAdminUsers = () => useQuery({ queryKey: usersKey, queryFn: listAdminUsers });

export const listRoles = async () =>
  (await adminHttp.get<{ data: AdminRole[] }>('/api/v1/admin/roles')).data.data;
export const useRoles = () => useQuery({ queryKey: rolesKey, queryFn: listRoles });

/** Every change reloads both lists: user counts live on roles, role names on users. */
function useStaffMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey });
      await queryClient.invalidateQueries({ queryKey: rolesKey });
    },
  });
}

export const inviteAdminUser = async (form: AdminUserInviteForm) =>
  (await adminHttp.post<{ data: AdminUser }>('/api/v1/admin/users', form)).data.data;
export const useInviteAdminUser = () => useStaffMutation(inviteAdminUser);

export const updateAdminUser = async ({
  id,
  ...changes
}: {
  id: number;
  name?: string;
  role_id?: number;
  status?: 'active' | 'disabled';
}) => (await adminHttp.put<{ data: AdminUser }>(`/api/v1/admin/users/${id}`, changes)).data.data;
export const useUpdateAdminUser = () => useStaffMutation(updateAdminUser);

export const resendInvitation = async (id: number) =>
  (await adminHttp.post<{ data: { message: string } }>(`/api/v1/admin/users/${id}/invitation`)).data.data
    .message;
export const useResendInvitation = () => useStaffMutation(resendInvitation);

export const saveRole = async ({ id, form }: { id?: number; form: AdminRoleForm }) =>
  (id
    ? await adminHttp.put<{ data: AdminRole }>(`/api/v1/admin/roles/${id}`, form)
    : await adminHttp.post<{ data: AdminRole }>('/api/v1/admin/roles', form)
  ).data.data;
export const useSaveRole = () => useStaffMutation(saveRole);

export const deleteRole = async (id: number) => {
  await adminHttp.delete(`/api/v1/admin/roles/${id}`);
};
export const useDeleteRole = () => useStaffMutation(deleteRole);
