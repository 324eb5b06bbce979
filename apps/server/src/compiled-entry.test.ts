import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('./compiled-entry.mjs', import.meta.url));

/** Compiles TypeScript into `file` with a source map beside it, as the server's build does. */
async function compiled(dir: string, file: string, typescript: string, sourceName: string) {
  const { code, map } = await transform(typescript, {
    loader: 'ts',
    format: 'esm',
    sourcemap: 'external',
    sourcefile: sourceName,
  });
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), `${code}//# sourceMappingURL=${path.basename(file)}.map\n`);
  writeFileSync(path.join(dir, `${file}.map`), map);
}

/** A compiled server whose start fails in its own code, or in an npm package's. */
async function failingServer(failsIn: 'own code' | 'npm package') {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-entry-'));
  await compiled(
    dir,
    'node_modules/stock-client/index.js',
    "export function reserve(sku: string): never {\n  throw new Error('no stock for ' + sku);\n}\n",
    'stock-client.ts',
  );
  writeFileSync(
    path.join(dir, 'node_modules/stock-client/package.json'),
    '{"type":"module","main":"index.js"}',
  );
  await compiled(
    dir,
    'server-bundle.js',
    [
      "import { reserve } from 'stock-client';",
      'function placeOrder(sku: string): void {',
      failsIn === 'own code' ? "  throw new Error('cannot place ' + sku);" : '  reserve(sku);',
      '}',
      "placeOrder('TENT-2');",
      '',
    ].join('\n'),
    'checkout.ts',
  );
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  copyFileSync(entry, path.join(dir, 'server.js'));
  return dir;
}

function stderrOf(dir: string, script: string) {
  return spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' }).stderr;
}

describe('the compiled server’s entry point', () => {
  it('names the TypeScript line of the server’s own code in a stack trace, with no flag', async () => {
    const dir = await failingServer('own code');
    expect(stderrOf(dir, 'server.js')).toContain('checkout.ts:3');
    // Started without the entry point, the same bundle names only the compiled file.
    expect(stderrOf(dir, 'server-bundle.js')).not.toContain('checkout.ts:3');
  });

  it('leaves npm packages’ source maps unread where Node lets it choose (22.14 and later)', async () => {
    const dir = await failingServer('npm package');
    const stderr = stderrOf(dir, 'server.js');
    expect(stderr).toContain('checkout.ts:3');
    if ('setSourceMapsSupport' in module) {
      expect(stderr).not.toContain('stock-client.ts');
      expect(stderr).toContain(path.join('node_modules', 'stock-client', 'index.js'));
    } else {
      expect(stderr).toContain('stock-client.ts:2');
    }
  });
});
