import '../testing/setup.ts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import en from '../../../locales/en/p2pDeal.json';
import { renderWidget } from '../testing/render.tsx';
import { DealSummary } from './DealSummary.tsx';
import { aBuyerFeedback, disputedDeal } from './fixtures/deal.ts';
import { Classes } from '@blueprintjs/core';

beforeAll(() => {
  i18next.addResourceBundle('en', 'p2pDeal', en);
});

describe('DealSummary', () => {
  it('shows parties, amounts with the fee, and both balances in the deal crypto', () => {
    renderWidget(<DealSummary trade={disputedDeal} feedback={[]} />);
    expect(screen.getByTestId('deal-seller')).toHaveTextContent('alice #100');
    expect(screen.getByTestId('deal-buyer')).toHaveTextContent('bob #200');
    expect(screen.getByTestId('deal-seller-amount')).toHaveTextContent('0.5 BTC');
    expect(screen.getByTestId('deal-service-fee')).toHaveTextContent('0.005 BTC');
    expect(screen.getByTestId('deal-buyer-amount')).toHaveTextContent('0.495 BTC');
    expect(screen.getByTestId('deal-seller-balance')).toHaveTextContent('1,234.5 BTC');
    expect(screen.getByTestId('deal-buyer-balance')).toHaveTextContent('0.00000001 BTC');
    expect(screen.getByText('Arbitrator joined', { selector: `.${Classes.TAG}, .${Classes.TAG} *` })).toBeInTheDocument();
    expect(screen.getByTestId('deal-arbitrator')).toHaveTextContent('judge #9');
    expect(screen.getByTestId('deal-result')).toHaveTextContent('No result yet');
  });

  it('lists the status history oldest first', () => {
    renderWidget(<DealSummary trade={disputedDeal} feedback={[]} />);
    const history = screen.getByRole('table', { name: 'Status history' });
    const statuses = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(statuses).toEqual(['Created', 'Arbitrator required', 'Arbitrator joined']);
  });

  it('shows the result and resolution comment of a resolved deal', () => {
    renderWidget(
      <DealSummary
        trade={{ ...disputedDeal, status: 6, isInDispute: false, arbitrationResult: 'confirmed', arbitrationComment: 'Buyer paid' }}
        feedback={[]}
      />,
    );
    expect(screen.getByTestId('deal-result')).toHaveTextContent('Confirmed: crypto to the buyer');
    expect(screen.getByTestId('deal-result-comment')).toHaveTextContent('Buyer paid');
  });

  it('shows the feedback, or says there is none, or that it is unknown', () => {
    const { rerender } = renderWidget(
      <DealSummary
        trade={disputedDeal}
        feedback={[aBuyerFeedback(disputedDeal, { feedbackId: 1, comment: 'Slow to release', influence: 'Negative', dateCreated: '2026-01-11T00:00:00.000Z' })]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Feedback' });
    expect(within(table).getByText('Slow to release')).toBeInTheDocument();
    expect(within(table).getByText('Negative')).toBeInTheDocument();
    rerender(<DealSummary trade={disputedDeal} feedback={[]} />);
    expect(screen.getByText('No feedback')).toBeInTheDocument();
    rerender(<DealSummary trade={disputedDeal} />);
    expect(screen.getByText('Feedback is not available')).toBeInTheDocument();
  });
});
