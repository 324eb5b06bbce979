// Test harness: a full app (real database, real routes) per test file.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@emporia/db';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type EmporiaApp } from '../src/app';
import { readConfig, type ServerConfig } from '../src/config';
import { loadWebBuild, type WebBuild } from '../src/modules/storefront-pages/web-build';
import { withDatabase } from './global-setup';

export const platformToken = 'test-platform-operator-token';

export interface TestApp extends EmporiaApp {
  database: Database;
  config: ServerConfig;
  close(): Promise<void>;
}

/** A copy of the seeded template database, private to the calling test file. */
export async function openTestDatabase(): Promise<{
  database: Database;
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const templateUrl = inject('templateDatabaseUrl');
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-test-'));
  // The seeded pictures (and, on PGlite, the database files) the template was made with.
  cpSync(inject('templateDataDir'), dir, { recursive: true });
  if (templateUrl) {
    const name = `emporia_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = new URL(templateUrl).pathname.slice(1);
    // Never connect to the template itself: PostgreSQL refuses to copy a database
    // anyone is connected to (55006), and other test files copy it at the same time.
    const maintenanceUrl = withDatabase(templateUrl, 'postgres');
    await copyTemplate(maintenanceUrl, name, template);
    const url = withDatabase(templateUrl, name);
    const database = await openDatabase({ url });
    return {
      database,
      url,
      dataDir: dir,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
        const dropper = new pg.Client({ connectionString: maintenanceUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    dataDir: dir,
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** CREATE DATABASE … TEMPLATE, retried while a moment's other copy still holds the template. */
async function copyTemplate(maintenanceUrl: string, name: string, template: string) {
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webBuild?: WebBuild;
    poolMax?: number;
    /** On PostgreSQL, listen for notices as a server does (invalidation-bus.ts); test apps do not by default. */
    notices?: boolean;
  } = {},
): Promise<TestApp> {
  const copy = await openTestDatabase();
  const { drop, dataDir } = copy;
  // Races need connections to race on: a wider pool on PostgreSQL (PGlite has one connection).
  const database =
    copy.url && options.poolMax
      ? await openDatabase({ url: copy.url, poolMax: options.poolMax })
      : copy.database;
  const config = readConfig({
    DATA_DIR: dataDir,
    EMPORIA_SECRET_KEY: '0123456789abcdef'.repeat(4),
    OUTBOX_POLL_MS: '100',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    SHOP_CACHE_SECONDS: '0',
    // Tests write rows directly and read the page next: a test of the kept configuration asks for it.
    SHOP_CONFIG_CACHE_MB: '0',
    PLATFORM_ADMIN_TOKEN: platformToken,
    ...(options.notices && copy.url ? { DATABASE_URL: copy.url } : {}),
    ...env,
  });
  // The API suite runs before the web app is built on a fresh clone: whether a local build
  // exists must not change what it sees, so pages are client-rendered unless a test asks.
  const webBuild = options.webBuild ?? { ...loadWebBuild(config.WEB_DIST), serverEntryFile: undefined };
  const built = await buildApp({ database, config, logger: false, webBuild });
  await built.app.ready();
  return {
    ...built,
    database,
    config,
    close: async () => {
      await built.app.close();
      if (database !== copy.database) await database.close();
      await drop();
    },
  };
}

/** Headers of a request to a shop host. */
export const hostOf = (subdomain: string) => ({ host: `${subdomain}.localhost` });
