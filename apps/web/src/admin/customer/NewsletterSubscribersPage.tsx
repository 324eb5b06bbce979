import type { NewsletterSubscriber } from '@emporia/contracts/newsletter';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { type Column, DataTable } from '../ui/DataTable';
import { ListFilters } from '../ui/ListFilters';
import { useListState } from '../ui/list-state';
import { exportSubscribersCsv, useNewsletterSubscribers } from './newsletter-api';

type Row = NewsletterSubscriber & { id: number };

const columns: Column<Row>[] = [
  { key: 'email', header: 'E-Mail', cell: (row) => row.email },
  { key: 'name', header: 'Customer', cell: (row) => row.name ?? '—' },
  {
    key: 'source',
    header: 'Signed up',
    cell: (row) =>
      row.source === 'account' ? (
        <Badge bg="info">With an account</Badge>
      ) : (
        <Badge bg="secondary">Footer form, confirmed</Badge>
      ),
  },
  { key: 'since', header: 'Since', cell: (row) => new Date(row.since).toLocaleDateString() },
];

/**
 * customer/newsletter: who receives the shop's deals — footer sign-ups that followed their
 * confirmation link, and customers who ticked 'Sign Up for Deals' — with a CSV for a mailing tool.
 */
export default function NewsletterSubscribersPage() {
  const state = useListState({ sort: 'since', order: 'desc' });
  const list = useNewsletterSubscribers({ keyword: state.get('search'), page: state.page, per_page: 25 });
  const [exportError, setExportError] = useState<unknown>();
  // The table wants an id per row; an address names a subscriber, so its place in the page does.
  const data = list.data && {
    ...list.data,
    data: list.data.data.map((row, index) => ({ ...row, id: index + 1 })),
  };
  const download = async () => {
    setExportError(undefined);
    try {
      const url = URL.createObjectURL(new Blob([await exportSubscribersCsv()], { type: 'text/csv' }));
      Object.assign(document.createElement('a'), {
        href: url,
        download: 'newsletter-subscribers.csv',
      }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setExportError(error);
    }
  };
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Newsletter Subscribers</PageHeading>
        <Button variant="outline-secondary" onClick={() => void download()}>
          Export CSV
        </Button>
      </div>
      <p className="text-body-secondary">
        Shoppers sign up in the storefront’s footer and confirm by e-mail, or tick “Sign Up for Deals” with
        their account. Every marketing e-mail carries a link to unsubscribe.
      </p>
      <ErrorAlert error={exportError} />
      <ListFilters state={state} noun="subscribers" placeholder="Search by e-mail or name" searchWidth={6} />
      <DataTable
        label="Newsletter subscribers"
        noun={['subscriber', 'subscribers']}
        columns={columns}
        state={state}
        data={data}
        error={list.error}
        rowName={(row) => row.email}
        empty="Nobody has signed up yet."
      />
    </>
  );
}
