// How `npm run sdk` turns docs/api/openapi.json into src/generated (ADR 0119). The generated code
// is committed; `npm run check` regenerates it into a temporary folder and fails on a difference.
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../../docs/api/openapi.json',
  // Imports end in .js so the built package (dist/) runs on Node as it is.
  output: { path: 'src/generated', importFileExtension: '.js' },
  plugins: [
    '@hey-api/typescript',
    // Failures throw (as EmporiaApiError, see src/client.ts) instead of coming back beside the data.
    { name: '@hey-api/client-fetch', throwOnError: true },
    {
      name: '@hey-api/sdk',
      // One class whose members follow the operationIds: `products.list` is `api.products.list()`.
      operations: { strategy: 'single', containerName: 'EmporiaApi', nesting: 'operationId' },
    },
  ],
});
