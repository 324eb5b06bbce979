// The compiled server's entry point: build.mjs copies it to apps/server/dist/server.js, beside the
// bundle it loads. It turns source-mapped stack traces on before the bundle loads (Node reads a
// module's source map only when it loads), so errors name the TypeScript lines with no flag on
// the command line. Only the server's own code gets them where Node allows the choice (22.14+):
// the source maps of every npm package cost Node 24 ~30 MB of an idle server (bench/README.md,
// "Idle memory and start-up"). Node 20 can only turn them on for every module.
import module from 'node:module';

if (typeof module.setSourceMapsSupport === 'function') {
  module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
} else {
  process.setSourceMapsEnabled(true);
}

await import('./server-bundle.js');
