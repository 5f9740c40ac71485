import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import frontConfig from '../../../locales/en/frontConfig.json';
import { desktopLayout } from '../../components/testing/desktopLayout.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, v2Error, type StubbedCall } from '../../components/testing/stubApi.ts';
import { FrontConfigPage } from './FrontConfigPage.tsx';

type RecordedCall = StubbedCall<unknown>;

/** The screen at /front-config with `fetch` answered from `handlers` (unknown calls answer `{ success: true }`). */
function renderFrontConfigScreen(ui: ReactElement, handlers: Record<string, unknown>) {
  const calls = stubApi(handlers, undefined);
  return { ...renderScreen(ui, { path: '/front-config', locales: { frontConfig } }), calls };
}

beforeEach(desktopLayout);
afterEach(() => {
  vi.restoreAllMocks();
});

const GROUPS = [
  { id: 1, name: 'Default', isDefault: true, usersCount: 0 },
  { id: 2, name: 'VIP traders', isDefault: false, usersCount: 3 },
];
const app = (id: number, name: string, access: { groupId: number; accessType: string }[] = []) => ({ id, name, isEnabled: true, access });

describe('Front config', () => {
  it('reads apps 50 at a time until a short page, and shows each group’s access', async () => {
    const first = Array.from({ length: 50 }, (_, i) => app(i + 1, `App ${i + 1}`));
    const { calls } = renderFrontConfigScreen(<FrontConfigPage />, {
      'GET /v2/FrontConfig': (call: RecordedCall) => ({ items: call.query.get('offset') === '0' ? first : [app(51, 'Last app', [{ groupId: 2, accessType: 'Deny' }])], total: 51 }),
      'GET /v2/FrontConfig/groups': { items: GROUPS, total: 2 },
    });
    const cell = await screen.findByRole('combobox', { name: 'Access of VIP traders to Last app' });
    expect(cell).toHaveValue('Deny');
    expect(screen.getByRole('combobox', { name: 'Access of Default to Last app' })).toHaveValue('inherit');
    expect(calls.filter((c) => c.path === '/v2/FrontConfig').map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([['0', '50'], ['50', '50']]);
  });

  it('denies a group, then resets it, through the grid', async () => {
    let access: { groupId: number; accessType: string }[] = [];
    const { calls } = renderFrontConfigScreen(<FrontConfigPage />, {
      'GET /v2/FrontConfig': () => ({ items: [app(4, 'Wallet', access)], total: 1 }),
      'GET /v2/FrontConfig/groups': { items: GROUPS, total: 2 },
      'PUT /v2/FrontConfig/apps/4/deny/2': () => {
        access = [{ groupId: 2, accessType: 'Deny' }];
        return { success: true };
      },
      'DELETE /v2/FrontConfig/apps/4/reset/2': () => {
        access = [];
        return { success: true };
      },
    });
    const user = userEvent.setup();
    const cell = await screen.findByRole('combobox', { name: 'Access of VIP traders to Wallet' });
    await user.selectOptions(cell, 'Deny');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Access of VIP traders to Wallet' })).toHaveValue('Deny'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Access of VIP traders to Wallet' }), 'inherit');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v2/FrontConfig/apps/4/reset/2')).toBe(true));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Access of VIP traders to Wallet' })).toHaveValue('inherit'));
  });

  it('offers no delete for the system default group, and shows why a user cannot join', async () => {
    renderFrontConfigScreen(<FrontConfigPage />, {
      'GET /v2/FrontConfig': { items: [], total: 0 },
      'GET /v2/FrontConfig/groups': { items: GROUPS, total: 2 },
      'GET /v2/SecurityGroups/GetGroupUsers': { items: [{ userId: 5, userName: 'trader_five', email: 't5@example.com' }], total: 1 },
      'POST /v2/SecurityGroups/AddUserToGroup': v2Error(409, 103, 'User groups can only be added to a trader or merchant', 'groupMemberRole'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Security groups' }));
    expect(await screen.findByRole('button', { name: 'Delete VIP traders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Default' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Users of VIP traders' }));
    const users = await screen.findByRole('region', { name: 'Users of VIP traders' });
    expect(await within(users).findByText('trader_five')).toBeInTheDocument();
    await user.type(within(users).getByLabelText('User ID'), '8');
    await user.click(within(users).getByRole('button', { name: 'Add user' }));
    expect(await within(users).findByRole('alert')).toHaveTextContent('User groups can only be added to a trader or merchant');
  });
});
