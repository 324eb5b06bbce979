// The orders area's public entry: the one definition of sales other areas report (ADR 0110), and
// keeping another platform's orders as history (the importer).
export { adminOrderRowOf } from './admin-queries';
export { listCustomerOrders } from './customer-orders';
export { enqueueOrderConfirmation } from './emails';
export { registerGiftCardStates } from './gift-card-states';
export { type ImportedOrderOptions, keepImportedOrder } from './imported-orders';
export { orderKeyOf } from './order-pass';
export { refundedStatusId } from './payment-sync';
export {
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderByRef,
  listOrderItems,
  type OrderRow,
} from './queries';
export { newOrderRef } from './refs';
export { canceledStatusId } from './returns-service';
export {
  countedOrder,
  lineRevenue,
  type Sales,
  type SalesSpan,
  salesBy,
  salesIn,
  soldProducts,
} from './sales';
export { orderViewOf } from './view';
export {
  insertHistory,
  insertOrder,
  insertOrderItems,
  type NewOrderItem,
  recordCouponUse,
  takeStock,
  writeOrderTotals,
} from './write-queries';
