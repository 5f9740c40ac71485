import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { patchModule } from './patchModule.ts';

const MEASURED_IN_SYNC = 'const rightScrollBarWidth = ScrollUtils.measureScrollBarThickness(mainScrollContainer, "vertical");';

/**
 * Blueprint's Table2 reads the scroll bar's width while it renders (the margin of its scroll
 * indicator shadows, invisible until the body scrolls): a layout of the whole page forced in the
 * middle of React's render, before the commit it is about to change, so the browser laid the
 * page out twice in every list's open (some 37 ms of a /users open on this machine, issue 27). The
 * quadrants' own synchronisation after each commit measures the same width with its batched
 * reads; the build keeps that value and the indicators use it (0 before the first).
 */
export const tableScrollBarWidth = () =>
  patchModule('table-scroll-bar-width', /@blueprintjs[/\\]table[/\\]lib[/\\]esm[/\\]quadrants[/\\]tableQuadrantStack\.js$/, [
    {
      from: 'const scrollBarWidth = ScrollUtils.measureScrollBarThickness(mainScrollContainer, "vertical");',
      to: 'const scrollBarWidth = this.syncedScrollBarWidth ?? 0;',
    },
    { from: MEASURED_IN_SYNC, to: `${MEASURED_IN_SYNC} this.syncedScrollBarWidth = rightScrollBarWidth;` },
  ]);

/**
 * Blueprint's Text keeps its text in state after every render, for the title it shows only when
 * `ellipsize` is on and the text overflows; every Button's label is a Text without `ellipsize`, so
 * every button drew itself twice when it appeared (two dozen of them in one extra commit of a
 * list's open, issue 27). A Text without `ellipsize` skips the state it never shows: the same
 * markup, one render.
 */
export const textWithoutEllipsis = () =>
  patchModule('text-without-ellipsis', /@blueprintjs[/\\]core[/\\]lib[/\\]esm[/\\]components[/\\]text[/\\]text\.js$/, [
    {
      from: 'useIsomorphicLayoutEffect(() => {\n        if (contentMeasuringRef.current?.textContent != null) {',
      to: 'useIsomorphicLayoutEffect(() => {\n        if (!ellipsize) { setIsContentOverflowing(undefined); return; }\n        if (contentMeasuringRef.current?.textContent != null) {',
    },
  ]);

const ICON_NAMES_BUILT_AT_LOAD = `const IconNamesNew = {};
const IconNamesLegacy = {};
for (const name of Object.values(BlueprintIcons_16)) {
    IconNamesNew[pascalCase(name)] = name;
    IconNamesLegacy[snakeCase(name).toUpperCase()] = name;
}
export const IconNames = {
    ...IconNamesNew,
    ...IconNamesLegacy,
};`;

/**
 * Blueprint's icon names (`IconNames`, which every `Icon` consults through the icon loader) are
 * built when the module loads: some 1,400 names through change-case's regular expressions, about
 * 7 ms of a reload's start and 25 ms of a cold one here (issue 27). The build writes the same
 * object as a literal, computed by the library's own code when the build first meets the module.
 */
export const iconNamesAtBuild = () =>
  patchModule('icon-names-at-build', /@blueprintjs[/\\]icons[/\\]lib[/\\]esm[/\\]iconNames\.js$/, [
    { from: ICON_NAMES_BUILT_AT_LOAD, to: () => `export const IconNames = ${JSON.stringify(libraryIconNames())};` },
  ]);

/** The icon names as the library's CommonJS build computes them, the same source as its ES modules. */
function libraryIconNames(): Record<string, string> {
  const require = createRequire(import.meta.url);
  return (require('@blueprintjs/icons/lib/cjs/iconNames.js') as { IconNames: Record<string, string> }).IconNames;
}

