// The search module's public entry: what other modules import from it, and nothing else.
export type { ListingScope } from './queries';
export { listScope } from './service';
