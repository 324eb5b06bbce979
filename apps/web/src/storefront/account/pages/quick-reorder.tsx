import type { CustomerOrder } from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../app/translation';
import { useCartAddProduct } from '../../../ui/api/cart-add-product';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { QuantityInput, QuantityProblem, useQuantityBox } from '../../../ui/quantity-box';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useAccountCustomerOrders } from '../api/customer-orders';

/** A line and the reference of its order (the shopper never sees internal ids). */
type Line = CustomerOrder['items'][number] & { orderRef: string };

/** One ordered product: quantity (default 1, SPEC §9) and an add button. */
function ReorderRow({ line }: { line: Line }) {
  const { t } = useTranslation();
  const money = useMoney();
  const box = useQuantityBox(1);
  const add = useCartAddProduct();
  return (
    <tr>
      <td>{line.orderRef}</td>
      <td>
        {line.name}
        <SuccessAlert show={add.isSuccess} className="py-1 px-2 mt-2 mb-0 small">
          {t('quick_reorder.added')}
        </SuccessAlert>
      </td>
      <td>{line.sku}</td>
      <td className="text-end">{money(line.price)}</td>
      <td style={{ width: '7rem' }}>
        <QuantityInput box={box} size="sm" label={t('quick_reorder.qty')} />
        <QuantityProblem box={box} />
      </td>
      <td className="text-end">
        <Button
          size="sm"
          disabled={add.isPending || line.product_id === null}
          onClick={() => {
            const quantity = box.take();
            if (line.product_id === null || quantity === null) return;
            add.mutate(
              { id: line.product_id, cart_quantity: quantity },
              { onError: (failure) => box.settle(quantity, failure) },
            );
          }}
        >
          {t('quick_reorder.add')}
        </Button>
      </td>
    </tr>
  );
}

/** SPEC §2 Quick Reorder: every product of the customer's orders, ready to go back into the cart. */
export default function QuickReorderPage() {
  const { t } = useTranslation();
  const orders = useAccountCustomerOrders();
  const lines: Line[] = (orders.data ?? []).flatMap((order) =>
    order.items.map((item) => ({ ...item, orderRef: order.ref })),
  );
  return (
    <>
      <PageHeading>{t('quick_reorder.title')}</PageHeading>
      <ErrorAlert error={orders.error} />
      {orders.isPending ? (
        <LoadingBlocks lines={5} />
      ) : (
        <Table responsive className="align-middle">
          <thead>
            <tr>
              <th>{t('quick_reorder.order_id')}</th>
              <th>{t('quick_reorder.product')}</th>
              <th>{t('quick_reorder.sku')}</th>
              <th className="text-end">{t('quick_reorder.price')}</th>
              <th>{t('quick_reorder.qty')}</th>
              <th>
                <span className="visually-hidden">{t('quick_reorder.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={6} className="text-body-secondary">
                  {t('quick_reorder.empty')}
                </td>
              </tr>
            )}
            {lines.map((line) => (
              <ReorderRow key={`${line.orderRef}-${line.id}`} line={line} />
            ))}
          </tbody>
        </Table>
      )}
      <p className="small text-body-secondary mt-3">{t('quick_reorder.price_note')}</p>
    </>
  );
}
