// The plugins module's public entry: what other modules import from it, and nothing else.
export { pluginsOn, shippingModulesTurnedOff } from './enabled';
