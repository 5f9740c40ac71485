import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canAccess, ROUTE_ACCESS, ACCESS_AREAS } from '../../src/domain/routeAccess.ts';
import { sectionsOfBuild } from '../../src/app/routes/routeTable.ts';
import { adminWithStatus, fakeSessionApi } from './fakeSession.ts';
import { renderConsole } from './renderConsole.tsx';

async function consoleAs(status: number, path: string, sections = sectionsOfBuild(() => false)) {
  const view = await renderConsole(path, { api: fakeSessionApi(adminWithStatus(status)), sections });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return view;
}

function menuEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('route access table', () => {
  it('opens dashboard, users, user detail and account to every status', () => {
    for (const area of ['dashboard', 'users', 'userDetail', 'account'] as const) {
      for (const status of [0, 1, 2, 3, 4]) expect(canAccess(area, status), `${area} for ${status}`).toBe(true);
    }
  });

  it('keeps support out of admin management, settings, finance and front config only', () => {
    const closed = ACCESS_AREAS.filter((area) => !canAccess(area, 2));
    expect(closed.sort()).toEqual(['adminManagement', 'approvals', 'finance', 'frontConfig', 'settings']);
  });

  it('lets an arbitrator open only the arbitration work', () => {
    const open = ACCESS_AREAS.filter((area) => canAccess(area, 3));
    expect(open.sort()).toEqual(['account', 'arbitrator', 'chats', 'dashboard', 'p2p', 'userDetail', 'users']);
  });

  it('reads "everyone: false" as "only the listed statuses"', () => {
    const table = { ...ROUTE_ACCESS, finance: { everyone: false, exceptions: [1] } };
    expect(canAccess('finance', 1, table)).toBe(true);
    expect(canAccess('finance', 0, table)).toBe(false);
  });
});

describe('route guard and menu', () => {
  it('redirects support from admin management to the account screen', async () => {
    const { router } = await consoleAs(2, '/admin-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });

  it('says on the account screen which section was refused, and lists the sections the admin may open', async () => {
    const { router } = await consoleAs(3, '/finance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No access to Finance');
    expect(notice).toHaveTextContent('The Arbitrator status may not open Finance');
    const open = screen.getByRole('list', { name: 'Sections you may open' });
    const links = within(open).getAllByRole('link').map((link) => link.textContent);
    // the Dashboard with its P2P counts, and no Chats (the chat lists are staff's): offered by the calls
    expect(links).toEqual(['Dashboard', 'Users', 'P2P', 'Arbitrator']);
  });

  it('shows no refusal on the account screen opened directly', async () => {
    await consoleAs(3, '/account');
    expect(await screen.findByRole('list', { name: 'Sections you may open' })).toBeInTheDocument();
    expect(screen.queryByText(/^No access to/)).toBeNull();
  });

  it('names the screen in the tab title, the tab first in a section with tabs', async () => {
    const { navigate } = await consoleAs(0, '/users');
    await waitFor(() => expect(document.title).toBe('Users · Admin panel'));
    await navigate('/settings/limits');
    await waitFor(() => expect(document.title).toBe('Limits · Settings · Admin panel'));
  });

  it('lets an admin open admin management', async () => {
    const { router } = await consoleAs(0, '/admin-management');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-management');
  });

  it('checks access again when the route changes', async () => {
    const { router, navigate } = await consoleAs(2, '/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await navigate('/settings/email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('sends exactly "/" to /users', async () => {
    const { router } = await consoleAs(0, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('shows the Arbitrator entry up to status 3, and a status the access table does not know only the account', async () => {
    const first = await consoleAs(3, '/users');
    expect(menuEntries()).toContain('Arbitrator');
    first.unmount();
    // the server refuses every call to a status it does not know, so nothing else is offered
    await consoleAs(4, '/users');
    await waitFor(() => expect(menuEntries()).toEqual(['Account']));
  });

  it('hides the entries an arbitrator cannot open, in the spec order', async () => {
    await consoleAs(3, '/users');
    expect(menuEntries()).toEqual(['Dashboard', 'Users', 'P2P', 'Arbitrator', 'Account']);
  });

  it('offers support only the Statistics tabs it may fill, and leads its menu entry to the first of them', async () => {
    const { router } = await consoleAs(2, '/statistics');
    // the System status tab needs the finance figures, which support may not read: the first offered tab instead
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistics/referral-program'));
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Ref program', 'Users']);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/statistics/referral-program');
  });

  it('offers an arbitrator the user tabs it may fill, and sends a refused one to the first', async () => {
    const { router } = await consoleAs(3, '/user/5/balance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/5'));
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).not.toContain('Balance');
    expect(tabs).not.toContain('Chats');
    expect(tabs).toContain('Security');
  });

  it('lists every entry for an admin in the spec order', async () => {
    await consoleAs(0, '/users');
    expect(menuEntries()).toEqual([
      'Dashboard', 'Users', 'Front config', 'Chats', 'Transactions', 'Trading', 'Markets',
      'Payment systems and currencies', 'Merchants', 'Referral program', 'Finance', 'Staking',
      'Statistics', 'P2P', 'Arbitrator', 'Traders', 'Settings', 'Admin management', 'Approvals', 'Account',
    ]);
  });

  it('removes an excluded section from routes and menu', async () => {
    const { navigate } = await consoleAs(0, '/users', sectionsOfBuild((feature) => feature === 'arbitrator'));
    expect(menuEntries()).not.toContain('Arbitrator');
    await navigate('/arbitrator');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('removes excluded user sub-sections from the user tabs', async () => {
    await consoleAs(0, '/user/5', sectionsOfBuild((feature) => feature === 'user-trader'));
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toContain('Requisites');
    expect(tabs).not.toContain('Trader');
  });

  it('shows a section with its tabs, in the spec order, and its first tab\'s screen', async () => {
    const { router } = await consoleAs(0, '/settings');
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Technical', 'Email', 'Notifications', 'Limits', 'Watermark']);
    // the screen comes from the settings group's lazy chunk (Settings › Technical, the last tab
    // that was a placeholder); its first import under Vitest transforms the whole group
    expect(await screen.findByText('Technical work')).toBeInTheDocument();
    expect(screen.queryByText('This section is not available yet')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Limits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/limits'));
  });
});
