/**
 * Generates the contract types with openapi-typescript:
 * - `src/api/generated/{v2,v1,p2p}.ts` for the console, from the contracts as written;
 * - `server/generated/{v2,v1,p2p}.ts` for the server's typed handlers, from the contracts as the server
 *   sees a request after validation: a field or parameter with a `default` is always present there
 *   (the validator fills it in), so those types mark it required.
 * `--check` regenerates in memory and fails when a committed file differs (CI: types never stale).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const header = '// Generated from openapi/%s.yaml by `npm run api:generate`. Do not edit.\n/* eslint-disable */\n';
const SERVICES = ['v2', 'v1', 'p2p'];

/** Marks every property and parameter that has a default as required, in place. */
function defaultsRequired(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(defaultsRequired);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const properties = record.properties as Record<string, Record<string, unknown>> | undefined;
  if (properties && typeof properties === 'object') {
    const withDefault = Object.keys(properties).filter((key) => properties[key] && 'default' in properties[key]!);
    if (withDefault.length) record.required = [...new Set([...((record.required as string[] | undefined) ?? []), ...withDefault])];
  }
  if (typeof record.in === 'string' && record.schema && typeof record.schema === 'object' && 'default' in (record.schema as object)) record.required = true;
  Object.values(record).forEach(defaultsRequired);
}

/** A copy of openapi/ (contracts and components) with defaults made required, for the server's types. */
function serverView(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-'));
  const copy = (relative: string) => {
    const document = YAML.parse(fs.readFileSync(path.join(root, 'openapi', relative), 'utf8'));
    defaultsRequired(document);
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), YAML.stringify(document));
  };
  for (const file of fs.readdirSync(path.join(root, 'openapi', 'components'))) copy(path.join('components', file));
  for (const service of SERVICES) copy(`${service}.yaml`);
  return dir;
}

let stale = 0;
async function generate(sourceDir: string, outDir: string) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const service of SERVICES) {
    const ast = await openapiTS(pathToFileURL(path.join(sourceDir, `${service}.yaml`)), { alphabetize: false });
    const content = header.replace('%s', service) + astToString(ast);
    const target = path.join(outDir, `${service}.ts`);
    if (check) {
      const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
      if (current !== content) {
        console.error(`Stale: ${path.relative(root, target)} — run npm run api:generate`);
        stale++;
      }
    } else {
      fs.writeFileSync(target, content);
      console.log(`Wrote ${path.relative(root, target)}`);
    }
  }
}

await generate(path.join(root, 'openapi'), path.join(root, 'src', 'api', 'generated'));
const view = serverView();
try {
  await generate(view, path.join(root, 'server', 'generated'));
} finally {
  fs.rmSync(view, { recursive: true, force: true });
}
if (stale) process.exit(1);
if (check) console.log('Generated API types are up to date');
