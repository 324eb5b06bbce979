// A real streaming replica for the read-replica tests: a private PostgreSQL 15
// primary (initdb, so its pg_hba allows replication and its WAL is this test's
// alone) and a standby made from it with pg_basebackup -R, each on its own port.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const binDir = '/usr/lib/postgresql/15/bin';
/** The ports this suite may use (the machine's plan gives replicas 5440-5449). */
const ports = [5440, 5441, 5442, 5443, 5444, 5445, 5446, 5447, 5448, 5449];

// PostgreSQL refuses to run as root: then its commands run as the postgres user, who owns the files.
const asRoot = userInfo().uid === 0;

/** Why the replica tests cannot run here, or undefined when they can. */
export function replicaUnavailable(): string | undefined {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres']) {
    if (!existsSync(path.join(binDir, tool))) return `PostgreSQL 15 ${tool} not found in ${binDir}`;
  }
  if (asRoot && !/^postgres:/m.test(readFileSync('/etc/passwd', 'utf8'))) {
    return 'running as root, and there is no postgres user to run PostgreSQL as';
  }
  return undefined;
}

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** A connection to the standby, for pausing and resuming its replay. */
  standby: pg.Client;
  /** Waits until the standby has replayed everything the primary has written. */
  caughtUp(): Promise<void>;
  /** Stops the standby at once, as a crash would. */
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

const pgCommand = (tool: string, args: string[]) =>
  asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
    : run(path.join(binDir, tool), args);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePorts(count: number): Promise<number[]> {
  const found: number[] = [];
  for (const port of ports) {
    if (found.length === count) break;
    if (await portIsFree(port)) found.push(port);
  }
  if (found.length < count) throw new Error(`no free ports among ${ports.join(', ')}`);
  return found;
}

async function startCluster(dataDir: string, port: number) {
  const options = [
    `-p ${port}`,
    `-k ${path.dirname(dataDir)}`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway data: durability only costs the shared disk time.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=32MB',
    '-c max_connections=40',
  ].join(' ');
  await pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', `${dataDir}.log`, '-w', 'start']);
}

/**
 * Starts the primary, lets `prepare` fill it (migrations, seed), then copies it
 * into a standby that streams from it. Both stop and their files go in stop().
 */
export async function startReplicaPair(prepare: (primaryUrl: string) => Promise<void>): Promise<ReplicaPair> {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-replica-'));
  if (asRoot) chownSync(dir, ...(await postgresIds()));
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const started: string[] = [];
  const stop = async () => {
    for (const dataDir of started.reverse()) {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [primaryPort, standbyPort] = await freePorts(2);
    // initdb's pg_hba trusts local and 127.0.0.1 connections, replication ones included.
    await pgCommand('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await startCluster(primaryDir, primaryPort!);
    started.push(primaryDir);
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    });
    await admin.connect();
    await admin.query('CREATE DATABASE emporia');
    await admin.end();
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/emporia`;
    await prepare(primaryUrl);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby.
    await pgCommand('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    await startCluster(standbyDir, standbyPort!);
    started.push(standbyDir);
    const replicaUrl = `postgres://postgres@127.0.0.1:${standbyPort}/emporia`;
    const standby = new pg.Client({ connectionString: replicaUrl });
    await standby.connect();
    const primary = new pg.Client({ connectionString: primaryUrl });
    await primary.connect();
    const caughtUp = async () => {
      const { rows } = await primary.query<{ lsn: string }>(
        'SELECT pg_current_wal_insert_lsn()::text AS lsn',
      );
      for (let i = 0; i < 200; i++) {
        const { rows: replayed } = await standby.query<{ behind: boolean }>(
          'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind',
          [rows[0]!.lsn],
        );
        if (!replayed[0]!.behind) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the standby did not catch up within 5 s');
    };
    return {
      primaryUrl,
      replicaUrl,
      standby,
      caughtUp,
      stopStandby: async () => {
        await standby.end().catch(() => {});
        await pgCommand('pg_ctl', ['-D', standbyDir, '-m', 'immediate', '-w', 'stop']);
      },
      stop: async () => {
        await standby.end().catch(() => {});
        await primary.end().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function postgresIds(): Promise<[number, number]> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return [await id('-u'), await id('-g')];
}
