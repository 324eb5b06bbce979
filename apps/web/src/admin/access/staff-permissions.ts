import type { AdminPermission } from '@emporia/contracts/permissions';
import { useAdminAccount } from '../account/api';

/** A permission as the Users page's role form names it: 'settings' → 'Settings'. */
export const permissionLabel = (permission: AdminPermission) =>
  permission.charAt(0).toUpperCase() + permission.slice(1);

export interface StaffPermissions {
  /** The viewer is known (GET /api/v1/admin/account answered). */
  known: boolean;
  /**
   * True when the viewer's role holds `permission` (each one of a list; always for none);
   * false until the viewer is known.
   */
  may: (permission: RequiredPermission) => boolean;
}

/** What a page or action needs: nothing, one permission, or all of several. */
export type RequiredPermission = AdminPermission | readonly AdminPermission[] | undefined;

/** The permissions `required` names that `held` lacks. */
export const missingPermissions = (required: RequiredPermission, held: readonly AdminPermission[]) =>
  ([] as AdminPermission[]).concat(required ?? []).filter((permission) => !held.includes(permission));

/**
 * What the signed-in staff member may do, from their account (an owner's
 * lists every permission). The screens hide what a role cannot use; the API
 * refuses it anyway.
 */
export function useStaffPermissions(): StaffPermissions {
  const account = useAdminAccount();
  const held = account.data?.permissions;
  return {
    known: held !== undefined,
    may: (permission) => held !== undefined && missingPermissions(permission, held).length === 0,
  };
}
