import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type * as HeaderModuleType from '../../src/app/shell/Header.tsx';
import type * as NavMenuModuleType from '../../src/app/shell/NavMenu.tsx';
import type * as FilterBarModuleType from '../../src/components/FilterBar.tsx';
import type * as UsersColumnsModuleType from '../../src/features/users/components/usersColumns.tsx';
import type * as HotkeysDialogModuleType from '../../src/app/shell/TranslatedHotkeysDialog.tsx';
import userEvent from '@testing-library/user-event';
import { adminWithStatus, fakeSessionApi } from './fakeSession.ts';
import { renderConsole } from './renderConsole.tsx';
import { aUserListItem } from '../../src/features/users/testing/aUserListItem.ts';

/**
 * Issue 10, "cheap interactions": a sort change re-renders the list, not the console around it.
 * Each watched component is wrapped in a React Profiler (inside a memo where the original is
 * memoised), which reports every commit in which anything inside it rendered, whether its parent
 * re-rendered it or it re-rendered itself.
 */
type HeaderModule = typeof HeaderModuleType;
type NavMenuModule = typeof NavMenuModuleType;
type FilterBarModule = typeof FilterBarModuleType;
type UsersColumnsModule = typeof UsersColumnsModuleType;
type HotkeysDialogModule = typeof HotkeysDialogModuleType;

const watch = vi.hoisted(() => {
  const commits = new Map<string, number>();
  return {
    commits,
    count: (id: string) => () => commits.set(id, (commits.get(id) ?? 0) + 1),
    reset: () => commits.clear(),
    of: (id: string) => commits.get(id) ?? 0,
  };
});

// The header is drawn by the shell's layout: each call is a re-render of the layout around the screen.
vi.mock('../../src/app/shell/Header.tsx', async (importOriginal) => {
  const { createElement } = await import('react');
  const original = await importOriginal<HeaderModule>();
  return { ...original, Header: (props: Parameters<typeof original.Header>[0]) => (watch.count('shellLayout')(), createElement(original.Header, props)) };
});
vi.mock('../../src/app/shell/NavMenu.tsx', async (importOriginal) => {
  const { Profiler, createElement, memo } = await import('react');
  const original = await importOriginal<NavMenuModule>();
  // memo as the original is, so the profiler reports only the renders the original would do
  return { ...original, NavMenu: memo((props: Parameters<typeof original.NavMenu>[0]) => createElement(Profiler, { id: 'navMenu', onRender: watch.count('navMenu') }, createElement(original.NavMenu, props))) };
});
// Each call draws the keyboard shortcuts list.
vi.mock('../../src/app/shell/TranslatedHotkeysDialog.tsx', async (importOriginal) => {
  const { createElement } = await import('react');
  const original = await importOriginal<HotkeysDialogModule>();
  return {
    ...original,
    TranslatedHotkeysDialog: (props: Parameters<typeof original.TranslatedHotkeysDialog>[0]) => (watch.count('hotkeysDialog')(), createElement(original.TranslatedHotkeysDialog, props)),
  };
});
vi.mock('../../src/components/FilterBar.tsx', async (importOriginal) => {
  const { Profiler, createElement, memo } = await import('react');
  const original = await importOriginal<FilterBarModule>();
  const FilterBar = memo((props: Parameters<typeof original.FilterBar>[0]) =>
    createElement(Profiler, { id: 'filterBar', onRender: watch.count('filterBar') }, createElement(original.FilterBar as unknown as ComponentType<typeof props>, props)),
  );
  return { ...original, FilterBar };
});
// Every rendered row's user-name cell: how much of the table a change re-draws.
vi.mock('../../src/features/users/components/usersColumns.tsx', async (importOriginal) => {
  const original = await importOriginal<UsersColumnsModule>();
  return {
    ...original,
    usersColumns: (context: Parameters<typeof original.usersColumns>[0]) =>
      original.usersColumns(context).map((column) =>
        column.key === 'userName'
          ? { ...column, render: (row: Parameters<typeof column.render>[0]) => (watch.count('userNameCell')(), column.render(row)) }
          : column,
      ),
  };
});

const user = (id: number) => aUserListItem(id);

describe('a sort change on the users list', () => {
  it('draws the rows once and re-renders neither the shell nor the filter bar', async () => {
    // ids 1…20 ascending, 20…1 descending: the answer follows the requested direction
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = (await request.json()) as { sort?: { desc?: boolean } };
      const ids = Array.from({ length: 20 }, (_, i) => i + 1);
      const items = (body.sort?.desc === false ? ids : ids.reverse()).map(user);
      return new Response(JSON.stringify({ items, total: 1000, totalCapped: false }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const admin = adminWithStatus(0);
    await renderConsole('/users', { api: fakeSessionApi(admin) });
    await screen.findByText('user_20', undefined, { timeout: 15_000 });
    const firstRow = () => screen.getAllByRole('link', { name: /^Open user/ })[0]!.textContent;
    expect(firstRow()).toBe('20');
    // let the start's trailing updates settle before counting
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    watch.reset();

    await userEvent.click(screen.getByRole('button', { name: 'Descending' }));
    await waitFor(() => expect(firstRow()).toBe('1'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Users table' })).toHaveAttribute('aria-busy', 'false'));

    expect({ shellLayout: watch.of('shellLayout'), navMenu: watch.of('navMenu'), filterBar: watch.of('filterBar') }).toEqual({ shellLayout: 0, navMenu: 0, filterBar: 0 });
    // the URL change (old rows, busy) and the answer (new rows): at most one more for the query's settling
    // The rows are drawn once, in the new order (jsdom lays out no viewport: Table2 draws the
    // rows it thinks visible, at most the 20 of the page); the busy state keeps the old rows on
    // screen without drawing them again, and nothing else redraws the table.
    expect(watch.of('userNameCell')).toBeGreaterThan(0);
    expect(watch.of('userNameCell')).toBeLessThanOrEqual(20);
  }, 30_000);
});

describe('the keyboard shortcuts list', () => {
  it('is not drawn while the screens register their shortcuts, and lists them when asked for', async () => {
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => user(i + 1)), total: 20, totalCapped: false }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    watch.reset();
    await renderConsole('/users', { api: fakeSessionApi(adminWithStatus(0)) });
    await screen.findByText('user_1', undefined, { timeout: 15_000 });
    // the table has registered its shortcuts by now: every registration redrew a closed list before
    expect(watch.of('hotkeysDialog')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const list = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(list).toHaveTextContent('Table');
    expect(watch.of('hotkeysDialog')).toBeGreaterThan(0);
  }, 30_000);
});
