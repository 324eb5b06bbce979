// Compiles the server into one JavaScript file, apps/server/dist/server-bundle.js, started through
// apps/server/dist/server.js (src/compiled-entry.mjs, which turns source maps on first), so that `npm start`
// runs plain JavaScript with no TypeScript loader (issue 18). The workspace's own packages
// (@emporia/*, TypeScript sources) are bundled in; every npm package stays an import from
// node_modules, resolved and loaded by Node as usual (native modules, wasm and data files included).
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(serverDir, 'dist/server-bundle.js');
const entry = path.join(serverDir, 'dist/server.js');

/** npm packages and Node's own modules stay external; the workspace's packages are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@emporia/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds files beside itself (`new URL('../migrations', import.meta.url)`) must still
 * find them from the bundle: its `import.meta.url` becomes its own source file's address, written
 * relative to the bundle so the built tree can move as a whole.
 */
const ownAddressKept = {
  name: 'own-address-kept',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces need only the mappings; the TypeScript sources are in the tree. Node keeps the
  // parsed map while the server runs, and a copy of every source in it held ~10 MB of an idle
  // server (bench/README.md, "Idle memory and start-up").
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [npmPackagesExternal, ownAddressKept],
});
await copyFile(path.join(serverDir, 'src/compiled-entry.mjs'), entry);
console.log(`Built ${path.relative(process.cwd(), entry)} and its bundle in ${Date.now() - started} ms`);
