// npm run bench:first-load -- [--dist apps/web/dist] [--files]
// The JavaScript and CSS a storefront page needs before it is live, read from the build's
// manifest: the entry and every chunk it imports, plus the page's own lazy chunk and its
// imports (a server-rendered page loads it before hydrating). Bytes as brotli, gzip (the
// build's precompressed copies) and raw. One JSON line per page; --files lists the files too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/web/dist' },
    files: { type: 'boolean', default: false },
  },
});

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(values.dist);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** Storefront page types and the module of their route (none: the home page is in the entry). */
const pages: Record<string, string | undefined> = {
  home: undefined,
  category: 'src/storefront/pages/catalog/CategoryPage.tsx',
  product: 'src/storefront/pages/catalog/ProductPage.tsx',
  search: 'src/modules/extend/advanced-search.tsx',
  article: 'src/storefront/pages/blog/ArticlePage.tsx',
  cart: 'src/storefront/pages/cart/CartPage.tsx',
};

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The precompressed copy's size; files under 1 kB have none and travel as they are. */
const sizeOf = (file: string, suffix: '' | '.gz' | '.br') => {
  const full = path.join(dist, `${file}${suffix}`);
  return existsSync(full) ? statSync(full).size : statSync(path.join(dist, file)).size;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`No entry in ${dist}/.vite/manifest.json: run npm run build first.`);

for (const [page, route] of Object.entries(pages)) {
  const keys = staticClosure(entryKey);
  if (route) {
    if (!manifest[route]) throw new Error(`${route} is not a chunk of this build.`);
    staticClosure(route, keys);
  }
  const chunks = [...keys].map((key) => manifest[key]!);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const total = (files: string[], suffix: '' | '.gz' | '.br') =>
    files.reduce((sum, file) => sum + sizeOf(file, suffix), 0);
  console.log(
    JSON.stringify({
      page,
      jsBrotli: total(js, '.br'),
      jsGzip: total(js, '.gz'),
      jsRaw: total(js, ''),
      cssBrotli: total(css, '.br'),
      cssRaw: total(css, ''),
      files: js.length + css.length,
      ...(values.files
        ? { list: [...js, ...css].map((file) => `${file} ${sizeOf(file, '.br')}`).sort() }
        : {}),
    }),
  );
}
