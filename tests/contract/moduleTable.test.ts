import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OperationMap } from '../../server/http/operation.ts';

// The module table of docs/ARCHITECTURE.md ("Modules") is where a newcomer looks an operation up: each row
// names a server module and the patterns of the operations it handles. An operation belongs to the row
// whose matching pattern is the most specific (the longest without its `*`s); the test holds every
// handled operation to its own module's row, and every module folder to a row.

const ROOT = process.cwd();
const MODULES_DIR = path.join(ROOT, 'server/modules');

interface Row {
  module: string;
  patterns: string[];
}

function moduleTable(): Row[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const section = doc.split(/^## Modules$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z0-9-]+` \|/.test(line))
    .map((line) => {
      const [, moduleCell = '', operationsCell = ''] = line.split('|').map((c) => c.trim());
      return {
        module: moduleCell.replaceAll('`', ''),
        patterns: [...operationsCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      };
    });
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

/** The module whose matching pattern is the most specific, or every module tied for it. */
export function ownersOf(rows: Row[], operationId: string): string[] {
  const opPath = operationId.slice(operationId.indexOf(' ') + 1);
  let best = -1;
  let owners: string[] = [];
  for (const row of rows) {
    for (const pattern of row.patterns) {
      if (!matches(pattern, opPath)) continue;
      const weight = pattern.replaceAll('*', '').length;
      if (weight > best) [best, owners] = [weight, [row.module]];
      else if (weight === best && !owners.includes(row.module)) owners.push(row.module);
    }
  }
  return owners;
}

async function handledOperations(module: string): Promise<string[]> {
  const file = path.join(MODULES_DIR, module, 'handlers.ts');
  if (!fs.existsSync(file)) return [];
  const exports = (await import(file)) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) => {
    if (!name.endsWith('Operations')) return [];
    // The approvals module's map is built from the others' (it runs their guarded operations).
    const map = typeof value === 'function' ? (value as (deps: unknown) => OperationMap)({ operations: {}, releaseHold: async () => undefined }) : value;
    return map && typeof map === 'object' ? Object.keys(map) : [];
  });
}

describe('the module table of ARCHITECTURE', () => {
  const rows = moduleTable();
  // Folders with code (git keeps no empty folder, but a checkout may).
  const folders = fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.readdirSync(path.join(MODULES_DIR, e.name)).some((f) => f.endsWith('.ts')))
    .map((e) => e.name);

  it('has one row per module folder and no row without a folder', () => {
    expect(rows.map((r) => r.module).sort()).toEqual([...folders].sort());
  });

  it("puts every handled operation in its own module's row, and only there", async () => {
    const misplaced: string[] = [];
    let handled = 0;
    for (const module of folders) {
      for (const id of await handledOperations(module)) {
        handled += 1;
        const owners = ownersOf(rows, id);
        if (owners.length !== 1 || owners[0] !== module) misplaced.push(`${id}: handled by ${module}, the table says ${owners.join(' or ') || 'nobody'}`);
      }
    }
    expect(handled).toBeGreaterThan(300);
    expect(misplaced).toEqual([]);
  });

  it('reads a pattern as the table says: the longest match wins, a tie is no answer', () => {
    const sample: Row[] = [
      { module: 'users', patterns: ['v2/User/*'] },
      { module: 'statistics', patterns: ['v2/User/*Chart'] },
      { module: 'a', patterns: ['x/*b'] },
      { module: 'b', patterns: ['x/a*'] },
    ];
    expect(ownersOf(sample, 'POST v2/User/GetUsers')).toEqual(['users']);
    expect(ownersOf(sample, 'POST v2/User/GetUsersChart')).toEqual(['statistics']);
    expect(ownersOf(sample, 'GET x/ab')).toEqual(['a', 'b']);
    expect(ownersOf(sample, 'GET y/z')).toEqual([]);
  });
});
