import { Classes } from '@blueprintjs/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionQueries } from '../../src/api/sessionQueries.ts';
import { focusSearchInput } from '../../src/app/shell/ShellHotkeys.tsx';
import { adminWithStatus, fakeSessionApi, PROBE_PATH, sectionsWithProbe } from './fakeSession.ts';
import { renderConsole } from './renderConsole.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function signedInConsole(path = PROBE_PATH, admin = adminWithStatus(0)) {
  const api = fakeSessionApi(admin);
  const view = await renderConsole(path, { api, sections: sectionsWithProbe() });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...view, api };
}

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});

describe('shell header', () => {
  it('shows the title and switches to the dark theme, saving it', async () => {
    const { api } = await signedInConsole();
    expect(screen.getByText('Admin panel')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.body).not.toHaveClass(Classes.DARK);

    await userEvent.click(toggle);

    expect(api.updateAdminSettings).toHaveBeenCalledWith({ isDarkTheme: true });
    await waitFor(() => expect(document.body).toHaveClass(Classes.DARK));
    expect(localStorage.getItem('isDarkTheme')).toBe('true');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps data a screen refreshed when the session changes for another reason', async () => {
    const { queryClient } = await signedInConsole();
    const tagsKey = sessionQueries.userTags().queryKey;
    await waitFor(() => expect(queryClient.getQueryData(tagsKey)).toBeDefined());
    const refreshed = [{ id: 99, tagName: 'created just now', color: '#BDBDBD' }];
    queryClient.setQueryData(tagsKey, refreshed);
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    await waitFor(() => expect(document.body).toHaveClass(Classes.DARK));
    expect(queryClient.getQueryData(tagsKey)).toEqual(refreshed);
    // the admin itself follows the session: the new setting is what screens read
    expect(queryClient.getQueryData<{ settings: { isDarkTheme: boolean } }>(sessionQueries.currentAdmin().queryKey)?.settings.isDarkTheme).toBe(true);
  });

  it('changes the language through the settings and translates the shell', async () => {
    const { api } = await signedInConsole();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(api.updateAdminSettings).toHaveBeenCalledWith({ locale: 'ru' });
    expect(await screen.findByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('ru');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('rolls a setting back when the server refuses it', async () => {
    const { api } = await signedInConsole();
    vi.mocked(api.updateAdminSettings).mockRejectedValueOnce(new Error('refused'));
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false'));
    expect(document.body).not.toHaveClass(Classes.DARK);
    // through the console's one toaster, like every other failure
    expect(await screen.findByText('Settings could not be saved')).toBeInTheDocument();
  });
});

describe('navigation footer', () => {
  it("shows the admin's status, e-mail and time zone as a UTC offset", async () => {
    const admin = adminWithStatus(2, { email: 'help@example.com' });
    admin.settings = { ...admin.settings, timezone: 'UTC' };
    await signedInConsole(PROBE_PATH, admin);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Support')).toBeInTheDocument();
    expect(within(nav).getByText('help@example.com')).toBeInTheDocument();
    expect(within(nav).getByText('UTC+00:00')).toBeInTheDocument();
  });

  it('offers to switch to the browser time zone when it differs', async () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = browserZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    const admin = adminWithStatus(0);
    admin.settings = { ...admin.settings, timezone: other };
    const { api } = await signedInConsole(PROBE_PATH, admin);
    // the prompt among the shell's status lines (a connection banner may show beside it)
    const promptShown = () => screen.queryAllByRole('status').find((status) => status.textContent?.includes("browser's time zone"));
    const prompt = await waitFor(() => promptShown() ?? Promise.reject(new Error('no time zone prompt')));
    expect(prompt).toHaveTextContent(browserZone);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Switch' }));
    expect(api.updateAdminSettings).toHaveBeenCalledWith({ timezone: browserZone });
    await waitFor(() => expect(promptShown()).toBeUndefined());
  });

  it('asks before logging out and returns to the login page', async () => {
    const { api, router, tokens } = await signedInConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.logout).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.logout).toHaveBeenCalledOnce();
    expect(tokens.clearToken).toHaveBeenCalled();
  });
});

describe('keyboard', () => {
  it('opens the command palette with Ctrl+K and goes to a screen', async () => {
    const { router } = await signedInConsole();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('textbox', { name: 'Command palette' });
    await userEvent.type(input, 'wallets');
    expect(await screen.findByRole('option', { name: 'Finance › Wallets' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance/wallets'));
  });

  it('offers "Open user #id" for a number even when the lookup is not implemented', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(501, { error: { status: 501, code: 501, message: 'Not implemented' } })));
    const { router } = await signedInConsole();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Command palette' }), '42');
    expect(await screen.findByRole('option', { name: 'Open user #42' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'User #42' })).toBeInTheDocument();
  });

  it('opens a user found by an exact user name', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { items: [{ id: 9, userName: 'alice' }], total: 1 })));
    const { router } = await signedInConsole();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Command palette' }), 'alice');
    const option = await screen.findByRole('option', { name: 'Open user #9 (alice)' });
    await userEvent.click(within(option).getByText('Open user #9 (alice)'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/9'));
  });

  it('lists only the screens the admin may open', async () => {
    await signedInConsole(PROBE_PATH, adminWithStatus(3));
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Command palette' }), 'settings');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('focuses the field marked data-search-input with "/"', async () => {
    await signedInConsole();
    const main = screen.getByRole('main');
    const field = document.createElement('input');
    field.setAttribute('data-search-input', '');
    field.setAttribute('aria-label', 'Search users');
    act(() => {
      main.appendChild(field);
    });
    await userEvent.keyboard('/');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    field.remove();
    expect(focusSearchInput()).toBe(false);
  });
});
