// The redirects area's public entry: the routes, the page delivery's lookup, and the writes an
// importer makes for every old product, category and page address.
export { redirectKeyOf } from './paths';
export { redirectRoutes } from './routes';
export { type RedirectWrite, redirectFor, upsertRedirects } from './service';
