import '../../components/testing/setup.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/referralProgram.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { ReferralProgram } from './api.ts';
import { ReferralProgramPage } from './ReferralProgramPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const SUPER_ADMIN: AdminStatus = 1;
const SUPPORT: AdminStatus = 2;

const levels = [1, 2, 3, 4].map((level) => ({ level, buy: String(20 / level), sell: '10', p2p: '5', trade: '2', staking: '1' }));
const program: ReferralProgram = {
  id: 3,
  referralId: 100007,
  userId: 11,
  userName: 'grace_hopper',
  link: 'https://exchange.example/register?r=100007',
  usersCount: 2,
  incomeSum: '1234.5',
  isActive: true,
  isBlocked: false,
  levels,
  dateCreated: '2026-10-01T10:00:00.000Z',
};

function fakeApi() {
  const calls = stubApi({
    'POST /v2/Referral/GetReferralPrograms': { items: [program], total: 1 },
    'GET /v2/Options/GetReferralOptions': { levels },
    'POST /v2/Referral/GetReferrals': { items: [{ userId: 21, userName: 'alan_turing', level: 2, incomeSum: '12.5', dateCreated: '2026-10-02T10:00:00.000Z' }], total: 1 },
  }, null) as StubbedCall<Record<string, unknown> | null>[];
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
}

function renderPage(path = '/referral-program', adminStatus: AdminStatus = 0) {
  renderScreen(<ReferralProgramPage />, { adminStatus, path, route: '/referral-program', locales: { referralProgram: en } });
}

describe('Referral program', () => {
  it('sends the search without its leading r= and the activity filter', async () => {
    const api = fakeApi();
    renderPage('/referral-program?search=r%3D100007&activity=Disabled');
    expect(await screen.findByRole('link', { name: 'grace_hopper' })).toBeInTheDocument();
    expect(api.of('/v2/Referral/GetReferralPrograms')[0]!.body).toMatchObject({ searchString: '100007', isActive: false, getTotal: true });
  });

  it("edits a level's fees, refusing a fee above 100 %, and saves the four levels", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open referral program 100007' }));
    const drawer = await screen.findByRole('dialog', { name: /Referral program 100007/ });
    const buy2 = within(drawer).getByLabelText('Level 2 Buy fee, %');
    await user.clear(buy2);
    await user.type(buy2, '101');
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Fee must be from 0 to 100');
    expect(within(drawer).getByRole('button', { name: 'Save fees' })).toBeDisabled();
    await user.clear(buy2);
    await user.type(buy2, '12.75');
    await user.click(within(drawer).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(api.of('/v2/Referral/UpdateReferralProgram')).toHaveLength(1));
    const body = api.of('/v2/Referral/UpdateReferralProgram')[0]!.body!;
    expect(body.referralProgramId).toBe(3);
    expect((body.levels as { level: number; buy: string }[]).map((l) => l.buy)).toEqual(['20', '12.75', '6.666666666666667', '5']);
  });

  it('blocks the program and removes a referral after confirming', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open referral program 100007' }));
    const drawer = await screen.findByRole('dialog', { name: /Referral program 100007/ });
    await user.click(within(drawer).getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block' });
    expect(confirm).toHaveTextContent('Block referral program 100007 of grace_hopper?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v2/Referral/UpdateReferralProgram')[0]?.body).toEqual({ referralProgramId: 3, isBlocked: true }));

    await user.click(await within(drawer).findByRole('button', { name: 'Remove alan_turing from the program' }));
    const removal = await screen.findByRole('dialog', { name: 'Remove the user from the program' });
    await user.click(within(removal).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v2/Referral/RemoveUserFromReferral')[0]?.body).toEqual({ referralProgramId: 3, userId: 21 }));
  });

  it('shows support, whom the access table refuses every change, the program read-only: no block, fees, add or remove', async () => {
    for (const op of ['POST v2/Referral/UpdateReferralProgram', 'PUT v2/Referral/AddUserToReferral', 'PUT v2/Referral/RemoveUserFromReferral'] as const) {
      expect(mayCall(op, SUPPORT)).toBe(false);
    }
    fakeApi();
    const user = userEvent.setup();
    renderPage('/referral-program', SUPPORT);
    await user.click(await screen.findByRole('button', { name: 'Open referral program 100007' }));
    const drawer = await screen.findByRole('dialog', { name: /Referral program 100007/ });
    expect(await within(drawer).findByRole('link', { name: 'alan_turing' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Block' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(drawer).queryByLabelText('Level 2 Buy fee, %')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Save fees' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Remove alan_turing from the program' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Add user' })).toBeNull();
  });

  it('shows a super admin, whom the access table allows, every change of the program', async () => {
    for (const op of ['POST v2/Referral/UpdateReferralProgram', 'PUT v2/Referral/AddUserToReferral', 'PUT v2/Referral/RemoveUserFromReferral'] as const) {
      expect(mayCall(op, SUPER_ADMIN)).toBe(true);
    }
    fakeApi();
    const user = userEvent.setup();
    renderPage('/referral-program', SUPER_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Open referral program 100007' }));
    const drawer = await screen.findByRole('dialog', { name: /Referral program 100007/ });
    expect(await within(drawer).findByRole('button', { name: 'Remove alan_turing from the program' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Save fees' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Add user' })).toBeInTheDocument();
  });

  it('lets only a role the access table allows change the default fees', async () => {
    expect([mayCall('POST v2/Options/UpdateReferralOptions', SUPPORT), mayCall('POST v2/Options/UpdateReferralOptions', SUPER_ADMIN)]).toEqual([false, true]);
    fakeApi();
    renderPage('/referral-program?view=options', SUPPORT);
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Level 2 Buy fee, %')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save fees' })).toBeNull();
    cleanup();

    renderPage('/referral-program?view=options', SUPER_ADMIN);
    expect(await screen.findByLabelText('Level 2 Buy fee, %')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save fees' })).toBeInTheDocument();
  });
});
