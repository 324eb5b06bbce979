import { Link, useNavigate, useParams } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { PageHeading } from '../../../../ui/PageHeading';
import { useMethod } from './api/method';
import { useSaveRegion } from './api/save-region';
import { useAdvancedShipperPath } from './components/base-path';
import { RegionForm } from './components/RegionForm';
import { shippingMethodRecord } from './components/records';

export const handle: RouteHandle = { title: 'Add Shipping Region', record: shippingMethodRecord };

/** plugin/advancedshipper/{id}/region/create */
export default function ShippingRegionCreatePage() {
  const id = Number(useParams().id);
  const base = useAdvancedShipperPath();
  const navigate = useNavigate();
  const save = useSaveRegion();
  // The method the region is for: a wrong id is not found (its 404 reaches the admin's RecordGate).
  const method = useMethod(id);
  return (
    <>
      <PageHeading>
        {handle.title}
        {method.data ? `: ${method.data.name}` : ''}
      </PageHeading>
      <p>
        <Link to={`${base}/${id}/region/list`}>Regions of this method</Link>
      </p>
      <ErrorAlert error={save.error} />
      <div className="bg-white p-4 border rounded" style={{ maxWidth: '48rem' }}>
        <RegionForm
          region={null}
          pending={save.isPending}
          onSave={(region) =>
            save.mutate(
              { methodId: id, regionId: null, region },
              { onSuccess: () => navigate(`${base}/${id}/region/list`) },
            )
          }
        />
      </div>
    </>
  );
}
