import type { Coupon, CouponListQuery } from '@emporia/contracts/discounts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { formatMoney } from '../../ui/format-money';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { type Column, DataTable, useRowSelection } from '../ui/DataTable';
import { FilterSelect, ListFilters } from '../ui/ListFilters';
import { type ListState, useListState } from '../ui/list-state';
import { StatusDeleteActions } from '../ui/StatusDeleteActions';
import { useCouponBulkAction, useCoupons } from './api';

function useColumns(): Column<Coupon>[] {
  const { adminPath, storefront } = useShopConfig();
  const money = (amount: number) => formatMoney(amount, storefront.shop.currency);
  return [
    {
      key: 'code',
      header: 'Code',
      sort: 'code',
      cell: (c) => <Link to={`${adminPath}/discount/${c.id}`}>{c.code}</Link>,
    },
    { key: 'name', header: 'Name', sort: 'name', cell: (c) => c.name },
    {
      key: 'value',
      header: 'Discount',
      cell: (c) =>
        c.type === 'percent' ? `${c.value}%` : c.type === 'fixed' ? money(c.value) : 'Free shipping',
    },
    {
      key: 'valid',
      header: 'Valid',
      cell: (c) => <span className="small">{`${c.starts_on ?? '…'} – ${c.ends_on ?? '…'}`}</span>,
    },
    {
      key: 'times_used',
      header: 'Used',
      sort: 'times_used',
      cell: (c) => `${c.times_used}${c.uses_total !== null ? ` / ${c.uses_total}` : ''}`,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      cell: (c) => <Badge bg={c.status ? 'success' : 'secondary'}>{c.status ? 'Enabled' : 'Disabled'}</Badge>,
    },
  ];
}

const statusFilter = [
  ['', 'Any status'],
  ['enabled', 'Enabled'],
  ['disabled', 'Disabled'],
] as const;

function DiscountFilters({ state }: { state: ListState }) {
  return (
    <ListFilters state={state} noun="discounts" placeholder="Search by code or name" searchWidth={8}>
      <Col md={4}>
        <FilterSelect state={state} name="status" label="Status" options={statusFilter} />
      </Col>
    </ListFilters>
  );
}

const discountActions = [
  [true, 'Enable'],
  [false, 'Disable'],
] as const;

/** discount/all: coupon codes with what they give and how often they were used; sort, filter, bulk actions. */
export default function DiscountListPage() {
  const { adminPath } = useShopConfig();
  const state = useListState({ sort: 'date_added', order: 'desc' });
  const query: CouponListQuery = {
    search: state.get('search'),
    status: state.get('status') as CouponListQuery['status'],
    sort: state.sort as CouponListQuery['sort'],
    order: state.order,
    page: state.page,
  };
  const coupons = useCoupons(query);
  const selection = useRowSelection(coupons.data?.data);
  const bulk = useCouponBulkAction();
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Discounts</PageHeading>
        <Link className="btn btn-primary" to={`${adminPath}/discount/new`}>
          Add Discount
        </Link>
      </div>
      <DiscountFilters state={state} />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Discounts"
        noun={['discount', 'discounts']}
        columns={useColumns()}
        state={state}
        data={coupons.data}
        error={coupons.error}
        rowName={(c) => c.code}
        selection={selection}
        bulkActions={
          <StatusDeleteActions
            selection={selection}
            bulk={bulk}
            statuses={discountActions}
            noun={['discount', 'discounts']}
            warning="The codes stop working at once. Orders keep their discount lines."
            onDone={setMessage}
          />
        }
        empty="No discounts found."
      />
    </>
  );
}
