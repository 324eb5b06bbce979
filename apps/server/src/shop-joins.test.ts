import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No query joins across shops (ADR 0089): a join or correlated subquery between two shop tables
// pairs shop_id with shop_id, so the (shop_id, id) keys serve it and Citus can send it to one
// node. The schema test sees keys, not SQL; this reads the source for the two shapes joins take.
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.resolve(srcDir, '../../..');
const dbDir = path.join(repoDir, 'packages/db/src');
const sourceFiles = [srcDir, dbDir].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);

/** Joins that need no shop_id pairing, each for its reason. */
const allowed = [
  'child.oid = pg_inherits.inhrelid', // the PostgreSQL catalog
  'c.oid = s.relid', // the PostgreSQL catalog: a table's statistics (table-statistics.ts)
  's.id = p.shop_id', // the shop itself (shops is a reference table)
  'sp.product_id = pg.product_id', // `page` is a list of this shop's ids; sp is pinned to the shop
];
/** Reference tables (citus-layout.ts): the same rows for every shop, joined by their own ids. */
const referenceJoin = /^\s*(?:schema\.)?(countries|zones|apps)\b/;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

function sqlJoinsWithoutShop(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/\b([a-z][a-z0-9_]*)\.([a-z_]*id) = ([a-z][a-z0-9_]*)\.([a-z_]*id)\b/g)) {
    const [match, a, , b] = m;
    if (a === b || allowed.includes(match)) continue;
    const around = text.slice(Math.max(0, m.index - 300), m.index + match.length + 300);
    const paired = new RegExp(`\\b${a}\\.shop_id = ${b}\\.shop_id\\b|\\b${b}\\.shop_id = ${a}\\.shop_id\\b`);
    if (!paired.test(around)) found.push(`${path.relative(repoDir, file)}:${lineOf(text, m.index)} ${match}`);
  }
  return found;
}

function ormJoinsWithoutShop(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/\.(?:inner|left|right|full)Join\(/g)) {
    let end = m.index + m[0].length;
    for (let depth = 1; depth > 0 && end < text.length; end++) {
      if (text[end] === '(') depth++;
      else if (text[end] === ')') depth--;
    }
    const args = text.slice(m.index + m[0].length, end - 1);
    if (/shopId|shop_id/.test(args) || referenceJoin.test(args)) continue;
    // A join condition kept in a variable (`orderJoin`) is checked where it is defined.
    const named = /^\s*[\w.]+,\s*(\w+)\s*$/.exec(args)?.[1];
    if (named && new RegExp(`const ${named} = and\\(eq\\([\\w.]+\\.shopId`).test(text)) continue;
    found.push(
      `${path.relative(repoDir, file)}:${lineOf(text, m.index)} ${args.replace(/\s+/g, ' ').trim()}`,
    );
  }
  return found;
}

describe('queries between shop tables', () => {
  it('pair shop_id in every SQL join and correlated subquery on ids', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(sourceFiles.flatMap(sqlJoinsWithoutShop)).toEqual([]);
  });

  it('pair shopId in every query-builder join of two shop tables', () => {
    expect(sourceFiles.flatMap(ormJoinsWithoutShop)).toEqual([]);
  });
});
