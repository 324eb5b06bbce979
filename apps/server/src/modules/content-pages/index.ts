// The content-pages module's public entry: what other modules import from it, and nothing else.
export { movedToContentPage } from './storefront';
