import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import trading from '../../../locales/en/trading.json';
import widgets from '../../../locales/en/widgets.json';
import { renderUserDetail, type RecordedCall } from './testing/renderUserDetail.tsx';
import { UserTradingScreen } from './UserTradingScreen.tsx';

if (!i18next.hasResourceBundle('en', 'trading')) i18next.addResourceBundle('en', 'trading', trading);
if (!i18next.hasResourceBundle('en', 'widgets')) i18next.addResourceBundle('en', 'widgets', widgets);

const order = (id: number, status: string, holdAmount: string) => ({
  id, userId: 42, userName: 'ada_lovelace', marketId: 1, marketTitle: 'BTC/USDT', side: 'buy', type: 'limit', status,
  price: '60000', stopPrice: null, amount: '0.5', filledAmount: '0', holdAmount, holdCurrencyTitle: 'USDT',
  dateCreated: '2026-01-02T10:00:00.000Z', dateUpdated: '2026-01-02T10:00:00.000Z',
});

describe('the Trading tab', () => {
  it("lists the user's orders, trades and individual settings", async () => {
    const view = renderUserDetail(UserTradingScreen, '/trading', {
      'POST /v2/Trading/GetOrders': { items: [order(7, 'new', '30000'), order(8, 'filled', '0')], total: 2 },
      'POST /v2/Trading/GetTrades': {
        items: [{ id: 3, marketId: 1, marketTitle: 'BTC/USDT', orderId: 8, userId: 42, userName: 'ada_lovelace', counterOrderId: 9, counterUserId: 43, side: 'buy', price: '60000', amount: '0.5', fee: '30', dateCreated: '2026-01-02T10:00:00.000Z' }],
        total: 1,
      },
      'POST /v2/Trading/GetIndividualSettings': { items: [{ id: 1, type: 'referralBuy', userId: 42, userTagList: [], currencyId: null, value: '0.5' }] },
    });
    expect(await screen.findByRole('button', { name: 'Cancel order 7' })).toBeInTheDocument();
    // Only an open order can be cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel order 8' })).toBeNull();
    expect(await screen.findByText('Referral, buy')).toBeInTheDocument();
    const asked = view.calls.find((c) => c.path === '/v2/Trading/GetOrders');
    expect(asked?.body).toMatchObject({ userIdList: [42], getTotal: true });
    const trades = view.calls.find((c) => c.path === '/v2/Trading/GetTrades');
    expect(trades?.body).toMatchObject({ userIdList: [42], offset: 0, limit: 1000 });
  });

  it('cancels one order after a confirmation that names it, then reads the orders again', async () => {
    const cancels: RecordedCall[] = [];
    let status = 'new';
    const view = renderUserDetail(UserTradingScreen, '/trading', {
      'POST /v2/Trading/GetOrders': () => ({ items: [order(7, status, status === 'new' ? '30000' : '0')], total: 1 }),
      'PUT /Trading/CancelOrder': (call: RecordedCall) => {
        cancels.push(call);
        status = 'cancelled';
        return { success: true };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 7?' });
    expect(within(dialog).getByText(/Order 7 \(Buy on BTC\/USDT\) of ada_lovelace will be cancelled and 30000 USDT returned/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(cancels).toHaveLength(1));
    expect(cancels[0]!.body).toEqual({ orderId: 7, userId: 42 });
    expect(await screen.findByText('Order 7 cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order 7' })).toBeNull());
    expect(view.calls.filter((c) => c.path === '/v2/Trading/GetOrders').length).toBeGreaterThan(1);
  });
});
