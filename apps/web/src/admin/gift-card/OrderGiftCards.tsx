import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useOrderGiftCards } from './api';
import { GiftCardStatusBadge, useCardMoney } from './parts';

/** The admin order page's gift cards: those the order bought, and what it paid with cards. Nothing when neither. */
export function OrderGiftCards({ orderId, currency }: { orderId: number; currency: string }) {
  const { adminPath } = useShopConfig();
  const cards = useOrderGiftCards(orderId);
  const money = useCardMoney();
  if (cards.isError) return <ErrorAlert error={cards.error} />;
  if (!cards.data || (cards.data.issued.length === 0 && cards.data.redeemed.length === 0)) return null;
  const link = (id: number, label: string) => <Link to={`${adminPath}/order/gift-card/${id}`}>{label}</Link>;
  return (
    <section aria-label="Gift cards of this order">
      {cards.data.issued.length > 0 && (
        <>
          <h2 className="h6 mt-3">Gift Cards Bought</h2>
          <Table size="sm">
            <tbody>
              {cards.data.issued.map((card) => (
                <tr key={card.id}>
                  <td>{link(card.id, card.last4 ? `****${card.last4}` : `Card #${card.id}`)}</td>
                  <td>
                    {card.receiver_name} &lt;{card.receiver_email}&gt;
                  </td>
                  <td className="text-end">{money(card.initial, card.currency)}</td>
                  <td className="text-end">balance {money(card.balance, card.currency)}</td>
                  <td>
                    <GiftCardStatusBadge status={card.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
      {cards.data.redeemed.length > 0 && (
        <>
          <h2 className="h6 mt-3">Paid With Gift Cards</h2>
          <Table size="sm">
            <tbody>
              {cards.data.redeemed.map((used) => (
                <tr key={used.gift_card_id}>
                  <td>{link(used.gift_card_id, `****${used.last4}`)}</td>
                  <td className="text-end">{money(used.amount, currency)}</td>
                  <td className="text-body-secondary">
                    {used.credited > 0 ? `${money(used.credited, currency)} credited back` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
