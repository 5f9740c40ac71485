/**
 * Generates src/api/generated/{v2,v1,p2p}.ts from the contracts with openapi-typescript.
 * `--check` regenerates in memory and fails when a committed file differs (CI: types never stale).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src', 'api', 'generated');
const check = process.argv.includes('--check');
const header = '// Generated from openapi/%s.yaml by `npm run api:generate`. Do not edit.\n/* eslint-disable */\n';

let stale = 0;
fs.mkdirSync(outDir, { recursive: true });
for (const service of ['v2', 'v1', 'p2p']) {
  const source = pathToFileURL(path.join(root, 'openapi', `${service}.yaml`));
  const ast = await openapiTS(source, { alphabetize: false });
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
if (stale) process.exit(1);
if (check) console.log('Generated API types are up to date');
