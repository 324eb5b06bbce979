// The locations module's public entry: what other modules import from it, and nothing else.
export { findCountry, findZone, listZones } from './queries';
