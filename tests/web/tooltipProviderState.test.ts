import fs from 'node:fs';
import path from 'node:path';
import { act, createElement, useContext, type ComponentType, type Context, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { tooltipProviderState } from '../../scripts/vite/blueprintPatches.ts';

const popoverDir = path.resolve(import.meta.dirname, '../../node_modules/@blueprintjs/core/lib/esm/components/popover');
const moduleFile = path.join(popoverDir, 'tooltipContext.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = tooltipProviderState().transform as unknown as Transform;

interface TooltipModule {
  TooltipContext: Context<[{ forceDisabled?: boolean }, (action: { type: string }) => void]>;
  TooltipProvider: ComponentType<{ forceDisable?: boolean; children?: ReactNode }>;
}

/** How often a reader of the provider's context is drawn, mounted and then with `forceDisable` switched on and off. */
async function readerRenders({ TooltipContext, TooltipProvider }: TooltipModule) {
  const seen: (boolean | undefined)[] = [];
  function Reader() {
    const [state] = useContext(TooltipContext);
    seen.push(state.forceDisabled);
    return null;
  }
  const reader = createElement(Reader);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(TooltipProvider, { forceDisable: false }, reader)));
  const mounted = seen.length;
  await act(async () => root.render(createElement(TooltipProvider, { forceDisable: true }, reader)));
  await act(async () => root.render(createElement(TooltipProvider, { forceDisable: false }, reader)));
  await act(async () => root.unmount());
  return { mounted, seen };
}

describe("the build's Blueprint TooltipProvider that keeps an unchanged state (scripts/vite/blueprintPatches.ts)", () => {
  it('draws its readers once when it mounts, and again whenever the state changes', async () => {
    const code = transform(fs.readFileSync(moduleFile, 'utf8'), moduleFile)!.code;
    const patchedFile = path.join(popoverDir, `tooltipContext.patched-${process.pid}.js`);
    fs.writeFileSync(patchedFile, code);
    try {
      const original = await readerRenders((await import(moduleFile)) as TooltipModule);
      const patched = await readerRenders((await import(patchedFile)) as TooltipModule);
      // Blueprint's: drawn again after mounting with a new, equally empty state
      expect(original.mounted).toBe(2);
      expect(patched.mounted).toBe(1);
      // switching on and off reaches the readers as before
      expect(patched.seen.slice(patched.mounted)).toEqual(original.seen.slice(original.mounted));
      expect(patched.seen).toContain(true);
    } finally {
      fs.rmSync(patchedFile, { force: true });
    }
  });

  it('fails the build when Blueprint changes the module', () => {
    expect(() => transform('export const TooltipProvider = () => null;', moduleFile)).toThrow(/unexpected shape/);
    expect(transform('export const x = 1;', '/src/other.js')).toBeNull();
  });
});
