import '../../components/testing/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import en from '../../../locales/en/arbitrator.json';
import p2pDealEn from '../../../locales/en/p2pDeal.json';
import type { P2pDealFeedback } from '../../components/p2p-deal/dealTypes.ts';
import { aBuyerFeedback, aDeal } from '../../components/p2p-deal/fixtures/deal.ts';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import { DealCasePage } from './DealCasePage.tsx';
import { Classes } from '@blueprintjs/core';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'arbitrator')) i18next.addResourceBundle('en', 'arbitrator', en);
  if (!i18next.hasResourceBundle('en', 'p2pDeal')) i18next.addResourceBundle('en', 'p2pDeal', p2pDealEn);
});

const deal = aDeal(7, {
  status: 6,
  isInDispute: false,
  isArbitratorJoined: true,
  arbitratorId: 4,
  arbitratorUserName: 'judge',
  arbitrationResult: 'confirmed',
  arbitratorCallDate: '2026-03-01T10:30:00Z',
  dateClosed: '2026-03-01T11:00:00Z',
});

const review = aBuyerFeedback(deal, { feedbackId: 31, comment: 'Quick and polite', influence: 'Positive', dateCreated: '2026-03-01T12:00:00Z' });

/** The case's calls; the feedback call answers with `feedbackAnswers` in turn (a number is an HTTP failure). */
function serve(feedbackAnswers: (number | P2pDealFeedback[])[]) {
  const feedbackCalls: string[] = [];
  stubApi({}, null, ({ path, query }: StubbedCall<unknown>) => {
    if (path === '/p2p/Admin/Trade') return { data: [deal], pages: 1, total: 1 };
    if (path === '/p2p/Admin/feedback') {
      feedbackCalls.push(`?${query}`);
      const answer = feedbackAnswers[Math.min(feedbackCalls.length - 1, feedbackAnswers.length - 1)]!;
      if (typeof answer === 'number') return reply(answer, { error: { status: answer, code: 500, message: 'Unexpected error' } });
      return { items: answer, total: answer.length };
    }
    return { result: { Success: true, Error: null }, items: [], total: 0 };
  });
  return feedbackCalls;
}

function renderCase() {
  renderScreen(<DealCasePage />, { adminStatus: 3, admin: { id: 4, userName: 'judge', email: 'arbitrator@example.com' }, path: '/arbitrator/deals/7', route: '/arbitrator/deals/:id' });
}

describe('DealCasePage feedback', () => {
  it("shows the deal's feedback to an arbitrator from the contract's items", async () => {
    const calls = serve([[review]]);
    renderCase();
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(within(table).getByText('Quick and polite')).toBeInTheDocument();
    expect(calls[0]).toBe('?tradeId=7&page=0&limit=100');
  });

  it('says why the feedback is missing after a failure and reads it again on Retry', async () => {
    serve([500, [review]]);
    renderCase();
    const warning = await screen.findByText(/The feedback could not be loaded/);
    expect(screen.getByText('Feedback is not available')).toBeInTheDocument();
    expect(screen.queryByText('No feedback')).toBeNull();
    await userEvent.click(within(warning.closest(`.${Classes.CALLOUT}`) as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Feedback' })).toHaveTextContent('Quick and polite'));
    expect(screen.queryByText(/The feedback could not be loaded/)).toBeNull();
  });
});
