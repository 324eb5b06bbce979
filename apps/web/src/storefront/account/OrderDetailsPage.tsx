import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useCustomerOrder } from './api/customer-orders';
import { useMoney } from './components/useMoney';

export default function OrderDetailsPage() {
  const { t, i18n } = useTranslation();
  const { ref = '' } = useParams();
  const order = useCustomerOrder(ref);
  const money = useMoney();
  const data = order.data;
  return (
    <>
      <PageHeading>{t('accounts.orders.details', { ref })}</PageHeading>
      <ErrorAlert error={order.error} />
      {order.isPending && <LoadingBlocks lines={6} />}
      {data && (
        <>
          <p>
            {t('accounts.orders.date')}: {new Date(data.date_added).toLocaleDateString(i18n.language)} ·{' '}
            {t('accounts.orders.status')}: {data.status.name}
          </p>
          <Table responsive>
            <thead>
              <tr>
                <th>{t('accounts.orders.product')}</th>
                <th>{t('accounts.orders.sku')}</th>
                <th className="text-end">{t('accounts.orders.price')}</th>
                <th className="text-end">{t('accounts.orders.qty')}</th>
                <th className="text-end">{t('accounts.orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.name}</td>
                  <td>{item.sku}</td>
                  <td className="text-end">{money(item.price)}</td>
                  <td className="text-end">{item.quantity}</td>
                  <td className="text-end">{money(item.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {(
                [
                  ['subtotal', data.subtotal],
                  ['shipping', data.shipping_amount],
                  ['tax', data.order_tax],
                  ['total', data.order_total],
                ] as const
              ).map(([label, amount]) => (
                <tr key={label}>
                  <th colSpan={4} className="text-end">
                    {t(`accounts.orders.${label}`)}
                  </th>
                  <td className="text-end">{money(amount)}</td>
                </tr>
              ))}
            </tfoot>
          </Table>
        </>
      )}
      <Link to="/account/orders/list">{t('accounts.orders.back')}</Link>
    </>
  );
}
