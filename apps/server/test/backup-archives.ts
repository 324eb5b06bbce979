// Builds damaged variants of a real backup archive for the backup tests.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { extract, pack } from 'tar-stream';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive re-packed with its manifest, its last table's text or an extra file changed. */
export async function rewriteArchive(
  archive: Buffer,
  change: {
    manifest?: (manifest: Record<string, unknown>) => Record<string, unknown>;
    lastTable?: (text: string) => string;
    extraFile?: string;
    /** One table's text changed, its row count and checksum in the manifest made to match. */
    table?: { name: string; change: (text: string) => string };
  },
): Promise<Buffer> {
  const entries: { name: string; body: Buffer }[] = [];
  const reader = extract();
  reader.end(gunzipSync(archive));
  for await (const entry of reader)
    entries.push({ name: entry.header.name, body: await readAll(entry as unknown as Readable) });
  const tables = entries.filter((e) => e.name.startsWith('tables/') && e.body.length > 0);
  const last = tables[tables.length - 1]!;
  if (change.table) {
    const { name, change: edit } = change.table;
    const entry = entries.find((e) => e.name === `tables/${name}.jsonl`)!;
    entry.body = Buffer.from(edit(entry.body.toString('utf8')));
    const manifest = entries.find((e) => e.name === 'manifest.json')!;
    const parsed = JSON.parse(manifest.body.toString('utf8')) as {
      tables: { name: string; rows: number; sha256: string }[];
    };
    const listed = parsed.tables.find((t) => t.name === name)!;
    listed.rows = entry.body.toString('utf8').split('\n').length - 1;
    listed.sha256 = createHash('sha256').update(entry.body).digest('hex');
    manifest.body = Buffer.from(JSON.stringify(parsed));
  }
  const writer = pack();
  const packed = readAll(writer as unknown as Readable);
  for (const entry of entries) {
    let body = entry.body;
    if (entry.name === 'manifest.json' && change.manifest) {
      body = Buffer.from(JSON.stringify(change.manifest(JSON.parse(body.toString('utf8')))));
    }
    if (entry === last && change.lastTable) body = Buffer.from(change.lastTable(body.toString('utf8')));
    writer.entry({ name: entry.name }, body);
  }
  if (change.extraFile) writer.entry({ name: change.extraFile }, Buffer.from('x'));
  writer.finalize();
  return gzipSync(await packed);
}
