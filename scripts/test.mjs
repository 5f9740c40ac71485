// `npm test`: every check and every test, then one closing line "N passed, N failed".
// Steps: generated API types fresh, contracts lint, types, lint, unit + server tests (Vitest),
// contract coverage, then the Playwright suite on Debian's Chromium against the built console.
import fs from 'node:fs';
import path from 'node:path';
import { bin, consoleBuildIsStale, ensureChromium, root, run } from './lib.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);

let passed = 0;
let failed = 0;
const checks = [];

async function check(name, command, args, env) {
  if (!wanted(name)) return;
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, { env });
  checks.push({ name, ok: code === 0 });
  if (code === 0) passed++;
  else failed++;
}

await check('api-types', bin('tsx'), ['scripts/generateApiTypes.ts', '--check']);
await check('contract-lint', bin('redocly'), ['lint', 'openapi/v2.yaml', 'openapi/v1.yaml', 'openapi/p2p.yaml', '--format=summary']);
await check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
await check('typecheck-server', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']);
await check('lint', bin('eslint'), ['.', '--max-warnings=0']);

if (wanted('vitest')) {
  console.log('\n▶ vitest (web and server)');
  const output = path.join(results, 'vitest.json');
  fs.rmSync(output, { force: true });
  const code = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (code !== 0 && report.numFailedTests === 0) failed++; // a suite that failed to load
  } else failed++;
}

if (wanted('coverage')) {
  console.log('\n▶ contract coverage');
  await run(bin('tsx'), ['scripts/contractCoverage.ts']);
}

if (wanted('e2e')) {
  console.log('\n▶ Playwright (Chromium)');
  if (!ensureChromium()) failed++;
  else {
    if (consoleBuildIsStale()) {
      const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
      if (code !== 0) failed++;
    }
    const output = path.join(results, 'playwright.json');
    fs.rmSync(output, { force: true });
    const code = await run(bin('playwright'), ['test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output } });
    if (fs.existsSync(output)) {
      const stats = JSON.parse(fs.readFileSync(output, 'utf8')).stats;
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      if (code !== 0 && stats.unexpected === 0) failed++;
    } else failed++;
  }
}

for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}`);
fs.writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
