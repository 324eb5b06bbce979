// The order-statuses module's public entry: what other modules import from it, and nothing else.
export { isOrderStatusOf } from './service';
