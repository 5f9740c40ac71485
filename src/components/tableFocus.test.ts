import { afterEach, describe, expect, it } from 'vitest';
import { focusAfter, focusFirstTable } from './tableFocus.ts';
import { TableClasses } from './tableClasses.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <input aria-label="Search" />
    <div class="console-data-table" role="region" aria-label="Users">
      <div class="${TableClasses.TABLE_CONTAINER}" tabindex="0">
        <button>Open user 1</button><button>Open user 2</button>
      </div>
    </div>
    <button disabled>Previous page</button>
    <button>Next page</button>`;
}

describe('one key into a table and one out', () => {
  it('focuses the table where its arrow keys work, not the first control in a cell', () => {
    page();
    expect(focusFirstTable()).toBe(true);
    expect(document.activeElement).toBe(document.querySelector(`.${TableClasses.TABLE_CONTAINER}`));
  });

  it('leaves the table for the first enabled control after it, skipping the rest of the cells', () => {
    page();
    (document.querySelector('button') as HTMLButtonElement).focus();
    expect(focusAfter(document.querySelector('.console-data-table') as HTMLElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Next page');
  });

  it('says so when the page has no table or nothing follows it', () => {
    document.body.innerHTML = '<input aria-label="Search" />';
    expect(focusFirstTable()).toBe(false);
    document.body.innerHTML = '<div class="console-data-table"><button>Open</button></div>';
    expect(focusAfter(document.querySelector('.console-data-table') as HTMLElement)).toBe(false);
  });
});
