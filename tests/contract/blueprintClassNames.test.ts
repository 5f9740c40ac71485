import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Blueprint's class names come from its `Classes` constants: a literal `bp6-` name breaks at the
// next major version, and three of the literal names once written here (bp6-text-danger,
// bp6-margin-top, bp6-sr-only) were never Blueprint's, so they styled nothing.
const eslint = new ESLint({ cwd: process.cwd() });

async function literalClassErrors(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('bp6-')).length;
}

describe("Blueprint's class names", () => {
  it('refuses a literal bp6- class in a className, a selector and a template', async () => {
    const code = [
      "export const A = () => <p className=\"bp6-text-muted\">a</p>;",
      "export const cell = (root: HTMLElement) => root.querySelector('.bp6-table-cell');",
      'export const both = (extra: string) => `bp6-heading ${extra}`;',
      '',
    ].join('\n');
    expect(await literalClassErrors(code, 'src/features/users/probe.tsx')).toBe(3);
  });

  it("accepts Blueprint's constants", async () => {
    const code = [
      "import { Classes } from '@blueprintjs/core';",
      "import { TableClasses } from '../../src/components/tableClasses.ts';",
      'export const A = () => <p className={Classes.TEXT_MUTED}>a</p>;',
      'export const cell = (root: HTMLElement) => root.querySelector(`.${TableClasses.TABLE_CELL}`);',
      '',
    ].join('\n');
    expect(await literalClassErrors(code, 'src/features/users/probe.tsx')).toBe(0);
  });
});
