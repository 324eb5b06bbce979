import type { AdminCustomer } from '@emporia/contracts/admin-customers';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useDeleteCustomer, useRequestCustomerData } from './api';

/** The customer's privacy rights: their data from the shop's apps, and erasure (docs/apps.md). */
export function CustomerPrivacyCard({ customer }: { customer: AdminCustomer }) {
  const request = useRequestCustomerData();
  const remove = useDeleteCustomer();
  const navigate = useNavigate();
  const name = `${customer.firstname} ${customer.lastname}`;
  return (
    <Card className="mb-4">
      <Card.Header>Privacy</Card.Header>
      <Card.Body className="d-grid gap-2">
        <ErrorAlert error={request.error ?? remove.error} />
        <SuccessAlert show={Boolean(request.data)}>{request.data}</SuccessAlert>
        <Button
          variant="outline-secondary"
          disabled={request.isPending}
          onClick={() => request.mutate(customer.id)}
        >
          Request data from apps
        </Button>
        <ConfirmButton
          variant="outline-danger"
          disabled={remove.isPending}
          question={{
            title: `Delete ${name}?`,
            body: 'Their account, addresses and wishlist are deleted; their orders stay. Installed apps are told to erase what they keep of them.',
            action: 'Delete customer',
          }}
          onConfirm={() =>
            remove.mutate(customer.id, { onSuccess: () => navigate('../all', { relative: 'path' }) })
          }
        >
          Delete customer
        </ConfirmButton>
      </Card.Body>
    </Card>
  );
}
