import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { RouteHandle } from '../../../../app/route-meta';
import { ErrorAlert } from '../../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../../ui/LoadingBlocks';
import { useDeleteMethod } from './api/delete-method';
import { useMethodList } from './api/methods';
import { useAdvancedShipperPath } from './components/base-path';
import { DeleteRowButton, EmptyListRow, ListHeading } from './components/ListParts';

export const handle: RouteHandle = { title: 'Shipping Methods' };

/** plugin/advancedshipper/list: the Advanced Shipper methods. */
export default function ShippingMethodListPage() {
  const base = useAdvancedShipperPath();
  const methods = useMethodList();
  const remove = useDeleteMethod();
  return (
    <>
      <ListHeading addTo={`${base}/create`} addLabel="Add Method">
        {handle.title}
      </ListHeading>
      <ErrorAlert error={methods.error ?? remove.error} />
      {methods.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border align-middle">
          <thead>
            <tr>
              <th>Method Name</th>
              <th>Status</th>
              <th>Regions</th>
              <th>Sort Order</th>
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(methods.data ?? []).map((method) => (
              <tr key={method.id}>
                <td>
                  <Link to={`${base}/${method.id}`}>{method.name}</Link>
                </td>
                <td>{method.status === 1 ? 'Enabled' : 'Disabled'}</td>
                <td>
                  <Link to={`${base}/${method.id}/region/list`}>{method.region_count} regions</Link>
                </td>
                <td>{method.sort_order}</td>
                <td className="text-end">
                  <DeleteRowButton
                    question={`Delete ${method.name} and its regions?`}
                    pending={remove.isPending}
                    onDelete={() => remove.mutate(method.id)}
                  />
                </td>
              </tr>
            ))}
            {methods.data?.length === 0 && (
              <EmptyListRow columns={5}>
                No shipping methods yet. Add one, then give it regions with their rates.
              </EmptyListRow>
            )}
          </tbody>
        </Table>
      )}
    </>
  );
}