/**
 * Blueprint's TooltipProvider (inside every ContextMenu and Tooltip) resets its state after
 * mounting, to a new empty object even when it is already empty; the new context value then drew
 * every reader below it again: each table header cell and Table2's whole body, twice in a list's
 * open (twenty providers in one extra commit of /users, issue 27). Its reducer keeps the state
 * when an action changes nothing, so React stops at the provider.
 */
export const tooltipProviderState = () =>
  patchModule('tooltip-provider-state', /@blueprintjs[/\\]core[/\\]lib[/\\]esm[/\\]components[/\\]popover[/\\]tooltipContext\.js$/, [
    { from: 'return { forceDisabled: true };', to: 'return state.forceDisabled === true ? state : { forceDisabled: true };' },
    { from: 'case "RESET_DISABLED_STATE":\n            return {};', to: 'case "RESET_DISABLED_STATE":\n            return state.forceDisabled === undefined ? state : {};' },
  ]);

const DEPENDENCIES_CHANGED_AFTER_COMMIT = 'const didCellRendererDependenciesChange = this.props.cellRendererDependencies !== undefined &&';
const GRID_CHECKED_IN_RENDER = `        if (!this.gridDimensionsMatchProps()) {
            // Ensure we're rendering the correct number of rows & columns
            this.invalidateGrid();
        }`;

/**
 * Blueprint's Table2 notices new `cellRendererDependencies` (new rows: a sort, a page, a search)
 * only after the commit that drew its headers, then draws itself again to draw the cells; and its
 * body cells draw every cell a third time after any change of their props, to restart the batches
 * of a batched table even when the table is not batched (RenderMode.NONE, every console list). The
 * build's Table2 lays out its new grid in the render that receives the new dependencies, so the
 * headers and the cells are drawn in one pass, and an unbatched body draws its cells once: a sort
 * on /users went from three passes over the table to one (issue 27).
 */
export const tableCellsInOnePass = () => [
  patchModule('table-cells-in-one-pass', /@blueprintjs[/\\]table[/\\]lib[/\\]esm[/\\]table\.js$/, [
    {
      from: GRID_CHECKED_IN_RENDER,
      to: `${GRID_CHECKED_IN_RENDER}
        const drawnDependencies = this.drawnCellRendererDependencies, dependencies = this.props.cellRendererDependencies;
        if (dependencies !== undefined && drawnDependencies !== undefined && dependencies.some((dep, index) => dep !== drawnDependencies[index])) this.invalidateGrid();
        this.drawnCellRendererDependencies = dependencies;`,
    },
    // the render that drew these dependencies has already laid out the grid for them
    { from: DEPENDENCIES_CHANGED_AFTER_COMMIT, to: `const didCellRendererDependenciesChange = this.drawnCellRendererDependencies !== this.props.cellRendererDependencies && this.props.cellRendererDependencies !== undefined &&` },
  ]),
  patchModule('table-body-cells-once', /@blueprintjs[/\\]table[/\\]lib[/\\]esm[/\\]tableBodyCells\.js$/, [
    { from: 'if (shouldResetBatcher) {', to: 'if (shouldResetBatcher && this.props.renderMode === RenderMode.BATCH) {' },
  ]),
];

/**
 * The `NODE_ENV` Blueprint reads to know a production build (`isNodeEnv("production")` in its
 * `jsUtils`: "bundler-injected variable `NODE_ENV`", a bare global, not `process.env.NODE_ENV`).
 * Without it every Blueprint class component ran its development checks in production: `validateProps`
 * at each construction and each update (Table2's and its quadrants' at every sort and page), and a
 * controlled NumericInput's checks formatted numbers with `toLocaleString`, whose first call loads ICU's
 * number data (some 16 ms of a cold /p2p open, for the deal id filter; issue 27). Build only: the
 * development server and the tests keep the checks and their warnings.
 */
export const blueprintProductionEnv = (): Plugin => ({
  name: 'blueprint-production-env',
  apply: 'build',
  config: () => ({ define: { NODE_ENV: JSON.stringify('production') } }),
});
