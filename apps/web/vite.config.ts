import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// Library code changes far less often than the app, so in chunks of its own it stays cached
// across deploys. Stylesheets stay with the entry: the server serves the entry's one
// stylesheet as /css/app.css (SPEC §7).
const libraryScript = (pattern: RegExp) => (id: string) => pattern.test(id) && !id.endsWith('.css');

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // The Fastify server answers the API and the shop tracker; the dev page has no boot data,
    // so the app asks /api/v1/storefront/config itself.
    proxy: {
      '/api': 'http://localhost:3000',
      '/tracker.js': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The server reads the manifest to find the entry stylesheet it serves at /css/app.css.
    manifest: true,
    // The one chunk above 500 kB is CKEditor (rich-text editing), loaded only by admin editors.
    chunkSizeWarningLimit: 850,
    rolldownOptions: {
      output: {
        // Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replaces Rollup's manualChunks.
        codeSplitting: {
          // Only modules reachable from the entry ($initial): admin-only libraries (forms,
          // rich-text editor, admin-only widgets) stay in the lazily loaded admin chunks.
          groups: [
            {
              name: 'react',
              test: libraryScript(/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/),
              tags: ['$initial'],
              priority: 3,
            },
            {
              // react-router, react-query, react-bootstrap, i18next, axios and their helpers.
              name: 'vendor',
              test: libraryScript(/[\\/]node_modules[\\/]/),
              tags: ['$initial'],
              priority: 2,
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
});
