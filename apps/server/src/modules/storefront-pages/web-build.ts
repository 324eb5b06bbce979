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
  /**
   * index.html for the admin's pages: it also links the admin shell's scripts and stylesheet, so
   * the browser fetches them beside the entry instead of after it has run (ADR 0111).
   */
  adminIndexHtml: string;
  /**
   * The admin's index.html for the pages of `adminPageModules`, which also links the page's own
   * chunks; other admin pages take adminIndexHtml.
   */
  adminPageHtml: { path: RegExp; html: string }[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What every admin page but the sign-in ones runs before its own code: the layout and the route
 * table (which the entry imports only once it has run and sees an admin address), with what they
 * import.
 */
const adminShellModules = ['src/admin/layout/AdminLayout.tsx', 'src/admin/admin-routes.tsx'];

/**
 * Admin pages whose own code is large (the rich-text editor's chunk is 178 kB): their chunks are
 * linked in the page's HTML too, so the browser fetches and compiles them while the shell runs
 * instead of after the route table has matched the address (ADR 0111). Paths under the admin path;
 * the modules are those the route table (apps/web/src/admin) loads for them. Each of them has the
 * rich-text editor, whose CKEditor code the page imports only once it has painted (ADR 0125): it
 * is linked as well, so it has arrived by then.
 */
export const adminPageModules: { path: RegExp; module: string; alsoLinks?: RegExp }[] = [
  {
    path: /^product\/(new|\d+)$/,
    module: 'src/admin/catalog/product/ProductEditPage.tsx',
    // The product form's hooks (admin/extensions/product-hooks), which it loads once it has its data.
    alsoLinks: /^src\/admin\/extensions\/product-hooks\/[^/]+\.tsx$/,
  },
  { path: /^product\/category\/(new|\d+)$/, module: 'src/admin/catalog/category/CategoryEditPage.tsx' },
  { path: /^appearance\/article\/(new|\d+)$/, module: 'src/admin/appearance/articles/ArticleEditPage.tsx' },
  { path: /^appearance\/page\/(new|\d+)$/, module: 'src/admin/appearance/pages/PageEditPage.tsx' },
];

/** CKEditor's code, which the editor pages' RichTextEditor imports after their first paint. */
export const richTextEditorCode = 'src/admin/catalog/shared/ck-editor.tsx';

function importsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) importsOf(manifest, imported, seen);
  return seen;
}

/**
 * Links to the admin shell's chunks and stylesheet that the entry does not load itself. The app's
 * preload helper finds them in the document and does not ask again; the stylesheet is linked as
 * the layout would link it.
 */
function withAdminShell(
  indexHtml: string,
  manifest: Record<string, ManifestChunk>,
  pageModules: string[] = [],
): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[adminShellModules[0]!]) return indexHtml;
  const loaded = importsOf(manifest, entry);
  const shell = new Set<string>();
  for (const key of [...adminShellModules, ...pageModules]) importsOf(manifest, key, shell);
  const chunks = [...shell].filter((key) => !loaded.has(key));
  const styles = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
  const tags = [
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return indexHtml.replace('</head>', () => `${tags.join('')}</head>`);
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
      adminIndexHtml: bareTemplate,
      adminPageHtml: [],
    };
  const indexHtml = readFileSync(indexPath, 'utf8');
  let appCssFile: string | undefined;
  let adminIndexHtml = indexHtml;
  let adminPageHtml: WebBuild['adminPageHtml'] = [];
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    appCssFile = entry?.css?.[0];
    adminIndexHtml = withAdminShell(indexHtml, manifest);
    adminPageHtml = adminPageModules
      .filter(({ module }) => manifest[module])
      .map(({ path, module, alsoLinks }) => ({
        path,
        html: withAdminShell(indexHtml, manifest, [
          module,
          richTextEditorCode,
          ...Object.keys(manifest).filter((key) => alsoLinks?.test(key)),
        ]),
      }));
  }
  const serverEntry = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  const css = appCssFile ? readFileSync(path.join(distDir, appCssFile), 'utf8') : undefined;
  return {
    distDir,
    indexHtml,
    appCssFile,
    inlineCss: css && css.length <= inlineCssLimit ? css : undefined,
    serverEntryFile: existsSync(serverEntry) ? serverEntry : undefined,
    adminIndexHtml,
    adminPageHtml,
  };
}

/** The index.html an admin address is given: with its page's chunks linked when it has a large one. */
export function adminHtmlFor(build: WebBuild, pathname: string, adminPath: string): string {
  const underAdmin = pathname.slice(adminPath.length + 1).replace(/\/+$/, '');
  return build.adminPageHtml.find((page) => page.path.test(underAdmin))?.html ?? build.adminIndexHtml;
}
