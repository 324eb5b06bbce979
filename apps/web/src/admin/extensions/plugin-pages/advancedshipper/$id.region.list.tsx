import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../../ui/LoadingBlocks';
import { useDeleteRegion } from './api/delete-region';
import { useMethod } from './api/method';
import { useRegionList } from './api/regions';
import { useAdvancedShipperPath } from './components/base-path';
import { DeleteRowButton, EmptyListRow, ListHeading } from './components/ListParts';
import { shippingMethodRecord } from './components/records';

export const handle: RouteHandle = { title: 'Shipping Regions', record: shippingMethodRecord };

const basisName = { weight: 'Weight', subtotal: 'Order total', item_count: 'Item count' } as const;

/** plugin/advancedshipper/{id}/region/list: where the method applies, and its rates there. */
export default function ShippingRegionListPage() {
  const id = Number(useParams().id);
  const base = useAdvancedShipperPath();
  const method = useMethod(id);
  const regions = useRegionList(id);
  const remove = useDeleteRegion();
  return (
    <>
      <ListHeading addTo={`${base}/${id}/region/create`} addLabel="Add Region">
        {handle.title}
        {method.data ? `: ${method.data.name}` : ''}
      </ListHeading>
      <p>
        <Link to={`${base}/list`}>All shipping methods</Link>
      </p>
      <ErrorAlert error={regions.error ?? remove.error} />
      {regions.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border align-middle">
          <thead>
            <tr>
              <th>Region Name</th>
              <th>Countries</th>
              <th>Zones</th>
              <th>Postcodes</th>
              <th>Rate By</th>
              <th>Rates</th>
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(regions.data ?? []).map((region) => (
              <tr key={region.id}>
                <td>
                  <Link to={`${base}/${id}/region/${region.id}`}>{region.name}</Link>
                </td>
                <td>{region.countries.join(', ') || 'Any'}</td>
                <td>{region.zones.join(', ') || 'Any'}</td>
                <td>{region.postcodes.join(', ') || 'Any'}</td>
                <td>{basisName[region.rate_basis]}</td>
                <td>{region.rates.map((r) => `≤ ${r.up_to}: ${r.cost.toFixed(2)}`).join(' · ')}</td>
                <td className="text-end">
                  <DeleteRowButton
                    question={`Delete the region ${region.name}?`}
                    pending={remove.isPending}
                    onDelete={() => remove.mutate({ methodId: id, regionId: region.id })}
                  />
                </td>
              </tr>
            ))}
            {regions.data?.length === 0 && (
              <EmptyListRow columns={7}>
                No regions yet: the method is offered nowhere until it has one.
              </EmptyListRow>
            )}
          </tbody>
        </Table>
      )}
    </>
  );
}
