import type { AdminCustomer } from '@emporia/contracts/admin-customers';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SavedPostalAddress } from '../../ui/PostalAddress';
import { useMoney } from '../../ui/Price';
import { SuccessAlert } from '../../ui/SuccessAlert';
import {
  useCustomer,
  useCustomerGroups,
  useCustomerSignInLink,
  useSendCustomerPasswordReset,
  useUpdateCustomer,
} from './api';
import { CustomerForm } from './CustomerForm';
import { CustomerNotesCard } from './CustomerNotesCard';
import { CustomerPrivacyCard } from './CustomerPrivacyCard';

function AccessCard({ customer }: { customer: AdminCustomer }) {
  const update = useUpdateCustomer();
  const reset = useSendCustomerPasswordReset();
  const signIn = useCustomerSignInLink();
  const active = customer.status === 'active';
  return (
    <Card className="mb-4">
      <Card.Header>Access</Card.Header>
      <Card.Body className="d-grid gap-2">
        <ErrorAlert error={update.error ?? reset.error ?? signIn.error} />
        <SuccessAlert show={Boolean(reset.data)}>{reset.data}</SuccessAlert>
        <Button
          variant={active ? 'outline-danger' : 'outline-success'}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: customer.id, form: { status: active ? 'disabled' : 'active' } })}
        >
          {active ? 'Disable account' : 'Enable account'}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={!active || reset.isPending}
          onClick={() => reset.mutate(customer.id)}
        >
          Send password reset
        </Button>
        <Button
          variant="outline-secondary"
          disabled={!active || signIn.isPending}
          onClick={() =>
            signIn.mutate(customer.id, { onSuccess: ({ url }) => window.open(url, '_blank', 'noopener') })
          }
        >
          Log in as customer
        </Button>
      </Card.Body>
    </Card>
  );
}

/** customer/{id}: profile, addresses, orders, disable and password reset, data request and deletion. */
export default function CustomerEditPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const groups = useCustomerGroups();
  const update = useUpdateCustomer();
  const money = useMoney();
  const data = customer.data;
  return (
    <>
      <PageHeading>{data ? `${data.firstname} ${data.lastname}` : 'Edit Customer'}</PageHeading>
      <ErrorAlert error={customer.error ?? groups.error} />
      {(customer.isPending || groups.isPending) && <LoadingBlocks lines={8} />}
      {data && groups.data && (
        <Row className="g-4">
          <Col xl={8}>
            <Card className="mb-4">
              <Card.Header>Profile</Card.Header>
              <Card.Body>
                <ErrorAlert error={update.error} />
                <SuccessAlert show={update.isSuccess}>Updated!</SuccessAlert>
                <CustomerForm
                  key={data.id}
                  isNew={false}
                  groups={groups.data}
                  pending={update.isPending}
                  failure={update.error}
                  initial={{ ...data, customer_group_id: data.customer_group?.id ?? null }}
                  onSave={({ password: _unused, ...form }) => update.mutate({ id: data.id, form })}
                />
              </Card.Body>
            </Card>
            <Card>
              <Card.Header>Orders</Card.Header>
              {data.orders.length === 0 ? (
                <Card.Body className="text-body-secondary">No orders yet.</Card.Body>
              ) : (
                <Table responsive className="mb-0">
                  <tbody>
                    {data.orders.map((order) => (
                      <tr key={order.id}>
                        <td>{order.ref}</td>
                        <td>{new Date(order.date_added).toLocaleDateString()}</td>
                        <td>{order.status.name}</td>
                        <td className="text-end">{money(order.order_total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card>
          </Col>
          <Col xl={4}>
            <AccessCard customer={data} />
            <CustomerNotesCard customer={data} />
            <CustomerPrivacyCard customer={data} />
            <Card>
              <Card.Header>Addresses</Card.Header>
              <ListGroup variant="flush">
                {data.addresses.length === 0 && (
                  <ListGroup.Item className="text-body-secondary">No addresses saved.</ListGroup.Item>
                )}
                {data.addresses.map((address) => (
                  <ListGroup.Item key={address.id}>
                    {address.default && <div className="small fw-semibold">Default</div>}
                    <SavedPostalAddress address={address} />
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
