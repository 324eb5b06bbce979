import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { type Readable, Transform, type Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { pictureHasher } from './archive-write';
import {
  BadArchiveError,
  backupFormat,
  backupFormatVersion,
  type Manifest,
  manifestSchema,
  picturePathPattern,
  picturePrefix,
} from './format';
import { backupTables } from './tables';

export interface ArchiveVisitor {
  /** Called once, first; may refuse the archive by throwing BadArchiveError. */
  manifest?(manifest: Manifest): void | Promise<void>;
  /** One table's rows, parsed, in file order. */
  rows?(table: string, rows: AsyncIterable<Record<string, unknown>>): Promise<void>;
  /** Where a picture's bytes go (or nowhere); the reader writes with back-pressure and ends it. */
  picture?(name: string): Writable;
}

const damaged = 'The file is not a complete backup archive: it is damaged or cut short.';

/** How much reading an archive may take in, so a crafted one cannot fill the disk or memory. */
export interface ArchiveLimits {
  /** Everything the gzip unpacks to (a gzip bomb stops here). */
  unpackedBytes: number;
  /** One picture file. */
  pictureBytes: number;
}

/** A manifest lists tables and checksums: a few tens of kB. */
const manifestMaxBytes = 4 * 1024 * 1024;
/** One table row as JSON: far above any real row, far below memory. */
const rowMaxBytes = 16 * 1024 * 1024;
const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Counts what the gzip hands on and stops it past the limit. */
function unpackedLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(
          new BadArchiveError(
            `The backup unpacks to more than ${mb(maxBytes)}, which this platform does not take.`,
          ),
        );
      } else callback(null, chunk);
    },
  });
}

/** The lines of a stream, each without its `\n`; a line longer than the limit is refused, never held. */
async function* linesOf(stream: Readable, table: string): AsyncGenerator<{ line: Buffer; raw: Buffer[] }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let buffer = chunk as Buffer;
    for (let end = buffer.indexOf(10); end !== -1; end = buffer.indexOf(10)) {
      pending.push(buffer.subarray(0, end + 1));
      const raw = pending;
      pending = [];
      pendingBytes = 0;
      const whole = Buffer.concat(raw);
      yield { line: whole.subarray(0, whole.length - 1), raw };
      buffer = buffer.subarray(end + 1);
    }
    pending.push(buffer);
    pendingBytes += buffer.length;
    if (pendingBytes > rowMaxBytes)
      throw new BadArchiveError(`A row of ${table} is larger than ${mb(rowMaxBytes)}.`);
  }
  if (pendingBytes > 0) {
    const whole = Buffer.concat(pending);
    yield { line: whole, raw: pending };
  }
}

