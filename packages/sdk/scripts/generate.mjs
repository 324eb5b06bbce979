// Writes src/generated from docs/api/openapi.json (`npm run sdk`), or, with --check, writes it into
// a temporary folder and fails when the committed copy differs (`npm run check`; ADR 0119).
//
// @hey-api/openapi-ts prints its code with the TypeScript compiler's API, which TypeScript 7 (the
// project's compiler, a native build) no longer has: its `typescript` import is pointed at the
// TypeScript 6 this package installs for itself (packages/sdk/node_modules/typescript).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `The SDK generator needs Node 22.18 or later (this is ${process.version}): ` +
      "npx -y -p node@24 -c 'npm run sdk'",
  );
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');
const committed = path.join(packageDir, 'src/generated');
const typescript6 = pathToFileURL(createRequire(import.meta.url).resolve('typescript')).href;

module.registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'typescript' ? next(typescript6, context) : next(specifier, context),
});
const { createClient } = await import('@hey-api/openapi-ts');
const config = await (await import(pathToFileURL(path.join(packageDir, 'openapi-ts.config.mjs')).href))
  .default;

const check = process.argv.includes('--check');
const output = check ? mkdtempSync(path.join(tmpdir(), 'emporia-sdk-')) : committed;
try {
  await createClient({
    ...config,
    input: path.resolve(packageDir, config.input),
    output: { ...config.output, path: output },
    logs: { level: 'silent' },
  });
  patch(output);
  if (check) {
    const differing = differences(committed, output);
    if (differing.length > 0) {
      console.error(
        `packages/sdk/src/generated is not what docs/api/openapi.json generates (${differing.join(', ')}).\n` +
          'Run `npm run sdk` (after `npm run openapi`) and commit the result.',
      );
      process.exitCode = 1;
    } else {
      console.log('packages/sdk/src/generated matches docs/api/openapi.json');
    }
  }
} finally {
  if (check) rmSync(output, { recursive: true, force: true });
}

/**
 * The generated client names the DOM's `BodyInit`, which Node's types (the server's tests compile
 * the SDK without the DOM library) lack: `RequestInit['body']` is the same type under both.
 */
function patch(dir) {
  const file = path.join(dir, 'client/client.gen.ts');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replaceAll('as BodyInit | null | undefined', "as RequestInit['body']"));
}

/** Files (relative paths) present in only one folder or with different contents. */
function differences(a, b) {
  const files = (dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const inA = files(a);
  const inB = files(b);
  const all = [...new Set([...inA, ...inB])].sort();
  return all.filter(
    (file) =>
      !inA.includes(file) ||
      !inB.includes(file) ||
      !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))),
  );
}
