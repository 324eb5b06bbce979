import type { GiftCardStatus } from '@emporia/contracts/gift-cards';
import Badge from 'react-bootstrap/Badge';
import { useShopConfig } from '../../app/shop-config';
import { formatMoney } from '../../ui/format-money';

const statusLabels: Record<GiftCardStatus, { label: string; bg: string }> = {
  pending: { label: 'Awaiting payment', bg: 'secondary' },
  active: { label: 'Active', bg: 'success' },
  disabled: { label: 'Disabled', bg: 'warning' },
  void: { label: 'Void', bg: 'dark' },
};

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  const { label, bg } = statusLabels[status];
  return (
    <Badge bg={bg} text={bg === 'warning' ? 'dark' : undefined}>
      {label}
    </Badge>
  );
}

/** A card's amount in its own currency: the shop's display rules when it is the shop's currency. */
export function useCardMoney() {
  const { storefront } = useShopConfig();
  const shop = storefront.shop.currency;
  return (amount: number, code: string) =>
    code === shop.code ? formatMoney(amount, shop) : `${amount.toFixed(2)} ${code}`;
}
