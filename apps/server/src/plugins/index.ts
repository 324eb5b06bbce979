// The plugins module's public entry: what other modules import from it, and nothing else.
export { advancedShipperCarrier } from './advancedshipper/rates';
export { shipperMethods } from './advancedshipper/service';
export { pluginsOn, shippingModulesTurnedOff } from './enabled';
