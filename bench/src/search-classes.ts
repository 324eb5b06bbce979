import { commonKeywords, searchRotation, typoKeywords } from './search-cold';

// Where a cold search's time goes, by kind of search (issue 18): asks each search of the rotation
// once, one at a time, and prints the mean and p95 milliseconds per class. Run it against a
// server started with SEARCH_CACHE_SECONDS=0, as search-cold.
// npm run -s bench:search-classes -- --url http://127.0.0.1:3100 [--shop demo]

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const url = args.get('url') ?? 'http://127.0.0.1:3100';
const shop = args.get('shop') ?? 'demo';
const common = new Set(commonKeywords);
const typos = new Set(typoKeywords);

function classOf(path: string): string {
  const query = new URL(path, url).searchParams;
  const keyword = query.get('keyword') ?? '';
  const flt = query.get('flt') ?? '';
  const word = !keyword
    ? 'no keyword'
    : common.has(keyword)
      ? 'common word'
      : typos.has(keyword)
        ? 'typo'
        : 'rare word';
  const filters = !flt
    ? 'no filter'
    : flt.includes('price:')
      ? 'with a price range'
      : 'filters without price';
  return `${word}, ${filters}`;
}

const facets = (await (await fetch(`${url}/api/v1/${shop}/advanced-search`)).json()) as Parameters<
  typeof searchRotation
>[1];
const times = new Map<string, number[]>();
for (const path of searchRotation(shop, facets)) {
  const started = performance.now();
  const answer = await fetch(url + path);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  const ms = performance.now() - started;
  const key = classOf(path);
  times.set(key, [...(times.get(key) ?? []), ms]);
}
console.log('| Class | searches | mean ms | p95 ms |\n|---|---|---|---|');
for (const [key, list] of [...times].sort((a, b) => a[0].localeCompare(b[0]))) {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((s, t) => s + t, 0) / list.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  console.log(`| ${key} | ${list.length} | ${mean.toFixed(1)} | ${p95.toFixed(1)} |`);
}
