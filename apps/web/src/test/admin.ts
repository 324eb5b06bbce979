import { adminPermissions } from '@emporia/contracts/permissions';
import { adminTokenKey } from '../app/session';
import { FakeXhr } from './fake-xhr';

/**
 * The account call answers with a staff member holding `permissions` (every
 * one, as for an owner, by default). Call after FakeXhr.reset(); other calls
 * keep FakeXhr's answer.
 */
export function staffAccountAnswers(permissions: readonly string[] = adminPermissions) {
  FakeXhr.answers.set('/api/v1/admin/account', {
    status: 200,
    body: {
      data: {
        id: 7,
        name: 'Sam Staff',
        email: 'sam@example.com',
        is_owner: permissions.length === adminPermissions.length,
        enable_2fa: 0,
        permissions,
      },
    },
  });
  // The sidebar lists the pages of the plugins the shop has on.
  FakeXhr.answers.set('/api/v1/admin/plugins', {
    status: 200,
    body: {
      data: [{ name: 'advancedshipper', label: 'Advanced Shipper', description: '', enabled: true }],
    },
  });
}

/** A staff member signed in to the admin: a stored token, and their account as above. */
export function signedInStaff(permissions: readonly string[] = adminPermissions) {
  localStorage.setItem(adminTokenKey, 'admin-session');
  staffAccountAnswers(permissions);
}

/**
 * Loads the admin shell's modules once for a test file, so the first admin page of the
 * file is not held up by their first transform (the app loads them lazily).
 */
export const warmAdminShell = async () => {
  await Promise.all([import('../admin/layout/AdminLayout'), import('../admin/admin-routes')]);
};
