import { Classes } from '@blueprintjs/core';
import { fixTableAria } from './tableAria.ts';

const NS = Classes.getClassNamespace();

/** Table2's markup as far as fixTableAria reads it: a main quadrant's scrolling body, with or without cells. */
function tableRegion({ cells, link = false, overflows }: { cells: number; link?: boolean; overflows: boolean }) {
  const region = document.createElement('div');
  region.innerHTML = `<div class="${NS}-table-quadrant-main"><div class="${NS}-table-quadrant-scroll-container"></div></div>`;
  const body = region.querySelector<HTMLElement>(`.${NS}-table-quadrant-scroll-container`)!;
  for (let i = 0; i < cells; i++) {
    const cell = document.createElement('div');
    cell.className = `${NS}-table-cell`;
    cell.innerHTML = link ? `<a href="/user/${i}">${i}</a>` : String(i);
    body.append(cell);
  }
  // jsdom lays nothing out: the sizes a browser would report, counted when read
  const reads = { count: 0 };
  const size = (value: number) => ({
    get: () => {
      reads.count += 1;
      return value;
    },
  });
  Object.defineProperty(body, 'scrollHeight', size(overflows ? 900 : 300));
  Object.defineProperty(body, 'clientHeight', size(300));
  Object.defineProperty(body, 'scrollWidth', size(800));
  Object.defineProperty(body, 'clientWidth', size(800));
  return { region, body, reads };
}

describe('fixTableAria', () => {
  it('gives a scrolling body with nothing focusable in it a Tab stop, so the keyboard can scroll it', () => {
    const { region, body } = tableRegion({ cells: 3, overflows: true });
    fixTableAria(region);
    expect(body.getAttribute('tabindex')).toBe('0');
  });

  it('gives none to a body that does not scroll or whose cells can take the focus', () => {
    const short = tableRegion({ cells: 3, overflows: false });
    short.body.setAttribute('tabindex', '0');
    fixTableAria(short.region);
    expect(short.body.hasAttribute('tabindex')).toBe(false);
    const links = tableRegion({ cells: 3, link: true, overflows: true });
    fixTableAria(links.region);
    expect(links.body.hasAttribute('tabindex')).toBe(false);
    // a body with links is never measured: reading its size forces a layout of the page
    expect(links.reads.count).toBe(0);
  });

  it('leaves a body without cells yet (Table2’s first pass) unmeasured until they come', () => {
    const { region, body, reads } = tableRegion({ cells: 0, overflows: true });
    fixTableAria(region);
    expect(reads.count).toBe(0);
    expect(body.hasAttribute('tabindex')).toBe(false);
    const cell = document.createElement('div');
    cell.className = `${NS}-table-cell`;
    body.append(cell);
    fixTableAria(region);
    expect(body.getAttribute('tabindex')).toBe('0');
  });
});
