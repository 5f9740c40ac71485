import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way import rule must hold for every way a module can reach another: a re-export or a
// lazy chunk that crossed a boundary would pull the upper layer into the lower one's bundle.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/element-types').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a static import from a higher layer', async () => {
    expect(await boundaryErrors("import { ROUTES } from '../app/routes/routeTable.ts';\nexport const r = ROUTES;\n", 'src/domain/probe.ts')).toHaveLength(1);
  });

  it('refuses a re-export from a higher layer', async () => {
    expect(await boundaryErrors("export { ROUTES } from '../app/routes/routeTable.ts';\n", 'src/domain/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors("export * from '../app/routes/routeTable.ts';\n", 'src/components/probe.ts')).toHaveLength(1);
  });

  it('refuses a dynamic import of another feature', async () => {
    const code = "export const load = () => import('../p2p/DealPage.tsx');\n";
    expect(await boundaryErrors(code, 'src/features/users/probe.ts')).toHaveLength(1);
  });

  it('accepts the same forms within the allowed direction', async () => {
    const code = "export { ErrorCode } from '../domain/errors.ts';\nexport const load = () => import('../features/users/UsersPage.tsx');\n";
    expect(await boundaryErrors(code, 'src/app/probe.ts')).toEqual([]);
  });
});

describe('server import boundaries', () => {
  it("refuses a module's import of another module's repository or handlers, and takes its service", async () => {
    expect(await boundaryErrors("import { lockUserBalances } from '../ledger/repository.ts';\nexport const f = lockUserBalances;\n", 'server/modules/trading/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors("export { settingsOperations } from '../settings/handlers.ts';\n", 'server/modules/trading/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors("import { applyMoves } from '../ledger/service.ts';\nimport * as repo from './repository.ts';\nexport const f = [applyMoves, repo];\n", 'server/modules/trading/probe.ts')).toEqual([]);
    expect(await boundaryErrors("import { usdValue } from '../../core/pricing.ts';\nimport { readOption } from '../../core/options.ts';\nexport const f = [usdValue, readOption];\n", 'server/modules/trading/probe.ts')).toEqual([]);
  });

  it('refuses a module in auth, http and core', async () => {
    const code = "import { getSettings } from '../modules/transactions/settingsService.ts';\nexport const f = getSettings;\n";
    expect(await boundaryErrors(code, 'server/auth/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors(code, 'server/http/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors(code, 'server/core/probe.ts')).toHaveLength(1);
  });

  it('refuses server/jobs and server/start outside start and the entry points', async () => {
    expect(await boundaryErrors("export { ReportWorker } from '../../jobs/reportWorker.ts';\n", 'server/modules/reports/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors("export const load = () => import('../start/serve.ts');\n", 'server/http/probe.ts')).toHaveLength(1);
    expect(await boundaryErrors("export const load = () => import('./start/serve.ts');\n", 'server/main.ts')).toEqual([]);
  });
});
