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
  };
}
