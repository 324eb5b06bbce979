// The cart module's public entry: what other modules import from it, and nothing else.
export { registerGiftCardTenders } from './gift-card-tenders';
export { type CartOwner, cartOwnerOf, findCart } from './identity';
export { type PricedCart, type PricedLine, priceCart, priceItems, withShipping } from './pricing';
export {
  type CartRow,
  deleteAllLines,
  findAddableProduct,
  findCartById,
  lineQuantities,
  lockCart,
  updateCart,
} from './queries';
export { cartChangeAnswer } from './routes';
export { type CartChange, lineMetaFor, stockMessage } from './service';
export { cartViewOf, totalLinesOf } from './view';
