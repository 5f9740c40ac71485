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
