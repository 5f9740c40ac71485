import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../server/config.ts';
import { implementedOperations } from '../server/modules/index.ts';
import { listContractOperations, SERVICES, type Service } from '../server/http/contracts.ts';

export interface InventoryEntry {
  id: string;
  service: Service;
  spec: string[];
  summary?: string;
}

/** An operation no screen calls, with the reason (openapi/uncalled.yaml). */
export interface UncalledEntry {
  id: string;
  reason: string;
}

export function loadUncalledReasons(): UncalledEntry[] {
  return (parse(fs.readFileSync(path.join(ROOT_DIR, 'openapi', 'uncalled.yaml'), 'utf8')) as UncalledEntry[] | null) ?? [];
}

/** The console's source files (no tests, no generated types). */
function consoleSources(dir = path.join(ROOT_DIR, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'testing' ? [] : consoleSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const CALL = /\.(GET|POST|PUT|DELETE|PATCH)\(\s*(?:(['"`])(\/[^'"`]*)\2|([^'"`\s)]))/g;
const PATH_LITERAL = /(['"`])(\/[A-Za-z0-9_\-/{}.]+)\1/g;

/**
 * The operations the console calls, found by a static scan of its sources (issue 25): a typed client
 * call with its path written out (`v2Client.PUT('/v2/User/UsersLock', …)`), or a call whose path is a
 * variable (`v2Client.PUT(path, …)`), which counts every path literal of that file that the contracts
 * declare with that method (the action tables of transactions, the two upload endpoints of settings).
 */
export function consoleCalls(): Set<string> {
  const byMethodPath = new Map(listContractOperations().map((o) => [`${o.method} ${o.path}`, o.operationId]));
  const called = new Set<string>();
  for (const file of consoleSources()) {
    const text = fs.readFileSync(file, 'utf8');
    const dynamicMethods = new Set<string>();
    for (const match of text.matchAll(CALL)) {
      const [, method, , literal] = match;
      if (literal !== undefined) {
        const id = byMethodPath.get(`${method} ${literal}`);
        if (id) called.add(id);
      } else dynamicMethods.add(method!);
    }
    if (dynamicMethods.size === 0) continue;
    for (const [, , literal] of text.matchAll(PATH_LITERAL)) {
      for (const method of dynamicMethods) {
        const id = byMethodPath.get(`${method} ${literal}`);
        if (id) called.add(id);
      }
    }
  }
  return called;
}

export function loadInventory(): InventoryEntry[] {
  return parse(fs.readFileSync(path.join(ROOT_DIR, 'openapi', 'inventory.yaml'), 'utf8')) as InventoryEntry[];
}

/** Spec calls vs contract operations vs server handlers, per service. */
export function computeCoverage() {
  const inventory = loadInventory();
  const declared = listContractOperations();
  const declaredIds = new Set(declared.map((o) => o.operationId));
  const inventoryIds = new Set(inventory.map((e) => e.id));
  const implemented = new Set(Object.keys(implementedOperations));
  const services = SERVICES.map((service) => {
    const calls = inventory.filter((e) => e.service === service);
    return {
      service,
      calls: calls.length,
      declared: calls.filter((e) => declaredIds.has(e.id)).length,
      implemented: calls.filter((e) => declaredIds.has(e.id) && implemented.has(e.id)).length,
    };
  });
  const sum = (k: 'calls' | 'declared' | 'implemented') => services.reduce((n, s) => n + s[k], 0);
  return {
    services,
    total: { calls: sum('calls'), declared: sum('declared'), implemented: sum('implemented') },
    undeclared: inventory.filter((e) => !declaredIds.has(e.id)).map((e) => e.id),
    notInInventory: declared.filter((o) => !inventoryIds.has(o.operationId)).map((o) => o.operationId),
    notImplemented: declared.filter((o) => !implemented.has(o.operationId)).map((o) => o.operationId),
    implementedButUndeclared: [...implemented].filter((id) => !declaredIds.has(id)),
    ...uncalledOf(declared.map((o) => o.operationId)),
  };
}

/** The declared operations no screen calls, split by whether openapi/uncalled.yaml gives the reason. */
function uncalledOf(declared: string[]) {
  const called = consoleCalls();
  const reasons = new Map(loadUncalledReasons().map((e) => [e.id, e.reason]));
  const uncalled = declared.filter((id) => !called.has(id));
  return {
    called: declared.length - uncalled.length,
    uncalled: uncalled.map((id) => ({ id, reason: reasons.get(id) ?? null })),
    /** Reasons kept for an operation a screen now calls, or that no contract declares: remove them. */
    staleReasons: [...reasons.keys()].filter((id) => !uncalled.includes(id)),
  };
}
