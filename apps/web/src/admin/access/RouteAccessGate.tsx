import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { currentRouteMeta } from '../../app/route-meta';
import { PageLoader } from '../../ui/PageLoader';
import { useAdminAccount } from '../account/api';
import { LoadFailure } from './LoadState';
import { NoAccessPage } from './NoAccessPage';
import { missingPermissions } from './staff-permissions';

/**
 * Renders the page only for a viewer whose role holds the permission its
 * route declares; otherwise the no-access page, before the page asks the API
 * anything. While the viewer is being looked up, one spinner.
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const { permission } = currentRouteMeta(useMatches());
  const account = useAdminAccount();
  // Pages every staff member may open (dashboard, account) do not wait for the viewer.
  if (!permission) return <>{children}</>;
  if (account.isError) return <LoadFailure error={account.error} onRetry={() => account.refetch()} />;
  if (!account.data) return <PageLoader />;
  const [missing] = missingPermissions(permission, account.data.permissions);
  if (missing) return <NoAccessPage permission={missing} />;
  return <>{children}</>;
}
