import path from 'node:path';
import type { Plugin } from 'postcss';
import { PurgeCSS, type UserDefinedOptions } from 'purgecss';
import { reactBootstrapSafelist, reactBootstrapWords } from './react-bootstrap-words.ts';

export interface PurgeTarget {
  /** The stylesheet to reduce, relative to the web app's root (after its @imports are inlined). */
  file: string;
  /** Globs of the sources whose words keep a rule, relative to the web app's root. */
  content: string[];
  /** Sources left out (another area's code, tests). */
  skip?: string[];
}

/**
 * A PostCSS plugin for the build: each target stylesheet keeps only the rules whose
 * classes its sources name (ADR 0047). Other stylesheets pass untouched.
 */
export function purgeUnusedCss(root: string, targets: PurgeTarget[]): Plugin {
  const byFile = new Map(targets.map((target) => [path.resolve(root, target.file), target]));
  return {
    postcssPlugin: 'emporia-purge-css',
    async OnceExit(css, { parse }) {
      const target = byFile.get(css.source?.input.file ?? '');
      if (!target) return;
      const options: UserDefinedOptions = {
        content: target.content.map((glob) => path.join(root, glob)),
        skippedContentGlobs: (target.skip ?? []).map((glob) => path.join(root, glob)),
        css: [{ raw: css.toString() }],
        defaultExtractor: reactBootstrapWords,
        safelist: reactBootstrapSafelist,
        keyframes: true,
        fontFace: true,
      };
      const [purged] = await new PurgeCSS().purge(options);
      css.removeAll();
      // Parsed as the same file, so Vite knows where the purged rules come from.
      css.append(parse(purged?.css ?? '', { from: css.source?.input.file }).nodes);
    },
  };
}
