import '../../components/testing/setup.ts';
import i18next from 'i18next';
import en from '../../../locales/en/userDetail.json';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, renderUserDetail, v2Error, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserSecurityScreen } from './UserSecurityScreen.tsx';
import { detailsText } from './components/ActionsSection.tsx';

const ON = '2025-01-01T00:00:00.000Z';

describe('IP whitelist', () => {
  it('says "Invalid IP address" for a bad address and does not call the server', async () => {
    const { calls } = renderUserDetail(UserSecurityScreen, '/security');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('IP address');
    await user.type(input, '300.1.1.1{Enter}');
    expect(screen.getByText('Invalid IP address')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v2/User/AddIpToWhitelist')).toBe(false);
  });

  it('adds a valid address after the confirmation, and shows the server refusing one', async () => {
    const adds: RecordedCall[] = [];
    renderUserDetail(UserSecurityScreen, '/security', {
      'PUT /v2/User/AddIpToWhitelist': (call: RecordedCall) => {
        adds.push(call);
        return adds.length === 1 ? { id: 1, userId: 42, ip: '10.0.0.1', adminId: 1, dateCreated: ON } : v2Error(400, 100, 'Invalid IP address', 'invalidIp');
      },
    });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('IP address');
    await user.type(input, '10.0.0.1{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add IP address' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(adds).toHaveLength(1));
    expect(adds[0]!.body).toEqual({ userId: 42, ip: '10.0.0.1' });

    await user.type(input, '10.0.0.2{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Add IP address' });
    await user.click(within(again).getByRole('button', { name: 'Ok' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('Invalid IP address');
  });
});

describe('second factor', () => {
  it('does not offer to remove the last removable method, and removes one that is not the last', async () => {
    const manages: RecordedCall[] = [];
    renderUserDetail(UserSecurityScreen, '/security', {
      // Email is the only active method of types 0, 1, 3; Google does not count; Telegram is off.
      'POST /v2/User/GetUser': aUser({
        nfaList: [
          { serviceType: 0, dateEnabled: ON, dateDisabled: null },
          { serviceType: 1, dateEnabled: ON, dateDisabled: '2025-02-01T00:00:00.000Z' },
          { serviceType: 2, dateEnabled: ON, dateDisabled: null },
        ],
      }),
      'PUT /v2/User/DisableUser2Fa': (call: RecordedCall) => {
        manages.push(call);
        return { success: true };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Disable Email' })).toBeDisabled();
    expect(screen.getByText('The last second-factor method cannot be removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Telegram' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable second factor' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    // switching off is the spec's DisableUser2Fa; switching on goes through ManageUser2Fa
    await waitFor(() => expect(manages.map((c) => c.body)).toEqual([{ userId: 42, serviceType: 2 }]));
    expect(await screen.findByText('Google disabled')).toBeInTheDocument();
  });

  it('lets either of two active removable methods go', async () => {
    renderUserDetail(UserSecurityScreen, '/security', {
      'POST /v2/User/GetUser': aUser({
        nfaList: [
          { serviceType: 0, dateEnabled: ON, dateDisabled: null },
          { serviceType: 3, dateEnabled: ON, dateDisabled: null },
        ],
      }),
    });
    expect(await screen.findByRole('button', { name: 'Disable Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Disable SMS' })).toBeEnabled();
  });

  it('lists Email, Telegram and Google even when never set up, and switches one on after the confirmation', async () => {
    const manages: RecordedCall[] = [];
    let nfaList: { serviceType: number; dateEnabled: string | null; dateDisabled: string | null }[] = [];
    const { calls } = renderUserDetail(UserSecurityScreen, '/security', {
      'POST /v2/User/GetUser': () => aUser({ nfaList } as Partial<ReturnType<typeof aUser>>),
      'POST /User/ManageUser2Fa': (call: RecordedCall) => {
        manages.push(call);
        nfaList = [{ serviceType: 1, dateEnabled: ON, dateDisabled: null }];
        return { success: true };
      },
    });
    const user = userEvent.setup();
    const methods = await screen.findByRole('table', { name: 'Second-factor methods' });
    expect(within(methods).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Email', 'Telegram', 'Google']);
    expect(within(methods).getAllByText('Off')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Enable Telegram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable second factor' });
    expect(dialog).toHaveTextContent('Enable Telegram for this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(manages).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enable Telegram' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Enable second factor' })).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(manages.map((c) => c.body)).toEqual([{ userId: 42, serviceType: 1, isEnabled: true }]));
    expect(await screen.findByText('Telegram enabled')).toBeInTheDocument();
    // the only active removable method now: it stays
    expect(await screen.findByRole('button', { name: 'Disable Telegram' })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/v2/User/GetUserNfaHistory').length).toBeGreaterThan(1);
    expect(calls.some((c) => c.path === '/v2/User/DisableUser2Fa')).toBe(false);
  });

  it('shows the server refusing a switch in the dialog', async () => {
    renderUserDetail(UserSecurityScreen, '/security', {
      'POST /User/ManageUser2Fa': v2Error(409, 103, 'This second-factor method is already enabled', 'nfaAlreadyEnabled'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable second factor' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This second-factor method is already enabled');
  });
});

describe('as an arbitrator', () => {
  /** The security screen of a user with one whitelisted IP and two second factors, as an admin of `adminStatus`. */
  const renderWhitelistedUserAs = (adminStatus: 2 | 3) =>
    renderUserDetail(
      UserSecurityScreen,
      '/security',
      {
        'POST /v2/User/GetUserIpWhiteList': { items: [{ id: 1, userId: 42, ip: '10.0.0.1', adminId: null, dateCreated: ON }] },
        'POST /v2/User/GetUser': aUser({ nfaList: [{ serviceType: 0, dateEnabled: ON, dateDisabled: null }, { serviceType: 2, dateEnabled: ON, dateDisabled: null }] }),
      },
      adminStatus,
    );

  it('shows the security data without the changes the server would refuse', async () => {
    renderWhitelistedUserAs(3);
    expect(await screen.findByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.queryByLabelText('IP address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete 10\.0\.0\.1/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Enable/ })).toBeNull();
  });

  it('gives support the IP whitelist changes but no second-factor switches (admins only, issue 23)', async () => {
    renderWhitelistedUserAs(2);
    expect(await screen.findByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.getByLabelText('IP address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Enable/ })).toBeNull();
  });

  it('gives an admin the same screen with its changes', async () => {
    renderUserDetail(UserSecurityScreen, '/security', {
      'POST /v2/User/GetUserIpWhiteList': { items: [{ id: 1, userId: 42, ip: '10.0.0.1', adminId: null, dateCreated: ON }] },
    });
    expect(await screen.findByText('10.0.0.1')).toBeInTheDocument();
    expect(screen.getByLabelText('IP address')).toBeInTheDocument();
  });
});

describe('history words', () => {
  it('names actions and 2FA code types instead of showing their raw codes', async () => {
    renderUserDetail(UserSecurityScreen, '/security', {
      'POST /v2/User/GetUserActions': {
        items: [
          { id: 1, userId: 42, action: 'passwordChanged', ip: null, clientType: null, dateCreated: ON, details: null },
          { id: 2, userId: 42, action: 'apiKeyCreated', ip: null, clientType: null, dateCreated: ON, details: null },
          { id: 3, userId: 42, action: 'somethingNew', ip: null, clientType: null, dateCreated: ON, details: null },
        ],
        total: 3,
      },
      'POST /User/Get2FaCodes': {
        items: [{ id: 1, codeType: 2, serviceType: 0, code: null, isUsed: false, dateCreated: ON, dateExpires: ON, dateUsed: null }],
        pages: 1,
      },
    });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText('API key created')).toBeInTheDocument();
    // a code the console does not know yet is still shown, as it is
    expect(screen.getByText('somethingNew')).toBeInTheDocument();
    expect(screen.queryByText('passwordChanged')).toBeNull();
    expect(await screen.findByText('Withdrawal')).toBeInTheDocument();
  });

  it("says an action's details in words, not as JSON", () => {
    if (!i18next.hasResourceBundle('en', 'userDetail')) i18next.addResourceBundle('en', 'userDetail', en);
    const t = (key: string) => i18next.t(key, { ns: 'userDetail' });
    expect(detailsText({ success: false }, t)).toBe('Failed');
    expect(detailsText({ success: true }, t)).toBe('Succeeded');
    expect(detailsText({ device: 'iPhone', trusted: true }, t)).toBe('device: iPhone, trusted: Yes');
    expect(detailsText(null, t)).toBe('');
  });
});
