import type { Plugin } from 'vite';

/** V8's explicit compile hint: a file's first line, asking for all its functions to be compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface HintedChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  facadeModuleId: string | null;
  code: string;
}
interface MapAsset {
  type: 'asset';
  source: string | Uint8Array;
}

/**
 * Marks the chunks `compiledOnLoad` picks for eager compilation (issue 27). V8 compiles a
 * function only when it is first called: the first render of a cold open compiled React, Blueprint
 * and the console's components one function at a time on the main thread, some 80 ms of its
 * 430 ms there. A chunk whose first line is V8's compile hint (Chromium 136 and later) is compiled
 * whole on a background thread while it downloads, beside the main thread's work. Other engines
 * read a comment. The hint goes on after every other plugin has written the chunk (Vite's preload
 * helper puts its own first line on the entry's chunks), and a source map gains an empty first
 * line to match.
 */
export function compileHints(compiledOnLoad: (chunk: HintedChunk) => boolean): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !compiledOnLoad(output)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          const map = bundle[`${output.fileName}.map`] as MapAsset | undefined;
          if (map?.type === 'asset') map.source = withEmptyFirstLine(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source));
        }
      },
    },
  };
}

/** A source map's JSON for the same code one line further down: `mappings` starts with an empty line. */
export function withEmptyFirstLine(sourceMap: string): string {
  const parsed = JSON.parse(sourceMap) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}
