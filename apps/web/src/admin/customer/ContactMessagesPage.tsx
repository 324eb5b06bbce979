import type { ContactMessage, ContactMessageListQuery } from '@emporia/contracts/contact';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { useStaffPermissions } from '../access/staff-permissions';
import { type Column, DataTable } from '../ui/DataTable';
import { FilterSelect, ListFilters } from '../ui/ListFilters';
import { useListState } from '../ui/list-state';
import { useContactMessages } from './contact-api';

/** Where a message stands: new (nobody opened it), read, or answered. */
export function MessageState({ message }: { message: ContactMessage }) {
  if (message.answered_at) return <Badge bg="success">Answered</Badge>;
  if (message.read_at) return <Badge bg="secondary">Read</Badge>;
  return <Badge bg="primary">New</Badge>;
}

const columns: Column<ContactMessage>[] = [
  {
    key: 'from',
    header: 'From',
    cell: (message) => (
      <div className={message.read_at ? '' : 'fw-semibold'}>
        {message.name}
        <div className="small text-body-secondary">{message.email}</div>
      </div>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    cell: (message) => (
      <Link to={`../messages/${message.id}`} relative="path" className={message.read_at ? '' : 'fw-semibold'}>
        {message.subject}
      </Link>
    ),
  },
  { key: 'order', header: 'Order', cell: (message) => message.order_ref || '—' },
  { key: 'received', header: 'Received', cell: (message) => new Date(message.created_at).toLocaleString() },
  { key: 'state', header: 'State', cell: (message) => <MessageState message={message} /> },
];

const stateFilter = [
  ['', 'All messages'],
  ['unread', 'New'],
  ['unanswered', 'Not answered'],
  ['answered', 'Answered'],
] as const;

/**
 * customer/messages: what shoppers wrote through the contact-us page, newest first; search and
 * state live in the address. Opening one marks it read; it is answered from its page by e-mail.
 */
export default function ContactMessagesPage() {
  const state = useListState({ sort: 'created_at', order: 'desc' });
  const query: ContactMessageListQuery = {
    keyword: state.get('search'),
    state: state.get('state') as ContactMessageListQuery['state'],
    page: state.page,
    per_page: 20,
  };
  const messages = useContactMessages(query);
  const { may } = useStaffPermissions();
  const unread = messages.data?.meta.unread ?? 0;
  return (
    <>
      <PageHeading>Messages</PageHeading>
      <p className="text-body-secondary">
        {messages.data ? (unread === 1 ? '1 new message.' : `${unread} new messages.`) : ' '} Shoppers write
        from the storefront’s Contact Us page; your answer is e-mailed to them.
      </p>
      {messages.data && !messages.data.meta.shop_address && (
        <Alert variant="info">
          The shop has no e-mail address, so messages wait here only. Give it one in{' '}
          {may('settings') ? (
            <Link to="../../setting/general" relative="path">
              Settings → General
            </Link>
          ) : (
            'Settings → General'
          )}{' '}
          to get each message by e-mail too, ready to answer from your mail program.
        </Alert>
      )}
      {messages.data?.meta.shop_address && (
        <p className="small text-body-secondary">
          Each message is also e-mailed to {messages.data.meta.shop_address}.
        </p>
      )}
      <ListFilters
        state={state}
        noun="messages"
        placeholder="Search by name, e-mail, subject, message or order"
        searchWidth={8}
      >
        <Col md={4}>
          <FilterSelect state={state} name="state" label="State" options={stateFilter} />
        </Col>
      </ListFilters>
      <DataTable
        label="Messages"
        noun={['message', 'messages']}
        columns={columns}
        state={state}
        data={messages.data}
        error={messages.error}
        rowName={(message) => message.subject}
        empty="No messages found."
      />
    </>
  );
}
