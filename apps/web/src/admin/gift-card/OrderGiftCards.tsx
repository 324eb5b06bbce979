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
          <ul className="list-unstyled mb-2">
            {cards.data.issued.map((card) => (
              <li key={card.id} className="border-bottom py-1 d-flex flex-wrap gap-2 align-items-center">
                {link(card.id, card.last4 ? `****${card.last4}` : `Card #${card.id}`)}
                <span className="text-break">
                  {card.receiver_name} &lt;{card.receiver_email}&gt;
                </span>
                <span className="text-nowrap">
                  {money(card.initial, card.currency)}, balance {money(card.balance, card.currency)}
                </span>
                <GiftCardStatusBadge status={card.status} />
              </li>
            ))}
          </ul>
        </>
      )}
      {cards.data.redeemed.length > 0 && (
        <>
          <h2 className="h6 mt-3">Paid With Gift Cards</h2>
          <ul className="list-unstyled mb-2">
            {cards.data.redeemed.map((used) => (
              <li key={used.gift_card_id} className="border-bottom py-1 d-flex flex-wrap gap-2">
                {link(used.gift_card_id, `****${used.last4}`)}
                <span className="text-nowrap">{money(used.amount, currency)}</span>
                {used.credited > 0 && (
                  <span className="text-body-secondary">{money(used.credited, currency)} credited back</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
