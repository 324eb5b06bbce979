// The blog module's public entry: what other modules import from it, and nothing else.
export { latestNews } from './storefront';