function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BadArchiveError('The backup’s manifest is not readable.');
  }
  const format = (raw as { format?: unknown } | null)?.format;
  const version = (raw as { version?: unknown } | null)?.version;
  if (format !== backupFormat) throw new BadArchiveError('The file is not an Emporia shop backup.');
  if (version !== backupFormatVersion) {
    throw new BadArchiveError(
      `The backup is in format version ${String(version)}; this platform restores version ${backupFormatVersion}.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BadArchiveError('The backup’s manifest is incomplete.');
  const current = new Map(backupTables().map((t) => [t.name, t]));
  for (const table of parsed.data.tables) {
    const known = current.get(table.name);
    if (!known || known.columns.join(',') !== table.columns.join(',')) {
      throw new BadArchiveError(`The backup’s table ${table.name} does not match this platform’s database.`);
    }
  }
  return parsed.data;
}

/** Parses each line, checking the checksum and row count the manifest promised. */
async function* checkedRows(
  stream: Readable,
  entry: Manifest['tables'][number],
  shopId: number,
  scopedByShop: boolean,
): AsyncGenerator<Record<string, unknown>> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const { line, raw } of linesOf(stream, entry.name)) {
    for (const part of raw) hash.update(part);
    let row: unknown;
    try {
      row = JSON.parse(line.toString('utf8'));
    } catch {
      throw new BadArchiveError(`A row of ${entry.name} is not readable.`);
    }
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      throw new BadArchiveError(`A row of ${entry.name} is not readable.`);
    }
    if (scopedByShop && (row as { shop_id?: unknown }).shop_id !== shopId) {
      throw new BadArchiveError(`A row of ${entry.name} belongs to another shop than the backup’s.`);
    }
    rows += 1;
    yield row as Record<string, unknown>;
  }
  if (rows !== entry.rows || hash.digest('hex') !== entry.sha256) {
    throw new BadArchiveError(`The backup’s ${entry.name} rows do not match their checksum.`);
  }
}

/**
 * Reads an archive once from start to end, checking everything the manifest promises
 * (format, version, tables and columns, row counts, checksums, picture paths) and handing
 * each part to the visitor. Any defect is a BadArchiveError, whichever pass finds it.
 */
export async function readArchive(
  file: string,
  visitor: ArchiveVisitor,
  limits: ArchiveLimits,
): Promise<Manifest> {
  const extract = tarExtract();
  const gunzip = createGunzip();
  const counted = unpackedLimit(limits.unpackedBytes);
  const input = createReadStream(file);
  const fail = (error: Error) => extract.destroy(error);
  input.on('error', fail);
  gunzip.on('error', () => fail(new BadArchiveError(damaged)));
  counted.on('error', fail);
  input.pipe(gunzip).pipe(counted).pipe(extract);

  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  const pictures = pictureHasher();
  let pictureFiles = 0;
  let pictureBytes = 0;
  const scoped = new Map(backupTables().map((t) => [t.name, t.scope.kind === 'shop']));
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== 'manifest.json') throw new BadArchiveError('The file is not an Emporia shop backup.');
        if ((entry.header.size ?? 0) > manifestMaxBytes) {
          throw new BadArchiveError('The backup’s manifest is not readable.');
        }
        manifest = parseManifest(await readAll(entry as unknown as Readable));
        await visitor.manifest?.(manifest);
        continue;
      }
      const table = manifest.tables.find((t) => t.file === name);
      if (table && !seen.has(name)) {
        seen.add(name);
        const rows = checkedRows(
          entry as unknown as Readable,
          table,
          manifest.shop.id,
          scoped.get(table.name) ?? false,
        );
        if (visitor.rows) await visitor.rows(table.name, rows);
        else for await (const _ of rows);
        continue;
      }
      const picture = name.startsWith(picturePrefix) ? name.slice(picturePrefix.length) : '';
      if (!picturePathPattern.test(picture) || entry.header.type !== 'file') {
        throw new BadArchiveError(`The backup holds a file it should not: ${name.slice(0, 100)}.`);
      }
      if ((entry.header.size ?? 0) > limits.pictureBytes) {
        throw new BadArchiveError(
          `The backup holds a picture larger than ${mb(limits.pictureBytes)}: ${picture.slice(0, 100)}.`,
        );
      }
      pictureFiles += 1;
      pictures.start(picture);
      const out = visitor.picture?.(picture);
      for await (const chunk of entry as unknown as Readable) {
        pictureBytes += (chunk as Buffer).length;
        pictures.update(chunk as Buffer);
        if (out && !out.write(chunk)) await once(out, 'drain');
      }
      if (out) {
        out.end();
        await once(out, 'finish');
      }
    }
  } catch (error) {
    input.destroy();
    if (error instanceof BadArchiveError) throw error;
    throw new BadArchiveError(damaged);
  }
  if (!manifest) throw new BadArchiveError('The file is not an Emporia shop backup.');
  if (seen.size !== manifest.tables.length) throw new BadArchiveError(damaged);
  const expected = manifest.pictures;
  if (
    pictureFiles !== expected.files ||
    pictureBytes !== expected.bytes ||
    pictures.digest() !== expected.sha256
  ) {
    throw new BadArchiveError('The backup’s pictures do not match their checksum.');
  }
  return manifest;
}
