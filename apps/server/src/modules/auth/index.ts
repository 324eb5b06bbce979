// The auth area's public entry: what an importer needs to bring customers' passwords along.
export { isLegacyPasswordHash, legacyPasswordHash } from './legacy-passwords';
