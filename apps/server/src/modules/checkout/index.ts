// The checkout module's public entry: what other modules import from it, and nothing else.
export {
  type ApplicableTaxRate,
  type CouponRule,
  computeTotals,
  couponCovers,
  type GiftCardTender,
  type Totals,
  type TotalsLine,
} from '../totals/totals';
