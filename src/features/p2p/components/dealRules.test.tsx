import '../../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en/p2p.json';
import { renderScreen } from '../../../components/testing/renderScreen.tsx';
import { reply, stubApi } from '../../../components/testing/stubApi.ts';
import type { GroupChatMessage, P2pProfileStatistics, P2pTrade } from '../api.ts';
import { showsArbitrationLink } from '../DealPage.tsx';
import { dealChatMessages } from './DealChat.tsx';
import { dealEditBody, EditDealDialog } from './EditDealDialog.tsx';
import { profileFigures } from './ProfileStats.tsx';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'p2p')) i18next.addResourceBundle('en', 'p2p', en);
});

const message = (id: number, chatMemberType: number, dateCreated: string): GroupChatMessage => ({
  id,
  chatId: 1,
  userId: chatMemberType === 0 ? 5 : null,
  userName: null,
  adminId: null,
  chatMemberType: chatMemberType as GroupChatMessage['chatMemberType'],
  message: `m${id}`,
  dateCreated,
  files: [],
});

describe('the deal chat', () => {
  it('hides system messages (member type 1), oldest first', () => {
    const items = [message(3, 2, '2026-03-01T10:03:00Z'), message(2, 1, '2026-03-01T10:02:00Z'), message(1, 0, '2026-03-01T10:01:00Z')];
    expect(dealChatMessages(items).map((m) => m.id)).toEqual([1, 3]);
  });
});

describe('the link to the arbitration case', () => {
  it('shows for a disputed deal unless the build leaves the arbitrator section out', () => {
    expect(showsArbitrationLink(10, () => false)).toBe(true);
    expect(showsArbitrationLink(11, () => false)).toBe(true);
    expect(showsArbitrationLink(6, () => false)).toBe(false);
    expect(showsArbitrationLink(10, () => true)).toBe(false);
  });
});

describe('the profile figures', () => {
  const profile: P2pProfileStatistics = {
    userId: 5,
    userName: 'ann',
    completedTrades: 12,
    averageTradeTime: 754,
    medianTradeTime: -1,
    rating: 0.8,
    monthlyVolume: '1200.456',
    allVolume: '98000',
    lostDisputesCount: 1,
    wonDisputesCount: 3,
    statistics: { trades: { totalClients: 9, medianTradesTime: -1, firstTradeDate: null, lastTradeDate: '2026-03-01T10:00:00Z' }, clients: { trusted: 0, blocked: 0 } },
  };
  it('shows times in minutes (— for none), the rating and dispute shares in percent, volumes in USD', () => {
    const shown = Object.fromEntries(profileFigures(profile, 'UTC'));
    expect(shown).toMatchObject({
      averageTradeTime: '12.57',
      medianTradeTime: '—',
      rating: '80.00%',
      monthlyVolume: '1,200.46 USD',
      wonDisputes: '3 (75.00%)',
      lostDisputes: '1 (25.00%)',
      firstTradeDate: '—',
      lastTradeDate: '01.03.2026',
    });
  });
});

const deal = (status: number): P2pTrade =>
  ({ id: 4, status, sellerAmount: '1.50000001', fiatAmount: '100', comment: null, cryptoCurrencyTitle: 'BTC', fiatCurrencyTitle: 'EUR' }) as P2pTrade;

describe('editing a deal', () => {
  it('sends only what changed and only what the status allows', () => {
    const draft = { amount: '2', fiatAmount: '120', comment: ' checked ' };
    expect(dealEditBody(deal(1), draft)).toEqual({ amount: '2', fiatAmount: '120', comment: 'checked' });
    expect(dealEditBody(deal(4), draft)).toEqual({ fiatAmount: '120', comment: 'checked' });
    expect(dealEditBody(deal(6), draft)).toEqual({ comment: 'checked' });
    expect(dealEditBody({ ...deal(1), comment: 'x' }, { amount: '1.50000001', fiatAmount: '100', comment: '' })).toEqual({ comment: null });
  });

  it("shows the v1 refusal as 'The trade has not been edited: …' with the refusal by its reason", async () => {
    stubApi(
      {
        'PUT /v1/p2p/trades/4': reply(409, {
          result: { Success: false, Error: 'A closed trade cannot be changed' },
          error: { status: 409, code: 103, reason: 'closedTradeUnchangeable', message: 'A closed trade cannot be changed' },
        }),
      },
      null,
    );
    renderScreen(<EditDealDialog trade={deal(6)} onClose={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Amount, BTC' })).toBeDisabled();
    // Amounts are shown exactly as the deal has them, never rounded by the input.
    expect(screen.getByRole('textbox', { name: 'Amount, BTC' })).toHaveValue('1.50000001');
    await userEvent.type(screen.getByRole('textbox', { name: "Admin's comment" }), 'Checked after a complaint');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the changes of deal 4?' });
    await userEvent.click(within(confirm).getByRole('button', { name: /^(OK|Ok)$/ }));
    await waitFor(() => expect(within(confirm).getByRole('alert')).toHaveTextContent('The trade has not been edited: A closed trade cannot be changed'));
  });
});
