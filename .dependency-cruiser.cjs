// The import rules of the code base, checked by dependency-cruiser in `npm run check`
// (`npm run boundaries`). Each rule says who may not import whom and why; docs/architecture.md
// ("Layers and boundaries") draws the same picture. Imports that broke a rule before it existed
// are listed in .dependency-cruiser-known-violations.json: that list may only shrink
// (scripts/boundaries.test.ts fails on a stale entry, so a fixed import leaves it).
// After fixing one, refresh the list with `npm run boundaries:baseline`.

const server = '^apps/server/src/';

// The request kernel every module stands on (kernel/): context, errors, auth guards, tenancy,
// security headers, compression, OpenAPI, read replica, job lock, rate-limit store, secrets,
// invalidation bus, outbound guard, the page-head contract. It imports no module.
const kernel = `${server}kernel/`;

// A module: one business area (modules/<area>/) or one of the plug-in families, each counted as
// one module with its own registry (payments/, shipping/, plugins/).
const moduleRoot = `${server}(modules/[^/]+|payments|shipping|plugins)/`;

// Server layers, lowest first: a layer may import its own and lower layers, never a higher one.
// Cross-module needs pointing up go through the registries and domain events the lower layer
// owns (page-head providers, plan-usage counters, settings summaries, backup tables, …).
const modules = (...names) => `${server}modules/(${names.join('|')})/`;
const serverLayers = [
  { name: 'kernel', path: kernel },
  {
    name: 'shop foundation',
    path: [
      modules(
        'settings',
        'store-settings',
        'languages',
        'locations',
        'geo-zones',
        'order-statuses',
        'files',
        'logs',
        'notifications',
        'email-settings',
        'email-layouts',
        'meta-templates',
        'tracking-tags',
        'health',
        'plan-limits',
        'totals',
      ),
    ],
  },
  {
    name: 'shop areas',
    path: [
      modules(
        'catalog',
        'search',
        'auth',
        'customers',
        'admin-users',
        'social-signin',
        'menus',
        'banners',
        'appearance',
        'content-pages',
        'accessibility',
        'redirects',
        'blog',
        'wishlist',
        'marketing',
        'contact',
        'domains',
        'reach',
        'cart',
        'discounts',
        'gift-cards',
        'checkout',
        'orders',
      ),
      `${server}(payments|shipping|plugins)/`,
    ],
  },
  {
    name: 'whole-shop features',
    path: [
      modules(
        'backup',
        'admin-search',
        'analytics',
        'onboarding',
        'apps',
        'subscription',
        'operator',
        'signup',
        'developers',
        'storefront-pages',
      ),
      `${server}modules/index\\.ts$`,
      `${server}(app|server)\\.ts$`,
    ],
  },
];

const upwardRules = serverLayers.slice(0, -1).map((layer, index) => ({
  name: `no-upward-from-${layer.name.replaceAll(' ', '-')}`,
  comment: `The ${layer.name} layer imports only its own and lower layers (${serverLayers
    .slice(index + 1)
    .map((higher) => higher.name)
    .join(', ')} stand on it).`,
  severity: 'error',
  from: layer.pathNot ? { path: layer.path, pathNot: layer.pathNot } : { path: layer.path },
  to: { path: serverLayers.slice(index + 1).flatMap((higher) => higher.path) },
}));

const web = '^apps/web/src/';
// Files that put the app together and so may name both sides: the route tables and the entries.
const webComposition = `${web}(main|entry-server)\\.tsx$|${web}app/(routes|admin-entry)\\.tsx$`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        "No import cycles: a cycle makes load order matter and the parts inseparable. The SDK's " +
        "generated code (packages/sdk/src/generated) is the generator's business, not ours.",
      severity: 'error',
      from: { pathNot: '^packages/sdk/src/generated/' },
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-module',
      comment: 'The request kernel stands below every module and imports none.',
      severity: 'error',
      from: { path: kernel },
      to: { path: `${server}(modules|payments|shipping|plugins)/` },
    },
    ...upwardRules,
    {
      name: 'module-public-entry',
      comment:
        "A module imports another module only through its public entry (the module's index.ts); " +
        'everything else in a module is its own business.',
      severity: 'error',
      from: { path: moduleRoot },
      to: {
        path: moduleRoot,
        pathNot: [`${server}$1/`, `${moduleRoot}index\\.ts$`],
      },
    },
    {
      name: 'sdk-stands-alone',
      comment:
        '@emporia/sdk is published: it imports only its own files and what its package.json names, ' +
        'never the server, the web app or the private workspace packages (ADR 0119).',
      severity: 'error',
      from: { path: '^packages/sdk/' },
      to: { path: '^(apps|packages/(contracts|db)|e2e|bench)/' },
    },
    {
      name: 'admin-not-to-storefront',
      comment: 'Admin and storefront code never import each other; what both need lives in ui/ or app/.',
      severity: 'error',
      from: { path: `${web}admin/` },
      to: { path: `${web}storefront/` },
    },
    {
      name: 'storefront-not-to-admin',
      comment: 'The storefront never imports admin code (it would also pull it into the first load).',
      severity: 'error',
      from: { path: `${web}storefront/` },
      to: { path: `${web}admin/` },
    },
    {
      name: 'web-shared-not-upward',
      comment: 'ui/ and app/ are shared by both sides and import neither (only the route tables do).',
      severity: 'error',
      from: { path: `${web}(ui|app)/`, pathNot: webComposition },
      to: { path: `${web}(admin|storefront|modules)/` },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser yet, so swc parses the sources;
    // type-only imports count like any other.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // Production code only: tests may reach into any module they test.
    exclude: { path: ['\\.test\\.tsx?$', '/test/', '/dist(-ssr)?/', '/node_modules/'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
