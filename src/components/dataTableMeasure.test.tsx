import { renderHook } from '@testing-library/react';
import type { RefObject } from 'react';

const KEY = 'dataTable.regionWidth';

/** A fresh copy of the module: it reads the remembered width as it loads, as a page load does. */
async function freshMeasure() {
  vi.resetModules();
  return import('./dataTableMeasure.ts');
}

/** A ResizeObserver that reports `width` for whatever it observes, at once. */
function observerReporting(width: number) {
  return class {
    constructor(private readonly report: (entries: { contentRect: { width: number } }[]) => void) {}
    observe() {
      this.report([{ contentRect: { width } }]);
    }
    disconnect() {}
  };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the table region width', () => {
  it('starts a reload at the width the last load measured in a window as wide, and remembers a new one', async () => {
    localStorage.setItem(KEY, JSON.stringify([1180, window.innerWidth]));
    const { useElementWidth } = await freshMeasure();
    vi.stubGlobal('ResizeObserver', observerReporting(1120));
    const element = document.createElement('div');
    const ref: RefObject<HTMLElement | null> = { current: element };
    const widths: number[] = [];
    const { result } = renderHook(() => {
      const width = useElementWidth(ref);
      widths.push(width);
      return width;
    });
    // the first render had 1180 (no reading of the layout before paint); the observer's width follows
    expect(widths[0]).toBe(1180);
    expect(result.current).toBe(1120);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([1120, window.innerWidth]);
  });

  it('measures again when the window is not as wide as when the width was remembered', async () => {
    localStorage.setItem(KEY, JSON.stringify([1180, window.innerWidth + 200]));
    const { useElementWidth } = await freshMeasure();
    const { result } = renderHook(() => useElementWidth({ current: null }));
    expect(result.current).toBe(0);
  });

  it('ignores a remembered value it cannot read', async () => {
    localStorage.setItem(KEY, '{broken');
    const { useElementWidth } = await freshMeasure();
    const { result } = renderHook(() => useElementWidth({ current: null }));
    expect(result.current).toBe(0);
  });
});
