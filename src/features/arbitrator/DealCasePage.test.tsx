import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../../locales/en/arbitrator.json';
import p2pDealEn from '../../../locales/en/p2pDeal.json';
import { sessionQueries } from '../../api/sessionQueries.ts';
import type { CurrentAdmin } from '../../api/sessionTypes.ts';
import type { P2pDealFeedback } from '../../components/p2p-deal/dealTypes.ts';
import { aDeal } from '../../components/p2p-deal/fixtures/deal.ts';
import { renderWidget } from '../../components/testing/render.tsx';
import { testAdmin } from '../../components/testing/renderScreen.tsx';
import { DealCasePage } from './DealCasePage.tsx';
import { Classes } from '@blueprintjs/core';

beforeAll(() => {
  if (!i18next.hasResourceBundle('en', 'arbitrator')) i18next.addResourceBundle('en', 'arbitrator', en);
  if (!i18next.hasResourceBundle('en', 'p2pDeal')) i18next.addResourceBundle('en', 'p2pDeal', p2pDealEn);
});
afterEach(() => vi.unstubAllGlobals());

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

const review: P2pDealFeedback = {
  feedbackId: 31,
  tradeId: 7,
  from: { userId: 20, userName: 'buyer7' },
  to: { userId: 10, userName: 'seller7' },
  comment: 'Quick and polite',
  influence: 'Positive',
  initiator: 'buyer',
  dateCreated: '2026-03-01T12:00:00Z',
  dateUpdated: '2026-03-01T12:00:00Z',
};

/** The case's calls; the feedback call answers with `feedbackAnswers` in turn (a number is an HTTP failure). */
function serve(feedbackAnswers: (number | P2pDealFeedback[])[]) {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const feedbackCalls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/p2p/Admin/Trade') return json({ data: [deal], pages: 1, total: 1 });
      if (url.pathname === '/api/p2p/Admin/feedback') {
        feedbackCalls.push(url.search);
        const answer = feedbackAnswers[Math.min(feedbackCalls.length - 1, feedbackAnswers.length - 1)]!;
        if (typeof answer === 'number') return json({ error: { status: answer, code: 500, message: 'Unexpected error' } }, answer);
        return json({ items: answer, total: answer.length });
      }
      return json({ result: { Success: true, Error: null }, items: [], total: 0 });
    }),
  );
  return feedbackCalls;
}

function renderCase() {
  const admin: CurrentAdmin = { ...testAdmin(3), id: 4, userName: 'judge', email: 'arbitrator@example.com' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueries.currentAdmin().queryKey, admin);
  client.setQueryData(sessionQueries.currencies().queryKey, []);
  const router = createMemoryRouter([{ path: '/arbitrator/deals/:id', element: <DealCasePage /> }], { initialEntries: ['/arbitrator/deals/7'] });
  renderWidget(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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
