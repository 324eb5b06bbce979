import type { AdminOrder } from '@emporia/contracts/admin-orders';
import type { OrderAddress } from '@emporia/contracts/orders';
import Table from 'react-bootstrap/Table';
import { formatMoney } from '../../ui/format-money';
import { OrderPostalAddress } from '../../ui/PostalAddress';

export function AddressLines({ address }: { address: OrderAddress | null }) {
  if (!address) return <span className="text-body-secondary">Nothing to ship</span>;
  return <OrderPostalAddress address={address} />;
}

/** Where the bill goes: the address the shopper gave, else the shipping address, else (nothing ships) the buyer. */
export function BillingLines({ order }: { order: AdminOrder }) {
  if (order.billing_address) return <OrderPostalAddress address={order.billing_address} />;
  return (
    <span className="text-body-secondary">
      {order.shipping_address ? 'Same as shipping address' : `${order.firstname} ${order.lastname}`}
    </span>
  );
}

/** The order's lines with gift-card details; with prices and totals (invoice) or without (packing slip). */
export function OrderLinesTable({ order, prices = true }: { order: AdminOrder; prices?: boolean }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <Table size="sm" className="align-middle bg-white">
      <thead>
        <tr>
          <th>Product</th>
          <th>SKU</th>
          <th className="text-end">Qty</th>
          {prices && (
            <>
              <th className="text-end">Unit Price</th>
              <th className="text-end">Total</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.name}
              {item.options && <div className="small text-body-secondary">{item.options}</div>}
              {item.meta.gc_receiver_name && (
                <div className="small">
                  Receiver: {item.meta.gc_receiver_name} · Email to: {item.meta.gc_email_to}
                  {item.meta.gc_message ? ` · Message: ${item.meta.gc_message}` : ''}
                </div>
              )}
              {item.returned_quantity > 0 && (
                <div className="small text-warning">{item.returned_quantity} returned</div>
              )}
            </td>
            <td>{item.sku}</td>
            <td className="text-end">{item.quantity}</td>
            {prices && (
              <>
                <td className="text-end text-nowrap">{money(item.price)}</td>
                <td className="text-end text-nowrap">{money(item.total)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
      {prices && (
        <tfoot>
          {order.total_lines.map((line) => (
            <tr key={`${line.code}-${line.title}`} className={line.code === 'total' ? 'fw-bold' : ''}>
              <td colSpan={4} className="text-end">
                {line.title}
              </td>
              <td className="text-end text-nowrap">{money(line.value)}</td>
            </tr>
          ))}
        </tfoot>
      )}
    </Table>
  );
}

/** The boxes the order ships in, as packed at checkout: box, size, gross weight and what goes in it. */
export function PackagesTable({ order }: { order: AdminOrder }) {
  if (order.packages.length === 0) return null;
  return (
    <Table size="sm" className="align-middle bg-white" aria-label="Packages">
      <thead>
        <tr>
          <th>Box</th>
          <th>Contents</th>
          <th className="text-end">Size (cm)</th>
          <th className="text-end">Weight</th>
        </tr>
      </thead>
      <tbody>
        {order.packages.map((box, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id of their own; the list is fixed
          <tr key={index}>
            <td>
              {index + 1}. {box.name}
              {box.oversize && <div className="small text-warning">Larger or heavier than every box</div>}
            </td>
            <td>
              {box.items.map((item) => (
                <div key={item.product_id}>
                  {item.quantity} × {item.name} <span className="text-body-secondary">({item.sku})</span>
                </div>
              ))}
            </td>
            <td className="text-end text-nowrap">
              {box.length} × {box.width} × {box.height}
            </td>
            <td className="text-end text-nowrap">{box.weight} kg</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
