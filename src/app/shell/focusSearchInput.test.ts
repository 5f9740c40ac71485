import { afterEach, describe, expect, it } from 'vitest';
import { focusSearchInput } from './ShellHotkeys.tsx';

describe('`/` focuses the list filter', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses the marked search field first', () => {
    document.body.innerHTML = '<section data-filter-bar><select id="side"></select></section><div data-search-input><input id="search"></div>';
    expect(focusSearchInput()).toBe(true);
    expect(document.activeElement?.id).toBe('search');
  });

  it("falls back to the first field of the page's filter bar on lists without a search box", () => {
    document.body.innerHTML = '<section data-filter-bar><button>Apply</button><input id="from"><input id="to"></section>';
    expect(focusSearchInput()).toBe(true);
    expect(document.activeElement?.id).toBe('from');
  });

  it('does nothing on a page without filters', () => {
    document.body.innerHTML = '<main><input id="other"></main>';
    expect(focusSearchInput()).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
