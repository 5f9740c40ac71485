import { vi } from 'vitest';

/**
 * jsdom lays nothing out: a desktop-sized box (1600 x 1200) for every element makes Table2 draw
 * every column, the actions column too, as a staff member's screen does. Undone by `vi.restoreAllMocks()`.
 */
export function desktopLayout(): void {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 1600, bottom: 1200, width: 1600, height: 1200, toJSON: () => ({}) };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1200);
}

/**
 * Gives every element a `width`×900 box, its offset sizes too: Blueprint's table draws only the
 * columns and rows that fit its viewport, and jsdom lays nothing out, so without this only the
 * first columns exist. Undone by `vi.restoreAllMocks()`.
 */
export function wideLayout(width = 1600): void {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: 900, width, height: 900, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(rect);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(900);
}
