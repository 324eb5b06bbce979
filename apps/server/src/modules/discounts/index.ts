// The discounts module's public entry: what other modules import from it, and nothing else.
export { discountAdminRoutes } from './admin-routes';
export { couponModuleKey, couponProblem, findCouponByCode, type StoredCoupon } from './coupon-rules';
