import type { Plugin } from 'vite';

/**
 * How the build cuts the console into files (issue 10, "fewer, larger chunks per route"). Left to
 * itself the bundler made one file per set of screens sharing a module: a cold open of /users
 * fetched some 80 script files, a dozen of them a single icon, through the browser's six
 * connections to the server, and the start-up calls and the first page of users queued behind
 * them. Groups instead:
 * - `start`: everything the entry imports statically (React, the router, i18next, the session, the
 *   screens' first-request modules of src/app/routes/featureChunks.ts).
 * - `console-libs`: the libraries the signed-in screens draw with (Blueprint's core, table and
 *   icons, TanStack Query and their helpers); not those only some screens use (echarts, the date
 *   pickers, Blueprint's select, the icon paths Blueprint loads by name).
 * - `console-common`: the shared widgets, API clients, domain rules and machines.
 * - `console-widgets`: the shared widgets of some screens only (chats, reports, money dialogs…),
 *   which import console-common and are imported by no module of it: a list screen that uses none
 *   of them does not load them.
 * - `messages`: the one shared module the login page needs beyond the start chunk.
 * The two console groups take only what at least two chunks import (`minShareCount: 2`): a module or
 * library one screen group alone uses (an icon, a widget of one screen) stays in that group's
 * chunk, not in what every first screen evaluates (issue 27: /users loaded 70 kB less).
 * A screen group's own code stays its own lazy chunk. The groups depend only "downwards"
 * (widgets → common → libs → start), so no two chunks import each other: `chunkCyclesGuard` fails the build
 * if that ever changes (an import cycle between chunks can run a module before one it needs).
 */
const LAZY_LIBRARIES = /node_modules[\\/](echarts|echarts-for-react|zrender|size-sensor|@blueprintjs[\\/](datetime|select)|react-day-picker|date-fns|@date-fns)[\\/]/;
// Blueprint's icon paths by name: loaded on demand by its icon loader, some 600 kB of SVG paths
const ICON_PATHS = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](allPaths|paths-loaders|iconCodepoints|generated[\\/](16px|20px)[\\/]paths)/;
const LAZY_COMMON = /[\\/]src[\\/]components[\\/](charts[\\/]|DateInput|DateRangeInput|dateFnsLocale)/;
const SCREEN_WIDGETS = /[\\/]src[\\/]components[\\/](chats|reports|requisites|p2p-deal|p2p-roles|money|orders|merchants)[\\/]/;

export const consoleChunkGroups = [
  // What the entry imports statically comes in three files (issue 27): React's DOM renderer, the
  // other libraries (the router, i18next, xstate, React, the fetch client) and the console's own
  // start-up code. The two library files are compiled eagerly on a background thread as they
  // download (EAGER_COMPILE_GROUPS), which they could not be inside one file with the console's code.
  { name: 'react-dom', tags: ['$initial' as const], test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 32 },
  { name: 'start-libs', tags: ['$initial' as const], test: /node_modules[\\/]/, priority: 31 },
  // the entry (index.html and src/main.tsx) stays the entry chunk, which the page and the manifest name
  { name: 'start', tags: ['$initial' as const], test: (id: string) => !/(index\.html|[\\/]src[\\/]main\.tsx)$/.test(id), priority: 30 },
  // what the login page shares with the signed-in console beyond the start chunk: in
  // console-common it would make the login page load the libraries too
  { name: 'messages', test: /[\\/]src[\\/]components[\\/]translateMessage\.ts$/, priority: 15 },
  { name: 'console-libs', test: (id: string) => /node_modules[\\/]/.test(id) && !LAZY_LIBRARIES.test(id) && !ICON_PATHS.test(id), priority: 20, minShareCount: 2 },
  // the widgets of some screens only (a deal's chat and card, report ordering, requisites, money
  // dialogs, orders, merchants): no module of console-common imports them, so a screen without
  // them (the users list) does not evaluate them (issue 27: 33 kB of a /users open). A lower
  // priority than console-common: a group also takes the modules its own modules import, and
  // ahead of console-common it took the common widgets with it.
  { name: 'console-widgets', test: SCREEN_WIDGETS, priority: 9, minShareCount: 2 },
  {
    name: 'console-common',
    test: (id: string) => /[\\/]src[\\/](components|api|domain|machines)[\\/]/.test(id) && !LAZY_COMMON.test(id) && !SCREEN_WIDGETS.test(id),
    priority: 10,
    minShareCount: 2,
  },
];

