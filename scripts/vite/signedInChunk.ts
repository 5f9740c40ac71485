import fs from 'node:fs';
import path from 'node:path';

/** What a chunking pass tells about a module (rolldown's ChunkingContext, the part used here). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * Where the signed-in console's common code starts: the shell, and the list kit nearly every screen
 * uses. Our code they import statically (the shell, the shared widgets, api and domain helpers) is one file.
 */
const SIGNED_IN_ROOTS = [
  'src/app/shell/Shell.tsx',
  'src/components/DataTable.tsx',
  'src/components/FilterBar.tsx',
  'src/components/Paging.tsx',
  'src/components/useConfirm.tsx',
];

/**
 * A code-splitting group's name function (issue 10, "fewer, larger chunks"): `console` for every
 * module the signed-in roots import statically and the first page (src/main.tsx) does not, else
 * null; nor what a screen's early queries need. Left to itself the bundler cuts that code into some fifty files by which screens share
 * them, and a cold open of /users waits on them in waves. The first page keeps none of it (no
 * Blueprint, no TanStack Query), and nothing loaded on demand (charts, the date range input, the
 * command palette) is pulled in, since only static imports are followed.
 */
export function signedInChunkName(root: string) {
  let reach: { entry: Set<string>; signedIn: Set<string>; early: Set<string> } | null = null;
  // The screens' early queries (src/features/<group>/prefetch.ts) must not wait for this file.
  const sources = path.join(root, 'src') + path.sep;
  const features = path.join(root, 'src/features');
  const earlyModules = fs
    .readdirSync(features)
    .map((group) => path.join(features, group, 'prefetch.ts'))
    .filter((file) => fs.existsSync(file));
  const walk = (context: ChunkingContext, starts: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (moduleId: string, context: ChunkingContext): string | null => {
    reach ??= {
      entry: walk(context, [path.join(root, 'src/main.tsx')]),
      signedIn: walk(context, SIGNED_IN_ROOTS.map((file) => path.join(root, file))),
      early: walk(context, earlyModules),
    };
    // Our own code only: a package's index imports every part of it, and the group would keep
    // parts nothing uses (Blueprint's cards, radio groups, a dozen icons: +190 kB gzip on /users).
    const own = moduleId.startsWith(sources);
    return own && reach.signedIn.has(moduleId) && !reach.entry.has(moduleId) && !reach.early.has(moduleId) ? 'console' : null;
  };
}
