// The end of `npm test` names every failed test with the first lines of its failure, because a CI
// log is read from its tail: these read the two JSON reports that the runners write.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { failedFromPlaywright, failedFromVitest, mergeSlowest } from '../../scripts/testReport.mjs';

describe('the failed tests of a run', () => {
  it('names a failed Vitest test with its first failure lines, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed', failureMessages: [] },
            { fullName: 'a breaks', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n\n    at x.ts:1\n    at y.ts:2\n    at z.ts:3'] },
          ],
        },
        { name: '/repo/tests/server/b.test.ts', status: 'failed', message: 'Hook timed out in 60000ms', assertionResults: [] },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    expect(failedFromVitest(report, '/repo')).toEqual([
      { lane: 'vitest', file: 'src/a.test.ts', test: 'a breaks', message: 'AssertionError: expected 1 to be 2 / at x.ts:1 / at y.ts:2' },
      { lane: 'vitest', file: 'tests/server/b.test.ts', test: '(the file failed to load or a hook failed)', message: 'Hook timed out in 60000ms' },
    ]);
  });

  it('names an unexpected Playwright test by its titles and leaves a flaky one out', () => {
    const report = {
      config: { rootDir: '/repo/e2e' },
      suites: [
        {
          file: 'users.spec.ts',
          title: 'users.spec.ts',
          specs: [],
          suites: [
            {
              title: 'users list',
              specs: [
                { title: 'sorts', file: 'users.spec.ts', tests: [{ status: 'unexpected', results: [{ error: { message: 'Timed out 5000ms waiting for expect(locator).toBeVisible()' } }] }] },
                { title: 'pages', file: 'users.spec.ts', tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(failedFromPlaywright(report, '/repo')).toEqual([
      { lane: 'e2e', file: 'e2e/users.spec.ts', test: 'users list › sorts', message: 'Timed out 5000ms waiting for expect(locator).toBeVisible()' },
    ]);
  });
});

describe('the slowest files of a run in two parts', () => {
  it('keeps the 20 longest of both parts, longest first', () => {
    const timed = (part: string, n: number) => Array.from({ length: n }, (_, i) => ({ file: `${part}${i}.spec.ts`, seconds: i * 2 + (part === 'b' ? 1 : 0) }));
    const slowest: Record<string, { file: string; seconds: number }[]> = { playwrightFiles: [], vitestFiles: [{ file: 'v.test.ts', seconds: 3 }] };
    mergeSlowest(slowest, { playwrightFiles: timed('a', 15) });
    mergeSlowest(slowest, { playwrightFiles: timed('b', 15) });
    expect(slowest.playwrightFiles).toHaveLength(20);
    expect(slowest.playwrightFiles!.slice(0, 3).map((f) => f.file)).toEqual(['b14.spec.ts', 'a14.spec.ts', 'b13.spec.ts']);
    expect(slowest.playwrightFiles!.at(-1)).toEqual({ file: 'a5.spec.ts', seconds: 10 });
    // a key the part does not report is left as it was
    expect(slowest.vitestFiles).toEqual([{ file: 'v.test.ts', seconds: 3 }]);
  });
});
