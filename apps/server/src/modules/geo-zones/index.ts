// The geo-zones module's public entry: what other modules import from it, and nothing else.
export { findGeoZone, knownCountries } from './queries';
export { isInGeoZone } from './service';
