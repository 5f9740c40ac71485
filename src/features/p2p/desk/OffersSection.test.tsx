import '../../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/p2pOffers.json';
import p2pEn from '../../../../locales/en/p2p.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { stubApi, type StubbedCall } from '../../../components/testing/stubApi.ts';
import type { AdminStatus } from '../../../domain/adminStatus.ts';
import { OffersAndDealsPage } from '../OffersAndDealsPage.tsx';
import type { P2pOffer } from '../offersApi.ts';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2pOffers')) i18next.addResourceBundle('en', 'p2pOffers', en);
  if (!i18next.hasResourceBundle('en', 'p2p')) i18next.addResourceBundle('en', 'p2p', p2pEn);
});

function offer(id: number, over: Partial<P2pOffer> = {}): P2pOffer {
  return {
    id, userId: 10, userName: `trader${id}`, type: 'Sell', cryptoCurrencyId: 1, fiatCurrencyId: 2, price: '100', profitPercent: null, expression: null, minAmount: '10',
    maxAmount: '100', restrictedAmounts: [], paymentMethods: [1], isKycRequired: false, isPhoneRequired: false, trackLiquidity: false, terms: 'Write me on Telegram',
    isHidden: false, isBlocked: false, isDeleted: false, isEnabled: true, status: 'enabled', moderatedWords: ['telegram'], dateCreated: '2026-03-01T10:00:00Z', ...over,
  };
}

function fakeApi(items: P2pOffer[] = [offer(7), offer(8)]) {
  const ok = { result: { Success: true, Error: null } };
  const calls = stubApi({}, null, ({ path }: StubbedCall<unknown>) => {
    if (path === '/v1/p2p/offers') return { ...ok, items, total: items.length };
    if (path.startsWith('/v1/p2p/offers/')) return { ...ok, data: items.find((o) => `/v1/p2p/offers/${o.id}` === path) };
    if (path.endsWith('/history')) {
      return { items: [{ id: 1, offerId: 7, field: 'isHidden', oldValue: 'false', newValue: 'true', adminId: 1, adminName: 'boss', dateCreated: '2026-03-02T10:00:00Z' }] };
    }
    if (path === '/p2p/Admin/Offers') return { success: true };
    if (path === '/v1/p2p/payment-methods') return { ...ok, items: [{ id: 1, name: 'SEPA transfer' }], total: 1 };
    return ok;
  });
  return { of: (path: string) => calls.filter((c) => c.path === path) };
}

function renderOffers(path = '/p2p?view=offers', adminStatus: AdminStatus = 0) {
  renderScreen(<OffersAndDealsPage />, { path, adminStatus, settings: { itemsPerPage: 20 } });
}

describe('Offers', () => {
  it('offers the bulk actions only once offers are selected, and hides them after a confirmation', async () => {
    const api = fakeApi();
    renderOffers();
    const table = await screen.findByRole('region', { name: 'Offers' });
    await screen.findByRole('button', { name: 'View offer 7' });
    for (const name of ['Hide', 'Block', 'Delete']) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(api.of('/p2p/Admin/Offers')).toHaveLength(0);

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 7' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Offers 7, 8 will not be shown to traders.');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(OK|Ok)$/ }));
    await waitFor(() => expect(api.of('/p2p/Admin/Offers')).toHaveLength(1));
    expect(api.of('/p2p/Admin/Offers')[0]!.body).toEqual({ idList: [7, 8], isHidden: true });
    expect(await screen.findByText('2 offer(s) hidden')).toBeInTheDocument();
  });

  it('shows an offer with its moderated words and its history', async () => {
    fakeApi();
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'View offer 7' }));
    const dialog = await screen.findByRole('dialog');
    const fields = await within(dialog).findByRole('table', { name: 'Offer fields' });
    expect(fields).toHaveTextContent('telegram');
    // its payment methods by name, not by id
    expect(await within(fields).findByText('SEPA transfer')).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('boss');
    expect(history).toHaveTextContent('Hidden');
  });

  it('support sees the offers without selection or bulk actions', async () => {
    fakeApi();
    renderOffers('/p2p?view=offers', 2);
    await screen.findByRole('button', { name: 'View offer 7' });
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select row 7' })).toBeNull();
  });
});
