import type { Cart, TotalLine } from '@emporia/contracts/cart';
import Table from 'react-bootstrap/Table';
import { useMoneyIn } from '../../ui/Price';

/** The total lines as the server computed them (sub-total, coupon, shipping, taxes, total). */
export function TotalsTable({ lines, currency }: { lines: TotalLine[]; currency: Cart['currency'] }) {
  const formatMoney = useMoneyIn();
  return (
    <Table size="sm" className="totals-table mb-0" aria-label="Totals">
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.code}-${line.title}`}
            className={line.code === 'total' ? 'fw-bold' : ''}
            data-total={line.code}
          >
            <th scope="row" className="fw-normal text-end">
              {line.title}
            </th>
            <td className="text-end text-nowrap" style={{ width: '1%' }}>
              {formatMoney(line.value, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
