import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { customerTokenKey, useToken } from '../../../app/session';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useCreateGuestAccount } from '../../orders/api/create-guest-account';
import { useOrder } from '../../orders/api/get-order';
import { OrderSummary } from '../../orders/OrderSummary';
import { OrderUnlock } from '../../orders/OrderUnlock';
import { useCustomerSignIn } from '../auth/customer-session';

/** SPEC §4: a guest who checked out is invited to create an account; one click, and the order is in it. */
function GuestInvite({
  orderRef,
  create,
}: {
  orderRef: string;
  create: ReturnType<typeof useCreateGuestAccount>;
}) {
  const { t } = useTranslation();
  const signIn = useCustomerSignIn();
  return (
    <Card className="mb-4 border-primary" as="section" aria-labelledby="guest-invite">
      <Card.Body>
        <h2 className="h5" id="guest-invite">
          {t('orders.invite.title')}
        </h2>
        <p>{t('orders.invite.text')}</p>
        <ErrorAlert error={create.error} />
        <Button
          disabled={create.isPending}
          onClick={() =>
            create.mutate(orderRef, { onSuccess: (account) => void signIn(account.token, 'register') })
          }
        >
          {t('orders.invite.create')}
        </Button>
      </Card.Body>
    </Card>
  );
}

export default function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const order = useOrder(ref);
  const signedIn = useToken(customerTokenKey) !== null;
  // Kept here: signing in reloads the order, which then no longer invites, and the message must stay.
  const create = useCreateGuestAccount();
  return (
    <>
      <PageHeading>{t('orders.success.title')}</PageHeading>
      {order.isPending ? (
        <LoadingBlocks lines={5} />
      ) : order.isError ? (
        <OrderUnlock orderRef={ref} error={order.error} />
      ) : (
        <>
          <p className="lead">{t('orders.success.placed', { ref: order.data.ref })}</p>
          <p>{t('orders.success.email', { email: order.data.email })}</p>
          {create.isSuccess ? (
            <Alert variant="success">{create.data.message}</Alert>
          ) : (
            order.data.can_create_account &&
            !signedIn && <GuestInvite orderRef={order.data.ref} create={create} />
          )}
          <OrderSummary order={order.data} />
          <div className="d-flex gap-2 mt-4">
            <Link to={`/invoice/${order.data.ref}`} className="btn btn-outline-secondary">
              {t('orders.invoice.print')}
            </Link>
            <Link to={`/track-order/${order.data.ref}`} className="btn btn-outline-secondary">
              {t('orders.track.title')}
            </Link>
            <Link to="/" className="btn btn-primary ms-auto">
              {t('cart.continue')}
            </Link>
          </div>
        </>
      )}
    </>
  );
}
