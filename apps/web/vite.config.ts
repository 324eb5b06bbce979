import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { purgeUnusedCss } from './build/purge-css.ts';

// Library code changes far less often than the app, so in chunks of its own it stays cached
// across deploys. Stylesheets stay with the entry: the server serves the entry's one
// stylesheet as /css/app.css (SPEC §7).
const libraryScript = (pattern: RegExp) => (id: string) => pattern.test(id) && !id.endsWith('.css');

/** Code only the admin area loads: its words must not keep rules in the storefront's stylesheet. */
const adminSources = ['src/admin/**'];

/**
 * The built app runs on Preact's React-compatible layer (ADR 0081): 10 kB of brotli where React 19
 * with react-dom took 58 kB of every storefront page's first load. The browser build and the
 * server-rendering build both use it, so the server's HTML is what the browser hydrates. The dev
 * server and the unit tests keep React (fast refresh, Testing Library's act()).
 */
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router looks `useOptimistic` up on React and falls back when it is missing, as it is in
 * Preact's compat layer; Rolldown would warn on every build that the import is undefined.
 * Every other log passes.
 */
const onLog: NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']> = (
  level,
  log,
  handler,
) => {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
  handler(level, log);
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-rendering build (dist-ssr) is read by the server from disk: nothing to compress.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: { alias: command === 'build' ? preactInPlaceOfReact : [] },
  css: {
    postcss: {
      // The storefront's Bootstrap keeps the rules storefront code uses (ADR 0047); the admin
      // loads the whole of Bootstrap with its own chunks (admin/layout/admin-shell.css).
      plugins:
        command === 'build' && !isSsrBuild
          ? [
              purgeUnusedCss(import.meta.dirname, [
                {
                  file: 'src/app/storefront-bootstrap.css',
                  content: ['index.html', 'src/**/*.{ts,tsx}'],
                  skip: [...adminSources, 'src/**/*.test.{ts,tsx}', 'src/test/**'],
                },
              ]),
            ]
          : [],
    },
  },
  // The server build bundles its libraries as the browser build does: several
  // (react-bootstrap and its helpers) resolve to CommonJS under Node, whose default
  // exports arrive as objects, so they are taken as ES modules, the `import` way.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['module', 'import', 'default'] },
  },
  server: {
    // The Fastify server answers the API and the shop tracker; the dev page has no boot data,
    // so the app asks /api/v1/storefront/config itself.
    proxy: {
      '/api': 'http://localhost:3000',
      '/tracker.js': 'http://localhost:3000',
    },
  },
  build: isSsrBuild
    ? { emptyOutDir: true, rolldownOptions: { onLog } }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        // The server reads the manifest to find the entry stylesheet it serves at /css/app.css.
        manifest: true,
        // Every browser the shop supports preloads modules itself (Safari since 17); the
        // polyfill would only add bytes to every first load (ADR 0047).
        modulePreload: { polyfill: false },
        // The one chunk above 500 kB is CKEditor (rich-text editing), loaded only by admin editors.
        chunkSizeWarningLimit: 850,
        rolldownOptions: {
          onLog,
          output: {
            // Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replaces Rollup's manualChunks.
            codeSplitting: {
              // Libraries of the first load (reachable from the entry: $initial) in one chunk,
              // the app's own first-load modules in another. Everything else
              // from node_modules (form handling, admin widgets, the rich-text editor, the heavier
              // react-bootstrap parts) goes with the lazy chunks that use it (ADR 0047).
              groups: [
                {
                  // Every library of the first load in one chunk: React (Preact's compat layer),
                  // the router, the query cache and the layout's few react-bootstrap parts. Over
                  // HTTP/1.1 a phone opens six connections per host; one script per library kept
                  // them all busy and queued the page's largest picture behind them (ADR 0082).
                  name: 'framework',
                  test: libraryScript(/[\\/]node_modules[\\/]/),
                  tags: ['$initial'],
                  priority: 2,
                },
                {
                  // The app's own modules of the first load in one chunk: split by which lazy
                  // page shares them, they were 15–20 files of a few hundred bytes, each a
                  // request a phone on a slow network queues before its first paint (ADR 0081).
                  name: 'app',
                  test: (id: string) =>
                    !id.includes('node_modules') && !id.endsWith('.css') && !id.endsWith('main.tsx'),
                  tags: ['$initial'],
                  priority: 1,
                },
                {
                  // Form handling and validation, loaded with the first page that has a form.
                  name: 'forms',
                  test: libraryScript(/[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/),
                  // Lowest: react, which these depend on, must stay in the chunks above.
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
