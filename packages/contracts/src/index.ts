// Entry point kept for convenience of tests; app code imports the specific file
// (`@emporia/contracts/shop`) so bundles only carry the schemas they use.
export * from './errors';
export * from './page-titles';
export * from './shop';
