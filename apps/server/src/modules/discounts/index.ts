// The discounts module's public entry: what other modules import from it, and nothing else.
export { couponModuleKey, couponProblem, findCouponByCode, type StoredCoupon } from './coupon-rules';
