// The menus module's public entry: what other modules import from it, and nothing else.
export { storefrontMenus } from './service';
