import '../../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/p2pCatalogues.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
import { FeesPage } from './FeesPage.tsx';
import { GroupsPage } from './GroupsPage.tsx';
import { LimitsPage } from './LimitsPage.tsx';
import { TurnoverPage } from './TurnoverPage.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2pCatalogues')) i18next.addResourceBundle('en', 'p2pCatalogues', en);
});

type Call = StubbedCall<unknown>;

type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

const ok = { result: { Success: true, Error: null } };
const fees = (percent: string) => ({ absolute: '0', percent, min: '0', max: '0' });

function fakeApi(handler: Handler = () => undefined) {
  const calls = stubApi({}, null, (call: Call) => {
    const answer = handler(call) ?? defaults(call);
    return reply(answer.status ?? 200, answer.body);
  });
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

function defaults(call: Call): { status?: number; body: unknown } {
  switch (call.path) {
    case '/v1/p2p/currencies/active':
      return { body: { ...ok, items: [{ id: 8, title: 'BTC', name: 'Bitcoin', currencyType: 'crypto' }, { id: 10, title: 'USDT', name: 'Tether', currencyType: 'crypto' }] } };
    case '/v1/p2p/limits':
      return { body: { ...ok, limits: [], total: 0 } };
    case '/p2p/Admin/Currency':
      return {
        body: {
          items: [
            { id: 8, title: 'BTC', name: 'Bitcoin', isSet: true, serviceFee: '0.0002', fees: fees('0.5'), sortId: 8, equivalentCurrencyTitle: 'USD' },
            { id: 10, title: 'USDT', name: 'Tether', isSet: false, serviceFee: '0', fees: fees('0'), sortId: 10, equivalentCurrencyTitle: 'USD' },
          ],
        },
      };
    case '/v1/p2p/fee':
      return { body: { ...ok, items: [{ currencyId: 8, currencyTitle: 'BTC', serviceFee: '0.0002', fees: fees('0.5') }], total: 1 } };
    case '/v1/p2p/fee/profile':
      return { body: { ...ok, settings: [{ currencyId: 8, fees: fees('0.1') }], currencyIdsAvailableForFees: [8, 10] } };
    case '/v1/p2p/groups':
      return { body: { ...ok, items: [{ id: 1, name: 'Default', isDefault: true, profiles: [] }], total: 1 } };
    default:
      return { body: ok };
  }
}

function renderAt(path: string, route: string, element: ReactElement) {
  renderScreen(element, { path, route });
}

/** Opens the limits page's New limit dialog and types a limit into it; resolves with the dialog. */
async function typeNewLimit({ currency, min, max }: { currency: string; min: string; max: string }) {
  renderAt('/p2p/limits', '/p2p/limits', <LimitsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add limit' }));
  const dialog = await screen.findByRole('dialog', { name: 'New limit' });
  await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Currency' }), currency);
  await userEvent.type(within(dialog).getByLabelText('Minimum amount'), min);
  await userEvent.type(within(dialog).getByLabelText('Maximum amount'), max);
  return dialog;
}

describe('P2P limits', () => {
  it("says 'Maximum limit can't be less than minimum amount' and 'Limits can not equals zero' before sending, then saves a good limit", async () => {
    const api = fakeApi();
    const dialog = await typeNewLimit({ currency: 'BTC', min: '5', max: '1' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Maximum limit can't be less than minimum amount");
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Maximum amount'));
    await userEvent.type(within(dialog).getByLabelText('Maximum amount'), '0');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Limits can not equals zero');
    await userEvent.clear(within(dialog).getByLabelText('Maximum amount'));
    await userEvent.type(within(dialog).getByLabelText('Maximum amount'), '10.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('PUT', '/v1/p2p/limits')).toHaveLength(1));
    expect(api.of('PUT', '/v1/p2p/limits')[0]!.body).toEqual({ limits: [{ currencyId: 8, minAmount: '5', maxAmount: '10.5' }] });
  });

  it('names the thing and the action, then the refusal by its reason', async () => {
    fakeApi((c) =>
      c.method === 'PUT' && c.path === '/v1/p2p/limits'
        ? { status: 404, body: { result: { Success: false, Error: 'The currency is not used in P2P' }, error: { status: 404, code: 104, reason: 'currencyNotInP2p', message: 'The currency is not used in P2P' } } }
        : undefined,
    );
    const dialog = await typeNewLimit({ currency: 'USDT', min: '1', max: '2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The limit has not been created: The currency is not used in P2P');
  });
});

describe('P2P groups', () => {
  it('offers the free name when a group name is taken, and creates the group with it', async () => {
    const api = fakeApi((c) => {
      if (c.method !== 'POST' || c.path !== '/v1/p2p/groups') return undefined;
      if ((c.body as { name: string }).name === 'Night shift')
        return {
          status: 409,
          body: { result: { Success: false, Error: 'A group with the same name already exists' }, error: { status: 409, code: 103, reason: 'groupNameExists', message: 'A group with the same name already exists', params: { suggestion: 'Night shift 2' } } },
        };
      return { body: { ...ok, id: 5 } };
    });
    renderAt('/p2p/groups', '/p2p/groups', <GroupsPage />);
    await userEvent.type(await screen.findByLabelText('Group name'), 'Night shift');
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A group with the same name already exists');
    await userEvent.click(screen.getByRole('button', { name: 'Use «Night shift 2»' }));
    await waitFor(() => expect(api.of('POST', '/v1/p2p/groups').map((c) => c.body)).toEqual([{ name: 'Night shift' }, { name: 'Night shift 2' }]));
    expect(await screen.findByText('Group Night shift 2 is created')).toBeInTheDocument();
    expect(screen.queryByText('A group with the same name already exists')).toBeNull();
  });
});

describe('personal fees', () => {
  it("loads a user's personal fees from the URL, adds a currency and saves the whole set as decimal strings", async () => {
    const api = fakeApi();
    renderAt('/p2p/fees?userId=42', '/p2p/fees', <FeesPage />);
    const table = await screen.findByRole('table', { name: 'Personal fees of user 42' });
    expect(within(table).getByText('BTC')).toBeInTheDocument();
    expect(api.of('GET', '/v1/p2p/fee/profile')[0]!.query.get('userId')).toBe('42');
    const personal = screen.getByRole('region', { name: 'Personal fees' });
    await userEvent.selectOptions(within(personal).getByRole('combobox', { name: 'Currency' }), 'USDT');
    await userEvent.click(within(personal).getByRole('button', { name: 'Add' }));
    const percent = within(table).getByRole('textbox', { name: 'Percent for USDT' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '0.25');
    await userEvent.click(within(personal).getByRole('button', { name: 'Save personal fees' }));
    await waitFor(() => expect(api.of('PUT', '/v1/p2p/fee/profile')).toHaveLength(1));
    expect(api.of('PUT', '/v1/p2p/fee/profile')[0]!.body).toEqual({
      userId: 42,
      settings: [
        { currencyId: 8, fees: fees('0.1') },
        { currencyId: 10, fees: fees('0.25') },
      ],
    });
  });
});

describe('P2P turnover', () => {
  const statistic = {
    equivalentCurrencyTitle: 'USD',
    amounts: [
      { currencyId: 8, currencyTitle: 'BTC', volume: '33.86403483', equivalentVolume: '3284811.38', tradesCount: 145 },
      { currencyId: 10, currencyTitle: 'USDT', volume: '741459.835231', equivalentVolume: '741459.84', tradesCount: 306 },
    ],
  };

  it('asks for the whole turnover of the period (the "to" day whole) and shows it in USD with a total', async () => {
    const api = fakeApi((c) => (c.path.startsWith('/p2p/Admin/statistic/') ? { body: statistic } : undefined));
    renderAt('/p2p/turnover?from=2026-03-01&to=2026-03-02', '/p2p/turnover', <TurnoverPage />);
    const table = await screen.findByRole('table', { name: 'P2P turnover' });
    expect(within(table).getByText('741,459.835231')).toBeInTheDocument();
    expect(within(table).getByText('4,026,271.22')).toBeInTheDocument();
    expect(within(table).getByText('451')).toBeInTheDocument();
    const body = api.of('POST', '/p2p/Admin/statistic/all')[0]!.body as { dateFrom: number; dateTo: number };
    expect(body.dateTo - body.dateFrom).toBe(2 * 86400 - 1);
    expect(api.of('POST', '/p2p/Admin/statistic/currency')).toHaveLength(0);
  });

  it('asks per currency when currencies are chosen', async () => {
    const api = fakeApi((c) => (c.path.startsWith('/p2p/Admin/statistic/') ? { body: statistic } : undefined));
    renderAt('/p2p/turnover?currencies=8', '/p2p/turnover', <TurnoverPage />);
    await screen.findByRole('table', { name: 'P2P turnover' });
    expect(api.of('POST', '/p2p/Admin/statistic/currency')[0]!.body).toEqual({ currencyIdList: [8] });
  });
});
