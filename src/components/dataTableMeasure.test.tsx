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
    localStorage.setItem(KEY, JSON.stringify([700, window.innerWidth]));
    const { useElementWidth } = await freshMeasure();
    vi.stubGlobal('ResizeObserver', observerReporting(680));
    const element = document.createElement('div');
    const ref: RefObject<HTMLElement | null> = { current: element };
    const widths: number[] = [];
    const { result } = renderHook(() => {
      const width = useElementWidth(ref);
      widths.push(width);
      return width;
    });
    // the first render had 700 (no reading of the layout before paint); the observer's width follows
    expect(widths[0]).toBe(700);
    expect(result.current).toBe(680);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([680, window.innerWidth]);
  });

  it('starts a first visit at the window width less the shell chrome, and remembers it', async () => {
    const { useElementWidth, SHELL_CHROME_WIDTH } = await freshMeasure();
    vi.stubGlobal('ResizeObserver', observerReporting(window.innerWidth - SHELL_CHROME_WIDTH));
    const widths: number[] = [];
    const { result } = renderHook(() => {
      const width = useElementWidth({ current: document.createElement('div') });
      widths.push(width);
      return width;
    });
    // the first render already had the width: the observer's equal one draws nothing again
    expect(widths).toEqual([window.innerWidth - SHELL_CHROME_WIDTH]);
    expect(result.current).toBe(window.innerWidth - SHELL_CHROME_WIDTH);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([window.innerWidth - SHELL_CHROME_WIDTH, window.innerWidth]);
  });

  it('starts a window of another width at the chrome the last load found beside its table', async () => {
    localStorage.setItem(KEY, JSON.stringify([1180, 1500]));
    const { useElementWidth } = await freshMeasure();
    const { result } = renderHook(() => useElementWidth({ current: null }));
    expect(result.current).toBe(window.innerWidth - 320);
  });

  it('measures before paint when the window is narrower than the chrome', async () => {
    vi.stubGlobal('innerWidth', 200);
    const { useElementWidth } = await freshMeasure();
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { value: 150 });
    vi.stubGlobal('ResizeObserver', observerReporting(150));
    const widths: number[] = [];
    renderHook(() => {
      const width = useElementWidth({ current: element });
      widths.push(width);
      return width;
    });
    expect(widths[0]).toBe(0);
    expect(widths.at(-1)).toBe(150);
  });

  it('ignores a remembered value it cannot read', async () => {
    localStorage.setItem(KEY, '{broken');
    const { useElementWidth, SHELL_CHROME_WIDTH } = await freshMeasure();
    const { result } = renderHook(() => useElementWidth({ current: null }));
    expect(result.current).toBe(window.innerWidth - SHELL_CHROME_WIDTH);
  });
});