/**
 * The groups V8 compiles whole, on a background thread while they download (compileHints.ts): the
 * libraries every first screen draws with and the console's shared code, nearly all of whose
 * functions a first screen calls. Not `start`: the console's start-up code is evaluated first, and
 * the page waits for a whole file's compilation before evaluating it (a cold /users open was 30 ms
 * slower with it, issue 27); not `console-libs`: Blueprint's components, most of which a first
 * screen does not draw, made the code cache the second open writes larger (warm /users open 29 ms
 * more main thread) for no gain in a cold one; not the libraries of some screens only (charts, date pickers).
 */
const EAGER_COMPILE_GROUPS = new Set(['react-dom', 'start-libs', 'console-common', 'console-widgets']);
/** The module whose chunks a signed-in reload needs first, whatever the screen. */
export const SHELL_MODULE = /[\\/]src[\\/]app[\\/]shell[\\/]Shell\.tsx$/;
/** A screen group's module (`featureChunks.ts` loads it by the route's group), the group's name captured. */
export const GROUP_MODULE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]index\.ts$/;

/** Whether a chunk is one a first screen runs nearly all of, to be compiled eagerly (compileHints.ts). */
export function compiledOnLoad(chunk: { name: string; facadeModuleId: string | null }): boolean {
  // the shell's chunk and a screen group's: a first screen runs them too
  const module = chunk.facadeModuleId;
  return EAGER_COMPILE_GROUPS.has(chunk.name) || (module !== null && (SHELL_MODULE.test(module) || GROUP_MODULE.test(module)));
}

/** The first import cycle among chunks (file → the files it imports statically), as a path, or null. */
export function findChunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | null => {
    const at = onPath.indexOf(file);
    if (at >= 0) return [...onPath.slice(at), file];
    if (done.has(file)) return null;
    onPath.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/** The chunks `start` imports statically, itself included. */
export function chunkClosure(imports: ReadonlyMap<string, readonly string[]>, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const next of imports.get(start) ?? []) chunkClosure(imports, next, into);
  return into;
}

/** The shared groups: what every signed-in screen evaluates as it opens, and the widgets several screens share. */
const SHARED_GROUPS = new Set(['react-dom', 'start-libs', 'start', 'messages', 'console-libs', 'console-common', 'console-widgets']);

/**
 * Script modules (their style sheets load with the start) kept out of the groups by name
 * (LAZY_LIBRARIES, LAZY_COMMON) that a shared group's own module imported statically into it anyway: `file: module` for each. Blueprint's DateInput there
 * (through the order report dialog) cost every open some 250 ms building its time-zone table (issue 27).
 */
export function lazyModulesInSharedGroups(chunks: readonly { fileName: string; name: string; moduleIds: readonly string[] }[]): string[] {
  return chunks
    .filter((chunk) => SHARED_GROUPS.has(chunk.name))
    .flatMap((chunk) => chunk.moduleIds.filter((id) => !/\.css($|\?)/.test(id) && (LAZY_LIBRARIES.test(id) || LAZY_COMMON.test(id))).map((id) => `${chunk.fileName}: ${id}`));
}

const LOGIN_MODULE = /[\\/]src[\\/]features[\\/]login[\\/]index\.ts$/;

/**
 * Fails the build when two chunks import each other, directly or around a loop, when a module
 * meant to load on demand sits in a shared group, and when the login page would load the
 * signed-in console's groups (a module of theirs it imports belongs in
 * a group of its own, as `messages` is).
 */
export function chunkCyclesGuard(): Plugin {
  return {
    name: 'chunk-cycles-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      const names = new Map<string, string>();
      let login: string | null = null;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        imports.set(output.fileName, output.imports);
        names.set(output.fileName, output.name);
        if (output.facadeModuleId && LOGIN_MODULE.test(output.facadeModuleId)) login = output.fileName;
      }
      const cycle = findChunkCycle(imports);
      if (cycle) this.error(`Chunks import each other: ${cycle.join(' → ')} (scripts/vite/chunkGroups.ts)`);
      const lazy = lazyModulesInSharedGroups(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])));
      if (lazy.length > 0) this.error(`Modules meant to load on demand are in a shared chunk (import them lazily): ${lazy.slice(0, 5).join(', ')} (scripts/vite/chunkGroups.ts)`);
      const heavy = login ? [...chunkClosure(imports, login)].filter((file) => /^console-/.test(names.get(file) ?? '')) : [];
      if (heavy.length > 0) this.error(`The login page would load ${heavy.join(', ')} (scripts/vite/chunkGroups.ts)`);
    },
  };
}
