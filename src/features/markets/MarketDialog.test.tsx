import '../../components/testing/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import markets from '../../../locales/en/markets.json';
import { renderWidget } from '../../components/testing/render.tsx';
import { MarketDialog, type MarketDraftValues } from './MarketDialog.tsx';

if (!i18next.hasResourceBundle('en', 'markets')) i18next.addResourceBundle('en', 'markets', markets);

function renderDialog(onSave: (v: MarketDraftValues) => Promise<unknown>) {
  const client = new QueryClient();
  client.setQueryData(['session', 'currencies'], [
    { id: 1, name: 'Toncoin', title: 'TON', decimals: 9 },
    { id: 2, name: 'Tether', title: 'USDT', decimals: 6 },
  ]);
  renderWidget(
    <QueryClientProvider client={client}>
      <MarketDialog market={null} onClose={() => undefined} onSave={onSave} />
    </QueryClientProvider>,
  );
}

describe('the market dialog', () => {
  it("shows the spec's messages for zero and inverted limits and for a too fine minimum price, and saves a valid market", async () => {
    const saved: MarketDraftValues[] = [];
    renderDialog(async (v) => saved.push(v));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New market' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required fields are empty!')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Base currency/), 'Toncoin (TON)');
    await user.selectOptions(screen.getByLabelText(/Derived currency/), 'Tether (USDT)');
    await user.type(screen.getByLabelText(/Minimum order amount/), '0');
    await user.type(screen.getByLabelText(/Maximum order amount/), '10');
    await user.type(screen.getByLabelText(/Minimum order price/), '0.0000001');
    expect(screen.getByText('Limits can not equals zero')).toBeInTheDocument();
    expect(screen.getByText('The minimum order price cannot be less than decimals.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Minimum order amount/));
    await user.type(screen.getByLabelText(/Minimum order amount/), '20');
    expect(screen.getByText("Maximum limit can't be less than minimum amount")).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Maximum order amount/));
    await user.type(screen.getByLabelText(/Maximum order amount/), '500');
    await user.clear(screen.getByLabelText(/Minimum order price/));
    await user.type(screen.getByLabelText(/Minimum order price/), '0.0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ baseCurrencyId: 1, derivedCurrencyId: 2, min: '20', max: '500', minOrderPrice: '0.0001', individualLimitsType: 'none', isEnabled: true });
    expect(dialog).toBeInTheDocument();
  });

  it("shows the server's refusal in the admin's words", async () => {
    renderDialog(async () => Promise.reject({ message: 'This market already exists' }));
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'New market' });
    await user.selectOptions(screen.getByLabelText(/Base currency/), 'Toncoin (TON)');
    await user.selectOptions(screen.getByLabelText(/Derived currency/), 'Tether (USDT)');
    await user.type(screen.getByLabelText(/Minimum order amount/), '1');
    await user.type(screen.getByLabelText(/Maximum order amount/), '2');
    await user.type(screen.getByLabelText(/Minimum order price/), '0.01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This market already exists');
  });
});
