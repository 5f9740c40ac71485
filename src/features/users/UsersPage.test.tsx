import '../../components/testing/setup.ts';
import { Classes } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/users.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { failingOnce, reply, stubApi } from '../../components/testing/stubApi.ts';
import { testAdmin } from '../../components/testing/renderScreen.tsx';
import type { PageSize } from '../../domain/adminSettings.ts';
import type { UserListItem } from './api.ts';
import { aUserListItem } from './testing/aUserListItem.ts';
import { usersColumns } from './components/usersColumns.tsx';
import { UsersPage } from './UsersPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'users')) i18next.addResourceBundle('en', 'users', en);
});

const user = (id: number) => aUserListItem(id);

/**
 * The back-office API through the shared stub: the users lists answer `page`, any other call
 * `{ success: true, affected }` unless `handlers` (keyed `METHOD /path`) answer it, e.g. a refusal
 * as `reply(409, { error })`.
 */
function stubUsersApi(page: { items: UserListItem[]; total: number; totalCapped?: boolean }, affected = 0, handlers: Record<string, unknown> = {}) {
  const list = { totalCapped: false, ...page };
  const calls = stubApi({ 'POST /v2/User/GetUsers': list, 'POST /v2/User/GetDeletedUsers': list, ...handlers }, undefined, { success: true, affected });
  return {
    calls,
    listCalls: () => calls.filter((call) => call.method === 'POST' && call.path === '/v2/User/GetUsers'),
    /** What acted on users: method, path and body. */
    actionCalls: () => calls.filter((call) => !call.path.startsWith('/v2/User/Get')).map(({ method, path, body }) => ({ method, path, body })),
  };
}

function renderUsers(path = '/users', itemsPerPage: PageSize = 20, adminStatus: CurrentAdmin['adminStatus'] = 0) {
  const admin = testAdmin(adminStatus, { itemsPerPage });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  queryClient.setQueryData(sessionQueries.userTags().queryKey, [{ id: 3, tagName: 'vip', color: '#BDBDBD' }]);
  const router = createMemoryRouter(
    [
      { path: '/users', element: <UsersPage /> },
      { path: '/user/:id', element: <p>user detail</p> },
    ],
    { initialEntries: [path] },
  );
  renderWidget(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, search: () => new URLSearchParams(router.state.location.search) };
}

/** The toolbar's menus of paired actions and what each offers. */
const MENUS = {
  Locks: ['Lock', 'Unlock'],
  Blocking: ['Block', 'Unblock'],
  Roles: ['Add role', 'Remove role'],
  Tags: ['Add tags', 'Remove tags'],
};

