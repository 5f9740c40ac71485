import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The screen kit's rules (ARCHITECTURE, "Screen kit (copy this shape)"): a feature's component
// refreshes no cache and shows no toast by itself, and asks the access table rather than the status.
const eslint = new ESLint({ cwd: process.cwd() });

async function kitProblems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('kit/')).map((m) => m.ruleId);
}

const HAND_BUILT = [
  "import { useQueryClient } from '@tanstack/react-query';",
  "import { showSuccess, showError } from '../../components/toasts.ts';",
  'export function Probe({ adminStatus }: { adminStatus: number }) {',
  '  const client = useQueryClient();',
  '  const save = async () => {',
  "    try { await client.invalidateQueries({ queryKey: ['x'] }); await showSuccess('x.saved'); } catch (e) { await showError(e); }",
  '  };',
  '  return adminStatus <= 1 || adminStatus === 2 ? <button onClick={() => void save()}>Save</button> : null;',
  '}',
  '',
].join('\n');

const ON_THE_KIT = [
  "import { ActionButton } from '../../components/ActionButton.tsx';",
  "import { useAction } from '../../components/useAction.ts';",
  "import { saveThing } from './api.ts';",
  'export function Probe({ adminStatus }: { adminStatus: number }) {',
  '  const save = useAction(saveThing);',
  '  const arbitrator = adminStatus === ARBITRATOR;',
  '  return <ActionButton action={save} text={String(arbitrator)} onClick={() => save.mutate()} />;',
  '}',
  'const ARBITRATOR = 3;',
  '',
].join('\n');

describe('screen kit lint', () => {
  it('finds a cache refresh, toasts and hand-written status checks in a feature component', async () => {
    const found = await kitProblems(HAND_BUILT, 'src/features/markets/Probe.tsx');
    expect(found.filter((r) => r === 'kit/no-cache-refresh')).toHaveLength(1);
    expect(found.filter((r) => r === 'kit/no-toast')).toHaveLength(2);
    expect(found.filter((r) => r === 'kit/no-status-check')).toHaveLength(2);
  });

  it('accepts a component on the kit (a named status is not an access check)', async () => {
    expect(await kitProblems(ON_THE_KIT, 'src/features/markets/Probe.tsx')).toEqual([]);
  });

  it('leaves tests and the kit itself alone', async () => {
    expect(await kitProblems(HAND_BUILT, 'src/features/markets/Probe.test.tsx')).toEqual([]);
    expect(await kitProblems(HAND_BUILT, 'src/components/Probe.tsx')).toEqual([]);
  });

  it('refuses them as errors in every feature', async () => {
    for (const feature of ['markets', 'settings', 'not-found']) {
      const [result] = await eslint.lintText(HAND_BUILT, { filePath: `src/features/${feature}/Probe.tsx` });
      const kit = (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('kit/'));
      expect(kit.length).toBeGreaterThan(0);
      expect(kit.every((m) => m.severity === 2)).toBe(true);
    }
  });
});
