import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useMoney } from '../../ui/Price';
import { useAccountCustomerOrders } from './api/customer-orders';
import { ImportedOrderLabel } from './ImportedOrderLabel';

export default function OrderListPage() {
  const { t, i18n } = useTranslation();
  const orders = useAccountCustomerOrders();
  const money = useMoney();
  return (
    <>
      <PageHeading>{t('accounts.orders.title')}</PageHeading>
      <ErrorAlert error={orders.error} />
      {orders.isPending && <LoadingBlocks lines={4} />}
      {orders.data?.length === 0 && <p>{t('accounts.orders.empty')}</p>}
      {!!orders.data?.length && (
        <Table responsive hover>
          <thead>
            <tr>
              <th>{t('accounts.orders.ref')}</th>
              <th>{t('accounts.orders.date')}</th>
              <th>{t('accounts.orders.status')}</th>
              <th className="text-end">{t('accounts.orders.total')}</th>
              <th>
                <span className="visually-hidden">{t('accounts.orders.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.id}>
                <td>
                  {order.ref}
                  {order.imported && (
                    <div>
                      <ImportedOrderLabel imported={order.imported} />
                    </div>
                  )}
                </td>
                <td>{new Date(order.date_added).toLocaleDateString(i18n.language)}</td>
                <td>{order.status.name}</td>
                <td className="text-end">{money(order.order_total)}</td>
                <td className="text-end">
                  <Link to={`/account/orders/details/${encodeURIComponent(order.ref)}`}>
                    {t('accounts.orders.view')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