/** Runs a bulk action from its toolbar menu, with the mouse. */
async function pick(menu: keyof typeof MENUS, action: string) {
  await userEvent.click(screen.getByRole('button', { name: menu }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens the list, selects one user by its row and runs a bulk action on it from its menu. */
async function pickForRow(row: number, menu: keyof typeof MENUS, action: string) {
  renderUsers();
  await screen.findByText('user_1');
  await userEvent.click(screen.getByRole('checkbox', { name: `Select row ${row}` }));
  await pick(menu, action);
}

describe('UsersPage', () => {
  it('reads filters, sort and page from the URL and writes a new search back to it', async () => {
    const api = stubUsersApi({ items: [user(5)], total: 45 });
    const { search } = renderUsers('/users?search=ann&tags=3&sort=regDate&dir=asc&page=2');
    await screen.findByText('user_5');
    expect(api.listCalls()[0]!.body).toEqual({
      offset: 20,
      limit: 20,
      getTotal: true,
      sort: { field: 'regDate', desc: false },
      searchString: 'ann',
      userTagList: [3],
    });

    const field = screen.getByRole('textbox', { name: 'Search' });
    expect(field).toHaveValue('ann');
    await userEvent.clear(field);
    await userEvent.type(field, '  bob {Enter}');
    await waitFor(() => expect(search().get('search')).toBe('bob'));
    // a new search starts on the first page and keeps the sort
    expect(search().get('page')).toBeNull();
    expect(search().get('sort')).toBe('regDate');
    await waitFor(() => expect(api.listCalls().at(-1)!.body).toMatchObject({ offset: 0, searchString: 'bob' }));
  });

  it('takes the default page size from the admin settings and leaves it out of the URL', async () => {
    const api = stubUsersApi({ items: [user(1)], total: 1 });
    const { search } = renderUsers('/users', 50);
    await screen.findByText('user_1');
    expect(api.listCalls()[0]!.body).toMatchObject({ limit: 50, offset: 0 });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(search().get('size')).toBe('100'));
    await waitFor(() => expect(api.listCalls().at(-1)!.body).toMatchObject({ limit: 100 }));
  });

  it('keeps every bulk action disabled until a user is picked, saying why', async () => {
    const api = stubUsersApi({ items: [user(1), user(2)], total: 2 });
    renderUsers();
    await screen.findByText('user_1');
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on the selected users' });
    const bulk = [...Object.keys(MENUS), 'Remove'];
    for (const name of bulk) {
      const button = within(toolbar).getByRole('button', { name });
      expect(button).toBeDisabled();
      // the spec's message, on hover
      expect(button).toHaveAttribute('title', 'No users selected');
    }
    // what acts on no selection stays available
    expect(within(toolbar).getByRole('button', { name: 'Create user' })).toBeEnabled();
    expect(within(toolbar).getByRole('button', { name: 'Manage tags' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    for (const name of bulk) expect(within(toolbar).getByRole('button', { name })).toBeEnabled();
    // each menu holds its pair of opposite actions
    for (const [name, actions] of Object.entries(MENUS)) {
      await userEvent.click(within(toolbar).getByRole('button', { name }));
      const menu = await screen.findByRole('menu', { name });
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(actions);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu', { name })).not.toBeInTheDocument());
    }
    expect(api.actionCalls()).toEqual([]);
  });

  it('runs the actions of a menu from the keyboard', async () => {
    stubUsersApi({ items: [user(1), user(2)], total: 2 });
    renderUsers();
    await screen.findByText('user_1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    const locks = screen.getByRole('button', { name: 'Locks' });
    locks.focus();
    // Enter opens the menu on its first action; the arrows move between them
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Lock' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Unlock' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Lock' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Unlock' })).toHaveFocus();
    // Escape closes it and gives the focus back to its button
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Locks' })).not.toBeInTheDocument());
    expect(locks).toHaveFocus();
    // Enter on an action runs it
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Lock' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('shows why the list failed and loads it again on Retry, with no count meanwhile', async () => {
    const api = stubUsersApi({ items: [], total: 0 }, 0, { 'POST /v2/User/GetUsers': failingOnce({ items: [user(1)], total: 1, totalCapped: false }) });
    renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error');
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing to show')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('user_1')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
    // the failed load and the one Retry asked for
    expect(api.listCalls()).toHaveLength(2);
  });

  it('blocks the picked users after the confirmation and reports how many changed', async () => {
    const api = stubUsersApi({ items: [user(1), user(2)], total: 2 }, 1);
    await pickForRow(2, 'Blocking', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block users' });
    expect(within(dialog).getByText('Block the selected users (1)?')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.actionCalls()).toEqual([{ method: 'PUT', path: '/v2/User/UsersBlock', body: { userIdList: [2] } }]));
    expect(await screen.findByText('Done. Users changed: 1')).toBeInTheDocument();
    // the list is loaded again to show the new state
    await waitFor(() => expect(api.listCalls().length).toBeGreaterThan(1));
  });

  it('keeps the confirmation open with "The server cannot be reached" when the call gets no answer, never the browser\'s words', async () => {
    stubUsersApi({ items: [user(1), user(2)], total: 2 }, 1, {
      'PUT /v2/User/UsersBlock': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await pickForRow(2, 'Blocking', 'Block');
    const dialog = await screen.findByRole('dialog', { name: 'Block users' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });

  it('locks for the chosen time, saying so in the confirmation', async () => {
    const api = stubUsersApi({ items: [user(1), user(2)], total: 2 }, 1);
    await pickForRow(1, 'Locks', 'Lock');
    const choice = await screen.findByRole('dialog', { name: 'Lock' });
    await userEvent.selectOptions(within(choice).getByRole('combobox', { name: /Lock type/ }), 'Login');
    await userEvent.selectOptions(within(choice).getByRole('combobox', { name: 'Duration' }), '1 day');
    await userEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock users' });
    expect(within(dialog).getByText('Put the lock "Login" on the selected users (1), 1 day?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.actionCalls()).toEqual([{ method: 'PUT', path: '/v2/User/UsersLock', body: { userIdList: [1], lockType: 1, minutes: 1440 } }]));
  });

  it('sends selectAll with the current filter when every matching user is selected', async () => {
    const items = Array.from({ length: 20 }, (_, i) => user(100 - i));
    const api = stubUsersApi({ items, total: 57 }, 57);
    renderUsers('/users?search=ann&ids=7%2C%208');
    await screen.findByText('user_100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 57 matching' }));
    expect(screen.getByText('Selected: 57')).toBeInTheDocument();
    await pick('Blocking', 'Unblock');
    const dialog = await screen.findByRole('dialog', { name: 'Unblock users' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(api.actionCalls()).toEqual([
        { method: 'PUT', path: '/v2/User/UsersUnblock', body: { selectAll: true, filter: { searchString: 'ann', userIdList: [7, 8] } } },
      ]),
    );
    expect(await screen.findByText('Done. Users changed: 57')).toBeInTheDocument();
  });

  it('asks for a role before adding it ("You have to choose role, before save")', async () => {
    const api = stubUsersApi({ items: [user(1)], total: 1 }, 1);
    await pickForRow(1, 'Roles', 'Add role');
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('You have to choose role, before save')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'merchant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add role' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.actionCalls()).toEqual([{ method: 'PUT', path: '/v2/User/AddUserRole', body: { userIdList: [1], role: 'merchant' } }]));
  });

  it.each([
    ['userNameExists', 'User name', 'UserName already exists'],
    ['emailExists', 'E-mail', 'A user with this e-mail already exists'],
  ])('puts a %s refusal of the new user under its field, whatever the language of the server text', async (reason, field, shown) => {
    stubUsersApi({ items: [user(1)], total: 1 }, 0, {
      'POST /v2/User/CreateUser': reply(409, { error: { status: 409, code: 103, reason, message: 'Дубликат' } }),
    });
    renderUsers();
    await screen.findByText('user_1');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    // the dialog focuses its first field once opened: typing before that would land in two fields
    const email = within(dialog).getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'new@example.com');
    await userEvent.type(within(dialog).getByLabelText(/User name/), 'new_trader');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Str0ngPass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // the confirmation (both dialogs are titled "Create user"; only the confirmation has Ok)
    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    // the users namespace's text of the reason, under the field it names
    const group = (await within(dialog).findByText(shown)).closest(`.${Classes.FORM_GROUP}`);
    expect(group).toContainElement(within(dialog).getByLabelText(new RegExp(field)));
  });

  it('shows a capped total as "1,000+"', async () => {
    stubUsersApi({ items: [user(1)], total: 1000, totalCapped: true });
    renderUsers('/users?search=a');
    expect(await screen.findByText('Total: 1,000+')).toBeInTheDocument();
  });

  it('opens the user on Enter in a row and on its link', async () => {
    stubUsersApi({ items: [user(42)], total: 1 });
    const { router } = renderUsers();
    await userEvent.click(await screen.findByRole('link', { name: 'user_42' }));
    expect(router.state.location.pathname).toBe('/user/42');
  });

  describe('offers only what the access table lets the admin do', () => {
    const BULK = [...Object.keys(MENUS), 'Manage tags', 'Remove'];

    /** The list of one user as an admin of `adminStatus` sees it, once loaded: its toolbar. */
    async function toolbarAs(adminStatus: CurrentAdmin['adminStatus']) {
      stubUsersApi({ items: [user(5)], total: 1 });
      renderUsers('/users', 20, adminStatus);
      await screen.findByText('user_5');
      return screen.getByRole('toolbar', { name: en.actions.toolbar });
    }

    it('shows an admin every action and the row checkboxes', async () => {
      const toolbar = await toolbarAs(0);
      for (const name of ['Create user', ...BULK]) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /^Select row/ })).toBeInTheDocument();
    });

    it('shows an arbitrator no action the server would refuse him, and nothing to select', async () => {
      const toolbar = await toolbarAs(3);
      for (const name of ['Create user', ...BULK]) expect(within(toolbar).queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: /^Select row/ })).toBeNull();
      // reading stays: the sort order (beside the list tabs) is still his to change
      expect(screen.getByRole('button', { name: 'Descending' })).toBeInTheDocument();
    });
  });
});

describe('the state column', () => {
  const t = ((key: string) => ({ 'users.state.deleted': 'Deleted', 'users.state.active': 'Active' })[key] ?? key) as never;
  const stateOf = (deleted: boolean, row: UserListItem) => {
    const column = usersColumns({ t, tagsById: new Map(), timeZone: 'UTC', deleted }).find((c) => c.key === 'state')!;
    return render(<>{column.render(row)}</>).container.textContent;
  };

  it('shows a deleted user as deleted, never as active', () => {
    expect(stateOf(true, { ...user(7), dateDeleted: '2025-02-01T10:00:00Z' })).toBe('Deleted');
    expect(stateOf(false, user(8))).toBe('Active');
  });
});
