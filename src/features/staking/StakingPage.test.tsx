import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/staking.json';
import { expectFailedLoadRetried } from '../../components/testing/listStates.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { failingOnce, stubApi } from '../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../domain/adminStatus.ts';
import { StakingPage } from './StakingPage.tsx';

const tier = {
  id: 5,
  currencyId: 1,
  balanceFrom: '10',
  percentPerDay: '0.03',
  taxPercent: '10',
  considerTax: true,
  beginTime: '2026-10-01T00:00:00.000Z',
  maxPercentPerDay: '0.05',
  taxMode: 'income',
  isEnabled: true,
};

const log = { id: 9, userId: null, currencyId: 1, logType: 'percentChange', settingsId: 5, previousPercent: '0.02', amount: null, percent: '0.03', dateCreated: '2026-10-02T00:00:00.000Z' };

/** Answers the staking calls at `fetch`; the first call to `failFirst` fails with a server error. */
function fakeApi(failFirst?: string) {
  const logs = { items: [log], total: 1 };
  const calls = stubApi({
    'PUT /v2/Staking/GetStakingDataList': { items: [tier] },
    'POST /v2/Staking/GetStakingLogs': failFirst === '/v2/Staking/GetStakingLogs' ? failingOnce(logs) : logs,
    'PUT /v2/Staking/AddStakingSettings': { id: 6 },
  }, null);
  return { of: (path: string) => calls.filter((c) => c.path === path) as { path: string; body: Record<string, unknown> | null }[] };
}

function renderPage(adminStatus: AdminStatus = 0) {
  renderScreen(<StakingPage />, { adminStatus, path: '/staking', currencies: [{ id: 1, title: 'USDT', decimals: 6 }], locales: { staking: en } });
}

/** The page as an admin sees it, with the dialog its button `button` opens (named `dialog`). */
async function openDialog(button: string, dialog: string) {
  const api = fakeApi();
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: button }));
  return { api, user, dialog: await screen.findByRole('dialog', { name: dialog }) };
}

describe('Staking', () => {
  it('asks for every setting (all: true) and shows the log with its types', async () => {
    const api = fakeApi();
    renderPage();
    expect(await screen.findByText('Percent change')).toBeInTheDocument();
    expect(api.of('/v2/Staking/GetStakingDataList')[0]!.body).toEqual({ all: true });
    expect(api.of('/v2/Staking/GetStakingLogs')[0]!.body).toMatchObject({ offset: 0, getTotal: true });
  });

  it('shows no log count while loading, the reason and a Retry when the log fails, and the count once it loads', async () => {
    const api = fakeApi('/v2/Staking/GetStakingLogs');
    renderPage();
    await expectFailedLoadRetried({ reason: 'Could not load the data. Try again.', rowText: 'Percent change', table: 'Staking log rows', total: 'Total: 1', loads: () => api.of('/v2/Staking/GetStakingLogs').length });
  });

  it('adds settings after the rules pass, sending decimal strings and the begin day in the admin zone', async () => {
    const { api, user, dialog } = await openDialog('Add settings', 'Add staking settings');
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'USDT');
    await user.type(within(dialog).getByLabelText('Balance from'), '100');
    await user.type(within(dialog).getByLabelText('Percent per day'), '0.05');
    await user.type(within(dialog).getByLabelText('Max percent per day'), '0.01');
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Maximum percent per day can't be less than percent per day");
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Max percent per day'));
    await user.type(within(dialog).getByLabelText('Max percent per day'), '0.1');
    await user.click(within(dialog).getByLabelText('Consider tax'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.of('/v2/Staking/AddStakingSettings')).toHaveLength(1));
    expect(api.of('/v2/Staking/AddStakingSettings')[0]!.body).toMatchObject({
      currencyId: 1,
      balanceFrom: '100',
      percentPerDay: '0.05',
      maxPercentPerDay: '0.1',
      taxPercent: '0',
      considerTax: true,
      taxMode: 'income',
      beginTime: expect.stringMatching(/T00:00:00\.000Z$/),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add staking settings' })).toBeNull());
  });

  it('removes settings after confirming; support sees no add or remove', async () => {
    const { api, user, dialog: confirm } = await openDialog('Remove staking settings 5', 'Remove staking settings');
    expect(confirm).toHaveTextContent('Remove the USDT settings from balance 10 at 0.03 % per day?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(api.of('/v2/Staking/RemoveStakingSettings')[0]?.body).toEqual({ id: 5 }));
  });

  it('hides add and remove from support', async () => {
    fakeApi();
    renderPage(2);
    expect(await screen.findByText('Percent change')).toBeInTheDocument();
    expect(await screen.findByText('In force')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove staking settings 5' })).toBeNull();
  });
});
