import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { AdminPager } from '../catalog/shared/AdminPager';
import { useAbandonedCarts, useSendRecovery } from './api/orders';
import { ReminderScheduleCard } from './ReminderScheduleCard';

/** order/abandoned/all: carts idle past the configured time with a known e-mail; send each a recovery link. */
export default function AbandonedCartsPage() {
  const { storefront } = useShopConfig();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const carts = useAbandonedCarts(page);
  const send = useSendRecovery();
  return (
    <>
      <PageHeading>Abandoned Carts</PageHeading>
      <ReminderScheduleCard />
      {carts.data && (
        <p className="text-body-secondary">
          Carts idle for more than {carts.data.meta.idle_minutes} minutes (see General Settings) whose shopper
          left an e-mail.
        </p>
      )}
      <ErrorAlert error={carts.error ?? send.error} />
      <SuccessAlert show={send.isSuccess}>The recovery e-mail is on its way.</SuccessAlert>
      {carts.isPending && <LoadingBlocks lines={5} />}
      {carts.data && (
        <>
          <Table responsive className="bg-white align-middle">
            <thead>
              <tr>
                <th>Customer</th>
                <th>Items</th>
                <th className="text-end">Total</th>
                <th>Last Active</th>
                <th>Recovery E-mail</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {carts.data.data.map((cart) => (
                <tr key={cart.id}>
                  <td>
                    {cart.customer || 'Guest'}
                    <div className="small text-body-secondary">{cart.email}</div>
                  </td>
                  <td>
                    {cart.items.map((i) => (
                      <div key={i.name}>
                        {i.quantity} × {i.name}
                      </div>
                    ))}
                  </td>
                  <td className="text-end text-nowrap">
                    {formatMoney(cart.total, storefront.shop.currency)}
                  </td>
                  <td>{new Date(cart.updated_at).toLocaleString()}</td>
                  <td>
                    {cart.recovery_sent_at ? new Date(cart.recovery_sent_at).toLocaleString() : 'Not sent'}
                    {cart.reminders_sent > 0 && (
                      <div className="small text-body-secondary">
                        {cart.reminders_sent} scheduled reminder{cart.reminders_sent === 1 ? '' : 's'} sent
                      </div>
                    )}
                    {cart.unsubscribed && <div className="small text-warning-emphasis">Unsubscribed</div>}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      disabled={send.isPending || cart.unsubscribed}
                      onClick={() => send.mutate(cart.id)}
                    >
                      Send Recovery E-mail
                    </Button>
                  </td>
                </tr>
              ))}
              {carts.data.data.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    No abandoned carts.
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <AdminPager meta={carts.data.meta} onPage={(p) => setParams({ page: String(p) })} />
        </>
      )}
    </>
  );
}
