// The orders area's public entry: the one definition of sales other areas report (ADR 0110).
export {
  countedOrder,
  lineRevenue,
  type Sales,
  type SalesSpan,
  salesBy,
  salesIn,
  soldProducts,
} from './sales';
