import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built SPA the server delivers (apps/web/dist), read once at start-up. */
export interface WebBuild {
  distDir: string | undefined;
  indexHtml: string;
  /** The entry's stylesheet, also served at /css/app.css (SPEC §7 shared stylesheet). */
  appCssFile: string | undefined;
  /**
   * The entry stylesheet's text when it is small enough to be written into server-rendered
   * pages, so their first paint waits for no stylesheet request (ADR 0043).
   */
  inlineCss: string | undefined;
  /** The server-rendering build of the storefront (apps/web/dist-ssr), when it was built. */
  serverEntryFile: string | undefined;
}

/**
 * Above this many characters a stylesheet costs a page more than its request would. The
 * storefront's is 65.6 kB raw (10.8 kB brotli) since the first load's app modules share one
 * chunk and the product cards' rules joined it (ADR 0081); inline it stays one round trip shorter.
 */
const inlineCssLimit = 80 * 1024;

export const defaultDistDir = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/** Used when no build exists (API-only tests): the same markers, no scripts. */
const bareTemplate = `<!doctype html><html lang="en"><head><meta charset="utf-8"><!--emporia-head--></head><body><!--emporia-boot--><div id="root"></div></body></html>`;

export function loadWebBuild(distDir: string = defaultDistDir): WebBuild {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath))
    return {
      distDir: undefined,
      indexHtml: bareTemplate,
      appCssFile: undefined,
      inlineCss: undefined,
      serverEntryFile: undefined,
    };
  const indexHtml = readFileSync(indexPath, 'utf8');
  let appCssFile: string | undefined;
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { isEntry?: boolean; css?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    appCssFile = entry?.css?.[0];
  }
  const serverEntry = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  const css = appCssFile ? readFileSync(path.join(distDir, appCssFile), 'utf8') : undefined;
  return {
    distDir,
    indexHtml,
    appCssFile,
    inlineCss: css && css.length <= inlineCssLimit ? css : undefined,
    serverEntryFile: existsSync(serverEntry) ? serverEntry : undefined,
  };
}
