// The slowest test files and tests of a run, from Vitest's and Playwright's JSON reports, and the
// per-file budget that `npm test` holds every file to (docs/ARCHITECTURE.md, "Running the tests").
import path from 'node:path';

/**
 * The longest a single test file may take, wall time, on this 2-core machine. Set at about twice
 * the slowest files of a loaded CI run (tests/server/lifecycle.test.ts 130 s, which starts real
 * server processes; e2e/a11y.spec.ts 513 s, every route in light and dark): a file may not grow
 * past that unnoticed, and a loaded machine does not fail the check (that would be a flaky test).
 * Lower it as those two are split.
 */
export const FILE_BUDGET_SECONDS = { vitest: 240, playwright: 900 };

const seconds = (ms) => Math.round(ms / 100) / 10;
const byTime = (a, b) => b.seconds - a.seconds;
/** The 20 longest of a list of timed files or tests, longest first. */
const top20 = (list) => [...list].sort(byTime).slice(0, 20);

/** Adds one report's slowest files and tests to those of the reports before it (a run of two parts). */
export function mergeSlowest(slowest, found) {
  for (const [key, list] of Object.entries(found)) slowest[key] = top20([...(slowest[key] ?? []), ...list]);
}

/** The 20 slowest files and tests of a Vitest JSON report. */
export function slowestFromVitest(report, root) {
  const files = [];
  const tests = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    files.push({ file: name, seconds: seconds((file.endTime ?? 0) - (file.startTime ?? 0)), tests: file.assertionResults?.length ?? 0 });
    for (const test of file.assertionResults ?? []) tests.push({ file: name, test: test.fullName ?? test.title, seconds: seconds(test.duration ?? 0) });
  }
  return { vitestFiles: top20(files), vitestTests: top20(tests) };
}

/**
 * Every spec of a Playwright JSON report with its file (relative to `root`) and its title path
 * (describe titles › spec title; a file's own suite adds no title).
 */
function* playwrightSpecs(report, root) {
  function* walk(suite, titles) {
    for (const spec of suite.specs ?? []) {
      const file = path.relative(root, path.resolve(report.config?.rootDir ?? root, spec.file));
      yield { spec, file, title: [...titles, spec.title].join(' › ') };
    }
    for (const child of suite.suites ?? []) yield* walk(child, suite.file && child.title ? [...titles, child.title] : titles);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, []);
}

/** The 20 slowest spec files and tests of a Playwright JSON report (retries included in a test's time). */
export function slowestFromPlaywright(report, root) {
  const files = new Map();
  const tests = [];
  for (const { spec, file, title } of playwrightSpecs(report, root)) {
    const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
    tests.push({ file, test: title, seconds: seconds(ms) });
    const entry = files.get(file) ?? { file, seconds: 0, tests: 0 };
    entry.seconds = Math.round((entry.seconds + ms / 1000) * 10) / 10;
    entry.tests++;
    files.set(file, entry);
  }
  return { playwrightFiles: top20(files.values()), playwrightTests: top20(tests) };
}

/** The files over their budget, slowest first. */
export function overBudget(slowest) {
  return [
    ...slowest.vitestFiles.filter((f) => f.seconds > FILE_BUDGET_SECONDS.vitest).map((f) => ({ ...f, budget: FILE_BUDGET_SECONDS.vitest })),
    ...slowest.playwrightFiles.filter((f) => f.seconds > FILE_BUDGET_SECONDS.playwright).map((f) => ({ ...f, budget: FILE_BUDGET_SECONDS.playwright })),
  ];
}

// Colour codes out: the runners colour their failure messages.
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLines = (text = '', n = 3) => String(text).replace(ansiColour, '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, n).join(' / ');

/** The failed tests of a Vitest JSON report, each with the first lines of its failure. */
export function failedFromVitest(report, root, lane = 'vitest') {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of tests) failed.push({ lane, file: name, test: test.fullName ?? test.title, message: firstLines(test.failureMessages?.join('\n')) });
    if (tests.length === 0 && file.status === 'failed') failed.push({ lane, file: name, test: '(the file failed to load or a hook failed)', message: firstLines(file.message) });
  }
  return failed;
}

/** The failed (unexpected) tests of a Playwright JSON report, each with the first lines of its last error. */
export function failedFromPlaywright(report, root) {
  const failed = [];
  for (const { spec, file, title } of playwrightSpecs(report, root)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = (test.results ?? []).at(-1);
      failed.push({ lane: 'e2e', file, test: title, message: firstLines(last?.error?.message) });
    }
  }
  return failed;
}
