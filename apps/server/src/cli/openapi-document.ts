import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@emporia/db';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { loadWebBuild } from '../modules/storefront-pages/web-build';

/**
 * The OpenAPI document of the whole API, from an app built in-process on an empty in-memory
 * PGlite: no server listens and no database is set up, since the document is made from the
 * routes alone. The document does not depend on configuration (ADR 0116), so the one written
 * here is the one every server serves.
 */
export async function generateOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emporia-openapi-'));
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    const config = readConfig({
      DATA_DIR: dataDir,
      EMPORIA_SECRET_KEY: '0'.repeat(64),
      LOG_LEVEL: 'silent',
    });
    // The pages are not documented: whether the web app was built changes nothing here.
    const webBuild = { ...loadWebBuild(config.WEB_DIST), serverEntryFile: undefined };
    const { app } = await buildApp({ database, config, logger: false, webBuild });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The document as committed in docs/api/openapi.json: two-space JSON with a final newline. */
export const documentText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

// `node --import tsx apps/server/src/cli/openapi-document.ts <file>` writes the document to <file>.
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: openapi-document.ts <output file>');
  const document = await generateOpenApiDocument();
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, documentText(document));
  process.exit(0);
}
