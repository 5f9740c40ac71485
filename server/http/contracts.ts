import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT_DIR } from '../config.ts';

export const SERVICES = ['v2', 'v1', 'p2p'] as const;
export type Service = (typeof SERVICES)[number];

type Json = Record<string, unknown>;

export interface ContractOperation {
  service: Service;
  operationId: string;
  method: string;
  path: string;
  /** The operation object as written in the contract (refs not resolved). */
  operation: Json;
}

const cache = new Map<Service, Json>();

/**
 * Loads one contract and inlines the schemas it takes from `openapi/components/*.yaml`
 * into its own `components`, so the router sees a single self-contained document.
 */
export function loadContract(service: Service): Json {
  const cached = cache.get(service);
  if (cached) return cached;
  const file = path.join(ROOT_DIR, 'openapi', `${service}.yaml`);
  const doc = parse(fs.readFileSync(file, 'utf8')) as Json;
  const external = new Map<string, Json>();
  const imported: Record<string, Json> = {};
  const inline = (node: unknown, baseFile: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, baseFile));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === '$ref' && typeof value === 'string') {
        out.$ref = rewriteRef(value, baseFile);
      } else out[key] = inline(value, baseFile);
    }
    return out;
  };
  const rewriteRef = (ref: string, baseFile: string): string => {
    const [filePart, pointer = ''] = ref.split('#');
    if (!filePart) {
      if (baseFile === file) return ref;
      return importPointer(baseFile, pointer);
    }
    return importPointer(path.resolve(path.dirname(baseFile), filePart), pointer);
  };
  const importPointer = (sourceFile: string, pointer: string): string => {
    const parts = pointer.split('/').filter(Boolean); // e.g. components/schemas/Name
    const [, section, name] = parts;
    if (parts[0] !== 'components' || !section || !name) throw new Error(`Unsupported $ref ${sourceFile}#${pointer}`);
    const target = (imported[section] ??= {});
    if (!(name in target)) {
      let source = external.get(sourceFile);
      if (!source) {
        source = parse(fs.readFileSync(sourceFile, 'utf8')) as Json;
        external.set(sourceFile, source);
      }
      const value = ((source.components as Json)?.[section] as Json)?.[name];
      if (value === undefined) throw new Error(`Missing ${sourceFile}#${pointer}`);
      target[name] = {}; // placeholder first: schemas may refer to themselves
      target[name] = inline(value, sourceFile);
    }
    return `#/components/${section}/${name}`;
  };
  const bundled = inline(doc, file) as Json;
  const own = (bundled.components ?? {}) as Record<string, Json>;
  for (const [section, entries] of Object.entries(imported)) own[section] = mergeImported(section, entries, own[section] ?? {}, file);
  bundled.components = own;
  cache.set(service, bundled);
  return bundled;
}

/**
 * A contract's own components with those it imported under the same section. A contract may name
 * an imported schema under the same name (`ApprovalAction: {$ref: ./components/common.yaml#/…/ApprovalAction}`):
 * once inlined, that entry points at itself, so the imported definition takes its place (a schema
 * that refers to itself alone validates anything: an unknown enum value got through). Any other
 * entry of the same name as an imported one would silently stand in for it, so it stops the load.
 */
function mergeImported(section: string, imported: Json, own: Json, file: string): Json {
  const merged: Json = { ...imported };
  for (const [name, value] of Object.entries(own)) {
    const alias = value && typeof value === 'object' && Object.keys(value).length === 1 && (value as Json).$ref === `#/components/${section}/${name}`;
    if (alias) continue;
    if (name in imported) throw new Error(`${file}: components/${section}/${name} is both its own and imported from a shared file`);
    merged[name] = value;
  }
  return merged;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation the three contracts declare. */
export function listContractOperations(): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const service of SERVICES) {
    const paths = (loadContract(service).paths ?? {}) as Record<string, Json>;
    for (const [p, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method] as Json | undefined;
        if (!operation) continue;
        operations.push({ service, operationId: String(operation.operationId), method: method.toUpperCase(), path: p, operation });
      }
    }
  }
  return operations;
}

/** Follows local `#/components/...` references inside a bundled contract to the node they name. */
export function resolveLocal<T = Json>(service: Service, node: unknown): T | undefined {
  let current = node as Json | undefined;
  const doc = loadContract(service);
  for (let guard = 0; current && typeof current.$ref === 'string' && guard < 20; guard++) {
    const parts = (current.$ref as string).replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((at, key) => (at as Json | undefined)?.[key], doc) as Json | undefined;
  }
  return current as T | undefined;
}
