import '../../components/testing/setup.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/referralProgram.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { mayCall } from '../../domain/operationAccess.ts';
import type { ReferralProgram } from './api.ts';
import { ReferralProgramPage } from './ReferralProgramPage.tsx';

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

/** The calls that change a program: block or disable it, its fees, add or remove a user. */
const PROGRAM_CHANGES = ['POST v2/Referral/UpdateReferralProgram', 'PUT v2/Referral/AddUserToReferral', 'PUT v2/Referral/RemoveUserFromReferral'] as const;

/** Opens program 100007's drawer from the list; resolves with the drawer. */
async function openProgram(user: UserEvent, adminStatus?: AdminStatus) {
  renderPage('/referral-program', adminStatus);
  await user.click(await screen.findByRole('button', { name: 'Open referral program 100007' }));
  return screen.findByRole('dialog', { name: /Referral program 100007/ });
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
    const drawer = await openProgram(user);
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
    const drawer = await openProgram(user);
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

  it.each([
    { who: 'support, whom the access table refuses every change, the program read-only: no block, fees, add or remove', adminStatus: SUPPORT, allowed: false },
    { who: 'a super admin, whom the access table allows, every change of the program', adminStatus: SUPER_ADMIN, allowed: true },
  ])('shows $who', async ({ adminStatus, allowed }) => {
    for (const op of PROGRAM_CHANGES) {
      expect(mayCall(op, adminStatus)).toBe(allowed);
    }
    fakeApi();
    const drawer = await openProgram(userEvent.setup(), adminStatus);
    expect(await within(drawer).findByRole('link', { name: 'alan_turing' })).toBeInTheDocument();
    const offered = (control: HTMLElement | null) => (control === null ? 'not offered' : 'offered');
    const expected = allowed ? 'offered' : 'not offered';
    for (const name of ['Block', 'Disable', 'Save fees', 'Remove alan_turing from the program', 'Add user']) {
      expect(offered(within(drawer).queryByRole('button', { name })), name).toBe(expected);
    }
    expect(offered(within(drawer).queryByLabelText('Level 2 Buy fee, %')), 'Level 2 Buy fee').toBe(expected);
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
