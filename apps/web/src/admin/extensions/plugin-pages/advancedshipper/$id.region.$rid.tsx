import { Link, useParams } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../../ui/LoadingBlocks';
import { PageHeading } from '../../../../ui/PageHeading';
import { SuccessAlert } from '../../../../ui/SuccessAlert';
import { useRegion } from './api/region';
import { useSaveRegion } from './api/save-region';
import { useAdvancedShipperPath } from './components/base-path';
import { RegionForm } from './components/RegionForm';
import { shippingMethodRecord } from './components/records';

export const handle: RouteHandle = {
  title: 'Edit Shipping Region',
  record: { ...shippingMethodRecord, noun: 'shipping region' },
};

/** plugin/advancedshipper/{id}/region/{rid} */
export default function ShippingRegionEditPage() {
  const params = useParams();
  const id = Number(params.id);
  const rid = Number(params.rid);
  const base = useAdvancedShipperPath();
  const region = useRegion(id, rid);
  const save = useSaveRegion();
  return (
    <>
      <PageHeading>{handle.title}</PageHeading>
      <p>
        <Link to={`${base}/${id}/region/list`}>Regions of this method</Link>
      </p>
      <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
      <ErrorAlert error={region.error ?? save.error} />
      {region.data ? (
        <div className="bg-white p-4 border rounded" style={{ maxWidth: '48rem' }}>
          <RegionForm
            key={region.dataUpdatedAt}
            region={region.data}
            pending={save.isPending}
            onSave={(input) => save.mutate({ methodId: id, regionId: rid, region: input })}
          />
        </div>
      ) : (
        !region.error && <LoadingBlocks lines={6} />
      )}
    </>
  );
}
