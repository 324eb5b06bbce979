import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useCustomerGroups } from '../../customer/api';

/** customer/group-pricing/all: customer groups and how many own prices each has. */
export default function GroupPricingListPage() {
  const groups = useCustomerGroups();
  return (
    <>
      <PageHeading>Group Pricing</PageHeading>
      <p className="text-body-secondary">
        Customer groups are created on the{' '}
        <Link to="../../all" relative="path">
          customers
        </Link>{' '}
        page. Here each group gets its own product prices.
      </p>
      <ErrorAlert error={groups.error} />
      {!groups.data && !groups.error && <LoadingBlocks lines={3} />}
      {groups.data && (
        <Table size="sm" style={{ maxWidth: 560 }}>
          <thead>
            <tr>
              <th>Group</th>
              <th>Own prices</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.map((group) => (
              <tr key={group.id}>
                <td>
                  <Link to={`../${group.id}`} relative="path">
                    {group.name}
                  </Link>
                </td>
                <td>{group.prices}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
