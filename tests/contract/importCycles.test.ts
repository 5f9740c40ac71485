import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No file of src/ or server/ may reach itself through its imports (type-only imports included: they
// couple the files just the same), and no server module (server/modules/<name>) may reach itself
// through another module. The failure message prints every loop found.

const ROOT = process.cwd();
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' || e.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return candidate;
  }
  return null;
}

/** File → the files it imports (relative specifiers only; comments stripped first). */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    const code = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const deps = new Set<string>();
    for (const m of code.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (!spec.startsWith('.')) continue;
      const target = resolve(file, spec);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** The strongly connected parts of a graph with more than one node (or a node importing itself): each holds a loop. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Module → the other modules its files import. */
export function moduleGraph(files: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, deps] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const out = modules.get(from) ?? new Set<string>();
    modules.set(from, out);
    for (const dep of deps) {
      const to = moduleOf(dep);
      if (to && to !== from) out.add(to);
    }
  }
  return new Map([...modules].map(([k, v]) => [k, [...v]]));
}

const show = (parts: string[][]) => parts.map((p) => p.join(' ⇄ ')).join('\n');

describe('import cycles', () => {
  const files = importGraph(['src', 'server']);

  it('reads the imports of both trees (the graph is not empty)', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(files.get('server/modules/ledger/service.ts')).toContain('server/modules/ledger/repository.ts');
    expect(files.get('src/features/p2p/api.ts')).toContain('src/features/p2p/dealsCall.ts');
  });

  it('finds no loop between files of src/ and server/', () => {
    expect(show(cycles(files)), 'files that import each other (directly or through others)').toBe('');
  });

  it('finds no loop between server modules', () => {
    expect(show(cycles(moduleGraph(files))), 'server modules that import each other (directly or through others)').toBe('');
  });

  it('names the loops it finds: files and modules', () => {
    const graph = new Map([
      ['server/modules/a/service.ts', ['server/modules/b/service.ts']],
      ['server/modules/b/service.ts', ['server/modules/c/x.ts']],
      ['server/modules/c/x.ts', ['server/modules/a/other.ts']],
      ['server/modules/a/other.ts', []],
      ['server/core/pricing.ts', []],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(moduleGraph(graph))).toEqual([['a', 'b', 'c']]);
    graph.set('server/modules/a/other.ts', ['server/modules/a/service.ts']);
    expect(cycles(graph)).toEqual([['server/modules/a/other.ts', 'server/modules/a/service.ts', 'server/modules/b/service.ts', 'server/modules/c/x.ts']]);
  });
});
