// The orders area's public entry: the one definition of sales other areas report (ADR 0110), and
// keeping another platform's orders as history (the importer).

export { type ImportedOrderOptions, keepImportedOrder } from './imported-orders';
export {
  countedOrder,
  lineRevenue,
  type Sales,
  type SalesSpan,
  salesBy,
  salesIn,
  soldProducts,
} from './sales';
