// The accessibility module's public entry: what other modules import from it, and nothing else.
export { accessibilityPageHead } from './page-head';
export { accessibilityRoutes } from './routes';
