import { Link, useParams } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../../ui/LoadingBlocks';
import { PageHeading } from '../../../../ui/PageHeading';
import { SuccessAlert } from '../../../../ui/SuccessAlert';
import { useMethod } from './api/method';
import { useSaveMethod } from './api/save-method';
import { useAdvancedShipperPath } from './components/base-path';
import { MethodForm } from './components/MethodForm';
import { shippingMethodRecord } from './components/records';

export const handle: RouteHandle = { title: 'Edit Shipping Method', record: shippingMethodRecord };

/** plugin/advancedshipper/{id}: the method's name, status and sort order. */
export default function ShippingMethodEditPage() {
  const id = Number(useParams().id);
  const base = useAdvancedShipperPath();
  const method = useMethod(id);
  const save = useSaveMethod();
  return (
    <>
      <PageHeading>{handle.title}</PageHeading>
      <p>
        <Link to={`${base}/list`}>All shipping methods</Link> ·{' '}
        <Link to={`${base}/${id}/region/list`}>Regions and rates</Link>
      </p>
      <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
      <ErrorAlert error={method.error ?? save.error} />
      {method.data ? (
        <div className="bg-white p-4 border rounded" style={{ maxWidth: '40rem' }}>
          <MethodForm
            key={method.dataUpdatedAt}
            method={method.data}
            pending={save.isPending}
            failure={save.error}
            onSave={(input) => save.mutate({ id, method: input })}
          />
        </div>
      ) : (
        !method.error && <LoadingBlocks lines={3} />
      )}
    </>
  );
}
