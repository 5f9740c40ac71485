import fs from 'node:fs';
import path from 'node:path';
import { tooltipProviderState } from '../../scripts/vite/blueprintPatches.ts';

const popoverDir = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/core/lib/esm/components/popover');
const moduleFile = path.join(popoverDir, 'tooltipContext.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = tooltipProviderState().transform as unknown as Transform;

describe("the build's TooltipProvider that keeps an unchanged state (scripts/vite/blueprintPatches.ts)", () => {
  it('keeps the same state when an action changes nothing, and still switches between enabled and disabled', async () => {
    const code = transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code;
    // after mounting, an enabled provider sends nothing
    expect(code).toContain('else if (state.forceDisabled !== undefined) {\n            dispatch({ type: "RESET_DISABLED_STATE" });');
    // the reducer alone, out of the patched module (the rest is React)
    const reducerSource = /const tooltipContextReducer = ([\s\S]*?\n\};)/.exec(code)![1]!;
    const reducer = new Function(`return ${reducerSource.replace(/;$/, '')}`)() as (state: object, action: { type: string }) => object;
    const enabled = {};
    expect(reducer(enabled, { type: 'RESET_DISABLED_STATE' })).toBe(enabled);
    const disabled = reducer(enabled, { type: 'FORCE_DISABLED_STATE' });
    expect(disabled).toEqual({ forceDisabled: true });
    expect(reducer(disabled, { type: 'FORCE_DISABLED_STATE' })).toBe(disabled);
    expect(reducer(disabled, { type: 'RESET_DISABLED_STATE' })).toEqual({});
    expect(reducer(enabled, { type: 'OTHER' })).toBe(enabled);
  });

  it('fails the build when Blueprint changes the module', () => {
    expect(() => transform('export const TooltipProvider = () => null;', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
