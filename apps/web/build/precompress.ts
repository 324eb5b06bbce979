import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the server sends from disk; pictures and fonts are compressed already. */
const textFile = /\.(js|mjs|css|svg|json|txt|xml|ico|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `.br` and `.gz` beside each text asset once, at the build's highest
 * settings, so the server picks the copy the browser accepts instead of
 * compressing the same bytes on every request (ADR 0040). index.html is left
 * out: the server fills it per shop and compresses the result on the fly.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emporia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!textFile.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        if (statSync(file).size < minBytes) continue;
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        // A copy no smaller than the file would only cost the browser a decode.
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
