// `npm test`: every check and every test, then one closing line "N passed, N failed".
// Steps: generated API types fresh, contracts lint, types, lint, unit + server tests (Vitest),
// contract coverage, then the Playwright suite on Debian's Chromium against the built console and,
// beside it, the server suite on PostgreSQL when TEST_DATABASE_URL names one.
// Every step's time, the slowest test files and tests, and the per-file budget check are written
// to test-results/ (timings.json, slowest.json) and printed at the end.
//
//   npm test                      everything
//   npm test -- vitest e2e        only these steps (api-types, contract-lint, typecheck,
//                                 typecheck-server, lint, vitest, coverage, e2e, postgres, budget)
//   TEST_DATABASE_URL=postgres://… npm test
//                                 also the server suite on PostgreSQL, beside the browser suite
//   E2E_PART=a11y npx playwright test   one part of the browser suite (a11y or main)
//   npm test -- --changed [ref]   what a change touches: Vitest's tests related to files changed
//                                 since ref (default: uncommitted), Playwright's changed specs
import fs from 'node:fs';
import path from 'node:path';
import { bin, consoleBuildIsStale, ensureChromium, root, run, runCaptured } from './lib.mjs';
import { FILE_BUDGET_SECONDS, failedFromPlaywright, failedFromVitest, mergeSlowest, overBudget, slowestFromPlaywright, slowestFromVitest } from './testReport.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const args = process.argv.slice(2);
const changedAt = args.indexOf('--changed');
const changed = changedAt >= 0;
const changedRef = changed && args[changedAt + 1] && !args[changedAt + 1].startsWith('-') ? args[changedAt + 1] : undefined;
const only = args.filter((a, i) => !a.startsWith('-') && !(changed && i === changedAt + 1));
const wanted = (step) => (only.length === 0 ? !changed || ['vitest', 'e2e'].includes(step) : only.includes(step));

// Only the PostgreSQL lane sees it: the Vitest step is the suite on SQLite.
const postgresUrl = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

let passed = 0;
let failed = 0;
const checks = [];
const timings = [];
const slowest = { vitestFiles: [], vitestTests: [], playwrightFiles: [], playwrightTests: [] };
// Every failed test, printed again at the very end: a CI log is often read from its tail.
const failures = [];

async function timed(name, work) {
  const started = performance.now();
  const ok = await work();
  timings.push({ step: name, seconds: Math.round((performance.now() - started) / 100) / 10, ok });
  return ok;
}

function record(name, ok) {
  checks.push({ name, ok });
  if (ok) passed++;
  else failed++;
}

// The static checks do not depend on one another, and each is single-threaded: two at a time keep
// both cores busy. Each one's output is printed whole when it ends, so logs do not interleave.
const staticChecks = [
  ['api-types', bin('tsx'), ['scripts/generateApiTypes.ts', '--check']],
  ['contract-lint', bin('redocly'), ['lint', 'openapi/v2.yaml', 'openapi/v1.yaml', 'openapi/p2p.yaml', '--format=summary']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['typecheck-server', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
].filter(([name]) => wanted(name));
// The browser suite's console build is CPU work that needs none of the checks: it joins their queue.
const consoleBuild = wanted('e2e') && consoleBuildIsStale() ? [['e2e: console build', bin('vite'), ['build', '--logLevel', 'warn']]] : [];
let consoleBuilt = true;
const queue = [...consoleBuild, ...staticChecks];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command, commandArgs] = next;
      let output = '';
      const ok = await timed(name, async () => {
        const result = await runCaptured(command, commandArgs);
        output = result.output;
        return result.code === 0;
      });
      console.log(`\n▶ ${name} (${timings.findLast((t) => t.step === name).seconds} s)\n${output.trimEnd()}`);
      if (name === 'e2e: console build') consoleBuilt = ok;
      else record(name, ok);
    }
  }),
);

if (wanted('vitest')) {
  console.log('\n▶ vitest (web and server)');
  const output = path.join(results, 'vitest.json');
  fs.rmSync(output, { force: true });
  const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  if (changed) vitestArgs.push(changedRef ? `--changed=${changedRef}` : '--changed', '--passWithNoTests');
  let code = 1;
  await timed('vitest', async () => (code = await run(bin('vitest'), vitestArgs)) === 0);
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (code !== 0 && report.numFailedTests === 0) failed++; // a suite that failed to load
    mergeSlowest(slowest, slowestFromVitest(report, root));
    failures.push(...failedFromVitest(report, root));
  } else failed++;
}

if (wanted('coverage')) {
  console.log('\n▶ contract coverage');
  await timed('coverage', async () => (await run(bin('tsx'), ['scripts/contractCoverage.ts'])) === 0);
}

/**
 * One Playwright run: `part` is E2E_PART (playwright.config.ts), each part with its own server and
 * database; no part runs every spec (what --changed does, as it picks specs by what changed).
 */
