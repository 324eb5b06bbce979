import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject, redirect } from 'react-router';
import { adminTokenKey, readToken } from './session';
import { isAdminArea } from './shop-config';

export const adminRouteId = 'admin';

/**
 * The only admin routes the storefront bundle knows: the sign-in pages (outside the
 * admin layout, SPEC §2) and the admin root. Every component here loads lazily, and
 * the admin's own route table is discovered on the first visit (discoverAdminRoutes),
 * so no admin code or table sits in the storefront's entry chunk.
 */
export function adminEntryRoutes(adminPath: string): RouteObject[] {
  return [
    {
      path: `${adminPath}/login`,
      handle: { title: 'Admin Login' },
      lazy: async () => ({ Component: (await import('../admin/auth/AdminLoginPage')).default }),
    },
    {
      path: `${adminPath}/2fa`,
      handle: { title: 'Two-Factor Authentication' },
      lazy: async () => ({ Component: (await import('../admin/auth/AdminTwoFactorPage')).default }),
    },
    {
      path: `${adminPath}/reset-password`,
      handle: { title: 'Reset Password' },
      lazy: async () => ({ Component: (await import('../admin/auth/AdminResetPasswordPage')).default }),
    },
    {
      id: adminRouteId,
      path: adminPath,
      // SPEC §4: the admin counts as logged in while a token is stored.
      loader: () => (readToken(adminTokenKey) ? null : redirect(`${adminPath}/login`)),
      // Checked on every admin navigation, so a cleared token sends the admin to login at once.
      shouldRevalidate: () => true,
      lazy: async () => ({ Component: (await import('../admin/layout/AdminLayout')).AdminLayout }),
      children: [{ index: true, element: <Navigate to="dashboard" replace /> }],
    },
  ];
}

/**
 * Adds the admin route table under the admin root the first time a path in the admin area is
 * visited. With the app's query cache, a signed-in admin's account is asked for at once, and
 * each page's first queries start as its route matches (admin/route-data.ts, ADR 0111).
 */
export function discoverAdminRoutes(
  adminPath: string,
  queryClient?: QueryClient,
): PatchRoutesOnNavigationFunction {
  let discovered = false;
  return async ({ path, patch }) => {
    if (discovered || !isAdminArea(path, adminPath)) return;
    const admin = await import('../admin/admin-routes');
    if (queryClient && readToken(adminTokenKey)) void admin.startShellQueries(queryClient);
    const table = admin.adminAreaRoutes();
    patch(adminRouteId, queryClient ? admin.withPagePreloads(table, queryClient) : table);
    discovered = true;
  };
}
