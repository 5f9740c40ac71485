import type { Plugin } from 'vite';

const QUADRANT_STACK_MODULE = /@blueprintjs[/\\]table[/\\]lib[/\\]esm[/\\]quadrants[/\\]tableQuadrantStack\.js$/;
/** In the render of the scroll indicators: a read of the main scroll container's size. */
const MEASURED_IN_RENDER = 'const scrollBarWidth = ScrollUtils.measureScrollBarThickness(mainScrollContainer, "vertical");';
/** In syncQuadrantViews, after the DOM is written: the same read, among the batched ones. */
const MEASURED_IN_SYNC = 'const rightScrollBarWidth = ScrollUtils.measureScrollBarThickness(mainScrollContainer, "vertical");';

/**
 * Blueprint's Table2 reads the scroll bar's width while it renders (the margin of its scroll
 * indicator shadows, invisible until the body scrolls): a layout of the whole page forced in the
 * middle of React's render, before the commit it is about to change, so the browser laid the
 * page out twice in every list's open (some 37 ms of a /users open on this machine, issue 27). The
 * quadrants' own synchronisation after each commit measures the same width with its batched
 * reads; the build keeps that value and the indicators use it (0 before the first). When Blueprint
 * changes the module's shape the build fails here rather than quietly shipping the forced layout.
 */
export function tableScrollBarWidth(): Plugin {
  return {
    name: 'table-scroll-bar-width',
    apply: 'build',
    transform(code, id) {
      if (!QUADRANT_STACK_MODULE.test(id)) return null;
      if (!code.includes(MEASURED_IN_RENDER) || !code.includes(MEASURED_IN_SYNC)) {
        throw new Error(`table-scroll-bar-width: unexpected shape of ${id}; update scripts/vite/tableScrollBarWidth.ts`);
      }
      const patched = code
        .replace(MEASURED_IN_RENDER, 'const scrollBarWidth = this.syncedScrollBarWidth ?? 0;')
        .replace(MEASURED_IN_SYNC, `${MEASURED_IN_SYNC} this.syncedScrollBarWidth = rightScrollBarWidth;`);
      return { code: patched, map: null };
    },
  };
}
