import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { AdminPager } from '../catalog/shared/AdminPager';
import { useCoupons, useDeleteCoupon } from './api';

/** discount/all: coupon codes with what they give and how often they were used. */
export default function DiscountListPage() {
  const { adminPath, storefront } = useShopConfig();
  const [params, setParams] = useSearchParams();
  const query = { search: params.get('search') ?? undefined, page: Number(params.get('page') ?? 1) || 1 };
  const coupons = useCoupons(query);
  const remove = useDeleteCoupon();
  const money = (amount: number) => formatMoney(amount, storefront.shop.currency);
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Discounts</PageHeading>
        <Link className="btn btn-primary" to={`${adminPath}/discount/new`}>
          Add Discount
        </Link>
      </div>
      <Form
        className="mb-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const search = new FormData(event.currentTarget).get('search');
          setParams(typeof search === 'string' && search.trim() ? { search: search.trim() } : {});
        }}
      >
        <Form.Control
          name="search"
          type="search"
          placeholder="Search by code or name"
          aria-label="Search discounts"
          defaultValue={query.search}
        />
      </Form>
      <ErrorAlert error={coupons.error ?? remove.error} />
      {coupons.isPending && <LoadingBlocks lines={5} />}
      {coupons.data && (
        <>
          <Table responsive hover className="bg-white align-middle">
            <thead>
              <tr>
                <th>Code</th>
                <th>Name</th>
                <th>Discount</th>
                <th>Valid</th>
                <th>Used</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {coupons.data.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`${adminPath}/discount/${c.id}`}>{c.code}</Link>
                  </td>
                  <td>{c.name}</td>
                  <td>
                    {c.type === 'percent'
                      ? `${c.value}%`
                      : c.type === 'fixed'
                        ? money(c.value)
                        : 'Free shipping'}
                  </td>
                  <td className="small">
                    {c.starts_on ?? '…'} – {c.ends_on ?? '…'}
                  </td>
                  <td>
                    {c.times_used}
                    {c.uses_total !== null ? ` / ${c.uses_total}` : ''}
                  </td>
                  <td>
                    <Badge bg={c.status ? 'success' : 'secondary'}>{c.status ? 'Enabled' : 'Disabled'}</Badge>
                  </td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => window.confirm(`Delete the coupon ${c.code}?`) && remove.mutate(c.id)}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
              {coupons.data.data.length === 0 && (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    No discounts found.
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <AdminPager
            meta={coupons.data.meta}
            onPage={(page) =>
              setParams({ ...(query.search ? { search: query.search } : {}), page: String(page) })
            }
          />
        </>
      )}
    </>
  );
}
