// The import rules of .dependency-cruiser.cjs, as `npm run boundaries` applies them: a planted
// upward import and a planted cycle fail, the known violations still hold everywhere else, and
// the list of known violations names only imports that still exist (so it only shrinks).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const knownViolations: IViolation[] = JSON.parse(
  readFileSync(path.join(root, '.dependency-cruiser-known-violations.json'), 'utf8'),
);

/** The violations `npm run boundaries` would fail on, cruising `dirs` under `baseDir`. */
async function violationsIn(baseDir: string, dirs: string[]) {
  const options: ICruiseOptions = {
    ...(await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'))),
    baseDir,
    knownViolations,
    validate: true,
  };
  const result = await cruise(dirs, options);
  if (typeof result.output === 'string') throw new Error('expected a JSON cruise result');
  const all = result.output.summary.violations;
  const key = (v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`;
  return {
    failing: all.filter((v) => v.rule.severity !== 'ignore').map(key),
    known: all.filter((v) => v.rule.severity === 'ignore').map(key),
  };
}

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  planted.push(dir);
  return dir;
}
const planted: string[] = [];
afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

describe('module boundaries', () => {
  it('fails a planted upward import, a kernel importing a module and a planted cycle', async () => {
    const dir = plant({
      // The shop foundation reaching up into orders.
      'apps/server/src/modules/settings/service.ts':
        "import { order } from '../orders/queries';\nexport const s = order;\n",
      'apps/server/src/modules/orders/queries.ts': 'export const order = 1;\n',
      // The kernel reaching into a module.
      'apps/server/src/kernel/context.ts':
        "import { order } from '../modules/orders/queries';\nexport const c = order;\n",
      // Two files of one module importing each other.
      'apps/server/src/modules/cart/lines.ts':
        "import { total } from './totals';\nexport const lines = () => total;\n",
      'apps/server/src/modules/cart/totals.ts':
        "import { lines } from './lines';\nexport const total = () => lines;\n",
      // The admin reaching into the storefront.
      'apps/web/src/admin/page.tsx':
        "import { field } from '../storefront/field';\nexport const p = field;\n",
      'apps/web/src/storefront/field.tsx': 'export const field = 1;\n',
    });
    const { failing } = await violationsIn(dir, ['apps']);
    expect(failing).toEqual(
      expect.arrayContaining([
        'no-upward-from-shop-foundation: apps/server/src/modules/settings/service.ts → apps/server/src/modules/orders/queries.ts',
        'kernel-imports-no-module: apps/server/src/kernel/context.ts → apps/server/src/modules/orders/queries.ts',
        'no-circular: apps/server/src/modules/cart/lines.ts → apps/server/src/modules/cart/totals.ts',
        'admin-not-to-storefront: apps/web/src/admin/page.tsx → apps/web/src/storefront/field.tsx',
      ]),
    );
  }, 60_000);

  it('lets a module import another through its index only', async () => {
    const dir = plant({
      'apps/server/src/modules/cart/service.ts':
        "import { a } from '../catalog';\nimport { b } from '../catalog/queries';\nexport const s = [a, b];\n",
      'apps/server/src/modules/catalog/index.ts': "export { a } from './queries';\n",
      'apps/server/src/modules/catalog/queries.ts': 'export const a = 1;\nexport const b = 2;\n',
    });
    const { failing } = await violationsIn(dir, ['apps']);
    expect(failing).toEqual([
      'module-public-entry: apps/server/src/modules/cart/service.ts → apps/server/src/modules/catalog/queries.ts',
    ]);
  });

  it('holds on the code base, and every known violation still exists', async () => {
    const { failing, known } = await violationsIn(root, ['apps', 'packages']);
    expect(failing).toEqual([]);
    const stale = knownViolations
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .filter((entry) => !known.includes(entry));
    // A fixed import must leave the list: run `npm run boundaries:baseline`.
    expect(stale).toEqual([]);
  }, 120_000);
});
