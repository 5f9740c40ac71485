import '../../components/testing/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import markets from '../../../locales/en/markets.json';
import { renderScreen } from '../../components/testing/renderScreen.tsx';
import { reply, stubApi, type StubbedCall } from '../../components/testing/stubApi.ts';
import { fillNewMarket } from './fixtures/fillNewMarket.ts';
import { MarketDialog } from './MarketDialog.tsx';

function renderDialog(answer: unknown) {
  const calls = stubApi({ 'POST /v2/Market/CreateMarket': answer }, undefined);
  const onClose = vi.fn();
  renderScreen(<MarketDialog market={null} onClose={onClose} />, {
    locales: { markets },
    currencies: [
      { id: 1, name: 'Toncoin', title: 'TON', decimals: 9 },
      { id: 2, name: 'Tether', title: 'USDT', decimals: 6 },
    ] as never,
  });
  return { onClose, created: () => calls.filter((c: StubbedCall<unknown>) => c.path === '/v2/Market/CreateMarket').map((c) => c.body) };
}

describe('the market dialog', () => {
  it("shows the spec's messages for zero and inverted limits and for a too fine minimum price, and saves a valid market", async () => {
    const { created, onClose } = renderDialog({ id: 9 });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New market' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required fields are empty!')).toBeInTheDocument();
    await fillNewMarket(user, screen, { min: '0', max: '10', minPrice: '0.0000001' });
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
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ baseCurrencyId: 1, derivedCurrencyId: 2, orderAmountLimit: { min: '20', max: '500' }, minOrderPrice: '0.0001', individualLimitsType: 'none', isEnabled: true });
    expect(await screen.findByText('Market created')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it("shows the server's refusal in the admin's words", async () => {
    renderDialog(reply(409, { error: { status: 409, code: 103, reason: 'marketExists', message: 'This market already exists' } }));
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'New market' });
    await fillNewMarket(user, screen, { min: '1', max: '2', minPrice: '0.01' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This market already exists');
  });
});
