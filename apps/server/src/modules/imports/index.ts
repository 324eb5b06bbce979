// Public entry of the import module (moving a shop in from Shopify and WooCommerce, ADR 0112).
export { importRoutes } from './routes';
export { runImportPass, startImportWorker } from './worker';