async function playwrightRun(part) {
  const step = part ? `e2e: ${part}` : 'e2e';
  console.log(`\n▶ Playwright (Chromium)${part ? `: ${part}` : ''}`);
  await timed(step, async () => {
    if (!ensureChromium()) return (failed++, false);
    if (!consoleBuilt) return (failed++, false);
    const output = path.join(results, part ? `playwright-${part}.json` : 'playwright.json');
    fs.rmSync(output, { force: true });
    const playwrightArgs = ['test', '--reporter=list,json'];
    if (changed) playwrightArgs.push(changedRef ? `--only-changed=${changedRef}` : '--only-changed', '--pass-with-no-tests');
    const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: output, ...(part ? { E2E_PART: part } : {}) };
    const code = await run(bin('playwright'), playwrightArgs, { env });
    if (!fs.existsSync(output)) return (failed++, false);
    const report = JSON.parse(fs.readFileSync(output, 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    if (code !== 0 && report.stats.unexpected === 0) failed++;
    mergeSlowest(slowest, slowestFromPlaywright(report, root));
    failures.push(...failedFromPlaywright(report, root));
    return code === 0;
  });
}

// The server suite a second time on PostgreSQL (TEST_DATABASE_URL, set by .ci/run), beside the
// browser suite's main part, one file at a time. Its output is printed whole when it ends, so the
// two logs do not interleave.
async function postgresLane() {
  if (!postgresUrl) {
    console.log('\n▶ postgres: skipped (set TEST_DATABASE_URL to run the server suite on PostgreSQL too)');
    return;
  }
  const output = path.join(results, 'vitest-postgres.json');
  fs.rmSync(output, { force: true });
  let log = '';
  const ok = await timed('postgres', async () => {
    const result = await runCaptured(
      bin('vitest'),
      ['run', '--project', 'server', `--maxWorkers=${wanted('e2e') ? 1 : 2}`, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
      { env: { TEST_DATABASE_URL: postgresUrl } },
    );
    log = result.output;
    return result.code === 0;
  });
  console.log(`\n▶ server suite on PostgreSQL (${timings.find((t) => t.step === 'postgres').seconds} s)\n${log.trimEnd()}`);
  if (!fs.existsSync(output)) return void record('postgres', false);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) failed++; // a suite that failed to load
  failures.push(...failedFromVitest(report, root, 'postgres'));
}

// Two lanes, one per core: the browser suite's main part in one; in the other the PostgreSQL pass,
// then the axe pass (the two are about as long as the main part). Each Playwright part runs one
// test at a time against its own server, so together they keep both cores busy.
const e2e = wanted('e2e');
const postgres = wanted('postgres') && !changed;
await Promise.all([
  e2e ? playwrightRun(changed ? undefined : 'main') : null,
  (async () => {
    if (postgres) await postgresLane();
    if (e2e && !changed) await playwrightRun('a11y');
  })(),
]);

// The budget: no single test file may take longer than FILE_BUDGET_SECONDS (scripts/testReport.mjs),
// so a new area cannot quietly make the suite slow. Checked on whatever ran in this invocation.
if (!changed && (only.length === 0 || only.includes('vitest') || only.includes('e2e') || only.includes('budget'))) {
  const over = overBudget(slowest);
  console.log(`\n▶ budget: every test file under ${FILE_BUDGET_SECONDS.vitest} s (Vitest) and ${FILE_BUDGET_SECONDS.playwright} s (Playwright)`);
  for (const file of over) console.log(`  ✗ ${file.file}: ${file.seconds} s (budget ${file.budget} s)`);
  record('budget', over.length === 0);
}

fs.writeFileSync(path.join(results, 'timings.json'), JSON.stringify(timings, null, 2));
fs.writeFileSync(path.join(results, 'slowest.json'), JSON.stringify(slowest, null, 2));
const top = (list, n = 10) => list.slice(0, n).map((t) => `  ${String(t.seconds).padStart(6)} s  ${t.file}${t.test ? ` › ${t.test}` : ''}`).join('\n');
if (slowest.vitestFiles.length) console.log(`\nSlowest Vitest files (all 20 in test-results/slowest.json):\n${top(slowest.vitestFiles)}`);
if (slowest.playwrightFiles.length) console.log(`\nSlowest Playwright files:\n${top(slowest.playwrightFiles)}`);
console.log('\nStep times:');
for (const t of timings) console.log(`  ${t.ok ? '✓' : '✗'} ${t.step.padEnd(22)} ${String(t.seconds).padStart(7)} s`);
for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}`);
if (failures.length) {
  console.log(`\nFailed tests (${failures.length}):`);
  for (const f of failures) console.log(`  ✗ [${f.lane}] ${f.file} › ${f.test}\n      ${f.message}`);
}
fs.writeFileSync(path.join(results, 'failures.json'), JSON.stringify(failures, null, 2));
fs.writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
