import { useNavigate } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { PageHeading } from '../../../../ui/PageHeading';
import { useSaveMethod } from './api/save-method';
import { useAdvancedShipperPath } from './components/base-path';
import { MethodForm } from './components/MethodForm';

export const handle: RouteHandle = { title: 'Add Shipping Method' };

/** plugin/advancedshipper/create: a new method; its regions come next. */
export default function ShippingMethodCreatePage() {
  const base = useAdvancedShipperPath();
  const navigate = useNavigate();
  const save = useSaveMethod();
  return (
    <>
      <PageHeading>{handle.title}</PageHeading>
      <ErrorAlert error={save.error} />
      <div className="bg-white p-4 border rounded" style={{ maxWidth: '40rem' }}>
        <MethodForm
          method={null}
          pending={save.isPending}
          failure={save.error}
          onSave={(method) =>
            save.mutate(
              { id: null, method },
              { onSuccess: (created) => navigate(`${base}/${created.id}/region/create`) },
            )
          }
        />
      </div>
    </>
  );
}
