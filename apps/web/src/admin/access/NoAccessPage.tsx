import type { AdminPermission } from '@emporia/contracts/permissions';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { permissionLabel } from './staff-permissions';

/**
 * In place of a page the viewer's role cannot use (a typed or bookmarked
 * address): says so plainly and leads back, instead of an API error above
 * loaders that never finish.
 */
export function NoAccessPage({ permission }: { permission?: AdminPermission }) {
  const { adminPath } = useShopConfig();
  return (
    <section className="admin-empty-state text-center mx-auto py-5" aria-labelledby="no-access-heading">
      <LockKeyhole size={40} strokeWidth={1.5} className="text-body-secondary mb-3" aria-hidden="true" />
      <h1 id="no-access-heading" className="h4">
        No access
      </h1>
      <p className="text-body-secondary mb-4">
        You do not have access to this page — ask the shop owner
        {permission ? ` to add the ${permissionLabel(permission)} permission to your role.` : '.'}
      </p>
      <Link className="btn btn-primary" to={`${adminPath}/dashboard`}>
        Back to the dashboard
      </Link>
    </section>
  );
}
