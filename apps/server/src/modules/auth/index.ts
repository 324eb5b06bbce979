// The auth area's public entry: what an importer needs to bring customers and their passwords along.
export { isLegacyPasswordHash, legacyPasswordHash } from './legacy-passwords';
export { insertCustomer } from './queries';
