import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's production source, as `npm start` loads it: everything under src/ but the tests.
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const testDir = path.resolve(srcDir, '../test');
const productionFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => path.join(srcDir, file));

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('production server source', () => {
  it('never loads a test fake, fixture or helper', () => {
    const offenders = productionFiles.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(testDir))
        .map((spec) => `${path.relative(srcDir, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
    expect(productionFiles.map((file) => path.relative(srcDir, file)).length).toBeGreaterThan(100);
  });

  it('keeps test-only files in apps/server/test, not beside production code', () => {
    const misplaced = productionFiles
      .map((file) => path.relative(srcDir, file))
      .filter((file) => /(^|\/)(fake-[^/]*|test-helpers|[^/]*fixtures?|testing\/[^/]*)\.ts$/.test(file));
    expect(misplaced).toEqual([]);
  });
});
