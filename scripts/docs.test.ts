// The documents a newcomer starts from stay true to the repository: every path they name exists,
// every variable the server reads is in the README's table, and the architecture page stands
// alone with lines that fit a screen.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../apps/server/src/config';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const documents = ['README.md', 'CONTRIBUTING.md', 'docs/architecture.md'];

/** Every file git knows, for names given with a placeholder (`modules/<area>/routes.ts`). */
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');

/**
 * Where a path written in the documents may start: the repository, or the source folder its
 * section is about (the server's `platform/…`, the web app's `admin/…`, `contracts/…`).
 */
const bases = ['', 'apps/server/src/', 'apps/server/', 'apps/web/src/', 'apps/web/', 'packages/', 'apps/'];
const packageSource = (name: string) => name.replace(/^(contracts|db)\/(?!src\/)/, 'packages/$1/src/');

/** First folders of the paths the documents may name, so route names (`setting/index`) are not taken for paths. */
const pathRoots = new Set(
  trackedFiles.flatMap((file) =>
    bases.filter((base) => file.startsWith(base)).map((base) => file.slice(base.length).split('/')[0]),
  ),
);

/** A placeholder such as `<area>`, `{kind}`, `*` or `…` stands for any one name. */
function pattern(name: string): RegExp {
  const escaped = name
    .split(/<[^>]+>|\{[^}]+\}|\*|…/)
    .map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${escaped}`);
}

function exists(name: string): boolean {
  const candidates = bases.map((base) => base + name).concat(packageSource(name));
  if (/[<{*…]/.test(name)) {
    const patterns = candidates.map(pattern);
    return trackedFiles.some((file) => patterns.some((p) => p.test(file)));
  }
  // `ui/ConfirmDialog` names a module the way an import does, without its extension.
  return candidates
    .flatMap((candidate) => ['', '.ts', '.tsx'].map((extension) => candidate.replace(/\/$/, '') + extension))
    .some((candidate) => existsSync(path.join(root, candidate)));
}

/** Paths in backticks and link targets, e.g. `kernel/tenancy/`, [text](docs/apps.md). */
function pathsNamed(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string);
  const linked = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((m) => m[1] as string);
  return [...quoted, ...linked].filter(
    (name) =>
      !/^[a-z]+:/.test(name) &&
      !/[?=,:]/.test(name) &&
      (name.includes('/') || /\.(ts|tsx|mjs|cjs|js|json|md|css|sh)$/.test(name)) &&
      !name.startsWith('/') &&
      // What a build writes (dist, dist-ssr) is not in a clone.
      !/(^|\/)dist(-ssr)?(\/|$)/.test(name) &&
      pathRoots.has(name.split('/')[0] as string),
  );
}

describe('the documents a newcomer reads', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const missing = pathsNamed(read(document)).filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });

  it("lists every variable config.ts reads in the README's configuration table", () => {
    const table = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_{}]*)`/g)].map((m) => m[1]));
    const listed = table.map((name) => pattern(name ?? ''));
    const missing = configVariables.filter((variable) => !listed.some((p) => p.test(`${variable}`)));
    expect(missing).toEqual([]);
  });

  it('has an architecture page that stands alone, with lines of at most 100 characters', () => {
    const page = read('docs/architecture.md');
    // Table rows cannot wrap in Markdown; everything else does.
    const long = page.split('\n').filter((line) => line.length > 100 && !line.startsWith('|'));
    expect(long).toEqual([]);
    // Files outside the repository (the old design notes, the product spec) are not there for a reader.
    expect(page).not.toMatch(/DESIGN\.md|SPEC\b|\.\.\/shared/);
  });
});
