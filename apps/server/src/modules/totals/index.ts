// The totals module's public entry (the arithmetic of an order's totals, ADR 0003): what other modules import from it, and nothing else.
export {
  type ApplicableTaxRate,
  type CouponRule,
  computeTotals,
  couponCovers,
  type GiftCardTender,
  giftCardLineTitle,
  maskedGiftCard,
  type Totals,
  type TotalsLine,
} from './totals';
